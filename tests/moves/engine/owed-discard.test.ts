import { describe, expect, it } from 'vitest';
import { newReport } from '../../../src/moves/engine/effects';
import { DISCARDS_OWED, owedDiscards, oweDiscard } from '../../../src/moves/engine/discard-owed';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const HERO = '[[Hero]]';
const s: Situation = { ruleset: 'delve', moveId: 'move:delve/delve/learn_from_your_failures', moveName: 'Learn From Your Failures', character: HERO, impacts: [] };

/** SF-14, DV-21: "discard an asset" is owed on the sheet until the player names one with `asset remove`. */
describe('a discard the move owes', () => {
	it('is kept on the sheet with its move and the XP it promises, and the note says how to settle it', () => {
		const v = new StateView({ [HERO]: { assets: ['asset:classic/companion/hawk'], [DISCARDS_OWED]: [{ reason: 'Forsake Your Vow' }] } });
		const r = newReport();
		oweDiscard(v, s, 2, r);
		expect(v.get(HERO, DISCARDS_OWED)).toEqual([{ reason: 'Forsake Your Vow' }, { reason: 'Learn From Your Failures', xp_per_ability: 2 }]);
		expect(r.notes).toEqual(['Discard the asset you give up: iron-ledger asset remove NAME (2 XP for each of its marked abilities).']);
	});

	it('without XP, says only how to discard; a move without a name is named by its id', () => {
		const v = new StateView({ [HERO]: { assets: ['a'] } });
		const r = newReport();
		oweDiscard(v, { ...s, moveName: undefined }, undefined, r);
		expect(v.get(HERO, DISCARDS_OWED)).toEqual([{ reason: 'move:delve/delve/learn_from_your_failures' }]);
		expect(r.notes).toEqual(['Discard the asset you give up: iron-ledger asset remove NAME.']);
	});

	it('with no asset on the sheet, nothing is owed and the note says so', () => {
		for (const assets of [[], undefined, 'hawk']) {
			const v = new StateView({ [HERO]: { assets } });
			const r = newReport();
			oweDiscard(v, s, 2, r);
			expect(v.changes()).toEqual([]);
			expect(r.notes).toEqual(['There is no asset on the sheet to discard.']);
		}
	});

	it('reads the owed list, skipping what a hand edit spoiled', () => {
		expect(owedDiscards([{ reason: 'x' }, null, 'y', { reason: 3 }, { xp_per_ability: 2 }])).toEqual([{ reason: 'x' }]);
		expect(owedDiscards('x')).toEqual([]);
	});
});
