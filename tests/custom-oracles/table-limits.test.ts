import { describe, expect, it } from 'vitest';
import { parseOracleTable } from '../../src/custom-oracles/parse-table';
import { oracleBlock } from '../../src/play/blocks-from-rolls';
import { cryptoDice } from '../../src/rules/dice';
import { MAX_NESTING, MAX_ROLLS, MAX_ROLL_TEXT } from '../../src/rules/oracle-budget';
import { type OracleRollResult, type OracleTable, flattenRolls, rollOracle } from '../../src/rules/oracle-table';
import { parseBlock } from '../../src/journal/parse';
import { writeBlockBody } from '../../src/journal/write';

const note = (rows: string[], die = 'd6') => `| ${die} | Result |\n|---|---|\n${rows.join('\n')}\n`;

/** The player's tables by name, each linking others as `[[Name]]`; the lookup finds them by those links. */
function tables(notes: Record<string, string>): { of: (name: string) => OracleTable; lookup: (id: string) => OracleTable | undefined } {
	const byLink = new Map<string, OracleTable>();
	for (const [name, text] of Object.entries(notes)) {
		const parsed = parseOracleTable(text, `[[${name}]]`, name);
		expect(parsed.problems).toEqual([]);
		byLink.set(`[[${name}]]`, parsed.table!);
	}
	return { of: (name) => byLink.get(`[[${name}]]`)!, lookup: (id) => byLink.get(id) };
}

const all = (r: OracleRollResult) => [r, ...flattenRolls(r)];
const depth = (r: OracleRollResult): number => Math.max(0, ...r.rolls.map((n) => 1 + depth(n)));

describe('a player’s table is refused or cut, never run away (issue 29)', () => {
	it('200,000 overlapping rows: refused with the first overlap and the count of rows, only the first 1000 read', () => {
		const rows = Array.from({ length: 200_000 }, (_, i) => `| 1-100 | r${i} |`);
		const { table, problems } = parseOracleTable(note(rows, 'd100'), '[[Big]]', 'Big');
		expect(table).toBeUndefined();
		expect(problems[0]).toEqual({ line: 4, message: '1-100 overlaps the row on line 3 (both cover 1).' });
		expect(problems.at(-1)).toEqual({ line: 1003, message: 'The table has 200000 rows, more than a d100 has faces: rows overlap.' });
		expect(problems).toHaveLength(1000);
	});

	it('1000 rows, each on a face of its own but past the die: every row is read and told', () => {
		const rows = Array.from({ length: 999 }, (_, i) => `| ${i + 1} | r${i} |`);
		const { problems } = parseOracleTable(note(rows, 'd999'), '[[Big]]', 'Big');
		expect(problems).toEqual([]);
		const { problems: d6 } = parseOracleTable(note(rows, 'd6'), '[[Big]]', 'Big');
		expect(d6).toHaveLength(993);
		expect(d6[0]).toEqual({ line: 9, message: '7: the die is a d6, so rolls run from 1 to 6.' });
	});

	it('overlaps, gaps and rows past the die, in any order of the rows: each overlap told on the later line', () => {
		const { problems } = parseOracleTable(note(['| 50-60 | b |', '| 1-10 | a |', '| 55-70 | c |', '| 5-6 | d |', '| 99-101 | e |'], 'd100'), '[[T]]', 'T');
		expect(problems).toEqual([
			{ line: 3, message: 'No row covers 11-49, 71-100 (a d100 rolls 1 to 100).' },
			{ line: 5, message: '55-70 overlaps the row on line 3 (both cover 55).' },
			{ line: 6, message: '5-6 overlaps the row on line 4 (both cover 5).' },
			{ line: 7, message: '99-101: the die is a d100, so rolls run from 1 to 100.' },
		]);
	});

	it('a result past 2000 characters is cut where it is read, saying so; a link past the cut is not rolled', () => {
		const { table } = parseOracleTable(note([`| 1-6 | ${'z'.repeat(70_000)} [[Other]] |`]), '[[Long]]', 'Long');
		const text = table!.rows[0]!.text;
		expect(text).toHaveLength(2000);
		expect(text.endsWith('z … (cut at 2000 characters)')).toBe(true);
		expect(table!.rows[0]!.rolls).toBeUndefined();
	});

	it('links fanning out on themselves: at most 80 rolls, 5 deep, and the roll says where it stopped', () => {
		const t = tables({ Fan: note([`| 1-6 | ${Array.from({ length: 4 }, () => '[[Fan]]').join(' ')} |`]) });
		const result = rollOracle(t.of('Fan'), cryptoDice(), t.lookup);
		expect(all(result)).toHaveLength(MAX_ROLLS);
		expect(depth(result)).toBe(MAX_NESTING);
		expect(result.cut).toEqual([
			'Rolls nested more than 5 deep were not made (the deepest one roll goes).',
			'Rolling stopped at 80 rolls, the most one command makes; the nested rolls left were not made.',
		]);
		// The block keeps it, and reads back with it.
		const read = parseBlock(writeBlockBody(oracleBlock(result)));
		expect(read.ok && read.block.cut).toEqual(result.cut);
	});

	it('"roll twice" with links to itself: the same caps', () => {
		const t = tables({ Twice: note(['| 1-6 | Roll twice, and [[Twice]] |']) });
		const result = rollOracle(t.of('Twice'), cryptoDice(), t.lookup);
		expect(all(result).length).toBeLessThanOrEqual(MAX_ROLLS);
		expect(depth(result)).toBe(MAX_NESTING);
		expect(result.cut).toHaveLength(2);
	});

	it('the results of one command share 12,000 characters: past them nothing more is rolled, and a long result is cut to what is left', () => {
		const t = tables({ Wordy: note([`| 1-6 | ${'w'.repeat(1_900)} [[Wordy]] [[Wordy]] |`]) });
		const result = rollOracle(t.of('Wordy'), cryptoDice(), t.lookup);
		const text = all(result).reduce((n, r) => n + r.result.length, 0);
		expect(text).toBeLessThan(MAX_ROLL_TEXT + 2000);
		expect(all(result).some((r) => /… \(cut at \d+ characters\)$/.test(r.result))).toBe(true);
		expect(result.cut).toContain('Rolling stopped at 12000 characters of results, the most one journal entry takes; the nested rolls left were not made.');
	});

	it('a table nesting no deeper than the cap has nothing cut', () => {
		const chain = tables({ A: note(['| 1-6 | [[B]] |']), B: note(['| 1-6 | end |']) });
		const result = rollOracle(chain.of('A'), cryptoDice(), chain.lookup);
		expect(result.cut).toBeUndefined();
		expect(oracleBlock(result).cut).toBeUndefined();
	});
});
