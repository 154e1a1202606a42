import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliJson, cliText } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function vault(ruleset: string, assets?: string): { dir: string; move: (...a: string[]) => Record<string, unknown>; sheet: () => string } {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-whole-'));
	made.push(dir);
	cliText('character', 'new', '--vault', dir, '--name', 'Kira', '--ruleset', ruleset, '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', ...(assets ? ['--assets', assets] : []));
	return {
		dir,
		move: (...a) => cliJson('move', ...a, '--ruleset', ruleset, '--vault', dir, '--character', 'Kira', '--journal', 'Journal.md', '--apply'),
		sheet: () => readFileSync(join(dir, 'Characters/Kira.md'), 'utf8'),
	};
}

describe('the whole character from the command line, journaled, undoable and verified', () => {
	it('classic: a pack fought to the end, wounded and healed, 0 health and Face Death, a vow’s XP buys a hawk that helps the next journey', () => {
		const v = vault('classic');
		cliText('track', 'new', '--vault', v.dir, '--kind', 'fight', '--rank', 'troublesome', '--pack', '4', '--name', 'Wolves');
		expect(readFileSync(join(v.dir, 'Tracks/Wolves.md'), 'utf8')).toContain('rank: dangerous\n');
		expect(v.move('Enter the Fray', '--stat', 'wits', '--dice', '6,1,2').changes).toContainEqual({ note: '[[Characters/Kira]]', key: 'initiative', from: false, to: true });
		// A strong hit with a deadly weapon: 2 harm +1, three marks of a dangerous track.
		expect(v.move('Strike', '--track', 'Tracks/Wolves.md', '--stat', 'iron', '--dice', '6,1,2').changes).toEqual([
			{ note: '[[Tracks/Wolves]]', key: 'ticks', from: 0, to: 24 },
			{ note: '[[Tracks/Wolves]]', key: 'decisive', from: null, to: true },
			// The sheet names the fight rolled in last, so a strong hit here is "right before" End the Fight (CB-12).
			{ note: '[[Characters/Kira]]', key: 'last_fight', from: null, to: '[[Tracks/Wolves]]' },
		]);
		expect(v.move('End the Fight', '--track', 'Tracks/Wolves.md', '--dice', '1,2')).toMatchObject({ outcome: 'strong_hit', changes: [{ key: 'status', to: 'complete' }] });
		cliText('debility', 'mark', 'wounded', '--vault', v.dir);
		v.move('Heal', '--stat', 'wits', '--dice', '6,1,2', '--choose', '1');
		expect(v.sheet()).toContain('wounded: false\n');
		cliText('meter', 'suffer', 'health', '4', '--vault', v.dir);
		const harm = v.move('Endure Harm', '--suffer', '2', '--stat', 'iron', '--dice', '1,9,9');
		expect((harm.choices as { text: string }[]).map((c) => c.text)).toEqual(['Mark wounded', 'Mark maimed', 'Roll on the Endure Harm table']);
		cliText('choose', '--journal', 'Journal.md', '1', '--vault', v.dir);
		expect(v.sheet()).toMatch(/health: 0\n[\s\S]*wounded: true\n/);
		expect(v.move('Face Death', '--dice', '5,2,3')).toMatchObject({ outcome: 'strong_hit' });
		cliText('track', 'new', '--vault', v.dir, '--kind', 'vow', '--rank', 'extreme', '--name', 'Avenge');
		cliText('track', 'mark', 'Tracks/Avenge.md', '--vault', v.dir, '--times', '40');
		expect(v.move('Fulfill Your Vow', '--track', 'Tracks/Avenge.md', '--dice', '3,4').changes).toContainEqual({ note: '[[Characters/Kira]]', key: 'xp_earned', from: 0, to: 4 });
		expect(cliText('xp', 'spend', 'Hawk', '--vault', v.dir, '--input', 'name=Kestrel')).toMatch(/^Spend 3 XP: Hawk/);
		cliText('track', 'new', '--vault', v.dir, '--kind', 'journey', '--rank', 'dangerous', '--name', 'Road');
		const journey = v.move('Undertake a Journey', '--track', 'Tracks/Road.md', '--stat', 'wits', '--dice', '4,5,9');
		expect(journey).toMatchObject({ score: 6, outcome: 'weak_hit', abilities: [{ name: 'Kestrel: Far-seeing', used: true }] });
		expect(cliText('verify', '--vault', v.dir)).toMatch(/the journal and the notes agree/);
		expect(cliText('undo', '--journal', 'Journal.md', '--vault', v.dir)).toMatch(/^Undid: Undertake a Journey/);
		expect(cliText('verify', '--vault', v.dir)).toMatch(/the journal and the notes agree/);
	});

	it('Starforged: position in a fight, a starship and a companion take damage, an explorer’s path earns momentum on its own', () => {
		const v = vault('starforged', 'asset:starforged/command_vehicle/starship,asset:starforged/companion/protocol_bot');
		cliText('track', 'new', '--vault', v.dir, '--kind', 'combat_objective', '--rank', 'dangerous', '--name', 'Raiders');
		v.move('Enter the Fray', '--stat', 'wits', '--dice', '6,1,2');
		expect(v.sheet()).toContain('position: in control\n');
		expect(v.move('Strike', '--track', 'Tracks/Raiders.md', '--stat', 'iron', '--dice', '6,1,2').changes).toEqual([{ note: '[[Tracks/Raiders]]', key: 'ticks', from: 0, to: 16 }]);
		v.move('Take Decisive Action', '--track', 'Tracks/Raiders.md', '--dice', '1,2');
		expect(readFileSync(join(v.dir, 'Tracks/Raiders.md'), 'utf8')).toContain('status: complete\n');
		expect(v.move('Withstand Damage', '--suffer', '2', '--stat', 'integrity', '--dice', '1,9,9').changes).toContainEqual({ note: '[[Characters/Kira]]', key: 'starship_integrity', from: 5, to: 3 });
		expect(v.move('Companion Takes a Hit', '--suffer', '2', '--dice', '1,9,9').changes).toContainEqual({ note: '[[Characters/Kira]]', key: 'protocol_bot_health', from: 3, to: 1 });
		cliText('vehicle', 'take', '1', '--vault', v.dir);
		cliText('companion', 'take', '1', '--vault', v.dir);
		cliText('position', 'in a bad spot', '--vault', v.dir);
		cliText('xp', 'earn', '3', '--vault', v.dir);
		cliText('asset', 'add', 'Explorer', '--vault', v.dir);
		const waypoint = v.move('Explore a Waypoint', '--stat', 'wits', '--dice', '6,1,2', '--choose', '1');
		expect(waypoint.abilities).toContainEqual(expect.objectContaining({ ability: 'asset.ability:starforged/path/explorer.0', used: true }));
		// Option 1 is +2 momentum; the path adds +1 on a hit.
		const momentum = (waypoint.changes as { key: string; from: number; to: number }[]).find((c) => c.key === 'momentum');
		expect(momentum && momentum.to - momentum.from).toBe(3);
		expect(v.sheet()).toContain('starship_integrity: 4\n');
		expect(cliText('verify', '--vault', v.dir)).toMatch(/the journal and the notes agree/);
	});
});
