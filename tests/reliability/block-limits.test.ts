import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_BLOCK_CHARS } from '../../src/journal/limits';
import { blockSizes, runWorstCases, worstCases } from '../cli/worst-blocks';
import { figure } from './figures';

const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-block-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('block limits', () => {
	it('the largest block any command can be made to write passes journal check', async () => {
		mkdirSync(join(dir, '.obsidian'));
		const runs = await runWorstCases(dir);
		const failed = Object.entries(runs).filter(([, r]) => r.status !== 0 || r.stderr !== '').map(([name]) => name);
		const journals = worstCases().map((c) => `${c.name}.md`);
		let check: string;
		try {
			check = execFileSync(process.execPath, [join(__dirname, '../../bin/iron-ledger.cjs'), 'journal', 'check', ...journals], { cwd: dir, encoding: 'utf8' }).trim();
		} catch (error) {
			check = String((error as { stdout?: string }).stdout ?? error).trim().split('\n').pop() ?? '';
		}
		const largest = blockSizes(dir)[0];
		figure(
			'largest block',
			`${journals.length} worst cases (70,000-character text, 70,000-character result, links fanning out 20 wide, roll twice on itself, 9 tables deep, 40-slot templates): largest block ${largest?.chars ?? 0} characters (${largest?.bytes ?? 0} bytes, ${largest?.journal ?? 'none'}) of ${MAX_BLOCK_CHARS}; ${failed.length} commands failed; journal check: ${check}`,
		);
		expect(failed).toEqual([]);
		expect(check).toBe(`${journals.length} blocks in ${journals.length} notes: all valid.`);
		expect(largest?.chars ?? Infinity).toBeLessThanOrEqual(MAX_BLOCK_CHARS);
	});
});
