import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

const vault = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
const RESUPPLY = 'move:classic/adventure/resupply';
const SOJOURN = 'move:classic/relationship/sojourn';

function classic(...names: string[]) {
	const v = vault('classic-camp');
	for (const name of names) v.cli('character', 'new', '--name', name, '--ruleset', 'classic', '--stats', STATS);
	return { ...v, read: (name: string) => readFileSync(join(v.dir, `Characters/${name}.md`), 'utf8') };
}

describe('Resupply’s weak hit sells supply for momentum only while supply can rise (ME-25)', () => {
	it('at supply 5 the +1 supply is refused and no momentum is spent; at 4 it is sold once, not twice', () => {
		const v = classic('Kira');
		const args = ['--journal', 'J', '--stat', 'wits', '--dice', '5,1,9', '--apply'];
		expect(v.fails('move', RESUPPLY, ...args, '--choose', '1')).toBe('iron-ledger move: Option 1 (+1 supply for −1 momentum) cannot be chosen: needs supply at most 4.');
		v.cli('meter', 'suffer', 'supply', '1');
		expect(v.fails('move', RESUPPLY, ...args, '--choose', '1,1')).toBe(
			'iron-ledger move: Option 1 (+1 supply for −1 momentum) can be chosen once now: supply is 4, and it needs supply at most 4 each time.',
		);
		expect(v.read('Kira')).toContain('momentum: 2');
		v.cli('move', RESUPPLY, ...args, '--choose', '1');
		expect(v.read('Kira')).toMatch(/supply: 5[\s\S]*momentum: 1/);
	});
});

describe('Sojourn: Mend with Recuperate, and a shared bond’s extra pick (ME-26)', () => {
	it('wounded, Mend and Recuperate picked together clear wounded and heal 1 + 2', () => {
		const v = classic('Kira');
		v.cli('debility', 'mark', 'wounded');
		v.cli('meter', 'suffer', 'health', '3');
		v.cli('move', SOJOURN, '--journal', 'J', '--stat', 'heart', '--dice', '5,3,6', '--choose', '4,1', '--apply');
		expect(v.read('Kira')).toMatch(/health: 5[\s\S]*wounded: false/);
	});

	it('a third pick on a strong hit is taken with a shared bond, and refused without one', () => {
		const v = classic('Kira');
		const args = ['--journal', 'J', '--stat', 'heart', '--dice', '5,3,6', '--choose', '5,6,7', '--apply'];
		expect(v.fails('move', SOJOURN, ...args)).toBe('iron-ledger move: Choose 2 of options 1-8, not 3.');
		v.cli('meter', 'suffer', 'spirit', '2');
		v.cli('meter', 'suffer', 'supply', '2');
		v.cli('move', SOJOURN, ...args, '--adds', '1', '--reason', 'a shared bond');
		expect(v.read('Kira')).toMatch(/spirit: 5\nsupply: 5\nmomentum: 4/);
	});
});

describe('Make Camp is one roll for the party; each ally chooses on it (ME-23)', () => {
	it('the ally’s two picks are offered with the roll and go on the ally’s sheet; one block, one roll', () => {
		const v = classic('Kira', 'Ash');
		v.cli('party', 'Kira', 'Ash');
		const out = v.cli('move', 'move:classic/adventure/make_camp', '--character', 'Kira', '--journal', 'J', '--stat', 'supply', '--dice', '5,3,6', '--choose', '3,4,9,10', '--apply');
		expect(out).toContain('[[Characters/Ash]]: momentum 2 → 3');
		expect(v.fails('choose', '--journal', 'J.md', '6,7,8')).toBe('iron-ledger choose: J.md has no open choice.');
		expect(v.read('Kira')).toContain('momentum: 3');
		expect(v.read('Ash')).toMatch(/spirit: 5[\s\S]*momentum: 3[\s\S]*pending_adds/);
		expect(readFileSync(join(v.dir, 'J.md'), 'utf8').match(/```iron-move/g)).toHaveLength(1);
	});
});
