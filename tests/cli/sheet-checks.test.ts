import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliError, cliText } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A Sundered Isles captain with the Flagship and a Longboat, one key of the sheet hand-edited. */
function editedVault(from: RegExp, to: string): { vault: string; sheet: string; text: string } {
	const vault = mkdtempSync(join(tmpdir(), 'iron-ledger-sheet-checks-'));
	made.push(vault);
	cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', 'sundered_isles', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Flagship,Longboat');
	const sheet = join(vault, 'Characters/Kira.md');
	const text = readFileSync(sheet, 'utf8').replace(from, to);
	writeFileSync(sheet, text);
	return { vault, sheet, text };
}

function refused(from: RegExp, to: string, ...args: string[]): string {
	const { vault, sheet, text } = editedVault(from, to);
	const line = cliError(...args, '--vault', vault);
	expect(readFileSync(sheet, 'utf8')).toBe(text);
	expect(existsSync(join(vault, 'Journal.md'))).toBe(false);
	return line;
}

describe('a hand-edited sheet is refused in one line, nothing written', () => {
	it('an asset meter written as text, or past its max, names the key and what it should be', () => {
		expect(refused(/^flagship_integrity: 5$/m, 'flagship_integrity: "5"', 'vehicle', 'suffer', '1')).toBe(`iron-ledger vehicle: "flagship_integrity" in Characters/Kira.md (Flagship's integrity) should be a whole number, not "5".`);
		expect(refused(/^flagship_integrity: 5$/m, 'flagship_integrity: 7', 'vehicle', 'suffer', '1')).toMatch(/"flagship_integrity" in Characters\/Kira.md \(Flagship's integrity\) is 7; it should be 0 to 5\.$/);
		expect(refused(/^longboat_integrity: 4$/m, 'longboat_integrity: 5', 'meter', 'suffer', 'health', '1')).toMatch(/"longboat_integrity" .* is 5; it should be 0 to 4\./);
	});

	it('a legacy track past 40 ticks, text for experience, an unknown position', () => {
		expect(refused(/^discoveries_legacy: 0$/m, 'discoveries_legacy: 50', 'move', 'Make a Discovery', '--character', 'Kira', '--journal', 'Journal.md', '--dice', '3,4,5', '--apply')).toMatch(/"discoveries_legacy" in Characters\/Kira.md is 50; it should be 0 to 40\.$/);
		expect(refused(/^xp_earned: 0$/m, 'xp_earned: lots', 'xp', 'earn', '2')).toMatch(/"xp_earned" in Characters\/Kira.md should be a whole number, 0 or more, not "lots"\.$/);
		expect(refused(/^position: in control$/m, 'position: sideways', 'move', 'Clash', '--character', 'Kira', '--journal', 'Journal.md', '--stat', 'edge', '--dice', '3,4,5', '--apply')).toMatch(/"position" .* should be "in control" or "in a bad spot", not "sideways"\.$/);
	});

	it('a ruleset spelled as on the command line is not one the sheet may hold', () => {
		expect(refused(/^ruleset: sundered_isles$/m, 'ruleset: si', 'meter', 'suffer', 'health', '1')).toMatch(/"ruleset" in Characters\/Kira.md is "si", a ruleset Iron Ledger does not know: it should be classic, delve, starforged or sundered_isles \(did you mean sundered_isles\?\)\.$/);
		expect(refused(/^ruleset: sundered_isles$/m, 'ruleset: sundered-islands', 'move', 'Withstand Damage', '--character', 'Kira', '--journal', 'Journal.md', '--suffer', '1', '--dice', '3,4,5', '--apply')).toMatch(/is "sundered-islands", a ruleset Iron Ledger does not know.*did you mean sundered_isles\?/);
	});
});
