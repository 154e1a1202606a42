import { describe, expect, it } from 'vitest';
import { BARED, HOLD_NO_IRON, LAST_FIGHT, baseHarm, foeLoss, markDecisive } from '../../../src/moves/engine/fight';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const HERO = '[[Hero]]';
const FIGHT = '[[Tracks/Duel]]';
const roll = (progress = false) => ({ outcome: 'strong_hit' as const, match: false, challenge: [2, 3] as const, action: 5, progress });
const s: Situation = { ruleset: 'classic', moveId: 'move:classic/combat/strike', character: HERO, impacts: [], track: FIGHT, roll: roll() };
const view = (fight: Record<string, unknown> = {}, hero: Record<string, unknown> = {}) => new StateView({ [HERO]: hero, [FIGHT]: { kind: 'fight', rank: 'formidable', ...fight } });

/** The harm you inflict and take in a fight, and the boasts of Draw the Circle that change it (CB-08, CB-17). */
describe('harm in a fight', () => {
	it('your harm is your weapon\'s, 2 when the sheet names none, and 1 in a duel where you hold no iron', () => {
		expect(baseHarm(view(), s, FIGHT)).toBe(2);
		expect(baseHarm(view({}, { weapon_harm: 1 }), s, FIGHT)).toBe(1);
		expect(baseHarm(view({}, { weapon_harm: '3' }), s, FIGHT)).toBe(2);
		expect(baseHarm(view({ [HOLD_NO_IRON]: true }, { weapon_harm: 2 }), s, FIGHT)).toBe(1);
		expect(baseHarm(view({}, { weapon_harm: 1 }), { ...s, character: undefined }, FIGHT)).toBe(2);
	});

	it('the foe\'s harm is its rank, +1 once you bared yourself; none outside a fight or without a rank', () => {
		expect(foeLoss(view(), s)).toBe(3);
		expect(foeLoss(view({ [BARED]: true }), s)).toBe(4);
		expect(foeLoss(view({ rank: undefined }), s)).toBeUndefined();
		expect(foeLoss(view({ kind: 'vow' }), s)).toBeUndefined();
		expect(foeLoss(view(), { ...s, track: undefined })).toBeUndefined();
	});
});

/** CB-12: End the Fight only right after a strong hit, in that fight. */
describe('a classic fight remembers whether the last roll was a strong hit, and where you rolled last', () => {
	it('a strong hit marks the fight decisive and names it on the sheet; a weak hit clears it', () => {
		const v = view({}, { [LAST_FIGHT]: '[[Tracks/Other]]' });
		markDecisive(v, s, 'strong_hit');
		expect(v.get(FIGHT, 'decisive')).toBe(true);
		expect(v.get(HERO, LAST_FIGHT)).toBe(FIGHT);
		markDecisive(v, s, 'weak_hit');
		expect(v.get(FIGHT, 'decisive')).toBe(false);
	});

	it('writes nothing that is already so', () => {
		const v = view({ decisive: false }, { [LAST_FIGHT]: FIGHT });
		markDecisive(v, s, 'miss');
		expect(v.touched(FIGHT, 'decisive')).toBe(false);
		expect(v.touched(HERO, LAST_FIGHT)).toBe(false);
	});

	it('leaves a progress roll, a Starforged fight, a roll outside a fight and a move with no roll alone', () => {
		const cases: Situation[] = [{ ...s, roll: roll(true) }, { ...s, ruleset: 'starforged' }, { ...s, track: undefined }, { ...s, roll: undefined }];
		for (const c of cases) {
			const v = view();
			markDecisive(v, c, 'strong_hit');
			expect(v.changes()).toEqual([]);
		}
		const v = view();
		markDecisive(v, s, undefined);
		expect(v.changes()).toEqual([]);
	});

	it('without a character, marks the fight but names no last fight', () => {
		const v = view();
		markDecisive(v, { ...s, character: undefined }, 'strong_hit');
		expect(v.changes()).toEqual([{ note: FIGHT, key: 'decisive', from: null, to: true }]);
	});
});
