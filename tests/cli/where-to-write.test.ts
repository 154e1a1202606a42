import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { bundledContent } from '../../src/content/bundled';
import { cryptoDice } from '../../src/rules/dice';
import { cliVaults } from './cli-vault';
import { cliError, cliErrorIn, cliTextIn } from './run-cli';
import { tempDirs } from '../helpers/temp-dirs';

/**
 * Issue 29, item 7: a command writes only where it was asked to, and says what it made. A
 * --vault that is not there is refused (never made); nothing goes under a hidden folder
 * (.obsidian/ is Obsidian's own settings); every new folder is said; a name no file can hold
 * is one line, exit 2.
 */

const vaults = cliVaults();
const tempDir = tempDirs();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
const content = bundledContent();

/**
 * The CLI in this process (what the built CLI's main runs), for speed: the exit code and the
 * lines it printed. Each group ends with a run of the built CLI, to prove what the player sees.
 */
async function run(...argv: string[]): Promise<{ code: number; out: string; err: string[] }> {
	const out: string[] = [];
	const err: string[] = [];
	const code = await runCli(argv, { content, dice: cryptoDice() }, { out: (t) => void out.push(t), err: (t) => void err.push(t) });
	return { code, out: out.join('\n'), err };
}

/** Succeeds: exit 0, nothing on stderr; the text. */
async function ok(...argv: string[]): Promise<string> {
	const r = await run(...argv);
	expect(r, argv.join(' ')).toMatchObject({ code: 0, err: [] });
	return r.out;
}

/** Refused as bad input: exit 2, nothing printed but one line; that line. */
async function refused(...argv: string[]): Promise<string> {
	const r = await run(...argv);
	expect(r, argv.join(' ')).toMatchObject({ code: 2, out: '' });
	expect(r.err).toHaveLength(1);
	return r.err[0] as string;
}

/** Every file under a folder, vault-relative, to prove nothing else was made. */
function files(dir: string, under = ''): string[] {
	return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((e) => {
		const path = under ? `${under}/${e.name}` : e.name;
		return e.isDirectory() ? [`${path}/`, ...files(dir, path)] : [path];
	});
}

describe('--vault names a folder that is there', () => {
	it('a missing vault is refused in one line, exit 2, and no folder is made, whatever the command', async () => {
		const top = tempDir('no-vault');
		const missing = join(top, 'Campaign');
		const message = (command: string) => `iron-ledger ${command}: There is no vault at ${missing}: make one with iron-ledger init ${missing}`;
		const commands: string[][] = [
			['character', 'new', '--vault', missing, '--name', 'Kira', '--ruleset', 'classic', '--stats', STATS],
			['track', 'new', '--vault', missing, '--kind', 'vow', '--rank', 'dangerous', '--name', 'Oath'],
			['generate', 'npc', '--ruleset', 'classic', '--save', 'Ash', '--vault', missing],
			['export', '--vault', missing],
			['oracle', 'Action', '--ruleset', 'classic', '--journal', 'J.md', '--vault', missing],
			['move', 'Face Danger', '--vault', missing, '--journal', 'J.md'],
			['meter', 'suffer', 'health', '1', '--vault', missing],
			['undo', '--journal', 'J.md', '--vault', missing],
		];
		for (const command of commands) expect(await refused(...command)).toBe(message(command[0] as string));
		expect(cliError('dashboard', '--vault', missing)).toBe(message('dashboard'));
		expect(files(top)).toEqual([]);
	});
});

describe('nothing is written under a hidden folder', () => {
	it('--folder, --save, --out, --journal and a note path into .obsidian/ (or any hidden folder) are refused, and nothing is written', async () => {
		const v = vaults('hidden');
		v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'delve', '--stats', STATS);
		writeFileSync(join(v.dir, '.obsidian', 'Clock.md'), '---\niron_ledger: clock\nsegments: 4\nfilled: 0\nstatus: active\n---\n');
		const before = files(v.dir);
		const clock = readFileSync(join(v.dir, '.obsidian', 'Clock.md'), 'utf8');
		const inVault = (...argv: string[]) => refused(...argv, '--vault', v.dir);
		const refusals = [
			await inVault('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Oath', '--folder', 'Tracks/../.obsidian/plugins'),
			await inVault('clock', 'new', '--name', 'Storm', '--folder', '.trash'),
			await inVault('character', 'new', '--name', 'Ash', '--ruleset', 'classic', '--stats', STATS, '--folder', '.obsidian'),
			await inVault('threat', 'new', '--name', 'Wyrm', '--rank', 'dangerous', '--folder', '.obsidian'),
			await inVault('site', 'new', '--name', 'Vault', '--theme', 'Ancient', '--domain', 'Ice Reach', '--rank', 'dangerous', '--folder', '.obsidian'),
			await inVault('dashboard', '--folder', '.obsidian'),
			await inVault('export', '--out', '.obsidian/Story.md'),
			await inVault('truths', 'roll', '--ruleset', 'classic', '--out', '.obsidian/Truths.md'),
			await inVault('clock', 'advance', '.obsidian/Clock.md'),
			await inVault('meter', 'suffer', 'health', '1', '--journal', '.obsidian/J.md'),
			await inVault('move', 'Face Danger', '--stat', 'edge', '--journal', 'Notes/../.obsidian/J.md', '--dice', '4,3,6'),
		];
		for (const line of refusals) expect(line).toMatch(/is hidden \(a name starting with a dot, such as \.obsidian\/.*(Nothing was written\.|nothing was written)/i);
		expect(v.fails('generate', 'npc', '--ruleset', 'classic', '--save', 'Ash', '--folder', '.obsidian')).toBe(
			"iron-ledger generate: --folder .obsidian is hidden (a name starting with a dot, such as .obsidian/, which holds Obsidian's own settings): Iron Ledger writes only notes Obsidian shows. Nothing was written.",
		);
		expect(files(v.dir)).toEqual(before);
		expect(readFileSync(join(v.dir, '.obsidian', 'Clock.md'), 'utf8')).toBe(clock);
	});
});

describe('a command says which new folders it made', () => {
	it('--folder ten levels deep is said once, by its deepest folder; an existing folder is not', async () => {
		const v = vaults('folders');
		const deep = 'a/b/c/d/e/f/g/h/i/j';
		const inVault = (...argv: string[]) => ok(...argv, '--vault', v.dir);
		expect(v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Oath', '--folder', deep)).toBe(`Created ${deep}/Oath.md\nMade the folder ${deep}/`);
		expect(await inVault('clock', 'new', '--name', 'Storm', '--folder', deep)).toBe(`Created ${deep}/Storm.md`);
		expect(await inVault('character', 'new', '--name', 'Kira', '--ruleset', 'delve', '--stats', STATS, '--folder', 'People/Heroes')).toBe('Created People/Heroes/Kira.md\nKira still picks three assets to start: asset add NAME --free --character Kira.\nMade the folder People/Heroes/');
		expect(await inVault('generate', 'npc', '--ruleset', 'classic', '--save', 'Ash', '--folder', 'a/b/x')).toMatch(/\nCreated a\/b\/x\/Ash\.md\nMade the folder a\/b\/x\/$/);
		expect(await inVault('dashboard', '--folder', 'Boards/Main')).toBe('Created Boards/Main/Campaign dashboard.base: open it in Obsidian to see characters, tracks, clocks and threats.\nMade the folder Boards/Main/');
		expect(await inVault('threat', 'new', '--name', 'Wyrm', '--rank', 'dangerous', '--folder', 'Foes/North')).toBe('Created Foes/North/Wyrm.md\nMade the folder Foes/North/');
		expect(await inVault('site', 'new', '--name', 'Hold', '--theme', 'Ancient', '--domain', 'Ice Reach', '--rank', 'dangerous', '--folder', 'Sites/Ice')).toMatch(/^Created Sites\/Ice\/Hold\.md\nMade the folder Sites\/Ice\/\n/);
		expect(await inVault('truths', 'roll', '--ruleset', 'classic', '--out', 'World/Truths.md')).toMatch(/\nMade the folder World\/$/);
		await inVault('move', 'Face Danger', '--character', 'Kira', '--stat', 'edge', '--journal', 'Journal.md', '--dice', '4,3,6');
		expect(await inVault('export', '--out', 'Stories/2025/Tale.md')).toMatch(/\nMade the folder Stories\/2025\/$/);
		const json = JSON.parse(await inVault('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Oath', '--folder', 'x/y', '--json')) as Record<string, unknown>;
		expect(json.folders_made).toEqual(['x/y']);
	});
});

describe('a name no file can hold', () => {
	it('a NUL or another control character in --save, --name, --out or --folder is one line, exit 2, nothing written', async () => {
		const v = vaults('nul');
		const before = files(v.dir);
		const cases: [string[], string][] = [
			[['generate', 'npc', '--ruleset', 'classic', '--save', 'a\0b'], 'generate: --save'],
			[['track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Oath\0'], 'track: --name'],
			[['export', '--out', 'Story\0.md'], 'export: --out'],
			[['clock', 'new', '--name', 'Storm', '--folder', 'Tra\u0001cks'], 'clock: --folder'],
		];
		for (const [argv, start] of cases) {
			expect(await refused(...argv, '--vault', v.dir)).toMatch(new RegExp(`^iron-ledger ${start} holds a control character \\(U\\+00\\d\\d\\), which no file name can hold: type the name again without it\\.$`));
		}
		// Where no option check stands first, the store (or the journal writer) refuses the path itself.
		expect(await refused('truths', 'roll', '--ruleset', 'classic', '--out', 'Tru\0ths.md', '--vault', v.dir)).toBe('iron-ledger truths: Tru?ths.md holds a control character (U+0000), which no file name can hold: nothing was written.');
		expect(await refused('roll', '--stat', '2', '--dice', '1,2,3', '--journal', 'J\0.md')).toBe('iron-ledger roll: --journal holds a control character, which no file name can hold: type the name again without it.');
		expect(files(v.dir)).toEqual(before);
		// A --vault that holds one is refused as such, not looked for.
		expect(await refused('dashboard', '--vault', `${v.dir}\0x`)).toBe('iron-ledger dashboard: --vault holds a control character, which no folder name can hold: type the path again without it.');
	});

	it('through the built CLI, a control character (a NUL cannot be passed to a process) is refused the same way', () => {
		const v = vaults('control');
		mkdirSync(join(v.dir, 'Entities'));
		expect(cliErrorIn(v.dir, 'generate', 'npc', '--ruleset', 'classic', '--save', 'a\u0007b')).toBe('iron-ledger generate: --save holds a control character (U+0007), which no file name can hold: type the name again without it.');
		expect(readdirSync(join(v.dir, 'Entities'))).toEqual([]);
		expect(existsSync(join(v.dir, 'Journal.md'))).toBe(false);
		expect(cliTextIn(v.dir, 'generate', 'npc', '--ruleset', 'classic', '--save', 'Ash')).toMatch(/\nCreated Entities\/Ash\.md$/);
	});
});
