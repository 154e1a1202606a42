import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliJson, cliText } from './run-cli';

const tempDir = tempDirs();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

describe('CLI: a character makes only the moves of its own ruleset', () => {
	it('a Sundered Isles character cannot make a classic move, or the Starforged move Sundered Isles replaces; nothing is written', () => {
		const vault = tempDir('ruleset');
		mkdirSync(join(vault, '.obsidian'));
		cliText('character', 'new', '--vault', vault, '--name', 'Isla', '--ruleset', 'sundered_isles', '--stats', STATS);
		const before = readFileSync(join(vault, 'Characters/Isla.md'), 'utf8');
		const classic = cliError('move', 'Endure Harm', '--vault', vault, '--character', 'Isla', '--ruleset', 'classic', '--suffer', '2', '--journal', 'J.md', '--apply', '--dice', '4,2,3');
		expect(classic).toMatch(/^iron-ledger move: Endure Harm \(move:classic\/suffer\/endure_harm\) is not a move of .*Sundered Isles/);
		expect(cliError('move', 'Set a Course', '--vault', vault, '--character', 'Isla', '--ruleset', 'starforged', '--stat', 'supply', '--journal', 'J.md', '--apply', '--dice', '4,2,3')).toContain('move:starforged/exploration/set_a_course) is not a move of');
		expect(readFileSync(join(vault, 'Characters/Isla.md'), 'utf8')).toBe(before);
		expect(readdirSync(vault)).not.toContain('J.md');
		// A Starforged move Sundered Isles plays as it is stays open to it, with or without --ruleset.
		const harm = cliJson('move', 'Endure Harm', '--vault', vault, '--character', 'Isla', '--ruleset', 'starforged', '--suffer', '2', '--stat', 'health', '--journal', 'J.md', '--apply', '--dice', '4,2,3', '--choose', '2');
		expect(harm.move).toBe('move:starforged/suffer/endure_harm');
	});
});
