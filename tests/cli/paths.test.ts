import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { tempDirs } from '../helpers/temp-dirs';
import { type Json, cliError, cliErrorIn, cliText, cliTextIn } from './run-cli';

// Issue 13, item 7: paths as people type them.

const tempDir = tempDirs();
const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));

/** A vault Obsidian would open (it has .obsidian/), with Kira (classic), a journey and a Journal folder. */
function newVault(): string {
	const vault = tempDir('paths');
	mkdirSync(join(vault, '.obsidian'));
	mkdirSync(join(vault, 'Journal'));
	cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	cliText('track', 'new', '--vault', vault, '--kind', 'journey', '--rank', 'dangerous', '--name', 'To the Havens');
	return vault;
}

const read = (path: string) => readFileSync(path, 'utf8');
const jsonIn = (cwd: string, ...args: string[]): Json => JSON.parse(cliTextIn(cwd, ...args, '--json'));
const blocks = (path: string) => findBlocks(read(path));

describe('absolute paths inside the vault', () => {
	it('--character, --journal and --track may be absolute paths into the vault', () => {
		const vault = newVault();
		const r = JSON.parse(
			cliText('move', 'Undertake a Journey', '--ruleset', 'classic', '--vault', vault, '--character', join(vault, 'Characters/Kira.md'), '--journal', join(vault, 'Journal/Session 1.md'), '--track', join(vault, 'Tracks/To the Havens.md'), '--dice', '6,1,1', '--choose', '1', '--apply', '--json'),
		);
		expect(r.outcome).toBe('strong_hit');
		expect(r.changes).toContainEqual({ note: '[[Tracks/To the Havens]]', key: 'ticks', from: 0, to: 8 });
		expect(blocks(join(vault, 'Journal/Session 1.md'))).toHaveLength(1);
	});

	it('track mark and clock advance take an absolute note path; meter takes an absolute --character', () => {
		const vault = newVault();
		expect(cliText('track', 'mark', join(vault, 'Tracks/To the Havens.md'), '--vault', vault)).toContain('ticks 0 → 8');
		cliText('clock', 'new', '--vault', vault, '--name', 'Storm', '--segments', '6');
		expect(cliText('clock', 'advance', join(vault, 'Tracks/Storm.md'), '--vault', vault)).toContain('filled 0 → 1');
		expect(cliText('meter', 'suffer', 'health', '1', '--vault', vault, '--character', join(vault, 'Characters/Kira.md'))).toContain('health 5 → 4');
	});

	it('an absolute path outside the vault is still refused, nothing written', () => {
		const vault = newVault();
		const outside = tempDir('outside');
		expect(cliError('track', 'mark', join(outside, 'x.md'), '--vault', vault)).toMatch(/outside the vault/);
		expect(existsSync(join(outside, 'x.md'))).toBe(false);
	});
});

describe('the vault found from the current folder', () => {
	it('from a folder in the vault, without --vault or --ruleset: the journal is where you stand, the ruleset is Kira\'s', () => {
		const vault = newVault();
		const here = join(vault, 'Journal');
		// "Face Danger" is in classic and Starforged: the character's note says which.
		const r = jsonIn(here, 'move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 1.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		expect(r.move).toBe('move:classic/adventure/face_danger');
		expect(blocks(join(here, 'Session 1.md'))).toHaveLength(1);
		expect(existsSync(join(vault, 'Session 1.md'))).toBe(false);
		expect(read(join(vault, 'Characters/Kira.md'))).toContain('momentum: 3');
	});

	it('a path from the vault still works from a folder inside it; a note where you stand wins', () => {
		const vault = newVault();
		const here = join(vault, 'Journal');
		expect(cliTextIn(here, 'track', 'mark', 'Tracks/To the Havens.md')).toContain('ticks 0 → 8');
		expect(cliTextIn(join(vault, 'Tracks'), 'track', 'mark', 'To the Havens.md')).toContain('ticks 8 → 16');
		// Hand changes journal into the vault's Journal.md unless told otherwise.
		cliTextIn(here, 'meter', 'suffer', 'supply', '1');
		expect(blocks(join(vault, 'Journal.md')).length).toBeGreaterThan(0);
	});

	it('commands that need a vault and find none say so on one line, exit 2', () => {
		const nowhere = tempDir('nowhere');
		expect(cliErrorIn(nowhere, 'meter', 'suffer', 'health', '1')).toMatch(/No vault here: give --vault DIR, or run inside a vault/);
		expect(cliErrorIn(nowhere, 'track', 'mark', 'x.md')).toMatch(/No vault here/);
		expect(cliErrorIn(nowhere, 'move', 'Face Danger', '--character', 'Kira', '--journal', 'J.md')).toMatch(/No vault here/);
	});
});

describe('--journal without a vault writes through the locked store', () => {
	it('inside a vault, the journal is taken from where you stand; outside it is refused', () => {
		const vault = newVault();
		const here = join(vault, 'Journal');
		cliTextIn(here, 'roll', '--stat', '2', '--dice', '3,4,5', '--journal', 'Rolls.md');
		expect(blocks(join(here, 'Rolls.md'))).toHaveLength(1);
		const outside = tempDir('outside');
		expect(cliErrorIn(here, 'roll', '--stat', '2', '--dice', '3,4,5', '--journal', join(outside, 'x.md'))).toMatch(/outside the vault/);
		expect(existsSync(join(outside, 'x.md'))).toBe(false);
	});

	it('20 processes appending to one journal at once lose no block', async () => {
		const dir = tempDir('journal-only');
		const journal = join(dir, 'Rolls.md');
		const runs = Array.from({ length: 20 }, (_, i) =>
			new Promise<number | null>((resolve) => {
				const args = i % 2 ? ['roll', '--stat', '2', '--dice', '3,4,5'] : ['move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--dice', '3,4,5'];
				spawn(process.execPath, [BIN, ...args, '--journal', journal], { stdio: 'ignore' }).on('exit', resolve);
			}),
		);
		expect(await Promise.all(runs)).toEqual(Array(20).fill(0));
		expect(blocks(journal)).toHaveLength(20);
		expect(existsSync(join(dir, '.iron-ledger.lock'))).toBe(false);
	});
});
