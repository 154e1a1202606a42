import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../../src/state/frontmatter-text';
import { tempDirs } from '../helpers/temp-dirs';
import { runCli } from './run-cli';

const tempDir = tempDirs();

/**
 * Sheet commands journaled in Journal.md, the move in J.md: played in that order, but J.md comes
 * first by name, where the chain happens to join up. Every block records when it was played, so
 * verify reads them in the order they were played, whatever the notes are called.
 */
function playedAcrossTwoNotes(): string {
	const v = tempDir('verify-order');
	mkdirSync(join(v, '.obsidian'));
	const ok = (...args: string[]) => expect(runCli(...args, '--vault', v).status, args.join(' ')).toBe(0);
	ok('character', 'new', '--name', 'A', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	ok('track', 'new', '--kind', 'fight', '--rank', 'dangerous', '--name', 'Foe');
	ok('initiative', 'take', '--character', 'A', '--journal', 'Journal.md');
	ok('meter', 'take', 'momentum', '4', '--character', 'A');
	ok('move', 'Strike', '--character', 'A', '--stat', 'iron', '--track', 'Tracks/Foe.md', '--journal', 'J.md', '--dice', '1,5,9', '--burn', '--apply');
	return v;
}

const sheetOf = (v: string) => splitFrontmatter(readFileSync(join(v, 'Characters/A.md'), 'utf8')).yaml;

describe('verify across journal notes, in the order the blocks were played', () => {
	it('agrees on a campaign played across two notes whose names sort against the play', () => {
		const v = playedAcrossTwoNotes();
		const r = runCli('verify', '--vault', v);
		expect(r.status).toBe(0);
		expect(r.stdout.trim()).toBe('3 moves in 2 journal notes: the journal and the notes agree.');
	});

	it('--fix sets a hand-edited value back to what the block played last says (before play order, it set 6)', () => {
		const v = playedAcrossTwoNotes();
		expect(sheetOf(v)).toMatch(/^momentum: 2$/m);
		const path = join(v, 'Characters/A.md');
		writeFileSync(path, readFileSync(path, 'utf8').replace(/^momentum: 2$/m, 'momentum: 5'));
		const r = runCli('verify', '--vault', v, '--fix');
		expect(r.status).toBe(0);
		expect(sheetOf(v)).toMatch(/^momentum: 2$/m);
		expect(sheetOf(v)).toMatch(/^initiative: false$/m);
	});
});
