import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, usage } from '../../src/cli/run';
import { bundledContent } from '../../src/content/bundled';
import { fixedDice } from '../../src/rules/dice';
import { characterNote } from '../helpers/character-notes';
import { tempDirs } from '../helpers/temp-dirs';
import { type Case, HOSTILE, STATS, type Vaults, casesFor, protoKeyCases, sheetCases } from './hostile-name-cases';

/**
 * Names are data: a name a player types (a ruleset, a move, a stat, a character…) is never read
 * as one of JavaScript's own (`__proto__`, `constructor`, `toString`, `hasOwnProperty`). Every
 * command, with each such name in each place it takes a name, answers as for any unknown name:
 * one line, exit 2 (or 0 where the name is free text, a clock's name), never an internal error
 * and never "function Object() { [native code] }".
 *
 * Run in process (runCli is what the built CLI's main calls) to stay fast; a few runs of the
 * built CLI at the end prove what the player sees.
 */

interface Outcome {
	code: number;
	out: string[];
	err: string[];
}

const content = bundledContent();

async function run(args: readonly string[]): Promise<Outcome> {
	const out: string[] = [];
	const err: string[] = [];
	const io = { out: (t: string) => void out.push(t), err: (t: string) => void err.push(t) };
	try {
		const code = await runCli(args, { content, dice: fixedDice(Array.from({ length: 200 }, () => 5)) }, io);
		return { code, out, err };
	} catch (error) {
		// What main.ts would print as an internal error, with the stack a player must never see.
		return { code: 1, out, err: [`iron-ledger: internal error: ${String(error)}`, (error as Error).stack ?? ''] };
	}
}

/** What is wrong with an outcome, or '' when it is what a player should see. */
function problem([args, expected]: Case, name: string, r: Outcome): string {
	const text = [...r.out, ...r.err].join('\n');
	const says = expected === undefined ? name : expected;
	const wrong = [
		r.code !== (says === 0 ? 0 : 2) && `exit ${r.code}, not ${says === 0 ? 0 : 2}`,
		/internal error/.test(text) && 'an internal error',
		/\n\s+at /.test(text) && 'a stack trace',
		/function Object|\[native code\]|\[object Object\]/.test(text) && 'JavaScript leaking into the text',
		says !== 0 && (r.err.length !== 1 || r.err[0]?.includes('\n')) && `${r.err.length} lines on stderr`,
		typeof says === 'string' && says !== 'usage' && !r.err.join('\n').toLowerCase().includes(says.toLowerCase()) && `no "${says}" in the message`,
		says === 0 && r.err.length > 0 && 'a message on stderr',
	].filter(Boolean);
	return wrong.length === 0 ? '' : `iron-ledger ${args.join(' ')}: ${wrong.join(', ')}\n  ${text.split('\n').slice(0, 3).join('\n  ')}`;
}

/** Every problem of the cases, as text: a failing test shows each in full. */
async function problems(cases: readonly Case[], name: string): Promise<string> {
	const found: string[] = [];
	for (const c of cases) {
		const p = problem(c, name, await run(c[0]));
		if (p) found.push(p);
	}
	return found.join('\n');
}

const tempDir = tempDirs();
const vaults = {} as Vaults;

function note(vault: string, path: string, text: string): void {
	mkdirSync(join(vault, path, '..'), { recursive: true });
	writeFileSync(join(vault, path), text);
}

beforeAll(async () => {
	for (const key of ['main', 'scratch', 'badRuleset', 'protoKey'] as const) {
		vaults[key] = tempDir(`hostile-${key}`);
		mkdirSync(join(vaults[key], '.obsidian'));
	}
	vaults.plain = tempDir('hostile-plain');
	const setup = async (...args: string[]) => expect((await run(args)).err).toEqual([]);
	await setup('character', 'new', '--vault', vaults.main, '--name', 'Kira', '--ruleset', 'delve', '--stats', STATS, '--assets', 'Hawk');
	await setup('track', 'new', '--vault', vaults.main, '--kind', 'vow', '--rank', 'dangerous', '--name', 'Quest');
	await setup('site', 'new', '--vault', vaults.main, '--theme', 'Ancient', '--domain', 'Barrow', '--rank', 'dangerous', '--name', 'Crypt');
	note(vaults.badRuleset, 'Kira.md', characterNote('classic', 'Kira', { ruleset: 'constructor' }));
	note(vaults.badRuleset, 'Arn.md', characterNote('classic', 'Arn', { ruleset: '__proto__' }));
	note(vaults.protoKey, 'Kira.md', characterNote('classic', 'Kira', { assets: ['asset:classic/companion/hawk'], hawk_health: 3 }).replace('---\n', '---\n__proto__: 3\nconstructor: 2\ntoString: 1\nhasOwnProperty: true\n'));
});

describe('hostile names: every command, each name in each place', () => {
	const commands = [...usage().matchAll(/^ {2}iron-ledger ([a-z-]+)/gm)].map((m) => m[1] as string);

	it('covers every command of the CLI', () => {
		const covered = Object.keys(casesFor('x', { main: '', scratch: '', badRuleset: '', protoKey: '', plain: '' }));
		expect(commands.filter((c) => !covered.includes(c))).toEqual([]);
	});

	it.each([...new Set(commands)])('%s refuses each hostile name as an unknown one', async (command) => {
		expect(casesFor('x', vaults)[command]?.length).toBeGreaterThan(0);
		const found: string[] = [];
		for (const n of HOSTILE) found.push(await problems(casesFor(n, vaults)[command] ?? [], n));
		expect(found.filter(Boolean).join('\n')).toBe('');
	});

	it('a character whose ruleset is constructor or __proto__ is refused as an unknown ruleset', async () => {
		const cases = [...sheetCases(vaults.badRuleset, 'Kira'), ...sheetCases(vaults.badRuleset, 'Arn')];
		expect(await problems(cases, 'a ruleset Iron Ledger does not know')).toBe('');
	});

	it('a sheet key named __proto__ or constructor is never read as a stat, meter or debility', async () => {
		const found: string[] = [];
		for (const n of HOSTILE) found.push(await problems(protoKeyCases(vaults.protoKey, n), n));
		expect(found.filter(Boolean).join('\n')).toBe('');
		// Spirit suffered four times, and the keys named like Object's own kept as the player wrote them.
		const sheet = readFileSync(join(vaults.protoKey, 'Kira.md'), 'utf8');
		expect(sheet).toContain('spirit: 1\n');
		expect(sheet).toContain('__proto__: 3\nconstructor: 2\ntoString: 1\nhasOwnProperty: true\n');
	});
});

/** The built CLI, as the player runs it: exit code and both streams, whatever the code. */
const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));
async function spawnCli(args: readonly string[]): Promise<Outcome> {
	try {
		const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 15_000 });
		return { code: 0, out: stdout ? [stdout.replace(/\n$/, '')] : [], err: stderr ? [stderr.replace(/\n$/, '')] : [] };
	} catch (error) {
		const e = error as { code?: number; stdout?: string; stderr?: string };
		return { code: typeof e.code === 'number' ? e.code : -1, out: e.stdout ? [e.stdout.replace(/\n$/, '')] : [], err: e.stderr ? [e.stderr.replace(/\n$/, '')] : [] };
	}
}

describe('hostile names in the built CLI', () => {
	it('the attack round\'s findings: one line naming the unknown name, exit 2', async () => {
		const v = vaults;
		const cases: [string[], string][] = [
			[['moves', '--ruleset', '__proto__'], 'Unknown ruleset "__proto__"'],
			[['character', 'new', '--vault', v.scratch, '--name', 'Arn', '--ruleset', 'constructor', '--stats', STATS], 'Unknown ruleset "constructor"'],
			[['roll', '--stat', '2', '--ruleset', 'constructor'], 'Unknown ruleset "constructor"'],
			[['meter', 'take', 'health', '1', '--vault', v.badRuleset, '--character', 'Kira'], '"ruleset" in Kira.md is "constructor", a ruleset Iron Ledger does not know'],
		];
		// Four at once, no more: the machine is shared. The in-process runs above cover every other place.
		const results = await Promise.all(cases.map(([args]) => spawnCli(args)));
		const wrong = cases.map(([args, says], i) => problem([args, says], says, results[i] as Outcome)).filter(Boolean);
		expect(wrong.join('\n')).toBe('');
		expect(results.every((r) => r.out.length === 0)).toBe(true);
	});
});
