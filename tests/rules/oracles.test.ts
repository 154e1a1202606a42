import { describe, expect, it } from 'vitest';
import { ODDS, answersYes, isPercentileMatch, pickTwo, resolveAsk, yesChance } from '../../src/rules/ask-the-oracle';
import { fixedDice } from '../../src/rules/dice';
import { type OracleTable, neighbouringRows, resolveOracle, reversedRoll, rollOracle, rowForRoll } from '../../src/rules/oracle-table';

const colours: OracleTable = {
	id: 'test/colours',
	name: 'Colours',
	sides: 100,
	rows: [
		{ id: 'c.0', min: 1, max: 30, text: 'Red' },
		{ id: 'c.1', min: 31, max: 60, text: 'Green' },
		{ id: 'c.2', min: 61, max: 90, text: 'Blue' },
		{ id: 'c.3', min: 91, max: 95, text: 'Roll twice', rolls: [{ oracle: null, times: 2, duplicates: 'reroll' }] },
		{ id: 'c.4', min: 96, max: 100, text: 'Twice more', rolls: [{ oracle: null, times: 2, duplicates: 'make_it_worse' }] },
	],
};
const noLookup = () => undefined;

describe('8. Oracles (checklist)', () => {
	it('OR-02 a lookup finds the row with min ≤ roll ≤ max', () => {
		expect(rowForRoll(colours, 1)?.text).toBe('Red');
		expect(rowForRoll(colours, 30)?.text).toBe('Red');
		expect(rowForRoll(colours, 31)?.text).toBe('Green');
		expect(rowForRoll(colours, 100)?.text).toBe('Twice more');
	});

	it('OR-03 classic Ask the Oracle: yes at ≥ 11, 26, 51, 76, 91', () => {
		const thresholds = { almost_certain: 11, likely: 26, '50_50': 51, unlikely: 76, small_chance: 91 } as const;
		for (const odds of ODDS) {
			expect(answersYes('classic', odds, thresholds[odds])).toBe(true);
			expect(answersYes('classic', odds, thresholds[odds] - 1)).toBe(false);
			expect(yesChance('classic', odds)).toBeCloseTo((101 - thresholds[odds]) / 100, 12);
		}
	});

	it('OR-04 pick two: the likely option wins on a yes, the other on a no', () => {
		expect(pickTwo('classic', 'the bridge holds', 'it collapses', 40).picked).toBe('the bridge holds');
		expect(pickTwo('classic', 'the bridge holds', 'it collapses', 12).picked).toBe('it collapses');
		expect(pickTwo('starforged', 'a trap', 'an ally', 75).picked).toBe('a trap');
		expect(pickTwo('starforged', 'a trap', 'an ally', 76).picked).toBe('an ally');
	});

	it('OR-05 a yes/no roll matches on doubles: 11, 22 … 99 and 00 = 100', () => {
		const matches = Array.from({ length: 100 }, (_, i) => i + 1).filter(isPercentileMatch);
		expect(matches).toEqual([11, 22, 33, 44, 55, 66, 77, 88, 99, 100]);
		expect(resolveAsk('classic', 'likely', 77)).toMatchObject({ yes: true, match: true });
	});

	it('OR-06 a match on an ordinary table has no special meaning: nothing is flagged', () => {
		const result = rollOracle(colours, fixedDice([44]), noLookup);
		expect(result).toEqual({ oracle: 'test/colours', name: 'Colours', roll: 44, result: 'Green', row: 'c.1', rolls: [] });
	});

	it('"roll twice" rolls two more, rerolling a duplicate and a landing on itself', () => {
		const result = rollOracle(colours, fixedDice([92, 10, 20, 93, 70]), noLookup);
		expect(result.rolls.map((r) => [r.roll, r.result])).toEqual([
			[10, 'Red'],
			[70, 'Blue'],
		]);
	});

	it('OR-10/OR-12 "twice more, a duplicate is worse": both stand and the duplicate is flagged', () => {
		const result = rollOracle(colours, fixedDice([97, 5, 25]), noLookup);
		expect(result.rolls.map((r) => [r.result, r.duplicate ?? false])).toEqual([
			['Red', false],
			['Red', true],
		]);
	});

	it('OR-15 interpretation aids: reverse the digits, look a row up or down', () => {
		expect(reversedRoll(37)).toBe(73);
		expect(reversedRoll(70)).toBe(7);
		expect(reversedRoll(100)).toBe(100);
		const near = neighbouringRows(colours, 45);
		expect([near.above?.text, near.below?.text]).toEqual(['Red', 'Blue']);
	});

	it('OR-16 Starforged Ask the Oracle: yes at ≤ 10, 25, 50, 75, 90', () => {
		const thresholds = { small_chance: 10, unlikely: 25, '50_50': 50, likely: 75, almost_certain: 90 } as const;
		for (const odds of ODDS) {
			expect(answersYes('starforged', odds, thresholds[odds])).toBe(true);
			expect(answersYes('starforged', odds, thresholds[odds] + 1)).toBe(false);
		}
	});

	it('OR-21 a d100 match (Advance a Threat) is doubles', () => {
		expect(isPercentileMatch(44)).toBe(true);
		expect(isPercentileMatch(45)).toBe(false);
	});

	it('a roll no row covers is an error naming the table', () => {
		expect(() => resolveOracle({ ...colours, rows: colours.rows.slice(0, 1) }, 50, fixedDice([]), noLookup)).toThrow(
			/No row of "Colours" \(test\/colours\) covers a roll of 50/,
		);
	});
});
