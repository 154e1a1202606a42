import { describe, expect, it } from 'vitest';
import { cliJson, cliText } from './run-cli';

type Outcome = 'strong_hit' | 'weak_hit' | 'miss';

/** Recomputed here by hand, not imported: ties go to the challenge dice. */
function outcomeOf(score: number, c1: number, c2: number): Outcome {
	const beaten = (score > c1 ? 1 : 0) + (score > c2 ? 1 : 0);
	return beaten === 2 ? 'strong_hit' : beaten === 1 ? 'weak_hit' : 'miss';
}

describe('roll: the worked burn example (score 4 against 5 and 8, momentum +6)', () => {
	it('--burn cancels the 5 only: a miss becomes a weak hit and momentum resets to +2', () => {
		expect(cliJson('roll', '--stat', '2', '--adds', '1', '--momentum', '6', '--dice', '1,5,8', '--burn')).toEqual({
			action: 1,
			stat: 2,
			adds: 1,
			score: 4,
			challenge: [5, 8],
			outcome: 'weak_hit',
			match: false,
			action_cancelled: false,
			burned: true,
			outcome_before_burn: 'miss',
			cancelled_dice: [5],
			momentum: 6,
			momentum_after: 2,
			burn_would_improve: false,
		});
	});

	it('reads the burn as text', () => {
		expect(cliText('roll', '--stat', '2', '--adds', '1', '--momentum', '6', '--dice', '1,5,8', '--burn')).toBe(
			[
				'Weak hit',
				'Action die 1 +2 stat +1 adds = score 4',
				'Challenge dice 5 and 8',
				'Burned momentum 6 → 2: was miss, cancelled 5',
			].join('\n'),
		);
	});

	it('without --burn it is a miss, momentum is kept, and burning is offered', () => {
		expect(cliJson('roll', '--stat', '2', '--adds', '1', '--momentum', '6', '--dice', '1,5,8')).toEqual({
			action: 1,
			stat: 2,
			adds: 1,
			score: 4,
			challenge: [5, 8],
			outcome: 'miss',
			match: false,
			action_cancelled: false,
			burned: false,
			momentum: 6,
			momentum_after: 6,
			burn_would_improve: true,
		});
		expect(cliText('roll', '--stat', '2', '--adds', '1', '--momentum', '6', '--dice', '1,5,8')).toBe(
			[
				'Miss',
				'Action die 1 +2 stat +1 adds = score 4',
				'Challenge dice 5 and 8',
				'Burning momentum (6) would improve this result: add --burn to burn it.',
			].join('\n'),
		);
	});

});

describe('roll: burning momentum', () => {
	it('momentum 10 cancels both 9s: a miss with a match becomes a strong hit', () => {
		expect(cliJson('roll', '--stat', '1', '--momentum', '10', '--dice', '1,9,9', '--burn')).toEqual({
			action: 1,
			stat: 1,
			adds: 0,
			score: 2,
			challenge: [9, 9],
			outcome: 'strong_hit',
			match: true,
			action_cancelled: false,
			burned: true,
			outcome_before_burn: 'miss',
			cancelled_dice: [9, 9],
			momentum: 10,
			momentum_after: 2,
			burn_would_improve: false,
		});
	});

	it('a die equal to momentum is not cancelled, a tie is not beaten; one debility resets momentum to +1', () => {
		// Score 5 ties the 5 and is below the 6: a miss. Momentum 6 cancels the 5 only (the 6 is not below it): a weak hit.
		const args = ['--stat', '2', '--adds', '1', '--momentum', '6', '--debilities', '1', '--dice', '2,5,6', '--burn'];
		expect(cliJson('roll', ...args)).toEqual({
			action: 2,
			stat: 2,
			adds: 1,
			score: 5,
			challenge: [5, 6],
			outcome: 'weak_hit',
			match: false,
			action_cancelled: false,
			burned: true,
			outcome_before_burn: 'miss',
			cancelled_dice: [5],
			momentum: 6,
			momentum_after: 1,
			burn_would_improve: false,
		});
	});
});

describe('roll: negative momentum', () => {
	it('momentum -4 cancels an action die of 4: the score is stat + adds', () => {
		expect(cliJson('roll', '--stat', '3', '--adds', '1', '--momentum', '-4', '--dice', '4,3,5')).toEqual({
			action: 4,
			stat: 3,
			adds: 1,
			score: 4,
			challenge: [3, 5],
			outcome: 'weak_hit',
			match: false,
			action_cancelled: true,
			burned: false,
			momentum: -4,
			momentum_after: -4,
			burn_would_improve: false,
		});
		expect(cliText('roll', '--stat', '3', '--adds', '1', '--momentum', '-4', '--dice', '4,3,5')).toBe(
			['Weak hit', 'Action die 4 (cancelled by momentum -4) +3 stat +1 adds = score 4', 'Challenge dice 3 and 5'].join('\n'),
		);
	});

	it('momentum -4 leaves any other action die alone (and --opt=value takes negative numbers)', () => {
		expect(cliJson('roll', '--stat', '3', '--adds=-1', '--momentum=-4', '--dice', '3,1,1')).toEqual({
			action: 3,
			stat: 3,
			adds: -1,
			score: 5,
			challenge: [1, 1],
			outcome: 'strong_hit',
			match: true,
			action_cancelled: false,
			burned: false,
			momentum: -4,
			momentum_after: -4,
			burn_would_improve: false,
		});
	});
});

describe('roll: score, matches, plain rolls', () => {
	it('caps the action score at 10 (6 + 5 + 4 = 15), reports a match, and has no momentum keys without --momentum', () => {
		expect(cliJson('roll', '--stat', '5', '--adds', '4', '--dice', '6,9,9')).toEqual({
			action: 6,
			stat: 5,
			adds: 4,
			score: 10,
			challenge: [9, 9],
			outcome: 'strong_hit',
			match: true,
			action_cancelled: false,
			burned: false,
		});
	});


	it('rolls digital dice when none are given', () => {
		const json = cliJson('roll', '--stat', '3', '--adds', '1');
		expect(Object.keys(json).sort()).toEqual(
			['action', 'stat', 'adds', 'score', 'challenge', 'outcome', 'match', 'action_cancelled', 'burned'].sort(),
		);
		expect(json.action).toBeGreaterThanOrEqual(1);
		expect(json.action).toBeLessThanOrEqual(6);
		const [c1, c2] = json.challenge as [number, number];
		for (const c of [c1, c2]) {
			expect(Number.isInteger(c) && c >= 1 && c <= 10).toBe(true);
		}
		expect(json.score).toBe(Math.min(10, json.action + 4));
		expect(json.outcome).toBe(outcomeOf(json.score, c1, c2));
		expect(json.match).toBe(c1 === c2);
	});
});

describe('progress-roll', () => {
	it('a tie goes to the challenge die: progress 7 against 7 and 3 is a weak hit', () => {
		expect(cliJson('progress-roll', '--score', '7', '--dice', '7,3')).toEqual({
			score: 7,
			challenge: [7, 3],
			outcome: 'weak_hit',
			match: false,
		});
	});

	it('even full progress misses against matched 10s', () => {
		expect(cliText('progress-roll', '--score', '10', '--dice', '10,10')).toBe(
			['Miss with a match', 'Progress 10 against challenge dice 10 and 10'].join('\n'),
		);
	});

	it('rolls digital challenge dice when none are given', () => {
		const json = cliJson('progress-roll', '--score', '6');
		expect(Object.keys(json).sort()).toEqual(['challenge', 'match', 'outcome', 'score']);
		const [c1, c2] = json.challenge as [number, number];
		for (const c of [c1, c2]) expect(Number.isInteger(c) && c >= 1 && c <= 10).toBe(true);
		expect(json.score).toBe(6);
		expect(json.outcome).toBe(outcomeOf(6, c1, c2));
		expect(json.match).toBe(c1 === c2);
	});
});
