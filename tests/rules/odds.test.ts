import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionRollOdds, progressRollOdds } from '../../src/rules/odds';

/** An independent count, written from the rules' words rather than the engine's helpers. */
function bruteForce(stat: number, adds: number, momentum: number | undefined) {
	const plain = { strong_hit: 0, weak_hit: 0, miss: 0 };
	const burn = { strong_hit: 0, weak_hit: 0, miss: 0 };
	const order = ['miss', 'weak_hit', 'strong_hit'] as const;
	const judge = (score: number, beaten1: boolean, beaten2: boolean) => {
		const n = Number(beaten1 || 0) + Number(beaten2 || 0);
		return order[n] as (typeof order)[number];
	};
	for (let d6 = 1; d6 <= 6; d6++) {
		for (let a = 1; a <= 10; a++) {
			for (let b = 1; b <= 10; b++) {
				const die = momentum !== undefined && momentum < 0 && -momentum === d6 ? 0 : d6;
				const score = Math.min(10, die + stat + adds);
				const result = judge(score, score > a, score > b);
				plain[result]++;
				if (momentum !== undefined && momentum > 0) {
					const burned = judge(score, score > a || a < momentum, score > b || b < momentum);
					burn[order.indexOf(burned) > order.indexOf(result) ? burned : result]++;
				}
			}
		}
	}
	return { plain, burn };
}

describe('exact odds', () => {
	it('stat 2, no adds: 600 combinations counted exactly', () => {
		const odds = actionRollOdds({ stat: 2 });
		expect(odds.combinations).toBe(600);
		expect(odds.strong_hit * 600).toBeCloseTo(139, 9);
		expect(odds.weak_hit * 600).toBeCloseTo(262, 9);
		expect(odds.miss * 600).toBeCloseTo(199, 9);
		expect(odds.match).toBeCloseTo(0.1, 12);
	});

	it('progress 10 never misses unless the dice tie at 10', () => {
		const odds = progressRollOdds(10);
		expect(odds.strong_hit).toBeCloseTo(0.81, 12);
		expect(odds.weak_hit).toBeCloseTo(0.18, 12);
		expect(odds.miss).toBeCloseTo(0.01, 12);
	});

	it('agree with a brute-force count and sum to 1, for any stat, adds and momentum', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 5 }),
				fc.integer({ min: -2, max: 6 }),
				fc.option(fc.integer({ min: -6, max: 10 }), { nil: undefined }),
				(stat, adds, momentum) => {
					const odds = actionRollOdds({ stat, adds, momentum });
					const brute = bruteForce(stat, adds, momentum);
					expect(odds.strong_hit * 600).toBeCloseTo(brute.plain.strong_hit, 6);
					expect(odds.weak_hit * 600).toBeCloseTo(brute.plain.weak_hit, 6);
					expect(odds.miss * 600).toBeCloseTo(brute.plain.miss, 6);
					expect(odds.strong_hit + odds.weak_hit + odds.miss).toBeCloseTo(1, 12);
					if (momentum !== undefined && momentum > 0) {
						const wb = odds.with_burn;
						expect(wb).toBeDefined();
						expect((wb?.strong_hit ?? 0) * 600).toBeCloseTo(brute.burn.strong_hit, 6);
						expect((wb?.miss ?? 0) * 600).toBeCloseTo(brute.burn.miss, 6);
						expect((wb?.strong_hit ?? 0) + (wb?.weak_hit ?? 0) + (wb?.miss ?? 0)).toBeCloseTo(1, 12);
						// Burning when it helps never makes things worse.
						expect(wb?.miss ?? 1).toBeLessThanOrEqual(odds.miss + 1e-12);
					} else {
						expect(odds.with_burn).toBeUndefined();
					}
				},
			),
			{ numRuns: 150 },
		);
	});

	it('progress odds sum to 1 and rise with the score', () => {
		let previousStrong = -1;
		for (let score = 0; score <= 10; score++) {
			const odds = progressRollOdds(score);
			expect(odds.strong_hit + odds.weak_hit + odds.miss).toBeCloseTo(1, 12);
			expect(odds.strong_hit).toBeGreaterThanOrEqual(previousStrong);
			previousStrong = odds.strong_hit;
			let strong = 0;
			for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) if (score > a && score > b) strong++;
			expect(odds.strong_hit * 100).toBeCloseTo(strong, 9);
		}
	});
});
