import { describe, expect, it } from 'vitest';
import { legacyProgressScore, legacyReward, legacyXpEarned, markLegacy } from '../../src/rules/legacy';

/** Starforged legacy tracks (XP-11..XP-13): the cases a player meets past the simple one. */
describe('legacy tracks: ten boxes, 2 XP a box, then cleared, marked complete, 1 XP a box', () => {
	it('a mark that fills the tenth box carries its leftover ticks onto the cleared track', () => {
		// 38 ticks + 8: the tenth box fills (+1 box, 2 XP), the track clears, 6 ticks carry over (+1 box, 1 XP).
		expect(markLegacy({ ticks: 38, completed: false }, 8)).toEqual({
			before: { ticks: 38, completed: false },
			after: { ticks: 6, completed: true },
			xp: 3,
		});
	});

	it('filling the tenth box exactly clears the track and marks it complete', () => {
		expect(markLegacy({ ticks: 36, completed: false }, 4)).toMatchObject({ after: { ticks: 0, completed: true }, xp: 2 });
	});

	it('a partial box earns nothing until it fills', () => {
		expect(markLegacy({ ticks: 1, completed: false }, 2)).toMatchObject({ after: { ticks: 3, completed: false }, xp: 0 });
		expect(markLegacy({ ticks: 3, completed: false }, 1)).toMatchObject({ after: { ticks: 4, completed: false }, xp: 2 });
	});

	it('a loss or a fraction is no mark: legacy never goes down, and ticks are whole', () => {
		expect(markLegacy({ ticks: 8, completed: false }, -4)).toMatchObject({ after: { ticks: 8, completed: false }, xp: 0 });
		expect(markLegacy({ ticks: 8, completed: false }, 3.9)).toMatchObject({ after: { ticks: 11, completed: false }, xp: 0 });
		// A hand-edited sheet with a fraction or a negative count is read as whole boxes from 0.
		expect(markLegacy({ ticks: 7.5, completed: false }, 1)).toMatchObject({ after: { ticks: 8, completed: false }, xp: 2 });
		expect(markLegacy({ ticks: -3, completed: false }, 4)).toMatchObject({ after: { ticks: 4, completed: false }, xp: 2 });
	});

	it('a completed track counts as 10 on a progress roll; an open one by its full boxes', () => {
		expect(legacyProgressScore({ ticks: 0, completed: true })).toBe(10);
		expect(legacyProgressScore({ ticks: 23, completed: false })).toBe(5);
	});

	it('the XP a track has earned: 2 a box before completion, 20 plus 1 a box after', () => {
		expect(legacyXpEarned({ ticks: 0, completed: false })).toBe(0);
		expect(legacyXpEarned({ ticks: 13, completed: false })).toBe(6);
		expect(legacyXpEarned({ ticks: 13, completed: true })).toBe(23);
	});

	it('a weak hit on a troublesome achievement gives no legacy; a miss never does', () => {
		expect(legacyReward('troublesome', 'weak_hit')).toBe(0);
		expect(legacyReward('troublesome', 'weak_hit', true)).toBe(1);
		expect(legacyReward('dangerous', 'miss', true)).toBe(0);
	});
});
