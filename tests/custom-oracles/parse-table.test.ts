import { describe, expect, it } from 'vitest';
import { parseOracleTable } from '../../src/custom-oracles/parse-table';
import { fixedDice } from '../../src/rules/dice';
import { rollOracle } from '../../src/rules/oracle-table';

const note = (rows: string, header = '| d100 | Result |') => `---\niron_ledger: oracle\n---\n# Tavern mood\n\nSome prose first.\n\n${header}\n|---|---|\n${rows}\n\nAfter the table.\n`;
const parse = (text: string) => parseOracleTable(text, '[[Oracles/Tavern mood]]', 'Tavern mood');

describe('a player’s oracle table in a note', () => {
	it('reads ranges, single rolls and 00 as 100; the first table after the frontmatter', () => {
		const { table, problems } = parse(note('| 1-50 | Quiet |\n| 51–99 | Rowdy |\n| 00 | A brawl |'));
		expect(problems).toEqual([]);
		expect(table?.sides).toBe(100);
		expect(table?.rows.map((r) => [r.min, r.max, r.text])).toEqual([
			[1, 50, 'Quiet'],
			[51, 99, 'Rowdy'],
			[100, 100, 'A brawl'],
		]);
		expect(rollOracle(table!, fixedDice([77]), () => undefined).result).toBe('Rowdy');
	});

	it('a die named in the header: d6', () => {
		const { table } = parse(note('| 1-2 | Rain |\n| 3-6 | Sun |', '| 1d6 | Weather |'));
		expect(table?.sides).toBe(6);
	});

	it('reports gaps, overlaps and rolls past the die with the note’s lines, and returns no table', () => {
		const { table, problems } = parse(note('| 1-40 | Quiet |\n| 35-90 | Rowdy |\n| 95-101 | A brawl |'));
		expect(table).toBeUndefined();
		expect(problems).toEqual([
			{ line: 11, message: '35-90 overlaps the row on line 10 (both cover 35).' },
			{ line: 11, message: 'No row covers 91-100 (a d100 rolls 1 to 100).' },
			{ line: 12, message: '95-101: the die is a d100, so rolls run from 1 to 100.' },
		]);
	});

	it('a note without a table, a row that is not a roll, an empty result', () => {
		expect(parse('# Nothing here\n').problems[0]?.message).toMatch(/^No table/);
		expect(parse(note('| one | Quiet |\n| 1-100 | |')).problems.map((p) => p.message)).toEqual(['"one" is not a roll: write a number or a range such as 1-10.', '1-100: the result is empty.']);
	});

	it('a link to another note’s table and "roll twice" become nested rolls', () => {
		const { table } = parse(note('| 1-90 | Patrons: [[Patrons]] |\n| 91-100 | Roll twice |'));
		expect(table?.rows[0]?.rolls).toEqual([{ oracle: '[[Patrons]]', times: 1, duplicates: 'keep' }]);
		expect(table?.rows[1]?.rolls).toEqual([{ oracle: null, times: 2, duplicates: 'keep' }]);
	});

	it('CRLF notes read the same, and an escaped pipe stays in the cell', () => {
		const { table, problems } = parse(note('| 1-100 | Left \\| right |').replace(/\n/g, '\r\n'));
		expect(problems).toEqual([]);
		expect(table?.rows[0]?.text).toBe('Left | right');
	});
});
