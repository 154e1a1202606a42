import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../../src/rules/dice';
import { newReport } from '../../../src/moves/engine/effects';
import { clearByLowerDie, rollsAnew } from '../../../src/moves/engine/recommit';
import type { Situation } from '../../../src/moves/engine/situation';

const miss = { outcome: 'miss' as const, match: false, challenge: [9, 10] as const, progress: true };
const s = (extra: Partial<Situation> = {}): Situation => ({ ruleset: 'starforged', moveId: 'move:starforged/quest/fulfill_your_vow', character: '[[Hero]]', impacts: [], ...extra });

/** PR-21: a recommit clears boxes equal to the lower of two challenge dice rolled anew; PR-22: a Delve return reads its own dice. */
describe('clearing boxes by the lower challenge die', () => {
	it('a recommit rolls both dice anew, keeps them for the block, and says how many boxes went', () => {
		const sit = s({ roll: miss, dice: fixedDice([3, 7]) });
		const r = newReport();
		expect(clearByLowerDie(24, sit, r)).toBe(12);
		expect(sit.recommit).toEqual([3, 7]);
		expect(r.notes).toEqual(['Recommit: the challenge dice show 3 and 7; 3 boxes are cleared.']);
	});

	it('one box is one box, and a partial box cleared counts as one', () => {
		const r = newReport();
		expect(clearByLowerDie(24, s({ roll: miss, dice: fixedDice([8, 1]) }), r)).toBe(20);
		expect(clearByLowerDie(2, s({ roll: miss, dice: fixedDice([5, 6]) }), r)).toBe(0);
		expect(r.notes).toEqual(['Recommit: the challenge dice show 8 and 1; 1 box is cleared.', 'Recommit: the challenge dice show 5 and 6; 1 box is cleared.']);
	});

	it('with no roll (a return to a Delve site), reads the dice it was given, and clears nothing without any', () => {
		const r = newReport();
		expect(clearByLowerDie(24, s({ challenge: [4, 2] }), r)).toBe(16);
		expect(clearByLowerDie(24, s(), r)).toBe(24);
		expect(r.notes).toEqual([]);
	});

	it('only an option that clears by the lower die rolls anew', () => {
		expect(rollsAnew({ effects: [{ kind: 'clear_progress', how: 'lower_die' }] })).toBe(true);
		expect(rollsAnew({ effects: [{ kind: 'clear_progress', how: 'all' }] })).toBe(false);
		expect(rollsAnew({ effects: [{ kind: 'raise_rank' }] })).toBe(false);
		expect(rollsAnew({})).toBe(false);
	});
});
