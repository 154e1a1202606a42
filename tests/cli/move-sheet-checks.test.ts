import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliError, cliText } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A move on a hand-edited Sundered Isles sheet (the Flagship and a Longboat): refused in one line, nothing written. */
function refusedMove(from: RegExp, to: string, ...args: string[]): string {
	const vault = mkdtempSync(join(tmpdir(), 'iron-ledger-move-sheet-checks-'));
	made.push(vault);
	cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', 'sundered_isles', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Flagship,Longboat');
	const sheet = join(vault, 'Characters/Kira.md');
	const text = readFileSync(sheet, 'utf8').replace(from, to);
	writeFileSync(sheet, text);
	const line = cliError('move', ...args, '--vault', vault, '--character', 'Kira', '--journal', 'Journal.md', '--apply');
	expect(readFileSync(sheet, 'utf8')).toBe(text);
	expect(existsSync(join(vault, 'Journal.md'))).toBe(false);
	return line;
}

describe('a move on a hand-edited sheet', () => {
	it('Withstand Damage does not roll the Longboat when the Flagship’s integrity is text or past its max', () => {
		expect(refusedMove(/^flagship_integrity: 5$/m, 'flagship_integrity: "5"', 'Withstand Damage', '--suffer', '1', '--dice', '3,4,5')).toBe(`iron-ledger move: "flagship_integrity" in Characters/Kira.md (Flagship's integrity) should be a whole number, not "5".`);
		expect(refusedMove(/^flagship_integrity: 5$/m, 'flagship_integrity: 7', 'Withstand Damage', '--suffer', '1', '--dice', '3,4,5')).toMatch(/is 7; it should be 0 to 5\.$/);
	});

	it('a ruleset spelled as on the command line is named, not "in more than one ruleset"', () => {
		expect(refusedMove(/^ruleset: sundered_isles$/m, 'ruleset: si', 'Face Danger', '--stat', 'edge', '--dice', '3,4,5')).toMatch(/"ruleset" in Characters\/Kira.md is "si", a ruleset Iron Ledger does not know: .*\(did you mean sundered_isles\?\)\.$/);
	});
});
