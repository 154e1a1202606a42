import { describe, expect, it } from 'vitest';
import { parseOracleTable } from '../../src/custom-oracles/parse-table';
import type { OracleRecord, TemplateBlock } from '../../src/journal/block';
import { parseBlock } from '../../src/journal/parse';
import { writeBlockBody } from '../../src/journal/write';
import { cryptoDice } from '../../src/rules/dice';
import { MAX_ROLLS } from '../../src/rules/oracle-budget';
import { templateProblems } from '../../src/templates/check';
import { rollTemplate } from '../../src/templates/fill';
import { parseTemplate } from '../../src/templates/parse';
import { library } from '../helpers/content';

const count = (r: OracleRecord): number => 1 + r.rolls.reduce((n, x) => n + count(x), 0);

/** A template of 40 slots, each the player's table `result`, which may link itself. */
function forty(result: string): TemplateBlock {
	const table = parseOracleTable(`| d6 | Result |\n|---|---|\n| 1-6 | ${result} |\n`, '[[Fan]]', 'Fan').table!;
	const parsed = parseTemplate('Forty', Array.from({ length: 40 }, (_, i) => `Slot ${i}: {{[[Fan]]}}`).join('\n'));
	const slot = { table, lookup: (id: string) => (id === '[[Fan]]' ? table : undefined) };
	return rollTemplate({ parsed, source: '[[Templates/Forty]]', slots: parsed.slots.map(() => slot) }, cryptoDice());
}

describe('a template’s slots share one budget of rolls (issue 29)', () => {
	it('40 slots of a table fanning out 20 wide: every slot rolled, 80 rolls in all, the block saying so and passing its check', () => {
		const block = forty(Array.from({ length: 20 }, () => '[[Fan]]').join(' '));
		expect(block.oracles).toHaveLength(40);
		expect(block.oracles.reduce((n, r) => n + count(r), 0)).toBe(MAX_ROLLS);
		expect(block.cut).toContain('Rolling stopped at 80 rolls, the most one command makes; the nested rolls left were not made.');
		const read = parseBlock(writeBlockBody(block));
		expect(read.ok).toBe(true);
		expect(read.ok && templateProblems(read.block as TemplateBlock, library)).toEqual([]);
	});

	it('40 slots of 2000-character results: the results past the budget are cut, the filled text with them', () => {
		const block = forty('w'.repeat(2000));
		const body = writeBlockBody(block);
		expect(body.length).toBeLessThan(64 * 1024);
		const cut = block.oracles.filter((r) => r.result.endsWith('characters)'));
		expect(cut.length).toBeGreaterThan(30);
		expect(block.text).toContain(cut[0]!.result);
		const read = parseBlock(body);
		expect(read.ok && templateProblems(read.block as TemplateBlock, library)).toEqual([]);
	});
});
