import type { StateChange } from '../journal/block';
import { changeMomentum, momentumMax } from '../rules/momentum';
import { sufferMeter, takeMeter } from '../rules/meters';

const BLOCKERS: Record<string, string> = { health: 'wounded', spirit: 'shaken', supply: 'unprepared' };

/**
 * Take (+) or suffer (−) on momentum or a condition meter within the rules' bounds. What
 * the rules refuse is said in `notes`, never dropped silently.
 */
export function meterChange(link: string, fm: Record<string, unknown>, key: string, delta: number, marked: readonly string[]): { changes: StateChange[]; notes: string[] } {
	const current = fm[key] as number;
	const notes: string[] = [];
	let to: number;
	if (key === 'momentum') {
		const m = changeMomentum(current, delta, marked.length);
		to = m.to;
		if (m.blockedAbove) notes.push(`max momentum is ${momentumMax(marked.length)}`);
		if (m.blockedBelow) notes.push(`momentum cannot go below −6: face a setback for the other ${m.blockedBelow}`);
	} else {
		const blocker = BLOCKERS[key];
		const m = delta > 0 ? takeMeter(current, delta, blocker && marked.includes(blocker) ? blocker : undefined) : sufferMeter(current, -delta);
		to = m.to;
		if (m.blockedBy) notes.push(`you are ${m.blockedBy}: clear it first`);
		else if (m.refused) notes.push(`${key} is at most 5`);
		if (m.overflow) notes.push(`${key} is at 0: suffer the other ${m.overflow} as momentum (or as the move says)`);
	}
	return { changes: to === current ? [] : [{ note: link, key, from: current, to }], notes };
}
