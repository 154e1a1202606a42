import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

const vault = cliVaults();

/** A classic character in a duel (formidable: rank 3) and a brawl beside it. */
function duel() {
	const v = vault('classic-combat');
	v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	v.cli('track', 'new', '--kind', 'fight', '--rank', 'formidable', '--name', 'Duel');
	v.cli('track', 'new', '--kind', 'fight', '--rank', 'dangerous', '--name', 'Brawl');
	return { ...v, read: (p: string) => readFileSync(join(v.dir, p), 'utf8') };
}

describe('classic boasts change the harm of the duel (CB-08, CB-17)', () => {
	it('Hold no iron: Strike inflicts 1 +1 harm, not the weapon’s 2 +1; Bare yourself: Endure Harm takes the foe’s rank +1', () => {
		const v = duel();
		v.cli('move', 'Draw the Circle', '--track', 'Tracks/Duel.md', '--journal', 'J', '--dice', '6,2,3', '--choose', '2,3', '--apply');
		const out = v.cli('move', 'Strike', '--track', 'Tracks/Duel.md', '--journal', 'J', '--stat', 'iron', '--dice', '6,2,3', '--apply');
		expect(out).toContain('2 harm marks progress 2 times.');
		expect(v.read('Tracks/Duel.md')).toContain('ticks: 8');
		v.cli('move', 'Endure Harm', '--track', 'Tracks/Duel.md', '--journal', 'J', '--dice', '1,8,9', '--apply');
		expect(v.read('Characters/Kira.md')).toContain('health: 1');
	});

	it('in a fight without the boasts, the weapon’s harm and the foe’s rank stand', () => {
		const v = duel();
		v.cli('initiative', 'take');
		expect(v.cli('move', 'Strike', '--track', 'Tracks/Duel.md', '--journal', 'J', '--stat', 'iron', '--dice', '6,2,3', '--apply')).toContain('3 harm marks progress 3 times.');
		v.cli('move', 'Endure Harm', '--track', 'Tracks/Duel.md', '--journal', 'J', '--dice', '1,8,9', '--apply');
		expect(v.read('Characters/Kira.md')).toContain('health: 2');
	});
});

describe('End the Fight only right after a strong hit in that fight (CB-12)', () => {
	it('a miss in another fight after the strong hit here refuses End the Fight, in one line', () => {
		const v = duel();
		v.cli('move', 'Draw the Circle', '--track', 'Tracks/Duel.md', '--journal', 'J', '--dice', '6,2,3', '--apply');
		v.cli('move', 'Strike', '--track', 'Tracks/Brawl.md', '--journal', 'J', '--stat', 'iron', '--dice', '1,8,9', '--apply');
		const error = v.fails('move', 'End the Fight', '--track', 'Tracks/Duel.md', '--journal', 'J', '--dice', '2,3', '--apply');
		expect(error).toContain('your last roll was in another fight');
		expect(v.read('Tracks/Duel.md')).toContain('status: active');
	});

	it('right after the strong hit in the same fight, End the Fight is made', () => {
		const v = duel();
		v.cli('move', 'Draw the Circle', '--track', 'Tracks/Duel.md', '--journal', 'J', '--dice', '6,2,3', '--apply');
		v.cli('track', 'mark', 'Tracks/Duel.md', '--times', '4');
		v.cli('move', 'End the Fight', '--track', 'Tracks/Duel.md', '--journal', 'J', '--dice', '2,3', '--apply');
		expect(v.read('Tracks/Duel.md')).toContain('status: complete');
	});
});
