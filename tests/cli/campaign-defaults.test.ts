import { describe, expect, it } from 'vitest';
import { vaultNotes } from '../helpers/vault-notes';
import { type CliVault, cliVaults } from './cli-vault';

/*
 * A campaign played with the defaults over three session notes: moves, sheet commands, a
 * choice left for later, an undo and a momentum burn. Only the first move of each session
 * names its note; everything else goes where the last move went. Afterwards verify agrees and
 * `verify --fix` changes nothing.
 */
const vaults = cliVaults();

const notes = vaultNotes;

function verifiesClean(v: CliVault, moves: number): void {
	expect(v.cli('verify')).toBe(`${moves} moves in 3 journal notes: the journal and the notes agree.`);
	const before = notes(v.dir);
	v.cli('verify', '--fix');
	expect(notes(v.dir)).toEqual(before);
}

const CAMPAIGNS = [
	{ ruleset: 'classic', assets: 'Swordmaster,Hound,Alchemist' },
	{ ruleset: 'starforged', assets: 'asset:starforged/command_vehicle/starship' },
] as const;

describe('a campaign played with the defaults verifies clean', () => {
	it.each(CAMPAIGNS)('$ruleset, over three sessions', ({ ruleset, assets }) => {
		const v = vaults(`${ruleset}-defaults`);
		const move = (name: string, ...rest: string[]) => v.cli('move', name, '--character', 'Kira', ...rest);
		v.cli('character', 'new', '--name', 'Kira', '--ruleset', ruleset, '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', assets);
		// Session 1: a move, a sheet change, a choice left open and made later, an undo.
		move('Face Danger', '--journal', 'Session 1.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		v.cli('meter', 'suffer', 'health', '1');
		if (ruleset === 'classic') move('Forge a Bond', '--stat', 'heart', '--dice', '3,2,9', '--apply');
		else move('Face Danger', '--stat', 'wits', '--dice', '3,2,9', '--apply');
		v.cli('choose', '1');
		v.cli('meter', 'suffer', 'spirit', '1');
		v.cli('undo');
		// Session 2: momentum raised by hand, then burned on a miss with a match.
		move('Secure an Advantage', '--journal', 'Session 2.md', '--stat', 'wits', '--dice', '6,1,1', '--apply');
		v.cli('meter', 'take', 'momentum', '2');
		expect(move('Face Danger', '--stat', 'edge', '--dice', '1,5,5', '--burn', '--apply')).toMatch(/burn/i);
		// Session 3: a vow sworn and marked, a sheet change.
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Find the Relic');
		move('Swear an Iron Vow', '--journal', 'Session 3.md', '--stat', 'heart', '--track', 'Tracks/Find the Relic.md', '--dice', '6,1,1', '--apply');
		v.cli('track', 'mark', 'Tracks/Find the Relic.md');
		v.cli('meter', 'suffer', 'supply', '1');
		const all = notes(v.dir);
		expect(Object.keys(all).filter((p) => /^Session/.test(p))).toEqual(['Session 1.md', 'Session 2.md', 'Session 3.md']);
		expect(all['Journal.md']).toBeUndefined();
		verifiesClean(v, 9);
	});
});
