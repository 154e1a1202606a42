import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliText } from './run-cli';

const tempDir = tempDirs();

describe('a threat that has achieved its goal', () => {
	it('is marked so when its last menace box is marked, and further advances are refused in one line, nothing written', () => {
		const vault = tempDir('threat-achieved');
		cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', 'delve', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cliText('threat', 'new', '--vault', vault, '--name', 'Wyrm', '--rank', 'dangerous');
		const advance = (d100: string) => ['threat', 'advance', 'Tracks/Wyrm.md', '--vault', vault, '--journal', 'Journal.md', '--apply', '--dice', d100];
		// A dangerous threat marks 8 ticks a time: 71-100 marks twice.
		for (const d100 of ['80', '90']) cliText(...advance(d100));
		expect(cliText(...advance('40'))).toContain('menace 32 → 40');
		const threat = readFileSync(join(vault, 'Tracks/Wyrm.md'), 'utf8');
		expect(threat).toMatch(/^achieved: true$/m);
		const journal = readFileSync(join(vault, 'Journal.md'), 'utf8');
		expect(cliError(...advance('50'))).toBe('iron-ledger threat: This threat has achieved its goal (its last menace box is marked): it advances no more (threat-achieved). Nothing was written; add --anyway to make the move regardless.');
		expect(readFileSync(join(vault, 'Tracks/Wyrm.md'), 'utf8')).toBe(threat);
		expect(readFileSync(join(vault, 'Journal.md'), 'utf8')).toBe(journal);
		expect(existsSync(join(vault, 'Journal.md'))).toBe(true);
	});
});
