import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Json, cliJson, cliText } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A classic fighter with one asset, and a formidable foe: each harm marks a box (4 ticks). */
function fighter(asset: string): { vault: string; clash: (...rest: string[]) => Json } {
	const vault = mkdtempSync(join(tmpdir(), 'iron-ledger-ability-harm-'));
	made.push(vault);
	cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', asset);
	cliText('track', 'new', '--vault', vault, '--kind', 'fight', '--rank', 'formidable', '--name', 'Bandit');
	const clash = (...rest: string[]): Json => cliJson('move', 'Clash', '--stat', 'iron', ...rest, '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--track', 'Tracks/Bandit.md', '--apply');
	return { vault, clash };
}

const change = (r: Json, key: string): unknown => (r.changes as { key: string; to: unknown }[]).find((c) => c.key === key)?.to;

describe('asset abilities that add harm, applied to the fight (classic)', () => {
	it('Hound, Ferocious: the harm marks one more harm on the foe; or the momentum is taken instead', () => {
		const { vault, clash } = fighter('Hound');
		cliText('xp', 'earn', '2', '--vault', vault);
		cliText('asset', 'upgrade', 'Hound', '2', '--vault', vault);
		const offered = clash('--dice', '4,5,9');
		expect(offered.abilities.map((a: Json) => a.name)).toEqual(['Hound: Ferocious', 'Hound: Ferocious']);
		// A weak hit: 2 harm, 8 ticks; with the hound, 3 harm, 12 ticks.
		expect(change(offered, 'ticks')).toBe(8);
		const harm = clash('--ability', '1', '--dice', '4,5,9');
		expect(change(harm, 'ticks')).toBe(20);
		expect(harm.notes).toContain('Hound: Ferocious: +1 harm.');
		const momentum = clash('--ability', '2', '--dice', '4,5,9');
		expect(change(momentum, 'ticks')).toBe(28);
		expect(change(momentum, 'momentum')).toBe(3);
		expect(cliText('verify', '--vault', vault)).toMatch(/the journal and the notes agree/);
	});

	it('Swordmaster: a burn that makes a miss a hit inflicts +2 harm and keeps +1 for the next move; no burn, nothing', () => {
		const { vault, clash } = fighter('Swordmaster');
		cliText('meter', 'take', 'momentum', '4', '--vault', vault);
		const plain = clash('--ability', '1', '--dice', '4,5,9');
		expect([plain.outcome, change(plain, 'ticks'), change(plain, 'pending_adds')]).toEqual(['weak_hit', 8, undefined]);
		const burned = clash('--ability', '1', '--burn', '--dice', '1,5,9');
		expect(burned.outcome).toBe('weak_hit');
		expect(change(burned, 'ticks')).toBe(24);
		expect(change(burned, 'pending_adds')).toEqual([{ value: 1, reason: 'Clash' }]);
		expect(burned.notes).toContain('Swordmaster: When you Strike or Clash and…: +2 harm, +1 on your next move.');
		expect(cliText('verify', '--vault', vault)).toMatch(/the journal and the notes agree/);
	});
});
