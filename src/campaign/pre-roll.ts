import type { StateChange } from '../journal/block';
import { changeMomentum } from '../rules/momentum';
import { sufferMeter } from '../rules/meters';

/**
 * Suffer moves take their loss before the roll ("suffer -health equal to the harm, then
 * roll"), and a loss past 0 comes off momentum. Keyed by the move's id within its ruleset.
 */
const SUFFER_BEFORE_ROLL: Record<string, 'health' | 'spirit' | 'supply'> = {
	'suffer/endure_harm': 'health',
	'suffer/endure_stress': 'spirit',
	'suffer/sacrifice_resources': 'supply',
};

export function sufferMeterOf(moveId: string): 'health' | 'spirit' | 'supply' | undefined {
	return SUFFER_BEFORE_ROLL[moveId.replace(/^move:[a-z]+\//, '')];
}

/** The changes of suffering `amount` on the move's meter, with any overflow taken from momentum. */
export function sufferBeforeRoll(
	moveId: string,
	link: string,
	fm: Record<string, unknown>,
	amount: number,
	debilities: number,
): { changes: StateChange[]; notes: string[] } {
	const meter = sufferMeterOf(moveId);
	if (!meter || amount <= 0) return { changes: [], notes: [] };
	const current = fm[meter] as number;
	const loss = sufferMeter(current, amount);
	const changes: StateChange[] = loss.to === current ? [] : [{ note: link, key: meter, from: current, to: loss.to }];
	const notes: string[] = [];
	if (loss.overflow > 0) {
		const m = changeMomentum(fm.momentum as number, -loss.overflow, debilities);
		if (m.to !== m.from) changes.push({ note: link, key: 'momentum', from: m.from, to: m.to });
		notes.push(`${meter} is at 0: the other ${loss.overflow} comes off momentum.`);
		if (m.blockedBelow > 0) notes.push(`Momentum cannot go below −6: face a setback for the other ${m.blockedBelow}.`);
	}
	return { changes, notes };
}
