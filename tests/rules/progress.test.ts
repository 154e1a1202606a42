import { describe, expect, it } from 'vitest';
import { MAX_BACKGROUND_BONDS, isValidBackgroundVowRank } from '../../src/rules/character-creation';
import { legacyProgressScore, legacyReward, markLegacy } from '../../src/rules/legacy';
import {
	BOXES,
	MAX_TICKS,
	RANKS,
	TICKS_PER_BOX,
	boxTicks,
	clearAllButOneBox,
	clearBoxesByLowerDie,
	lowerRank,
	markBond,
	markProgress,
	progressScore,
	raiseRank,
	rankFromNumber,
	resolveProgressRoll,
	rollProgress,
	vowExperience,
} from '../../src/rules/progress';
import { recordingDice } from '../helpers/dice';

describe('3. Progress tracks and bonds (checklist)', () => {
	it('PR-01 a track has 10 boxes and starts empty', () => {
		expect(BOXES).toBe(10);
		expect(boxTicks(0)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
	});

	it('PR-02 a box holds 4 ticks, a track 40', () => {
		expect(TICKS_PER_BOX).toBe(4);
		expect(MAX_TICKS).toBe(40);
		expect(boxTicks(10)).toEqual([4, 4, 2, 0, 0, 0, 0, 0, 0, 0]);
	});

	it('PR-03 ranks in order troublesome < dangerous < formidable < extreme < epic', () => {
		expect(RANKS).toEqual(['troublesome', 'dangerous', 'formidable', 'extreme', 'epic']);
		expect([1, 2, 3, 4, 5].map(rankFromNumber)).toEqual([...RANKS]);
	});

	it('PR-04 mark progress: troublesome 12 ticks, dangerous 8, formidable 4, extreme 2, epic 1', () => {
		expect(RANKS.map((r) => markProgress(0, r))).toEqual([12, 8, 4, 2, 1]);
		expect(markProgress(0, 'dangerous', 2)).toBe(16);
	});

	it('PR-05 marking never takes a track past 10 full boxes', () => {
		expect(markProgress(36, 'troublesome')).toBe(40);
		expect(markProgress(40, 'epic')).toBe(40);
	});

	it('PR-06 the progress score counts only full boxes (6 boxes and a partial one score 6)', () => {
		expect(progressScore(26)).toBe(6);
		expect(progressScore(24)).toBe(6);
		expect(progressScore(3)).toBe(0);
		expect(progressScore(40)).toBe(10);
	});

	it('PR-07 a progress roll throws only the two challenge dice; ties go to the dice', () => {
		const dice = recordingDice([6, 2]);
		expect(rollProgress(dice, 6)).toMatchObject({ outcome: 'weak_hit', challenge: [6, 2] });
		expect(dice.asked).toEqual([10, 10]);
		expect(resolveProgressRoll(7, [3, 6]).outcome).toBe('strong_hit');
		expect(resolveProgressRoll(7, [7, 7]).outcome).toBe('miss');
	});

	it('PR-08 a match on a progress roll is reported', () => {
		expect(resolveProgressRoll(9, [4, 4])).toMatchObject({ outcome: 'strong_hit', match: true });
	});

	it('PR-10 a progress move may be made before the track is full', () => {
		expect(resolveProgressRoll(progressScore(13), [1, 2])).toMatchObject({ score: 3, outcome: 'strong_hit' });
	});

	it('PR-12 each successful Forge a Bond marks 1 tick on the bonds track (no rank)', () => {
		expect(markBond(5)).toBe(6);
		expect(markBond(3, 3)).toBe(6);
		expect(markBond(40)).toBe(40);
	});

	it('PR-13 up to 3 background bonds at creation', () => {
		expect(MAX_BACKGROUND_BONDS).toBe(3);
	});

	it('PR-16 a journey that goes on: clear all but one filled box, raise the rank, epic stays epic', () => {
		expect(clearAllButOneBox(26)).toBe(4);
		expect(clearAllButOneBox(3)).toBe(3);
		expect(raiseRank('dangerous')).toBe('formidable');
		expect(raiseRank('epic')).toBe('epic');
	});

	it('PR-17 Fulfill Your Vow miss, recommit: clear all but one box and raise the rank', () => {
		expect(clearAllButOneBox(40)).toBe(4);
		expect(raiseRank('extreme')).toBe('epic');
	});

	it('PR-18 the background vow must be extreme or epic', () => {
		expect(RANKS.map(isValidBackgroundVowRank)).toEqual([false, false, false, true, true]);
	});

	it('PR-20 an NPC rank moves by one and stays within troublesome..epic', () => {
		expect(lowerRank('troublesome')).toBe('troublesome');
		expect(lowerRank('formidable')).toBe('dangerous');
		expect(raiseRank('epic')).toBe('epic');
	});

	it('PR-21 Starforged recommit: clear boxes equal to the lower challenge die', () => {
		expect(clearBoxesByLowerDie(32, [3, 7])).toBe(20);
		expect(clearBoxesByLowerDie(8, [5, 9])).toBe(0);
	});

	it('PR-22 Delve returning to a site: clear boxes equal to the lower die', () => {
		expect(clearBoxesByLowerDie(26, [10, 2])).toBe(18);
	});
});

describe('6. XP from vows and legacy tracks', () => {
	it('XP-02/03/04 classic Fulfill Your Vow: strong 1-5 by rank, weak one less, miss none', () => {
		expect(RANKS.map((r) => vowExperience(r, 'strong_hit'))).toEqual([1, 2, 3, 4, 5]);
		expect(RANKS.map((r) => vowExperience(r, 'weak_hit'))).toEqual([0, 1, 2, 3, 4]);
		expect(RANKS.map((r) => vowExperience(r, 'miss'))).toEqual([0, 0, 0, 0, 0]);
	});

	it('XP-11 each filled legacy box gives 2 XP; the tenth clears the track; then 1 XP per box', () => {
		expect(markLegacy({ ticks: 2, completed: false }, 4)).toMatchObject({ after: { ticks: 6, completed: false }, xp: 2 });
		const full = markLegacy({ ticks: 36, completed: false }, 6);
		expect(full).toMatchObject({ after: { ticks: 2, completed: true }, xp: 2 });
		expect(markLegacy({ ticks: 2, completed: true }, 8)).toMatchObject({ xp: 2 });
		expect(legacyProgressScore({ ticks: 4, completed: true })).toBe(10);
	});

	it('XP-12/13 legacy rewards by rank; a weak hit rewards one rank lower', () => {
		expect(RANKS.map((r) => legacyReward(r, 'strong_hit'))).toEqual([1, 2, 4, 8, 12]);
		expect(RANKS.map((r) => legacyReward(r, 'weak_hit'))).toEqual([0, 1, 2, 4, 8]);
		expect(legacyReward('epic', 'weak_hit', true)).toBe(12);
		expect(legacyReward('epic', 'miss')).toBe(0);
	});
});
