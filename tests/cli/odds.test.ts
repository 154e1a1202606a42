import { describe, expect, it } from 'vitest';
import { cliJson, cliText } from './run-cli';

/*
 * Expected odds are worked out here by walking every face of the dice, independently of
 * src/: 6 × 10 × 10 for an action roll, 10 × 10 for a progress roll.
 */

type Outcome = 'strong_hit' | 'weak_hit' | 'miss';
type Odds = Record<Outcome, number>;

function outcomeOf(score: number, c1: number, c2: number, cancelled: [boolean, boolean] = [false, false]): Outcome {
	const beaten = (cancelled[0] || score > c1 ? 1 : 0) + (cancelled[1] || score > c2 ? 1 : 0);
	return beaten === 2 ? 'strong_hit' : beaten === 1 ? 'weak_hit' : 'miss';
}

function odds(counts: Odds, total: number): Odds {
	return { strong_hit: counts.strong_hit / total, weak_hit: counts.weak_hit / total, miss: counts.miss / total };
}

function bruteActionOdds(stat: number, adds: number, momentum?: number): Odds & { match: number; with_burn?: Odds } {
	const plain: Odds = { strong_hit: 0, weak_hit: 0, miss: 0 };
	const burned: Odds = { strong_hit: 0, weak_hit: 0, miss: 0 };
	let matches = 0;
	for (let action = 1; action <= 6; action++) {
		for (let c1 = 1; c1 <= 10; c1++) {
			for (let c2 = 1; c2 <= 10; c2++) {
				// Negative momentum equal to the action die (in absolute value) cancels it.
				const cancelledAction = momentum !== undefined && momentum < 0 && -momentum === action;
				const score = Math.min(10, (cancelledAction ? 0 : action) + stat + adds);
				plain[outcomeOf(score, c1, c2)]++;
				if (c1 === c2) matches++;
				// Burning cancels dice strictly below momentum; it can only help, so a player
				// who burns "when it helps" gets this outcome.
				if (momentum !== undefined && momentum > 0) burned[outcomeOf(score, c1, c2, [c1 < momentum, c2 < momentum])]++;
			}
		}
	}
	const result: Odds & { match: number; with_burn?: Odds } = { ...odds(plain, 600), match: matches / 600 };
	if (momentum !== undefined && momentum > 0) result.with_burn = odds(burned, 600);
	return result;
}

function bruteProgressOdds(score: number): Odds & { match: number } {
	const counts: Odds = { strong_hit: 0, weak_hit: 0, miss: 0 };
	let matches = 0;
	for (let c1 = 1; c1 <= 10; c1++) {
		for (let c2 = 1; c2 <= 10; c2++) {
			counts[outcomeOf(score, c1, c2)]++;
			if (c1 === c2) matches++;
		}
	}
	return { ...odds(counts, 100), match: matches / 100 };
}

const pct = (p: number): string => `${Math.round(p * 100)}%`;

describe('the brute force in this file', () => {
	it('agrees with hand counts', () => {
		// Score always 10: strong unless a 10 shows, miss only on two 10s.
		expect(bruteActionOdds(4, 6)).toEqual({ strong_hit: 0.81, weak_hit: 0.18, miss: 0.01, match: 0.1 });
		// Progress 7: strong when both dice are 1-6 (36), miss when both are 7-10 (16).
		expect(bruteProgressOdds(7)).toEqual({ strong_hit: 0.36, weak_hit: 0.48, miss: 0.16, match: 0.1 });
	});
});

describe('odds', () => {
	it('stat 2, adds 1, momentum 6: exact odds, and with_burn for positive momentum', () => {
		const expected = bruteActionOdds(2, 1, 6);
		expect(expected.with_burn).toBeDefined();
		expect(cliJson('odds', '--stat', '2', '--adds', '1', '--momentum', '6')).toEqual({
			stat: 2,
			adds: 1,
			momentum: 6,
			...expected,
		});
	});

	it('reads the same odds as rounded percentages', () => {
		const e = bruteActionOdds(2, 1, 6);
		const b = e.with_burn as Odds;
		expect(cliText('odds', '--stat', '2', '--adds', '1', '--momentum', '6')).toBe(
			[
				`Stat 2 with adds 1: strong hit ${pct(e.strong_hit)}, weak hit ${pct(e.weak_hit)}, miss ${pct(e.miss)}; match ${pct(e.match)}`,
				`Burning momentum 6 when it helps: strong hit ${pct(b.strong_hit)}, weak hit ${pct(b.weak_hit)}, miss ${pct(b.miss)}`,
			].join('\n'),
		);
	});

	it('negative momentum -4 lowers the odds by cancelling 4s, and offers no burn', () => {
		const json = cliJson('odds', '--stat', '3', '--momentum', '-4');
		expect(json).toEqual({ stat: 3, adds: 0, momentum: -4, ...bruteActionOdds(3, 0, -4) });
		expect(json).not.toHaveProperty('with_burn');
		expect(json.miss).toBeGreaterThan(bruteActionOdds(3, 0).miss);
	});

	it('a capped score of 10 and momentum 0: no with_burn', () => {
		expect(cliJson('odds', '--stat', '4', '--adds', '6', '--momentum', '0')).toEqual({
			stat: 4,
			adds: 6,
			momentum: 0,
			strong_hit: 0.81,
			weak_hit: 0.18,
			miss: 0.01,
			match: 0.1,
		});
	});

	it('without momentum: no momentum key, no with_burn', () => {
		expect(cliJson('odds', '--stat', '2')).toEqual({ stat: 2, adds: 0, ...bruteActionOdds(2, 0) });
	});

	it('progress rolls', () => {
		expect(cliJson('odds', '--progress', '7')).toEqual({ progress: 7, ...bruteProgressOdds(7) });
	});
});
