import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliErrorIn } from './run-cli';
import { cliVaults } from './cli-vault';

const vault = cliVaults();

describe('choose on a block made without --apply', () => {
	it('is refused in one line and writes nothing: the move’s own changes were never made', () => {
		const { dir, cli } = vault('choose-dry-run');
		cli('character', 'new', '--name', 'Kara', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cli('track', 'new', '--kind', 'fight', '--rank', 'dangerous', '--name', 'Foe');
		expect(cli('move', 'Clash', '--character', 'Kara', '--ruleset', 'classic', '--stat', 'iron', '--track', 'Tracks/Foe.md', '--journal', 'J.md', '--dice', '5,3,4')).toContain('a choice is open');
		const read = (p: string) => readFileSync(join(dir, p), 'utf8');
		const before = [read('J.md'), read('Tracks/Foe.md'), read('Characters/Kara.md')];
		expect(cliErrorIn(dir, 'choose', '--journal', 'J.md', '2')).toMatch(/made without --apply.*Make the move again with --apply/);
		expect([read('J.md'), read('Tracks/Foe.md'), read('Characters/Kara.md')]).toEqual(before);
	});

	it('on an applied block still chooses', () => {
		const { cli } = vault('choose-applied');
		cli('character', 'new', '--name', 'Kara', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cli('track', 'new', '--kind', 'fight', '--rank', 'dangerous', '--name', 'Foe');
		cli('move', 'Clash', '--character', 'Kara', '--ruleset', 'classic', '--stat', 'iron', '--track', 'Tracks/Foe.md', '--journal', 'J.md', '--dice', '5,3,4', '--apply');
		expect(cli('choose', '--journal', 'J.md', '2')).toContain('ticks 16 → 24');
	});
});
