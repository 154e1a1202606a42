import { describe, expect, it } from 'vitest';
import { chiSquareSurvival, chiSquareTest, gammaP, gammaQ, logGamma } from '../../src/stats/chi-square';

describe('log gamma', () => {
	it('matches Γ at integers and halves', () => {
		expect(logGamma(1)).toBeCloseTo(0, 13);
		expect(logGamma(2)).toBeCloseTo(0, 13);
		expect(logGamma(10)).toBeCloseTo(Math.log(362880), 12);
		expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 13);
		expect(logGamma(0.25)).toBeCloseTo(1.2880225246980774, 12);
		expect(logGamma(50.5)).toBeCloseTo(146.51925549072064, 9);
	});
});

describe('regularized incomplete gamma', () => {
	it('P(1, x) is 1 − e^−x and P(1/2, x) is erf(√x)', () => {
		for (const x of [0.01, 0.5, 1, 2, 5, 20]) expect(gammaP(1, x)).toBeCloseTo(1 - Math.exp(-x), 13);
		expect(gammaP(0.5, 1)).toBeCloseTo(0.8427007929497149, 13);
		expect(gammaP(0.5, 4)).toBeCloseTo(0.9953222650189527, 13);
	});

	it('matches reference values on both sides of x = a + 1 (series and continued fraction)', () => {
		expect(gammaP(3.5, 2)).toBeCloseTo(0.22022259152428406, 12);
		expect(gammaQ(20, 25)).toBeCloseTo(0.1335748340856504, 12);
		expect(gammaP(20, 25) + gammaQ(20, 25)).toBeCloseTo(1, 14);
	});

	it('is 0 and 1 at x = 0, and refuses a ≤ 0 or x < 0', () => {
		expect(gammaP(2, 0)).toBe(0);
		expect(gammaQ(2, 0)).toBe(1);
		expect(() => gammaP(0, 1)).toThrow(RangeError);
		expect(() => gammaQ(1, -1)).toThrow(RangeError);
	});
});

describe('χ² survival function against the critical values of the χ² tables', () => {
	it.each([
		[3.841458820694124, 1, 0.05],
		[6.634896601021214, 1, 0.01],
		[11.070497693516351, 5, 0.05],
		[15.08627246938899, 5, 0.01],
		[16.918977604620448, 9, 0.05],
		[21.665994333461924, 9, 0.01],
		[2.087900736, 9, 0.99],
		[124.342, 100, 0.05000071576997178],
	])('χ² = %f with %i degrees of freedom: p = %f', (x, df, p) => {
		expect(chiSquareSurvival(x, df)).toBeCloseTo(p, 7);
	});

	it('with two degrees of freedom it is e^(−x/2)', () => {
		for (const x of [0.5, 3, 10, 40]) expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 13);
	});

	it('keeps tiny p-values (no 1 − P cancellation)', () => {
		expect(chiSquareSurvival(60, 9) / 1.3406780483959625e-9).toBeCloseTo(1, 8);
	});
});

describe('the goodness-of-fit test', () => {
	it('a d6 exactly as expected: χ² 0, p 1', () => {
		const r = chiSquareTest([10, 10, 10, 10, 10, 10], Array(6).fill(1 / 6));
		expect(r).toEqual({ statistic: 0, df: 5, p: 1, minExpected: 10 });
	});

	it('a d6 heavy on 6: χ² 13.4 with 5 degrees of freedom, p 0.0199', () => {
		const r = chiSquareTest([5, 8, 9, 8, 10, 20], Array(6).fill(1 / 6));
		expect(r.statistic).toBeCloseTo(13.4, 12);
		expect(r.df).toBe(5);
		expect(r.p).toBeCloseTo(0.01990522033477438, 10);
		expect(r.minExpected).toBeCloseTo(10, 12);
	});

	it('unequal proportions, and no observations at all', () => {
		const r = chiSquareTest([30, 70], [0.25, 0.75]);
		expect(r.statistic).toBeCloseTo(25 / 25 + 25 / 75, 12);
		expect(r.p).toBeCloseTo(0.24821307898992026, 10);
		expect(chiSquareTest([0, 0, 0], [1 / 3, 1 / 3, 1 / 3])).toEqual({ statistic: 0, df: 2, p: 1, minExpected: 0 });
		expect(() => chiSquareTest([1], [1])).toThrow(RangeError);
	});
});
