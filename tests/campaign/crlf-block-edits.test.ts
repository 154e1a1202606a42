import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { burnOnLastRoll } from '../../src/campaign/burn-last';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { findBlocks } from '../../src/journal/note-text';
import { replaceBlockBody } from '../../src/journal/replace-block';
import { library } from '../helpers/content';
import { cliJson, cliText } from '../cli/run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function crlfJournal(dir: string): void {
	const path = join(dir, 'Journal.md');
	writeFileSync(path, `Before the move.\r\n\r\n${readFileSync(path, 'utf8').replace(/\r?\n/g, '\r\n')}After the move.\r\n`);
}

const bareLf = (text: string) => (text.match(/(?<!\r)\n/g) ?? []).length;

describe('a block rewritten in a CRLF journal keeps the note CRLF and every other byte', () => {
	it('replaceBlockBody changes only the block body, in the note’s ending, and refuses a block that moved', () => {
		const note = 'a\r\n```iron-move\r\nv: 1\r\n```\r\nz\r\n';
		const [place] = findBlocks(note);
		expect(replaceBlockBody(note, place!, 'v: 1\nundone: true\n')).toBe('a\r\n```iron-move\r\nv: 1\r\nundone: true\r\n```\r\nz\r\n');
		expect(replaceBlockBody(note, { ...place!, source: 'v: 2' }, 'x')).toBeNull();
	});

	it('choose later on a CRLF journal', () => {
		const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-crlf-'));
		made.push(dir);
		cliText('character', 'new', '--vault', dir, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cliText('meter', 'suffer', 'health', '4', '--vault', dir);
		cliJson('move', 'Endure Harm', '--suffer', '2', '--stat', 'iron', '--dice', '1,9,9', '--vault', dir, '--character', 'Kira', '--journal', 'Journal.md', '--apply');
		crlfJournal(dir);
		cliText('choose', '--journal', 'Journal.md', '1', '--vault', dir);
		const text = readFileSync(join(dir, 'Journal.md'), 'utf8');
		expect(bareLf(text)).toBe(0);
		expect(text.startsWith('Before the move.\r\n\r\n')).toBe(true);
		expect(text.endsWith('After the move.\r\n')).toBe(true);
		expect(findBlocks(text)[0]?.result.ok).toBe(true);
	});

	it('burning momentum on the last roll of a CRLF journal', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-crlf-'));
		made.push(dir);
		cliText('character', 'new', '--vault', dir, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cliText('meter', 'take', 'momentum', '6', '--vault', dir);
		cliJson('move', 'Face Danger', '--stat', 'edge', '--dice', '1,7,7', '--vault', dir, '--character', 'Kira', '--journal', 'Journal.md', '--apply');
		crlfJournal(dir);
		const burned = await burnOnLastRoll(new FileStateStore(dir), library, 'Journal.md', 'Characters/Kira.md');
		expect(burned.burn?.outcomeBefore).toBe('miss');
		const text = readFileSync(join(dir, 'Journal.md'), 'utf8');
		expect(bareLf(text)).toBe(0);
		expect(text.endsWith('After the move.\r\n')).toBe(true);
	});

	it('a burn that would not improve the outcome is refused, and nothing changes', async () => {
		const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-crlf-'));
		made.push(dir);
		cliText('character', 'new', '--vault', dir, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cliJson('move', 'Face Danger', '--stat', 'edge', '--dice', '1,9,10', '--vault', dir, '--character', 'Kira', '--journal', 'Journal.md', '--apply');
		const before = readFileSync(join(dir, 'Journal.md'), 'utf8');
		await expect(burnOnLastRoll(new FileStateStore(dir), library, 'Journal.md', 'Characters/Kira.md')).rejects.toThrow(/would not improve the miss: nothing was burned/);
		expect(readFileSync(join(dir, 'Journal.md'), 'utf8')).toBe(before);
	});
});
