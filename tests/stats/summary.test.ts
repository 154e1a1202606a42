import { describe, expect, it } from 'vitest';
import { dieFairness, fairnessLine, pText } from '../../src/stats/fairness';
import { statsReport, statsText } from '../../src/stats/summary';
import { RollTally, type DieTally } from '../../src/stats/tally';

const d6 = (counts: number[]): DieTally => ({ kind: 'action', label: 'Action die (d6)', bins: ['1', '2', '3', '4', '5', '6'], counts });

describe('the dice fairness verdict', () => {
	it('a fair-looking d6 with enough rolls: no sign of bias', () => {
		const f = dieFairness(d6([10, 11, 9, 10, 12, 8]));
		expect(f).toMatchObject({ rolls: 60, df: 5, needed: 30, enough: true, biased: false });
		expect(f.statistic).toBeCloseTo(1, 12);
		expect(f.p).toBeCloseTo(0.9625657732, 8);
		expect(f.note).toBeUndefined();
		expect(fairnessLine(f)).toBe('Action die (d6): 60 rolls, χ² = 1.00, 5 degrees of freedom, p = 0.963: no sign of bias.');
	});

	it('a d6 that keeps rolling 6: unlikely to be fair, with its p-value', () => {
		const f = dieFairness(d6([5, 5, 5, 5, 5, 35]));
		expect(f.biased).toBe(true);
		expect(f.statistic).toBeCloseTo(75, 12);
		expect(f.verdict).toBe('unlikely to be fair, p < 0.001');
		expect(fairnessLine(f)).toBe('Action die (d6): 60 rolls, χ² = 75.00, 5 degrees of freedom, p < 0.001: unlikely to be fair, p < 0.001.');
	});

	it('p just under 1 %: biased; just over: not', () => {
		// χ² = 15.2 and 15.0 with 5 degrees of freedom: p = 0.0096 and 0.0104.
		expect(dieFairness(d6([10, 10, 10, 10, 4, 22])).biased).toBe(true);
		expect(dieFairness(d6([10, 10, 10, 10, 5, 21])).biased).toBe(false);
	});

	it('too few rolls: the test is run, and said to mean little', () => {
		const f = dieFairness(d6([1, 2, 0, 3, 1, 2]));
		expect(f.enough).toBe(false);
		expect(f.note).toBe('too few rolls for the test to mean anything: 9 of the 30 needed (5 expected on each face)');
		expect(fairnessLine(f)).toMatch(/^Action die \(d6\): 9 rolls, χ² = 3\.67, 5 degrees of freedom, p = 0\.598: too few rolls for the test to mean anything: 9 of the 30 needed/);
	});

	it('too few rolls, however lopsided: no verdict of bias, only that there are too few to tell', () => {
		const f = dieFairness(d6([0, 0, 0, 0, 0, 6]));
		expect(f.p).toBeLessThan(0.01);
		expect(f.biased).toBe(false);
		expect(f.verdict).toMatch(/^too few rolls to tell \(p /);
		expect(fairnessLine(f)).not.toContain('unlikely to be fair');
	});

	it('no rolls at all', () => {
		const f = dieFairness(d6([0, 0, 0, 0, 0, 0]));
		expect(f.verdict).toBe('no rolls yet');
		expect(f.note).toBeUndefined();
		expect(fairnessLine(f)).toBe('Action die (d6): no rolls yet.');
	});

	it('p-values read as three decimals', () => {
		expect(pText(0.04567)).toBe('= 0.046');
		expect(pText(0.0004)).toBe('< 0.001');
	});
});

describe('the text report', () => {
	it('an empty vault says so and still tests nothing', () => {
		const text = statsText(statsReport(new RollTally().result()));
		expect(text.split('\n')[0]).toBe('0 blocks in 0 notes: 0 move rolls, 0 oracle rolls, 0 questions to the Oracle.');
		expect(text).toContain('Matches: 0 of 0 rolls against the challenge dice.');
		expect(text).toContain('Momentum burned: never.');
		expect(text).toContain('  Oracle dice (d100): no rolls yet.');
		expect(text).not.toContain('Outcomes by move');
	});
});
