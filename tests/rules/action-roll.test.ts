import { describe, expect, it } from 'vitest';
import { companionInTrouble, rerollDice, resolveActionRoll, rollAction } from '../../src/rules/action-roll';
import { totalAdds, spendPendingBonus, validateChoices } from '../../src/rules/adds';
import { STARTING_STAT_ARRAY, checkStartingStats, isValidStat } from '../../src/rules/character-creation';
import { fixedDice } from '../../src/rules/dice';
import { isHit, isMatch, matchMeaning, outcomeAgainst } from '../../src/rules/outcome';
import { pickValue } from '../../src/rules/roll-options';
import { recordingDice } from '../helpers/dice';

const roll = (action: number, stat: number, adds: number, c1: number, c2: number, momentum?: number) =>
	resolveActionRoll({ action, stat, adds, momentum, challenge: [c1, c2] });

describe('1. Action roll (checklist)', () => {
	it('AR-01 throws one d6 and two d10 together', () => {
		const dice = recordingDice([4, 2, 9]);
		const r = rollAction(dice, { stat: 2 });
		expect(dice.asked).toEqual([6, 10, 10]);
		expect([r.action, ...r.challenge]).toEqual([4, 2, 9]);
	});

	it('AR-02 action score = action die + stat + adds', () => {
		expect(roll(3, 2, 1, 1, 1).score).toBe(6);
		expect(roll(1, 1, 0, 1, 1).score).toBe(2);
	});

	it('AR-03 the action score is capped at 10 (6 + 3 + 2 gives 10, not 11)', () => {
		expect(roll(6, 3, 2, 10, 10).score).toBe(10);
		expect(roll(6, 3, 2, 9, 9).outcome).toBe('strong_hit');
		expect(roll(6, 3, 2, 10, 1).outcome).toBe('weak_hit');
	});

	it('AR-04 five stats of 1 to 3, assigned at creation from 3, 2, 2, 1, 1', () => {
		expect(STARTING_STAT_ARRAY).toEqual([3, 2, 2, 1, 1]);
		expect(checkStartingStats({ edge: 1, heart: 2, iron: 3, shadow: 1, wits: 2 })).toBeUndefined();
		expect(checkStartingStats({ edge: 3, heart: 3, iron: 2, shadow: 1, wits: 1 })).toMatch(/3, 2, 2, 1 and 1/);
		expect(checkStartingStats({ edge: 3, heart: 2, iron: 2, shadow: 1 })).toMatch(/Missing wits/);
		expect([0, 1, 2, 3, 4].map(isValidStat)).toEqual([false, true, true, true, false]);
	});

	it('AR-06 "whichever is higher" takes the larger value', () => {
		expect(pickValue('highest', [2, 4])).toBe(4); // iron 2, health 4
		expect(pickValue('highest', [3, 1])).toBe(3);
	});

	it('AR-07 "whichever is lower" takes the smaller value', () => {
		expect(pickValue('lowest', [3, 1])).toBe(1); // wits 3, iron 1
	});

	it('AR-08 strong hit: the score beats both challenge dice', () => {
		expect(outcomeAgainst(7, [3, 6])).toBe('strong_hit');
		expect(roll(4, 2, 1, 3, 6).outcome).toBe('strong_hit');
	});

	it('AR-09 weak hit: the score beats exactly one die', () => {
		expect(outcomeAgainst(7, [3, 9])).toBe('weak_hit');
		expect(outcomeAgainst(7, [9, 3])).toBe('weak_hit');
	});

	it('AR-10 miss: the score beats neither die', () => {
		expect(outcomeAgainst(4, [5, 9])).toBe('miss');
	});

	it('AR-11 ties go to the challenge dice', () => {
		expect(outcomeAgainst(5, [5, 5])).toBe('miss');
		expect(outcomeAgainst(5, [5, 4])).toBe('weak_hit');
		expect(outcomeAgainst(10, [10, 9])).toBe('weak_hit');
	});

	it('AR-12 "on a hit" means a strong or a weak hit', () => {
		expect(isHit('strong_hit')).toBe(true);
		expect(isHit('weak_hit')).toBe(true);
		expect(isHit('miss')).toBe(false);
	});

	it('AR-13 a match is both challenge dice equal, whatever the outcome', () => {
		expect(roll(6, 3, 0, 2, 2)).toMatchObject({ outcome: 'strong_hit', match: true });
		expect(roll(1, 1, 0, 7, 7)).toMatchObject({ outcome: 'miss', match: true });
		expect(isMatch([3, 4])).toBe(false);
	});

	it('AR-14 the match is reported with the outcome; matched 10s on a miss are the worst outcome', () => {
		expect(matchMeaning('strong_hit', [2, 2])).toBe('opportunity');
		expect(matchMeaning('miss', [7, 7])).toBe('heightened_danger');
		expect(matchMeaning('miss', [10, 10])).toBe('worst_outcome');
		expect(matchMeaning('weak_hit', [3, 8])).toBeUndefined();
	});

	it('AR-15 reroll any dice: one throw of the chosen dice, and the new faces stand', () => {
		const first = roll(5, 2, 0, 3, 9);
		const again = rerollDice(first, { challenge2: true }, fixedDice([10]));
		expect(again.challenge).toEqual([3, 10]);
		expect(again.action).toBe(5);
		const worse = rerollDice(first, { action: true, challenge1: true }, fixedDice([1, 8]));
		expect(worse).toMatchObject({ action: 1, challenge: [8, 9], outcome: 'miss' });
	});

	it('AR-16 adds from several allies aiding stack', () => {
		const adds = [
			{ value: 1, reason: 'Aid Your Ally (Kira)' },
			{ value: 1, reason: 'Aid Your Ally (Bran)' },
		];
		expect(totalAdds(adds)).toBe(2);
	});

	it('AR-17 +2 from a move and +1 from an asset add up to +3', () => {
		expect(totalAdds([{ value: 2, reason: 'Secure an Advantage' }, { value: 1, reason: 'Swordmaster' }])).toBe(3);
		expect(roll(2, 2, 3, 1, 1).score).toBe(7);
	});

	it('AR-18 "choose": the same option cannot be picked twice', () => {
		const options = ['+2 momentum', '+1 next move'];
		expect(validateChoices(options, ['+2 momentum', '+1 next move'], 2)).toBeUndefined();
		expect(validateChoices(options, ['+2 momentum', '+2 momentum'], 2)).toMatch(/twice/);
		expect(validateChoices(options, ['+2 momentum', '+1 next move'], 1)).toMatch(/at most 1/);
	});

	it('AR-19 "+1 on your next move (not a progress move)" is spent only by an action roll', () => {
		const pending = [{ value: 1, reason: 'Secure an Advantage' }];
		expect(spendPendingBonus('progress_roll', pending)).toEqual({ applied: [], remaining: pending });
		expect(spendPendingBonus('no_roll', pending)).toEqual({ applied: [], remaining: pending });
		expect(spendPendingBonus('action_roll', pending)).toEqual({ applied: pending, remaining: [] });
	});

	it('AR-20 with a companion aiding, an action die of 1 involves the companion', () => {
		expect(companionInTrouble(1)).toBe(true);
		expect(companionInTrouble(2)).toBe(false);
	});
});

describe('action roll: dice → outcome examples', () => {
	// action, stat, adds, c1, c2 → score, outcome, match
	const table: [number, number, number, number, number, number, string, boolean][] = [
		[1, 1, 0, 1, 1, 2, 'strong_hit', true],
		[1, 1, 0, 2, 2, 2, 'miss', true],
		[3, 2, 0, 4, 6, 5, 'weak_hit', false],
		[3, 2, 0, 5, 6, 5, 'miss', false],
		[4, 3, 0, 6, 6, 7, 'strong_hit', true],
		[6, 3, 1, 10, 10, 10, 'miss', true],
		[6, 3, 1, 9, 10, 10, 'weak_hit', false],
		[6, 2, 2, 9, 8, 10, 'strong_hit', false],
		[2, 2, 0, 3, 4, 4, 'weak_hit', false],
		[5, 0, 0, 5, 4, 5, 'weak_hit', false],
	];
	it.each(table)('d6 %i + stat %i + adds %i vs %i, %i → score %i, %s, match %s', (a, s, ad, c1, c2, score, outcome, match) => {
		expect(roll(a, s, ad, c1, c2)).toMatchObject({ score, outcome, match });
	});
});
