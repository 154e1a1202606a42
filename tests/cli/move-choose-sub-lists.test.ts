import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournalBlock } from '../../src/journal/block';
import { findBlocks } from '../../src/journal/note-text';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliJson, cliText } from './run-cli';

/** `move --choose` keeps the sub-list rules `choose` keeps (Undertake an Expedition's weak hit). */

const tempDir = tempDirs();
const read = (vault: string, path: string) => readFileSync(join(vault, path), 'utf8');

function vault(): string {
	const dir = tempDir('move-sub-lists');
	cliText('character', 'new', '--vault', dir, '--name', 'Kira', '--ruleset', 'starforged', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'asset:starforged/command_vehicle/starship');
	cliText('track', 'new', '--vault', dir, '--kind', 'expedition', '--rank', 'dangerous', '--name', 'Reef', '--ruleset', 'starforged');
	return dir;
}

const weakHit = (dir: string, picks: string) =>
	['move', 'Undertake an Expedition', '--vault', dir, '--character', 'Characters/Kira.md', '--stat', 'edge', '--dice', '1,3,9', '--track', 'Tracks/Reef.md', '--journal', 'E.md', '--choose', picks, '--apply'];

function lastBlock(dir: string): JournalBlock {
	const blocks = findBlocks(read(dir, 'E.md'));
	const last = blocks[blocks.length - 1]?.result;
	if (!last?.ok) throw new Error('no block');
	return last.block;
}

describe('move --choose with a sub-list', () => {
	it('a −2 suffer move and the sub-list together are refused, nothing written', () => {
		const dir = vault();
		const sheet = read(dir, 'Characters/Kira.md');
		expect(cliError(...weakHit(dir, '1,9,12'))).toMatch(/opens only with option 7/);
		expect(read(dir, 'Characters/Kira.md')).toBe(sheet);
		expect(() => read(dir, 'E.md')).toThrow();
	});

	it('one suffer move (−2) settles the sub-list: the block has no open choice', () => {
		const dir = vault();
		const made = cliJson(...weakHit(dir, '6'));
		expect(made.choices).toEqual([]);
		expect(lastBlock(dir).choices?.map((c) => c.chosen)).toEqual([['Suffer costs en route: Withstand Damage (−2)'], []]);
	});

	it('the sub-list after its opener is taken', () => {
		const dir = vault();
		cliJson(...weakHit(dir, '7,9,12'));
		expect(lastBlock(dir).choices?.map((c) => c.chosen)).toEqual([['Suffer costs en route: two suffer moves (−1), chosen next'], ['One of two: Lose Momentum (−1)', 'One of two: Sacrifice Resources (−1)']]);
	});
});
