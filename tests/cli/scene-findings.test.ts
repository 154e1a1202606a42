import { existsSync, readFileSync } from 'node:fs';
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

describe('a full tension clock ends the marking of progress (SF-24)', () => {
	it('Face Danger in a scene challenge with its clock full marks no progress, and says so', () => {
		const v = starforged();
		v.cli('track', 'new', '--kind', 'scene_challenge', '--readiness', 'ready', '--name', 'Heist');
		v.cli('clock', 'advance', 'Tracks/Heist tension.md', '--times', '4');
		const out = v.cli('move', 'move:starforged/scene_challenge/face_danger', '--character', 'Kira', '--track', 'Tracks/Heist.md', '--clock', 'Tracks/Heist tension.md', '--journal', 'J', '--stat', 'edge', '--dice', '5,2,3', '--apply');
		expect(out).toContain('The tension clock is full: no progress is marked. Finish the Scene.');
		expect(v.read('Tracks/Heist.md')).toContain('ticks: 0');
	});
});

describe('the scene moves find the tension clock from the scene challenge track (SF-21, SF-22)', () => {
	it('Face Danger in a scene challenge fills the scene\'s tension clock without --clock', () => {
		const v = starforged();
		v.cli('track', 'new', '--kind', 'scene_challenge', '--readiness', 'ready', '--name', 'Heist');
		const out = v.cli('move', 'move:starforged/scene_challenge/face_danger', '--character', 'Kira', '--track', 'Tracks/Heist.md', '--journal', 'J', '--stat', 'edge', '--dice', '3,2,8', '--apply');
		expect(out).not.toContain('No tension clock was given');
		expect(v.read('Tracks/Heist tension.md')).toContain('filled: 1');
		expect(v.read('Tracks/Heist.md')).toContain('ticks: 8');
	});
});

describe('Begin the Scene: the readiness sets the rank (SF-21)', () => {
	it('--readiness with --rank is refused in one line, nothing made', () => {
		const v = starforged();
		expect(v.fails('track', 'new', '--kind', 'scene_challenge', '--readiness', 'ready', '--rank', 'epic', '--name', 'Heist')).toBe("iron-ledger track: --readiness sets the scene's rank (SF-21): give --readiness or --rank, not both.");
		expect(existsSync(join(v.dir, 'Tracks/Heist.md'))).toBe(false);
	});
});

describe('Face Defeat puts you in a bad spot only while objectives remain (SF-09)', () => {
	it('with no objective left, Face Defeat clears it and leaves your position alone', () => {
		const v = starforged();
		v.cli('track', 'new', '--kind', 'combat_objective', '--rank', 'dangerous', '--name', 'Raiders');
		v.cli('move', 'Face Defeat', '--character', 'Kira', '--track', 'Tracks/Raiders.md', '--journal', 'J', '--choose', '2', '--apply');
		expect(v.read('Tracks/Raiders.md')).toContain('status: forsaken');
		expect(v.read('Characters/Kira.md')).not.toContain('in a bad spot');
	});
});
