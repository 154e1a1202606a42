import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliError, cliText, runCli } from './run-cli';

/*
 * Honest messages, never a stack (issue 13, item 6): a path that is a folder, a broken or
 * looping link, a --vault that is a file, each said in one line naming the path, exit 2.
 */

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function vault(): string {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-fs-errors-'));
	made.push(dir);
	cliText('track', 'new', '--vault', dir, '--kind', 'vow', '--rank', 'dangerous', '--name', 'Vow');
	return dir;
}

describe('file-system errors are one line naming the path', () => {
	it('a note that is a folder', () => {
		const v = vault();
		mkdirSync(join(v, 'Tracks/Folder.md'));
		expect(cliError('track', 'mark', 'Tracks/Folder.md', '--vault', v)).toBe('iron-ledger track: Tracks/Folder.md is a folder, not a note.');
		expect(cliError('track', 'mark', 'Tracks/Vow.md', '--vault', v, '--journal', 'Tracks/Folder.md')).toBe('iron-ledger track: Tracks/Folder.md is a folder, not a note.');
		expect(cliError('journal', 'check', join(v, 'Tracks/Folder.md'))).toBe(`iron-ledger journal: ${join(v, 'Tracks/Folder.md')} is a folder, not a note.`);
	});

	it('a link that loops, and a link to nothing', () => {
		const v = vault();
		symlinkSync('Loop2.md', join(v, 'Tracks/Loop1.md'));
		symlinkSync('Loop1.md', join(v, 'Tracks/Loop2.md'));
		expect(cliError('track', 'mark', 'Tracks/Loop1.md', '--vault', v)).toBe('iron-ledger track: Tracks/Loop1.md is a link that leads round in a loop of links: fix or remove it.');
		rmSync(join(v, 'Tracks/Loop2.md'));
		expect(cliError('track', 'mark', 'Tracks/Loop1.md', '--vault', v)).toBe('iron-ledger track: Tracks/Loop1.md is a link to Loop2.md, which does not exist: fix or remove the link.');
		// A dangling link is no note: verify checks the rest of the vault.
		expect(cliText('verify', '--vault', v)).toMatch(/agree/);
	});

	it('a file where a folder should be, and a --vault that is a file', () => {
		const v = vault();
		writeFileSync(join(v, 'Notes'), 'a file');
		expect(cliError('track', 'mark', 'Notes/Vow.md', '--vault', v)).toBe('iron-ledger track: Notes is a file, not a folder, so Notes/Vow.md cannot be in it.');
		const file = join(v, 'Notes');
		expect(cliError('track', 'mark', 'Tracks/Vow.md', '--vault', file)).toBe(`iron-ledger track: --vault ${file} is a file, not a folder.`);
		expect(cliError('clock', 'new', '--vault', file, '--name', 'Doom')).toBe(`iron-ledger clock: --vault ${file} is a file, not a folder.`);
		expect(cliError('verify', `--vault=${file}`)).toBe(`iron-ledger verify: --vault ${file} is a file, not a folder.`);
	});
});

describe('a note name with "|"', () => {
	it('is refused; neither it nor the note before the "|" is written', () => {
		const v = vault();
		const text = readFileSync(join(v, 'Tracks/Vow.md'), 'utf8');
		writeFileSync(join(v, 'Tracks/Vow|b.md'), text);
		expect(cliError('track', 'mark', 'Tracks/Vow|b.md', '--vault', v)).toBe(
			'iron-ledger track: "Tracks/Vow|b.md" has "|" in its name, which a link cannot hold (in [[a|b]] the b is only the text shown): rename the note.',
		);
		expect(readFileSync(join(v, 'Tracks/Vow.md'), 'utf8')).toBe(text);
		expect(readFileSync(join(v, 'Tracks/Vow|b.md'), 'utf8')).toBe(text);
		expect(runCli('verify', '--vault', v).status).toBe(0);
	});
});
