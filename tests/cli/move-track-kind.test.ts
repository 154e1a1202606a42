import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliErrorIn } from './run-cli';
import { cliVaults } from './cli-vault';

const vault = cliVaults();

describe('a move on a track of the wrong kind is refused, naming the kind it needs', () => {
	it('Strike on a Delve site, a journey or a destination on a vow, Fulfill Your Vow on a fight; nothing written', () => {
		const { dir, cli } = vault('track-kind');
		cli('character', 'new', '--name', 'Kira', '--ruleset', 'delve', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Vow');
		cli('track', 'new', '--kind', 'fight', '--rank', 'dangerous', '--name', 'Foe');
		cli('site', 'new', '--theme', 'Ancient', '--domain', 'Ice Reach', '--rank', 'dangerous', '--name', 'Vault');
		const refused = (move: string, track: string, ...more: string[]) => cliErrorIn(dir, 'move', move, '--track', track, '--journal', 'J.md', '--apply', ...more);
		expect(refused('Strike', 'Tracks/Vault.md', '--stat', 'iron')).toBe('iron-ledger move: Strike is made on a fight track, but [[Tracks/Vault]] is a delve site: give a fight with --track; nothing was written.');
		expect(refused('Undertake a Journey', 'Tracks/Vow.md', '--stat', 'wits')).toContain('is made on a journey track, but [[Tracks/Vow]] is a vow');
		expect(refused('Fulfill Your Vow', 'Tracks/Foe.md')).toContain('is made on a vow track, but [[Tracks/Foe]] is a fight');
		expect(refused('Reach Your Destination', 'Tracks/Vow.md')).toContain('is made on a journey track, but [[Tracks/Vow]] is a vow');
		expect(existsSync(join(dir, 'J.md'))).toBe(false);
		expect(cli('move', 'Clash', '--track', 'Tracks/Foe.md', '--stat', 'iron', '--journal', 'J.md', '--dice', '5,1,2', '--apply')).toContain('strong hit');
	});
});
