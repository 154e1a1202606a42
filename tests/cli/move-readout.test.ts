import { describe, expect, it } from 'vitest';
import { cliText } from './run-cli';
import { cliVaults } from './cli-vault';

const vault = cliVaults();

describe('what a move\'s roll means, under its summary', () => {
	it('the move\'s own words for the outcome: Face Death\'s miss says you are dead', () => {
		const { cli } = vault('readout');
		cli('character', 'new', '--name', 'Kara', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		const out = cli('move', 'Face Death', '--journal', 'J.md', '--dice', '1,9,9');
		expect(out.split('\n').slice(0, 2)).toEqual(['Face Death (+heart): miss with a match, 3 vs 9 and 9', 'On a miss, you are dead.']);
	});

	it('an action die cancelled by negative momentum is said, with the rule (MO-14)', () => {
		const { cli } = vault('cancelled');
		cli('character', 'new', '--name', 'Kara', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		cli('meter', 'suffer', 'momentum', '5');
		expect(cli('move', 'Face Danger', '--stat', 'edge', '--journal', 'J.md', '--dice', '3,4,5')).toContain('\nThe action die (3) is cancelled by momentum -3: it adds nothing to the score (MO-14).\nOn a miss, you fail');
	});

	it('a roll without a character reads the same', () => {
		expect(cliText('move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--dice', '6,1,2').split('\n')[1]).toBe('On a strong hit, you are successful. Take +1 momentum.');
	});
});

describe('moves whose size is the player\'s call', () => {
	it('Sacrifice Resources and Lose Momentum without --suffer (or with 0) are refused, not journaled as nothing', () => {
		const { cli, fails } = vault('loss');
		cli('character', 'new', '--name', 'Io', '--ruleset', 'starforged', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		expect(fails('move', 'Sacrifice Resources', '--journal', 'R.md', '--apply')).toBe('iron-ledger move: Sacrifice Resources: say how much supply you lose with --suffer N (1 to 3, as the move that sent you here says).');
		expect(fails('move', 'Lose Momentum', '--journal', 'R.md', '--apply', '--suffer', '0')).toContain('say how much momentum you lose with --suffer N');
		expect(cli('move', 'Lose Momentum', '--journal', 'R.md', '--apply', '--suffer', '2')).toContain('momentum 2 → 0');
	});

	it('a move made without --apply says to make it again with --apply to choose, not to run choose', () => {
		const { cli } = vault('dry-run-hint');
		cli('character', 'new', '--name', 'Io', '--ruleset', 'starforged', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		const out = cli('move', 'Face Danger', '--stat', 'edge', '--dice', '3,2,9', '--journal', 'NA.md');
		expect(out).toContain('To choose, make the move again with --apply');
		expect(out).not.toContain('Then: iron-ledger choose');
	});
});
