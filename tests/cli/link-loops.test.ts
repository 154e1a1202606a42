import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

/**
 * Links that lead back into the vault (to itself, to a parent, to a sibling folder) are walked
 * once: each note is counted once, by its real path, in stats, verify and export (issue 29).
 */
const vaultNamed = cliVaults();

describe('a loop of folder links inside the vault', () => {
	it('stats, verify and export see each note once', () => {
		const v = vaultNamed('link-loops');
		v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Swordmaster,Hound,Alchemist');
		v.cli('move', 'Face Danger', '--stat', 'edge', '--dice', '6,1,1', '--journal', 'Sessions/One.md', '--apply');
		v.cli('move', 'Face Danger', '--stat', 'edge', '--dice', '6,2,2', '--journal', 'Sessions/One.md', '--apply');
		const plain = v.cli('stats').split('\n')[0];
		symlinkSync('.', join(v.dir, 'loop'));
		symlinkSync(v.dir, join(v.dir, 'Sessions', 'root'));
		symlinkSync('../Sessions', join(v.dir, 'Sessions', 'again'));
		expect(plain).toBe('2 blocks in 2 notes: 2 move rolls, 0 oracle rolls, 0 questions to the Oracle.');
		expect(v.cli('stats').split('\n')[0]).toBe(plain);
		expect(v.cli('verify')).toBe('2 moves in 1 journal note: the journal and the notes agree.');
		expect(v.cli('export', '--out', 'Story.md')).toBe('Wrote Story.md: 1 chapter (Sessions/One.md).');
		expect(readFileSync(join(v.dir, 'Story.md'), 'utf8').match(/Face Danger/g)).toHaveLength(2);
	});
});
