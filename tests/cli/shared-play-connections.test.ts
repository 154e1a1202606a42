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
