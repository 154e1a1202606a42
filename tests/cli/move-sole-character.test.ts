import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliTextIn } from './run-cli';

const tempDir = tempDirs();

describe('move inside a vault with one character', () => {
	it('is that character’s move without --vault or --character, its ruleset taken from the sheet', () => {
		const dir = tempDir('sole-character');
		mkdirSync(join(dir, '.obsidian'));
		cliTextIn(dir, 'character', 'new', '--name', 'Kara', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		const out = cliTextIn(dir, 'move', 'Face Danger', '--stat', 'edge', '--journal', 'J.md', '--dice', '5,1,2', '--apply');
		expect(out).toContain('Face Danger (+edge): strong hit, 8 vs 1 and 2');
		expect(out).toContain('[[Characters/Kara]]: momentum 2 → 3');
		expect(readFileSync(join(dir, 'J.md'), 'utf8')).toContain('by: "[[Characters/Kara]]"');
	});

	it('a move with its own values (--stat edge=2) stays a plain roll', () => {
		const dir = tempDir('sole-character-values');
		mkdirSync(join(dir, '.obsidian'));
		cliTextIn(dir, 'character', 'new', '--name', 'Kara', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		expect(cliTextIn(dir, 'move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--dice', '5,1,2')).toContain('strong hit, 7 vs 1 and 2');
		// Without a journal, too: a character's move goes in one.
		expect(cliTextIn(dir, 'move', 'Pay the Price', '--ruleset', 'classic', '--dice', '50')).toContain('Pay the Price 50');
	});
});
