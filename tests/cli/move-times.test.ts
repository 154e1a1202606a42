import { describe, expect, it } from 'vitest';
import { cliError, cliJson } from './run-cli';
import { cliVaults } from './cli-vault';

const vault = cliVaults();

describe('Confront Chaos: one, two or three aspects, as the player decides', () => {
	it('rolls its table that many times, each result kept in the block and checked by journal check', () => {
		const { cli } = vault('confront-chaos');
		const out = cli('move', 'Confront Chaos', '--ruleset', 'si', '--times', '3', '--dice', '5,50,99', '--journal', 'J.md');
		expect(out.split('\n')[0]).toBe('Confront Chaos; Confront Chaos 5: Archive or map bearing a dire warning; Confront Chaos 50: Malevolent being of dreadful power; Confront Chaos 99: Wrathful spirit or apparition; a choice is open');
		expect(cli('journal', 'check', 'J.md')).toBe('1 block in 1 note: all valid.');
		const starforged = cliJson('move', 'Confront Chaos', '--ruleset', 'starforged', '--times', '2', '--dice', '10,20') as { summary: string };
		expect(starforged.summary).toMatch(/^Confront Chaos; Confront Chaos 10: .*; Confront Chaos 20: /);
	});

	it('with a character, the aspects are its move, and the number is checked', () => {
		const { cli, fails } = vault('confront-chaos-character');
		cli('character', 'new', '--name', 'Isla', '--ruleset', 'sundered_isles', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		expect(cli('move', 'Confront Chaos', '--times', '2', '--dice', '5,50', '--journal', 'J.md', '--choose', '1,1', '--apply')).toContain('discoveries_legacy 0 → 2');
		expect(fails('move', 'Confront Chaos', '--times', '4', '--journal', 'J.md')).toBe('iron-ledger move: Confront Chaos: decide 1 to 3 aspects, not 4.');
	});

	it('--times on a move whose table is not the player\'s to count is refused', () => {
		expect(cliError('move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--times', '2')).toBe('iron-ledger move: Face Danger has no table you roll as often as you decide: the number of rolls is not yours to choose.');
	});
});
