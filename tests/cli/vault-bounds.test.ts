import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { undoLastMove } from '../../src/campaign/undo';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { cliError, cliText } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A vault and a folder beside it that nothing may write into. */
function layout() {
	const root = mkdtempSync(join(tmpdir(), 'iron-ledger-bounds-'));
	made.push(root);
	const vault = join(root, 'vault');
	const outside = join(root, 'outside');
	mkdirSync(vault);
	mkdirSync(outside);
	writeFileSync(join(outside, 'x.md'), '---\niron_ledger: track\nkind: vow\nrank: dangerous\nticks: 0\nstatus: active\n---\n');
	return { vault, outside };
}

describe('nothing is written outside the vault (issue 13, item 1)', () => {
	it('a path on the command line that leads out is refused, and nothing outside changes', () => {
		const { vault, outside } = layout();
		expect(cliError('track', 'mark', '../outside/x.md', '--vault', vault)).toMatch(/\.\.\/outside\/x\.md is outside the vault/);
		expect(cliError('track', 'new', '--vault', vault, '--kind', 'vow', '--rank', 'dangerous', '--name', 'Oath', '--folder', '../outside')).toMatch(/outside the vault/);
		expect(existsSync(join(outside, 'Oath.md'))).toBe(false);
		expect(existsSync(join(vault, 'Journal.md'))).toBe(false);
	});

	it('a link inside the vault that leads out is refused', async () => {
		const { vault, outside } = layout();
		symlinkSync(outside, join(vault, 'Away'));
		const store = new FileStateStore(vault);
		await expect(store.process('Away/new.md', () => 'text')).rejects.toThrow(/leads outside the vault through a link/);
		expect(existsSync(join(outside, 'new.md'))).toBe(false);
		// An ordinary note inside is fine.
		await store.process('Notes/in.md', () => 'text');
		expect(existsSync(join(vault, 'Notes/in.md'))).toBe(true);
	});

	it("undo does not follow a block's link out of the vault", async () => {
		const { vault } = layout();
		writeFileSync(join(vault, 'Journal.md'), '```iron-move\nv: 1\nkind: sheet\nwhat: Mark progress\nchanges:\n  - note: "[[../outside/x]]"\n    key: ticks\n    from: 0\n    to: 8\n```\n');
		await expect(undoLastMove(new FileStateStore(vault), 'Journal.md', 'mark')).rejects.toThrow(/outside the vault/);
	});

	it("a journal is a note Obsidian shows: not in a hidden folder (Obsidian's own .obsidian), not a file of another kind", () => {
		const { vault } = layout();
		mkdirSync(join(vault, '.obsidian'));
		expect(cliError('oracle', 'Action', '--ruleset', 'classic', '--vault', vault, '--journal', '.obsidian/x.md')).toBe(
			'iron-ledger oracle: .obsidian/x.md is in a hidden folder, which Obsidian does not show: write the journal to a note of the vault.',
		);
		expect(cliError('oracle', 'Action', '--ruleset', 'classic', '--vault', vault, '--journal', 'notes.txt')).toBe('iron-ledger oracle: notes.txt is not a markdown note (.md): Obsidian shows blocks only in notes.');
		expect(existsSync(join(vault, '.obsidian/x.md'))).toBe(false);
		expect(existsSync(join(vault, 'notes.txt'))).toBe(false);
		// A name without an extension is a new note: .md is added.
		cliText('oracle', 'Action', '--ruleset', 'classic', '--vault', vault, '--journal', 'Sessions/One', '--dice', '5');
		expect(readFileSync(join(vault, 'Sessions/One.md'), 'utf8')).toContain('result: Create');
	});

	it('an absolute path inside the vault is fine', () => {
		const { vault } = layout();
		cliText('track', 'new', '--vault', vault, '--kind', 'vow', '--rank', 'dangerous', '--name', 'Oath');
		expect(cliText('track', 'mark', join(vault, 'Tracks/Oath.md'), '--vault', vault)).toMatch(/ticks 0 → 8/);
	});
});

describe('links and folders inside the vault', () => {
	it('a note that is a link to another note is written where it leads, and stays a link', async () => {
		const { vault } = layout();
		writeFileSync(join(vault, 'Real.md'), 'real');
		symlinkSync(join(vault, 'Real.md'), join(vault, 'Alias.md'));
		await new FileStateStore(vault).process('Alias.md', (t) => `${t} and more`);
		expect(lstatSync(join(vault, 'Alias.md')).isSymbolicLink()).toBe(true);
		expect(readFileSync(join(vault, 'Real.md'), 'utf8')).toBe('real and more');
	});

	it('a dangling link, a loop of links and a folder are named, and never replaced by a note', async () => {
		const { vault } = layout();
		symlinkSync(join(vault, 'nowhere.md'), join(vault, 'Dangling.md'));
		symlinkSync(join(vault, 'Loop.md'), join(vault, 'Loop.md'));
		mkdirSync(join(vault, 'Folder.md'));
		const store = new FileStateStore(vault);
		await expect(store.process('Dangling.md', () => 'x')).rejects.toThrow(/Dangling\.md is a link to .*nowhere\.md, which does not exist/);
		await expect(store.process('Loop.md', () => 'x')).rejects.toThrow(/Loop\.md is a link that leads round in a loop/);
		await expect(store.read('Folder.md')).rejects.toThrow('Folder.md is a folder, not a note.');
		expect(lstatSync(join(vault, 'Dangling.md')).isSymbolicLink()).toBe(true);
	});

	it('verify skips a dangling link in the vault instead of stopping, and refuses a vault that is not there', () => {
		const { vault } = layout();
		symlinkSync(join(vault, 'nowhere.md'), join(vault, 'Dangling.md'));
		expect(cliText('verify', '--vault', vault)).toMatch(/agree|no moves|0 moves/i);
		expect(cliError('verify', '--vault', join(vault, 'missing'))).toMatch(/There is no vault at .*missing: make one with iron-ledger init .*missing$/);
	});
});
