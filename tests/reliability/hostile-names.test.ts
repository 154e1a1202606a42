import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { bundledContent } from '../../src/content/bundled';
import { fixedDice } from '../../src/rules/dice';
import { characterNote } from '../helpers/character-notes';
import { HOSTILE, STATS, type Vaults, casesFor, protoKeyCases, sheetCases } from '../cli/hostile-name-cases';
import { figure } from './figures';

/**
 * Names that are JavaScript's own (`__proto__`, `constructor`…), in every place every command
 * takes a name: counted for the reliability figures. tests/cli/hostile-names.test.ts says what
 * each case must answer; here only what must never happen is counted.
 */
const content = bundledContent();
const root = mkdtempSync(join(tmpdir(), 'iron-ledger-hostile-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(args: readonly string[]): Promise<string> {
	const lines: string[] = [];
	const io = { out: (t: string) => void lines.push(t), err: (t: string) => void lines.push(t) };
	try {
		await runCli(args, { content, dice: fixedDice(Array.from({ length: 200 }, () => 5)) }, io);
		return lines.join('\n');
	} catch (error) {
		return `internal error: ${(error as Error).stack ?? String(error)}`;
	}
}

describe('hostile names', () => {
	it('every command with each of JavaScript\'s own names in each place: no stack trace, no internal error', async () => {
		const vaults = {} as Vaults;
		for (const key of ['main', 'scratch', 'badRuleset', 'protoKey', 'plain'] as const) {
			vaults[key] = join(root, key);
			mkdirSync(key === 'plain' ? vaults[key] : join(vaults[key], '.obsidian'), { recursive: true });
		}
		await run(['character', 'new', '--vault', vaults.main, '--name', 'Kira', '--ruleset', 'delve', '--stats', STATS, '--assets', 'Hawk']);
		await run(['track', 'new', '--vault', vaults.main, '--kind', 'vow', '--rank', 'dangerous', '--name', 'Quest']);
		writeFileSync(join(vaults.badRuleset, 'Kira.md'), characterNote('classic', 'Kira', { ruleset: 'constructor' }));
		writeFileSync(join(vaults.protoKey, 'Kira.md'), characterNote('classic', 'Kira').replace('---\n', '---\n__proto__: 3\nconstructor: 2\n'));
		let tried = 0;
		let broken = 0;
		for (const n of HOSTILE) {
			const cases = [...Object.values(casesFor(n, vaults)).flat(), ...sheetCases(vaults.badRuleset, 'Kira'), ...protoKeyCases(vaults.protoKey, n)];
			for (const [args] of cases) {
				tried++;
				const text = await run(args);
				if (/internal error|\n\s+at |function Object|\[native code\]/.test(text)) broken++;
			}
		}
		figure('hostile names', `${tried} commands with __proto__, constructor, toString or hasOwnProperty as a name: ${broken} stack traces or internal errors`);
		expect(broken).toBe(0);
		expect(tried).toBeGreaterThan(100);
	});
});
