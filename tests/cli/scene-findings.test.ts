import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

const vault = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

function starforged() {
	const v = vault('scene-findings');
	v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'starforged', '--stats', STATS);
	v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'starforged', '--stats', STATS);
	return { ...v, read: (p: string) => readFileSync(join(v.dir, p), 'utf8') };
}

describe('issue 24 item 4: Starforged scenes and allies refuse what the rules forbid', () => {
	it('--ally on a move Aid Your Ally does not make is refused, naming the moves that take it (SF-39)', () => {
		const v = starforged();
		const error = v.fails('move', 'Face Danger', '--character', 'Kira', '--ally', 'Ash', '--journal', 'J', '--stat', 'edge', '--dice', '5,2,3', '--apply');
		expect(error).toBe('iron-ledger move: Face Danger is not made for an ally: --ally is for the moves Aid Your Ally makes, Secure an Advantage and Gain Ground.');
		expect(v.read('Characters/Ash.md')).toContain('momentum: 2');
	});
});
