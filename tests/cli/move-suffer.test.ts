import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliJson, cliText } from './run-cli';

const tempDir = tempDirs();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

function vaultWith(ruleset: string, name: string): string {
	const vault = tempDir('suffer');
	mkdirSync(join(vault, '.obsidian'));
	cliText('character', 'new', '--vault', vault, '--name', name, '--ruleset', ruleset, '--stats', STATS);
	return vault;
}

const sheet = (vault: string, name: string) => readFileSync(join(vault, `Characters/${name}.md`), 'utf8');

describe('CLI: --suffer on the suffer moves that take an amount', () => {
	it('Sacrifice Resources --suffer 3 takes 3 supply; emptying it marks unprepared, and what is left goes elsewhere', () => {
		const vault = vaultWith('starforged', 'Sol');
		const major = cliJson('move', 'Sacrifice Resources', '--vault', vault, '--character', 'Sol', '--journal', 'B.md', '--suffer', '3', '--apply');
		expect(major.changes).toEqual([{ note: '[[Characters/Sol]]', key: 'supply', from: 5, to: 2 }]);
		expect(major.choices).toEqual([]);
		const past = cliJson('move', 'Sacrifice Resources', '--vault', vault, '--character', 'Sol', '--journal', 'B.md', '--suffer', '3', '--apply');
		expect(past.changes).toEqual([
			{ note: '[[Characters/Sol]]', key: 'supply', from: 2, to: 0 },
			{ note: '[[Characters/Sol]]', key: 'unprepared', from: false, to: true },
		]);
		expect(past.notes).toContain('Supply is at 0: the other −1 goes to a different suffer move.');
		expect(sheet(vault, 'Sol')).toContain('supply: 0\n');
		expect(sheet(vault, 'Sol')).toContain('unprepared: true\n');
	});

	it('Lose Momentum --suffer 2 takes 2 momentum; past −6 it offers the choice and does not call for itself', () => {
		const vault = vaultWith('starforged', 'Sol');
		const serious = cliJson('move', 'Lose Momentum', '--vault', vault, '--character', 'Sol', '--journal', 'B.md', '--suffer', '2', '--apply');
		expect(serious.changes).toEqual([{ note: '[[Characters/Sol]]', key: 'momentum', from: 2, to: 0 }]);
		cliJson('move', 'Lose Momentum', '--vault', vault, '--character', 'Sol', '--journal', 'B.md', '--suffer', '5', '--apply');
		const floor = cliJson('move', 'Lose Momentum', '--vault', vault, '--character', 'Sol', '--journal', 'B.md', '--suffer', '3', '--apply');
		expect(floor.changes).toEqual([{ note: '[[Characters/Sol]]', key: 'momentum', from: -5, to: -6 }]);
		expect(floor.choices.map((c: { text: string }) => c.text)[0]).toBe('Apply the cost to a different suffer move');
		expect(floor.follow_ups).toEqual([]);
	});

	it('--suffer on a move that takes no amount is refused, and nothing is written', () => {
		const vault = vaultWith('starforged', 'Sol');
		const before = sheet(vault, 'Sol');
		expect(cliError('move', 'Face Danger', '--vault', vault, '--character', 'Sol', '--journal', 'B.md', '--stat', 'edge', '--suffer', '2', '--apply')).toContain('Face Danger takes no loss of its own');
		const classic = vaultWith('classic', 'Ash');
		// Out of Supply and Face a Setback take --suffer as what is owed past 0 or −6 (tests/cli/rule-limits.test.ts › exchanges owed).
		expect(cliError('move', 'Face Death', '--vault', classic, '--character', 'Ash', '--journal', 'B.md', '--suffer', '2', '--apply', '--anyway')).toContain('Face Death takes no loss of its own');
		expect(sheet(vault, 'Sol')).toBe(before);
		expect(() => readFileSync(join(vault, 'B.md'))).toThrow();
	});
});
