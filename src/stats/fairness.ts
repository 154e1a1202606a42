import { chiSquareTest } from './chi-square';
import type { DieKind, DieTally } from './tally';

/**
 * Below this p-value a die is called unlikely to be fair. 1 %, not 5 %: three dice are tested
 * every time the player looks, and a fair set should not be called biased one look in seven.
 */
export const BIAS_LEVEL = 0.01;
/** The χ² approximation holds once every bin expects at least this many rolls. */
export const MIN_EXPECTED = 5;

export interface Fairness {
	kind: DieKind;
	label: string;
	rolls: number;
	statistic: number;
	df: number;
	p: number;
	/** Rolls needed before every bin expects MIN_EXPECTED. */
	needed: number;
	enough: boolean;
	biased: boolean;
	/** In plain words: "no sign of bias" or "unlikely to be fair, p = 0.004". */
	verdict: string;
	/** Said when there are too few rolls for the test to mean anything. */
	note?: string;
}

/** A p-value as a player reads it: three decimals, or "< 0.001". */
export function pText(p: number): string {
	return p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`;
}

/** Every face (or bin) of the die equally likely: the test against a fair die. */
export function dieFairness(tally: DieTally): Fairness {
	const bins = tally.counts.length;
	const rolls = tally.counts.reduce((s, n) => s + n, 0);
	const test = chiSquareTest(tally.counts, tally.counts.map(() => 1 / bins));
	const needed = MIN_EXPECTED * bins;
	const enough = rolls >= needed;
	// Below the rolls the test needs its p-value means little: no verdict, so fair dice are never called biased on a handful of rolls.
	const biased = enough && test.p < BIAS_LEVEL;
	const verdict = rolls === 0 ? 'no rolls yet' : !enough ? `too few rolls to tell (p ${pText(test.p)})` : biased ? `unlikely to be fair, p ${pText(test.p)}` : `no sign of bias (p ${pText(test.p)})`;
	const fairness: Fairness = { kind: tally.kind, label: tally.label, rolls, statistic: test.statistic, df: test.df, p: test.p, needed, enough, biased, verdict };
	if (rolls > 0 && !enough) fairness.note = `too few rolls for the test to mean anything: ${rolls} of the ${needed} needed (${MIN_EXPECTED} expected on each ${bins === 10 && tally.kind === 'oracle' ? 'bin' : 'face'})`;
	return fairness;
}

/** The verdict as one line: what was tested, the numbers, and the words. */
export function fairnessLine(f: Fairness): string {
	if (f.rolls === 0) return `${f.label}: no rolls yet.`;
	const numbers = `${f.rolls} roll${f.rolls === 1 ? '' : 's'}, χ² = ${f.statistic.toFixed(2)}, ${f.df} degrees of freedom, p ${pText(f.p)}`;
	if (!f.enough) return `${f.label}: ${numbers}: ${f.note ?? 'too few rolls to tell'}.`;
	return `${f.label}: ${numbers}: ${f.biased ? `unlikely to be fair, p ${pText(f.p)}` : 'no sign of bias'}.`;
}
