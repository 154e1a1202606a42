import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

/** A journal in folders that are not there yet: the command makes them and says so (issue 29, writes only where asked). */
const vaultNamed = cliVaults();

describe('a journal whose folders do not exist yet', () => {
	it('ask, roll and a character\'s move each say the folders they made, once', () => {
		const v = vaultNamed('journal-folders');
		expect(v.cli('ask', 'likely', '--dice', '50', '--journal', 'a/b/c/J.md').split('\n').slice(-2)).toEqual(['Written to a/b/c/J.md', 'Made the folder a/b/c/']);
		expect(v.cli('ask', 'likely', '--dice', '50', '--journal', 'a/b/c/J.md')).not.toContain('Made the folder');
		expect(v.cli('roll', '--stat', '2', '--dice', '3,4,5', '--journal', 'r/s/J.md')).toContain('\nMade the folder r/s/');
		v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Swordmaster,Hound,Alchemist');
		expect(v.cli('move', 'Face Danger', '--stat', 'edge', '--dice', '6,1,1', '--journal', 'x/y/J.md', '--apply')).toContain('Written to x/y/J.md\nMade the folder x/y/');
		expect(JSON.parse(v.cli('oracle', 'Action', '--ruleset', 'classic', '--dice', '5', '--journal', 'o/p/J.md', '--json')).folders_made).toEqual(['o/p']);
		expect(existsSync(join(v.dir, 'o', 'p', 'J.md'))).toBe(true);
	});
});
