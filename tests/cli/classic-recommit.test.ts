import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

const vault = cliVaults();

/** A vow of 8 filled boxes (dangerous, marked four times) for a character of the ruleset. */
function vow(ruleset: 'classic' | 'starforged') {
	const v = vault('recommit');
	v.cli('character', 'new', '--name', 'Nova', '--ruleset', ruleset, '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Ship');
	v.cli('track', 'mark', 'Tracks/Ship.md', '--times', '4');
	return { ...v, read: (p: string) => readFileSync(join(v.dir, p), 'utf8') };
}

describe('a recommit rolls both challenge dice anew (PR-21)', () => {
	it('Starforged: the miss’s 9 and 10 are not read again; the new 3 and 6 clear 3 boxes, shown and kept in the block', () => {
		const v = vow('starforged');
		const out = v.cli('move', 'Fulfill Your Vow', '--track', 'Tracks/Ship.md', '--journal', 'S1', '--dice', '9,10,3,6', '--choose', '2', '--apply');
		expect(out).toContain('[[Tracks/Ship]]: ticks 32 → 20');
		expect(out).toContain('Recommit: the challenge dice show 3 and 6; 3 boxes are cleared.');
		expect(v.read('S1.md')).toMatch(/recommit:\n {2}- 3\n {2}- 6/);
		expect(v.read('Tracks/Ship.md')).toMatch(/rank: formidable\nticks: 20/);
	});

	it('classic keeps one filled box, and rolls nothing more: a fourth die is refused as unused', () => {
		const v = vow('classic');
		expect(v.fails('move', 'Fulfill Your Vow', '--track', 'Tracks/Ship.md', '--journal', 'S1', '--dice', '9,10,3', '--choose', '1', '--apply')).toContain('--dice');
		v.cli('move', 'Fulfill Your Vow', '--track', 'Tracks/Ship.md', '--journal', 'S1', '--dice', '9,10', '--choose', '1', '--apply');
		expect(v.read('Tracks/Ship.md')).toMatch(/rank: formidable\nticks: 4/);
	});

	it('a recommit chosen later keeps its new dice in the block, as one chosen at the roll does', () => {
		const v = vow('starforged');
		v.cli('move', 'Fulfill Your Vow', '--track', 'Tracks/Ship.md', '--journal', 'S1', '--dice', '9,10', '--apply');
		expect(v.read('S1.md')).not.toMatch(/recommit:/);
		expect(v.cli('choose', '2')).toMatch(/Recommit: the challenge dice show \d+ and \d+/);
		expect(v.read('S1.md')).toMatch(/recommit:\n {2}- \d+\n {2}- \d+/);
	});
});
