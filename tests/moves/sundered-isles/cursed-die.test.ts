import { describe, expect, it } from 'vitest';
import type { JournalBlock } from '../../../src/journal/block';
import { newReport } from '../../../src/moves/engine/effects';
import { impactRules } from '../../../src/moves/engine/impacts';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';
import { cursedDieGains, cursedDieOf, cursedReroll, rollsCursedDie, withCursedDie } from '../../../src/moves/sundered-isles/cursed-die';
import { library } from '../../helpers/content';

const C = '[[Mara]]';
const SKULL = 'asset.ability:sundered_isles/companion/chattering_skull';

function at(abilities: string[], match = false) {
	const view = new StateView({ [C]: { momentum: 2, bonds_legacy: 0, xp_earned: 0, asset_abilities: abilities, pending_adds: [] } });
	const s: Situation = { ruleset: 'sundered_isles', moveId: 'move:starforged/adventure/face_danger', moveName: 'Face Danger', character: C, impacts: impactRules(library.ruleset('sundered_isles')) };
	s.roll = { outcome: 'weak_hit', match, challenge: match ? [4, 4] : [4, 8], progress: false };
	return { view, s };
}

const action = { kind: 'action', extra: {} } as unknown as JournalBlock;

describe('the cursed die in a move (Chattering Skull)', () => {
	it('is rolled only with the skull’s first ability marked, and a 10 rerolls only a miss', () => {
		expect(rollsCursedDie((k) => (k === 'asset_abilities' ? [`${SKULL}.0`] : undefined))).toBe(true);
		expect(rollsCursedDie((k) => (k === 'asset_abilities' ? [`${SKULL}.1`] : undefined))).toBe(false);
		expect([cursedReroll(10, 'miss'), cursedReroll(10, 'weak_hit'), cursedReroll(9, 'miss'), cursedReroll(undefined, 'miss')]).toEqual([true, false, false, false]);
	});

	it('is kept in an action block, and a block read back keeps its own; a value off the die is not read', () => {
		const block = withCursedDie(action, 7);
		expect(cursedDieOf(block)).toBe(7);
		expect(cursedDieOf(withCursedDie(block, 3))).toBe(7);
		expect(cursedDieOf({ ...action, extra: { cursed_die: 11 } })).toBeUndefined();
		expect(withCursedDie(action, undefined)).toBe(action);
	});

	it('a 10 on a miss made without the reroll (a block read back) leads astray and gives nothing', () => {
		const { view, s } = at([`${SKULL}.0`]);
		const r = newReport();
		cursedDieGains(view, s, 10, 'miss', false, r);
		expect(r.notes).toEqual(['Chattering Skull: the cursed die shows 10 on a miss: the skull leads you astray.']);
		expect(view.changes()).toEqual([]);
	});

	it('the bonds legacy box needs the second ability and a match', () => {
		for (const [abilities, match, bonds] of [
			[[`${SKULL}.0`, `${SKULL}.1`], true, 4],
			[[`${SKULL}.0`, `${SKULL}.1`], false, 0],
			[[`${SKULL}.0`], true, 0],
		] as const) {
			const { view, s } = at([...abilities], match);
			cursedDieGains(view, s, 10, 'weak_hit', false, newReport());
			expect(view.num(C, 'bonds_legacy')).toBe(bonds);
			expect(view.num(C, 'momentum')).toBe(3);
		}
	});
});
