import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_BLOCK_CHARS } from '../../src/journal/limits';
import { cliVaults } from './cli-vault';
import { blockSizes, runWorstCases, worstCases } from './worst-blocks';

const vault = cliVaults();

describe('the writer never writes what the reader refuses (issue 29)', () => {
	it('the largest block each command can be made to write passes journal check; text is cut saying so; rolls stop saying so', async ({ annotate }) => {
		const v = vault('worst-blocks');
		const runs = await runWorstCases(v.dir);
		const out: Record<string, string> = {};
		for (const [name, run] of Object.entries(runs)) {
			expect(run, name).toMatchObject({ status: 0, stderr: '' });
			expect(run.stdout, name).not.toContain('undefined');
			out[name] = run.stdout;
		}
		const journals = worstCases().map((c) => `${c.name}.md`);
		expect(v.cli('journal', 'check', ...journals)).toBe(`${journals.length} blocks in ${journals.length} notes: all valid.`);
		const sizes = blockSizes(v.dir);
		expect(sizes).toHaveLength(journals.length);
		const largest = sizes[0]!;
		// The figure the reliability suite records too (tests/reliability/block-limits.test.ts).
		await annotate(`largest block: ${largest.chars} characters (${largest.bytes} bytes), ${largest.journal}; the limit is ${MAX_BLOCK_CHARS}`);
		expect(largest.chars).toBeLessThanOrEqual(MAX_BLOCK_CHARS);
		// What the player typed past the cap is cut, and the output says so.
		expect(out.ask).toContain('The question was cut at 2000 characters.');
		expect(out['pick-two']).toContain('The first option was cut at 2000 characters.\nThe second option was cut at 2000 characters.');
		expect(out.move).toContain('Who rolled (by) was cut at 2000 characters.\nThe reason for the adds was cut at 2000 characters.');
		expect(out['progress-roll']).toContain('The track was cut at 2000 characters.');
		expect(readFileSync(join(v.dir, 'ask.md'), 'utf8')).toContain('… (cut at 2000 characters)"\nodds: 50_50');
		// A table's result past the cap is cut where it is read, and the result says so.
		expect(out['oracle-long-result']).toMatch(/^Long \d: z+ … \(cut at 2000 characters\)$/m);
		// Runaway tables stop, and say where, in the output and in the block.
		const rolls = 'Rolling stopped at 80 rolls, the most one command makes; the nested rolls left were not made.';
		const deep = 'Rolls nested more than 5 deep were not made (the deepest one roll goes).';
		expect(out['oracle-fan-out']).toContain(`${deep}\n${rolls}\nWritten to oracle-fan-out.md`);
		expect(readFileSync(join(v.dir, 'oracle-fan-out.md'), 'utf8')).toContain(`cut:\n  - ${deep}\n  - ${rolls}\n`);
		expect(out['oracle-roll-twice']).toContain(rolls);
		expect(out['oracle-wordy']).toContain('Rolling stopped at 12000 characters of results, the most one journal entry takes');
		expect(out['oracle-deep']).toContain(`Chain 5 `);
		expect(out['oracle-deep']).not.toContain(`Chain 6 `);
		expect(out['oracle-deep']).toContain(deep);
		expect(out['template-fan-out']).toContain(rolls);
	});

	it('a table of 200,000 overlapping rows is refused on one line, naming its first overlap', () => {
		const v = vault('overlaps');
		const rows = Array.from({ length: 200_000 }, (_, i) => `| 1-100 | r${i} |`).join('\n');
		writeFileSync(join(v.dir, 'Overlaps.md'), `---\niron_ledger: oracle\n---\n| d100 | Result |\n|---|---|\n${rows}\n`);
		expect(v.fails('oracle', 'Overlaps')).toBe('iron-ledger oracle: Overlaps.md:7: 1-100 overlaps the row on line 6 (both cover 1). (and 999 more)');
	});
});
