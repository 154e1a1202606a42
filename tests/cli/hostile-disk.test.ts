import { spawnSync } from 'node:child_process';
import { chmodSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';
import { tempDirs } from '../helpers/temp-dirs';
import { runCliIn } from './run-cli';
import { snapshot } from '../helpers/fault-run';

/**
 * The record survives a failing disk (issue 29): a write that is cut short, refused or fails
 * leaves every note as it was, says so in one line, and leaves no temporary file behind.
 */

const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));
const vaultNamed = cliVaults();
const tempDir = tempDirs();

/** The CLI under a file size limit of `kb` KiB, as `ulimit -f` sets for a shell. */
function underSizeLimit(cwd: string, kb: number, ...args: string[]) {
	const quoted = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
	return spawnSync('bash', ['-c', `ulimit -f ${kb}; exec "${process.execPath}" "${BIN}" ${quoted}`], { cwd, encoding: 'utf8', timeout: 15_000 });
}

/** A classic vault with Kira and a journal of `journalBytes` bytes. */
function campaign(name: string, journalBytes: number) {
	const v = vaultNamed(name);
	v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Swordmaster,Hound,Alchemist');
	writeFileSync(join(v.dir, 'J.md'), `${'x'.repeat(99)}\n`.repeat(Math.ceil(journalBytes / 100)).slice(0, journalBytes));
	return v;
}

const FACE_DANGER = ['move', 'Face Danger', '--stat', 'edge', '--dice', '6,1,1', '--journal', 'J.md', '--apply'];

describe('a write the disk cuts short', () => {
	it('ask on a 24,020-byte journal under ulimit -f 8: refused in one line, the journal kept byte for byte', () => {
		const v = vaultNamed('short-ask');
		writeFileSync(join(v.dir, 'J.md'), `${'y'.repeat(99)}\n`.repeat(240) + 'the end of my text\n');
		const before = snapshot(v.dir);
		const r = underSizeLimit(v.dir, 8, 'ask', 'likely', '--dice', '50', '--journal', 'J.md');
		expect(r.status).toBe(1);
		expect(r.stdout).toBe('');
		expect(r.stderr).toBe('iron-ledger ask: J.md would be larger than the file size limit allows: nothing was written.\n');
		expect(snapshot(v.dir)).toEqual(before);
	});

	it('a move whose sheet fits but whose journal does not: neither is written (no momentum without its block)', () => {
		const v = campaign('short-move', 24_000);
		const before = snapshot(v.dir);
		const r = underSizeLimit(v.dir, 8, ...FACE_DANGER);
		expect(r.status).toBe(1);
		expect(r.stderr.trim().split('\n')).toHaveLength(1);
		expect(snapshot(v.dir)).toEqual(before);
		// With room again, the same move lands, and verify agrees.
		expect(v.cli(...FACE_DANGER)).toContain('momentum 2 → 3');
		expect(v.cli('verify')).toMatch(/agree/);
	});
});

describe('notes the player protected', () => {
	it('a read-only journal (0444) is refused before anything is written, root included; so is a read-only sheet', () => {
		const v = campaign('read-only', 100);
		chmodSync(join(v.dir, 'J.md'), 0o444);
		const before = snapshot(v.dir);
		expect(v.fails(...FACE_DANGER)).toBe('iron-ledger move: J.md is read-only: nothing was written. Make it writable to play on in it.');
		expect(snapshot(v.dir)).toEqual(before);
		chmodSync(join(v.dir, 'J.md'), 0o644);
		chmodSync(join(v.dir, 'Characters', 'Kira.md'), 0o444);
		const again = snapshot(v.dir);
		expect(v.fails(...FACE_DANGER)).toBe('iron-ledger move: Characters/Kira.md is read-only: nothing was written. Make it writable to play on in it.');
		expect(snapshot(v.dir)).toEqual(again);
		expect(statSync(join(v.dir, 'Characters', 'Kira.md')).mode & 0o777).toBe(0o444);
	});

	it('a read-only folder: a new journal in it is refused, nothing made', () => {
		const v = vaultNamed('read-only-folder');
		mkdirSync(join(v.dir, 'Sessions'));
		chmodSync(join(v.dir, 'Sessions'), 0o555);
		try {
			expect(v.fails('ask', 'likely', '--dice', '50', '--journal', 'Sessions/One.md')).toBe('iron-ledger ask: Sessions/One.md cannot be made: its folder is read-only, so nothing was written.');
			expect(readdirSync(join(v.dir, 'Sessions'))).toEqual([]);
		} finally {
			chmodSync(join(v.dir, 'Sessions'), 0o755);
		}
	});

	it('an immutable note (chattr +i) is refused in one line, when the machine allows setting the flag', () => {
		const v = campaign('immutable', 100);
		const flag = spawnSync('chattr', ['+i', join(v.dir, 'J.md')]);
		if (flag.status !== 0) return;
		try {
			const before = snapshot(v.dir);
			expect(v.fails(...FACE_DANGER)).toBe('iron-ledger move: J.md is locked against changes (immutable, or not yours to write): nothing was written.');
			expect(snapshot(v.dir)).toEqual(before);
		} finally {
			spawnSync('chattr', ['-i', join(v.dir, 'J.md')]);
		}
	});

	it('a hard-linked sheet (its other name outside the vault) and a journal with two names are never split', () => {
		const v = campaign('hard-links', 100);
		const outside = join(tempDir('outside'), 'Kira backup.md');
		linkSync(join(v.dir, 'Characters', 'Kira.md'), outside);
		const before = snapshot(v.dir);
		expect(v.fails(...FACE_DANGER)).toBe('iron-ledger move: Characters/Kira.md has 2 names (hard links): writing it would split them, so nothing was written. Make it one file to play on in it.');
		expect(snapshot(v.dir)).toEqual(before);
		expect(readFileSync(outside, 'utf8')).toBe(readFileSync(join(v.dir, 'Characters', 'Kira.md'), 'utf8'));
		const w = vaultNamed('hard-linked-journal');
		writeFileSync(join(w.dir, 'J.md'), 'one\n');
		linkSync(join(w.dir, 'J.md'), join(w.dir, 'Same journal.md'));
		expect(w.fails('ask', 'likely', '--dice', '50', '--journal', 'J.md')).toMatch(/J\.md has 2 names \(hard links\)/);
		expect(statSync(join(w.dir, 'J.md')).ino).toBe(statSync(join(w.dir, 'Same journal.md')).ino);
	});
});

describe('names near the limit', () => {
	it('a journal whose name is 233 bytes is written: the temporary name no longer adds to it', () => {
		const v = vaultNamed('long-name');
		const name = `${'n'.repeat(230)}.md`;
		expect(v.cli('ask', 'likely', '--dice', '50', '--journal', name)).toContain(`Written to ${name}`);
		expect(readFileSync(join(v.dir, name), 'utf8')).toContain('iron-move');
		expect(readdirSync(v.dir).filter((n) => n.startsWith('.iron-ledger'))).toEqual([]);
	});

	it('a journal name too long for the disk is named as such, nothing left behind', () => {
		const v = vaultNamed('too-long');
		const r = runCliIn(v.dir, 'ask', 'likely', '--dice', '50', '--journal', `${'n'.repeat(300)}.md`);
		expect(r.status).toBe(2);
		expect(r.stderr).toMatch(/the name is too long for this disk: nothing was written\.\n$/);
		expect(readdirSync(v.dir)).toEqual(['.obsidian']);
	});
});
