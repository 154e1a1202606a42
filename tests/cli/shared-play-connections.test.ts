import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Json } from './run-cli';
import { cliVaults } from './cli-vault';

const vault = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

/** Mara of Starforged with a connection, Old Tam, bonded or not. */
function withTam(bonded: boolean) {
	const v = vault('connections');
	v.cli('character', 'new', '--name', 'Mara', '--ruleset', 'starforged', '--stats', STATS);
	v.cli('track', 'new', '--kind', 'connection', '--rank', 'dangerous', '--name', 'Old Tam', '--character', 'Mara');
	const path = join(v.dir, 'Tracks/Old Tam.md');
	if (bonded) writeFileSync(path, readFileSync(path, 'utf8').replace('ticks: 0', 'ticks: 40').replace('status: active', 'status: complete'));
	const json = (...args: string[]): Json => JSON.parse(v.cli(...args, '--json'));
	return { ...v, json, read: (p: string) => readFileSync(join(v.dir, p), 'utf8') };
}

describe('Test Your Relationship: +1 when bonded (SF-16)', () => {
	it('a bonded connection adds +1 of itself; one not yet bonded adds nothing', () => {
		const test = (v: ReturnType<typeof withTam>) => v.json('move', 'Test Your Relationship', '--character', 'Mara', '--track', 'Tracks/Old Tam.md', '--stat', 'heart', '--dice', '3,5,6', '--journal', 'S.md');
		const bonded = test(withTam(true));
		// 3 + heart 2 + 1 bonded = 6: a weak hit against 5 and 6.
		expect([bonded.score, bonded.outcome]).toEqual([6, 'weak_hit']);
		expect(bonded.block).toContain('bonded');
		const not = test(withTam(false));
		expect([not.score, not.outcome]).toEqual([5, 'miss']);
	});
});

describe('a connection\'s role is kept, and their help offered on a move of it (SF-15)', () => {
	it('track role stores it; an action roll offers their +1 and +1 momentum on a hit, taken when the player confirms it', () => {
		const v = withTam(false);
		const face = (...more: string[]) => v.json('move', 'Face Danger', '--character', 'Mara', '--stat', 'wits', '--dice', '4,5,9', '--journal', 'S.md', ...more);
		// No role, no help offered.
		expect(face().abilities).toEqual([]);
		v.cli('track', 'role', 'Tracks/Old Tam.md', 'navigator', '--journal', 'S.md');
		expect(v.read('Tracks/Old Tam.md')).toContain('roles:\n  - navigator');
		const offered = face();
		expect(offered.abilities).toEqual([expect.objectContaining({ n: 1, name: 'Old Tam, navigator', used: false })]);
		expect(offered.outcome).toBe('miss');
		// Confirmed: 4 + wits 1 + 1 = 6 beats the 5, and the hit takes +1 momentum.
		const helped = face('--ability', '1', '--apply');
		expect([helped.score, helped.outcome]).toEqual([6, 'weak_hit']);
		expect(helped.changes).toContainEqual({ note: '[[Characters/Mara]]', key: 'momentum', from: 2, to: 3 });
		// A second role only once Forge a Bond expanded their influence.
		expect(v.fails('track', 'role', 'Tracks/Old Tam.md', 'smuggler', '--journal', 'S.md')).toContain('a second role comes only when Forge a Bond expands their influence');
	});
});

describe('Swear an Iron Vow to a connection: +1, or +2 bonded (SF-13)', () => {
	it('the vow sworn to a bonded connection adds +2 when the player says so; not bonded, +1', () => {
		for (const [bonded, add] of [[true, 2], [false, 1]] as const) {
			const v = withTam(bonded);
			v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Find', '--character', 'Mara');
			const swear = (...more: string[]) => v.json('move', 'Swear an Iron Vow', '--character', 'Mara', '--track', 'Tracks/Find.md', '--stat', 'heart', '--dice', '2,5,9', '--journal', 'S.md', ...more);
			const plain = swear();
			expect(plain.abilities).toEqual([expect.objectContaining({ n: 1, name: bonded ? 'Old Tam (bonded)' : 'Old Tam', when: 'the vow is sworn to Old Tam', used: false })]);
			expect(plain.score).toBe(4);
			expect(swear('--ability', '1').score).toBe(4 + add);
		}
	});
});
