import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliErrorIn, cliTextIn } from './run-cli';

const tempDir = tempDirs();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

function vault(ruleset: string) {
	const dir = tempDir('move-refusals');
	mkdirSync(join(dir, '.obsidian'));
	const cli = (...a: string[]) => cliTextIn(dir, ...a);
	cli('character', 'new', '--name', 'Kira', '--ruleset', ruleset, '--stats', STATS);
	return { dir, cli, read: (p: string) => readFileSync(join(dir, p), 'utf8') };
}

describe('--burn on a move that makes no action roll is refused, nothing written (MO-13)', () => {
	it('a progress move with a character', () => {
		const v = vault('starforged');
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'V', '--ruleset', 'starforged');
		expect(cliErrorIn(v.dir, 'move', 'Fulfill Your Vow', '--ruleset', 'starforged', '--track', 'Tracks/V.md', '--journal', 'J.md', '--burn', '--apply')).toContain('momentum is not burned on progress rolls (MO-13)');
		expect(existsSync(join(v.dir, 'J.md'))).toBe(false);
	});

	it('Delve: site locate', () => {
		const v = vault('delve');
		v.cli('site', 'new', '--theme', 'Ancient', '--domain', 'Ice Reach', '--rank', 'dangerous', '--name', 'Vault');
		expect(cliErrorIn(v.dir, 'site', 'locate', 'Tracks/Vault.md', '--journal', 'J.md', '--burn', '--apply')).toContain('momentum is not burned on progress rolls (MO-13)');
		expect(existsSync(join(v.dir, 'J.md'))).toBe(false);
	});

	it('a progress move without a character, and a move with no roll', () => {
		expect(cliError('move', 'Reach Your Destination', '--ruleset', 'classic', '--score', '6', '--burn')).toContain('momentum is not burned on progress rolls (MO-13)');
		expect(cliError('move', 'Pay the Price', '--ruleset', 'classic', '--burn')).toContain('no momentum to burn');
	});
});

describe('more --dice than a table move uses are refused', () => {
	it('Make a Discovery takes one d100, with or without a character', () => {
		expect(cliError('move', 'Make a Discovery', '--ruleset', 'starforged', '--dice', '50,50')).toBe('iron-ledger move: --dice gave 2 dice, but this roll used only 1.');
		const v = vault('starforged');
		expect(cliErrorIn(v.dir, 'move', 'Make a Discovery', '--journal', 'J.md', '--dice', '50,50', '--apply')).toBe('iron-ledger move: --dice gave 2 dice, but this roll used only 1.');
		expect(existsSync(join(v.dir, 'J.md'))).toBe(false);
		expect(v.cli('move', 'Make a Discovery', '--journal', 'J.md', '--dice', '50', '--apply')).toContain('Make a Discovery 50');
	});
});
