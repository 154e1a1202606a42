import { describe, expect, it } from 'vitest';
import { pendingAdds } from '../../../src/moves/engine/pending-adds';
import { shareWithParty } from '../../../src/moves/engine/party';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const BRON = '[[Bron]]';
const KARA = '[[Kara]]';
const s: Situation = { ruleset: 'classic', moveId: 'move:classic/adventure/resupply', character: BRON, party: [KARA], impacts: [] };

/** ME-03, ME-22: allies travelling together share supply and unprepared, and nothing else. */
describe('what the party shares', () => {
	it('a supply the move changed reaches every ally', () => {
		const v = new StateView({ [BRON]: { supply: 3 }, [KARA]: { supply: 3 } });
		v.set(BRON, 'supply', 5);
		shareWithParty(v, s);
		expect(v.get(KARA, 'supply')).toBe(5);
	});

	it('a supply the move did not touch is not copied over an ally\'s', () => {
		const v = new StateView({ [BRON]: { supply: 3, health: 2 }, [KARA]: { supply: 4, health: 5 } });
		v.set(BRON, 'health', 1);
		shareWithParty(v, s);
		expect(v.changes()).toEqual([{ note: BRON, key: 'health', from: 2, to: 1 }]);
	});

	it('an ally already at the value is left untouched, and an ally not loaded is skipped', () => {
		const v = new StateView({ [BRON]: { supply: 3 }, [KARA]: { supply: 5 } });
		v.set(BRON, 'supply', 5);
		shareWithParty(v, { ...s, party: ['[[Nobody]]', KARA] });
		expect(v.touched(KARA, 'supply')).toBe(false);
	});
});

/** "+1 on your next move", read back from the sheet exactly as it was written. */
describe('a pending add read from the sheet', () => {
	it('carries only the limits it has', () => {
		expect(pendingAdds([{ value: 1, reason: 'Make Camp' }])).toStrictEqual([{ value: 1, reason: 'Make Camp' }]);
		expect(pendingAdds([null, { value: 2, reason: 'x', move: 'm', progress: true, momentum_on_hit: 1 }])).toStrictEqual([
			{ value: 2, reason: 'x', move: 'm', progress: true, momentum_on_hit: 1 },
		]);
	});
});
