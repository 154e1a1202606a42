import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Json, cliJson, cliText } from './run-cli';

type Odds = 'small_chance' | 'unlikely' | '50_50' | 'likely' | 'almost_certain';

/** The spec: classic says yes at or above, Starforged at or below. */
const CLASSIC_YES_FROM: Record<Odds, number> = { small_chance: 91, unlikely: 76, '50_50': 51, likely: 26, almost_certain: 11 };
const STARFORGED_YES_TO: Record<Odds, number> = { small_chance: 10, unlikely: 25, '50_50': 50, likely: 75, almost_certain: 90 };
const DATASWORN_KEY: Record<Odds, string> = {
	small_chance: 'small_chance',
	unlikely: 'unlikely',
	'50_50': 'fifty_fifty',
	likely: 'likely',
	almost_certain: 'almost_certain',
};
const ODDS = Object.keys(CLASSIC_YES_FROM) as Odds[];

function askTables(pkg: string, file: string): Json {
	const json = JSON.parse(readFileSync(new URL(`../../node_modules/@datasworn/${pkg}/json/${file}`, import.meta.url), 'utf8'));
	return json.moves.fate.contents.ask_the_oracle.oracles;
}

const isMatch = (roll: number): boolean => roll === 100 || (roll % 11 === 0 && roll <= 99);

function expected(ruleset: string, odds: Odds, roll: number): Json {
	const starforged = ruleset === 'starforged';
	const yes = starforged ? roll <= STARFORGED_YES_TO[odds] : roll >= CLASSIC_YES_FROM[odds];
	const chance = starforged ? STARFORGED_YES_TO[odds] / 100 : (101 - CLASSIC_YES_FROM[odds]) / 100;
	return { odds, ruleset, roll, yes, match: isMatch(roll), chance };
}

describe('the spec thresholds', () => {
	it.each([
		['ironsworn-classic', 'classic.json', (o: Odds) => ({ yes: [CLASSIC_YES_FROM[o], 100], no: [1, CLASSIC_YES_FROM[o] - 1] })],
		['starforged', 'starforged.json', (o: Odds) => ({ yes: [1, STARFORGED_YES_TO[o]], no: [STARFORGED_YES_TO[o] + 1, 100] })],
	])('match the Ask the Oracle tables in %s', (pkg, file, ranges) => {
		const tables = askTables(pkg, file);
		for (const odds of ODDS) {
			const rows = (tables[DATASWORN_KEY[odds]].rows as Json[]).map((r) => [r.text, r.roll.min, r.roll.max]);
			const { yes, no } = ranges(odds);
			expect(rows.sort(), odds).toEqual([['No', ...no], ['Yes', ...yes]]);
		}
	});
});

describe('ask, classic reading (the default, and Delve): yes at or above the threshold', () => {
	it.each([
		['small_chance', 91, []],
		['unlikely', 75, ['--ruleset', 'classic']],
		['50_50', 51, ['--ruleset', 'delve']],
		['likely', 25, ['--ruleset', 'delve']],
		['almost_certain', 11, ['--ruleset', 'classic']],
	] as [Odds, number, string[]][])('%s rolling %i %j', (odds, roll, extra) => {
		const ruleset = extra[1] ?? 'classic';
		expect(cliJson('ask', odds, ...extra, '--dice', String(roll))).toEqual(expected(ruleset, odds, roll));
	});

	it('"00" reads as 100: yes even on a small chance, and a match', () => {
		expect(cliText('ask', 'small_chance', '--dice', '00')).toBe(
			'Yes, and a match: an extreme result or a twist\nSmall chance (classic): rolled 100',
		);
	});
});

describe('ask, Starforged reading: yes at or below the threshold', () => {
	it.each([
		['small_chance', 11],
		['unlikely', 25],
		['50_50', 51],
		['likely', 75],
		['almost_certain', 91],
	] as [Odds, number][])('%s rolling %i', (odds, roll) => {
		expect(cliJson('ask', odds, '--ruleset', 'starforged', '--dice', String(roll))).toEqual(
			expected('starforged', odds, roll),
		);
	});

	it('"00" reads as 100: no even when almost certain, and a match', () => {
		expect(cliText('ask', 'almost_certain', '--ruleset', 'starforged', '--dice', '00')).toBe(
			'No, and a match: an extreme result or a twist\nAlmost certain (starforged): rolled 100',
		);
	});

	it('digital dice when none are given, read as text', () => {
		const text = cliText('ask', 'likely', '--ruleset', 'starforged');
		const roll = Number(/\nLikely \(starforged\): rolled (\d+)$/.exec(text)?.[1]);
		expect(Number.isInteger(roll) && roll >= 1 && roll <= 100, text).toBe(true);
		const { yes, match } = expected('starforged', 'likely', roll);
		const answer = `${yes ? 'Yes' : 'No'}${match ? ', and a match: an extreme result or a twist' : ''}`;
		expect(text).toBe(`${answer}\nLikely (starforged): rolled ${roll}`);
	});
});
