import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliErrorIn, cliTextIn } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function vault(): string {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-tables-'));
	made.push(dir);
	mkdirSync(join(dir, '.obsidian'));
	mkdirSync(join(dir, 'Oracles'));
	writeFileSync(join(dir, 'Oracles/Tavern mood.md'), '# Tavern mood\n\n| d100 | Mood |\n|---|---|\n| 1-50 | Quiet |\n| 51-90 | Rowdy, and [[Patrons]] |\n| 91-00 | Roll twice |\n');
	writeFileSync(join(dir, 'Oracles/Patrons.md'), '| 1d6 | Who |\n|---|---|\n| 1-3 | Miners |\n| 4-6 | Sailors |\n');
	return dir;
}

describe('oracle tables of the player’s own, from the command line', () => {
	it('two notes of one name: the name is refused with both paths, exit 2; the path picks one', () => {
		const dir = vault();
		mkdirSync(join(dir, 'Notes'));
		writeFileSync(join(dir, 'Notes/Patrons.md'), '---\niron_ledger: oracle\n---\n| d6 | Who |\n|---|---|\n| 1-6 | Priests |\n');
		expect(cliErrorIn(dir, 'oracle', 'Patrons', '--dice', '2')).toBe('iron-ledger oracle: "Patrons" names 2 notes: Notes/Patrons.md, Oracles/Patrons.md. Give the note\'s path.');
		expect(cliTextIn(dir, 'oracle', 'Notes/Patrons', '--dice', '2')).toBe('Patrons 2: Priests');
	});

	it('are rolled by name with their linked tables, shown with --table, journaled and checked', () => {
		const dir = vault();
		expect(cliTextIn(dir, 'oracle', 'Tavern mood', '--dice', '60,5')).toBe('Tavern mood 60: Rowdy, and [[Patrons]]\n  ↳ Patrons 5: Sailors');
		expect(cliTextIn(dir, 'oracle', 'tavern mood', '--table')).toContain(' 91-100  Roll twice');
		expect(cliTextIn(dir, 'oracle', 'Tavern mood', '--dice', '95,10,40', '--journal', 'Journal.md')).toContain('Written to Journal.md');
		expect(readFileSync(join(dir, 'Journal.md'), 'utf8')).toContain('oracle: "[[Oracles/Tavern mood]]"');
		expect(cliTextIn(dir, 'journal', 'check', 'Journal.md')).toBe('1 block in 1 note: all valid.');
		expect(cliTextIn(dir, 'oracles').split('\n').slice(-3)).toEqual(['Your tables:', '[[Oracles/Patrons]]  Patrons', '[[Oracles/Tavern mood]]  Tavern mood']);
	});

	it('a near miss gets "did you mean", a malformed table its line; exit 2, nothing written', () => {
		const dir = vault();
		expect(cliErrorIn(dir, 'oracle', 'Tavern mod')).toMatch(/Among your oracle notes: did you mean Tavern mood\?$/);
		writeFileSync(join(dir, 'Oracles/Gaps.md'), '| d100 | x |\n|---|---|\n| 1-40 | a |\n| 50-100 | b |\n');
		expect(cliErrorIn(dir, 'oracle', 'Gaps', '--journal', 'Journal.md')).toBe('iron-ledger oracle: Oracles/Gaps.md:4: No row covers 41-49 (a d100 rolls 1 to 100).');
		writeFileSync(join(dir, 'Oracles/Broken link.md'), '| d100 | x |\n|---|---|\n| 1-100 | [[Nobody]] |\n');
		expect(cliErrorIn(dir, 'oracle', 'Broken link')).toMatch(/Oracles\/Broken link.md: \[\[Nobody\]\] is not an oracle note/);
		expect(() => readFileSync(join(dir, 'Journal.md'))).toThrow();
	});
});
