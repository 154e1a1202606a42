import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';
import { runCliIn } from './run-cli';

const vaults = cliVaults();
const STATS = ['--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1'];

describe('iron-ledger verify checks the sheets', () => {
	it('a sheet edited out of the rules fails the check with a line per value, and --fix leaves it and says why', () => {
		const v = vaults('verify-sheet');
		v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', ...STATS);
		v.cli('meter', 'suffer', 'health', '1', '--character', 'Kira');
		const sheet = join(v.dir, 'Characters/Kira.md');
		const edited = readFileSync(sheet, 'utf8').replace(/^supply: 5$/m, 'supply: 6').replace(/^momentum: 2$/m, 'momentum: 11').replace(/^edge: 3$/m, 'edge: 0');
		writeFileSync(sheet, edited);

		const r = runCliIn(v.dir, 'verify');
		expect(r.status).toBe(1);
		expect(r.stderr).toBe('');
		expect(r.stdout.trimEnd().split('\n')).toEqual([
			'Characters/Kira.md: edge is 0, below its least (1).',
			'Characters/Kira.md: supply is 6, above its most (5).',
			'Characters/Kira.md: momentum is 11, above its most (10).',
			'1 move in 1 journal note: 3 problems; none can be fixed by setting a value: 3 values on the sheets are outside what the rules allow, and only you know what they should be: set them by hand.',
		]);

		const fix = runCliIn(v.dir, 'verify', '--fix');
		expect(fix.status).toBe(1);
		expect(fix.stdout.trimEnd().split('\n').at(-1)).toBe(
			'1 move in 1 journal note: 3 problems; nothing was set; 3 left as they are: fix them by hand (--fix does not change the 3 values on the sheets outside what the rules allow: it cannot know what they should be).',
		);
		expect(readFileSync(sheet, 'utf8')).toBe(edited);
	});

	it('a fresh character of each ruleset, made by character new, verifies clean', () => {
		const v = vaults('verify-sheet-fresh');
		v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'classic', ...STATS, '--assets', 'Hawk');
		v.cli('character', 'new', '--name', 'Bryn', '--ruleset', 'delve', ...STATS, '--assets', 'Horse');
		v.cli('character', 'new', '--name', 'Cass', '--ruleset', 'starforged', ...STATS, '--assets', 'Starship,Protocol Bot');
		v.cli('character', 'new', '--name', 'Dara', '--ruleset', 'sundered_isles', ...STATS, '--assets', 'Flagship,Parrot');
		expect(v.cli('verify')).toBe('0 moves in 0 journal notes: the journal and the notes agree.');
	});
});
