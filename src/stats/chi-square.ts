/**
 * Pearson's χ² goodness-of-fit test, with the regularized incomplete gamma function it needs
 * written out here: the plugin runs on mobile and pulls in no maths library for one curve.
 */

// Lanczos approximation (g = 7, nine coefficients): about 15 significant digits for x > 0.
const LANCZOS = [
	0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
	9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
	if (x < 0.5) {
		// The reflection formula keeps the series where it is accurate.
		return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
	}
	const z = x - 1;
	let sum = LANCZOS[0] as number;
	for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (z + i);
	const t = z + 7.5;
	return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const MAX_STEPS = 500;
const TINY = 1e-300;

/** P(a, x) by its power series: converges fast while x < a + 1. */
function lowerSeries(a: number, x: number): number {
	let term = 1 / a;
	let sum = term;
	for (let n = 1; n < MAX_STEPS; n++) {
		term *= x / (a + n);
		sum += term;
		if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
	}
	return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** Q(a, x) by its continued fraction (modified Lentz): converges fast once x ≥ a + 1. */
function upperFraction(a: number, x: number): number {
	let b = x + 1 - a;
	let c = 1 / TINY;
	let d = 1 / b;
	let h = d;
	for (let i = 1; i < MAX_STEPS; i++) {
		const an = -i * (i - a);
		b += 2;
		d = an * d + b;
		if (Math.abs(d) < TINY) d = TINY;
		c = b + an / c;
		if (Math.abs(c) < TINY) c = TINY;
		d = 1 / d;
		const delta = d * c;
		h *= delta;
		if (Math.abs(delta - 1) < EPSILON) break;
	}
	return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** The regularized lower incomplete gamma function P(a, x) = γ(a, x) / Γ(a), for a > 0, x ≥ 0. */
export function gammaP(a: number, x: number): number {
	if (!(a > 0) || !(x >= 0)) throw new RangeError(`gammaP needs a > 0 and x ≥ 0, not a = ${a}, x = ${x}.`);
	if (x === 0) return 0;
	return x < a + 1 ? lowerSeries(a, x) : 1 - upperFraction(a, x);
}

/** The regularized upper incomplete gamma function Q(a, x) = 1 − P(a, x), computed directly where 1 − P would lose digits. */
export function gammaQ(a: number, x: number): number {
	if (!(a > 0) || !(x >= 0)) throw new RangeError(`gammaQ needs a > 0 and x ≥ 0, not a = ${a}, x = ${x}.`);
	if (x === 0) return 1;
	return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** P(χ² ≥ statistic) for the given degrees of freedom: the test's p-value. */
export function chiSquareSurvival(statistic: number, df: number): number {
	return gammaQ(df / 2, statistic / 2);
}

export interface ChiSquareResult {
	statistic: number;
	df: number;
	p: number;
	/** The smallest expected count in any bin. */
	minExpected: number;
}

/**
 * The test of observed counts against expected proportions (which sum to 1). With no
 * observations there is nothing to test: the statistic is 0 and p is 1.
 */
export function chiSquareTest(observed: readonly number[], proportions: readonly number[]): ChiSquareResult {
	if (observed.length !== proportions.length || observed.length < 2) throw new RangeError('chiSquareTest needs two or more bins, with a proportion for each.');
	const total = observed.reduce((s, n) => s + n, 0);
	const df = observed.length - 1;
	if (total === 0) return { statistic: 0, df, p: 1, minExpected: 0 };
	let statistic = 0;
	let minExpected = Infinity;
	observed.forEach((n, i) => {
		const expected = total * (proportions[i] as number);
		minExpected = Math.min(minExpected, expected);
		statistic += ((n - expected) * (n - expected)) / expected;
	});
	return { statistic, df, p: Math.min(1, Math.max(0, chiSquareSurvival(statistic, df))), minExpected };
}
