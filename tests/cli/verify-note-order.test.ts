import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../../src/state/frontmatter-text';
import { tempDirs } from '../helpers/temp-dirs';
import { runCli } from './run-cli';

const tempDir = tempDirs();

/**
 * Sheet commands journal in Journal.md, the move in J.md: played in that order, but read
 * the other way (J.md comes first by name), where the chain happens to join up.
 */
function playedAcrossTwoNotes(): string {
	const v = tempDir('verify-order');
	mkdirSync(join(v, '.obsidian'));
	const ok = (...args: string[]) => expect(runCli(...args, '--vault', v).status, args.join(' ')).toBe(0);
	ok('character', 'new', '--name', 'A', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	ok('track', 'new', '--kind', 'fight', '--rank', 'dangerous', '--name', 'Foe');
	ok('initiative', 'take', '--character', 'A');
	ok('meter', 'take', 'momentum', '4', '--character', 'A');
	ok('move', 'Strike', '--character', 'A', '--stat', 'iron', '--track', 'Tracks/Foe.md', '--journal', 'J.md', '--dice', '1,5,9', '--burn', '--apply');
	return v;
}

const sheetOf = (v: string) => splitFrontmatter(readFileSync(join(v, 'Characters/A.md'), 'utf8')).yaml;

describe('verify across journal notes whose order is not known', () => {
	it('--fix sets neither momentum nor initiative from notes it cannot order, and fails', () => {
		const v = playedAcrossTwoNotes();
		expect(sheetOf(v)).toMatch(/^momentum: 2$/m);
		expect(sheetOf(v)).toMatch(/^initiative: false$/m);
		const path = join(v, 'Characters/A.md');
		writeFileSync(path, readFileSync(path, 'utf8').replace(/^momentum: 2$/m, 'momentum: 5'));
		const r = runCli('verify', '--vault', v, '--fix');
		expect(r.status).toBe(1);
		// The true values are 2 and false: before, --fix set 6 and true.
		expect(sheetOf(v)).toMatch(/^momentum: 5$/m);
		expect(sheetOf(v)).toMatch(/^initiative: false$/m);
		expect(r.stdout).not.toContain('Fix:');
		expect(r.stdout).toContain('Iron Ledger cannot know which of these was played last');
		expect(r.stdout.trim().split('\n').at(-1)).toBe('3 moves in 2 journal notes: 2 problems; nothing was set; 2 left as they are: fix them by hand.');
	});

	it('without --fix, no value is offered as the fix', () => {
		const v = playedAcrossTwoNotes();
		const r = runCli('verify', '--vault', v);
		expect(r.stdout).not.toContain('Fix:');
		expect(r.stdout).not.toContain('run with --fix');
		expect(r.stdout).toContain('initiative of [[Characters/A]] is false. J.md:1 leaves it at false and Journal.md:1 at true');
	});
});
