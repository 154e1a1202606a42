import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournalBlock } from '../../src/journal/block';
import { findBlocks } from '../../src/journal/note-text';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliJson, cliText } from './run-cli';

/**
 * `choose` on a "choose one" list with a sub-list (Undertake an Expedition's weak hit: one
 * suffer move (−2), or two suffer moves (−1), or a peril): one pick from the list; the
 * sub-list only after its option; nothing more once the block's choices are settled.
 */

const tempDir = tempDirs();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
const STARSHIP = 'asset:starforged/command_vehicle/starship';

const read = (vault: string, path: string) => readFileSync(join(vault, path), 'utf8');

function lastBlock(vault: string): JournalBlock {
	const blocks = findBlocks(read(vault, 'E.md'));
	const last = blocks[blocks.length - 1]?.result;
	if (!last?.ok) throw new Error('no block');
	return last.block;
}

/** A vault whose character made Undertake an Expedition with a weak hit, the choice left open. */
function weakHit(ruleset: 'starforged' | 'sundered_isles' = 'starforged'): string {
	const vault = tempDir('sub-lists');
	const ship = ruleset === 'starforged' ? STARSHIP : 'asset:sundered_isles/command_vehicle/flagship';
	cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', ruleset, '--stats', STATS, '--assets', ship);
	cliText('track', 'new', '--vault', vault, '--kind', 'expedition', '--rank', 'dangerous', '--name', 'Reef', '--ruleset', ruleset);
	const r = cliJson('move', 'Undertake an Expedition', '--vault', vault, '--character', 'Characters/Kira.md', '--stat', 'edge', '--dice', '1,3,9', '--track', 'Tracks/Reef.md', '--journal', 'E.md', '--apply');
	expect(r.outcome).toBe('weak_hit');
	return vault;
}

const choose = (vault: string, picks: string) => cliJson('choose', '--vault', vault, '--journal', 'E.md', picks);
const refused = (vault: string, picks: string) => cliError('choose', '--vault', vault, '--journal', 'E.md', picks);

/** What a refused pick must leave as it was. */
const snapshot = (vault: string) => [read(vault, 'E.md'), read(vault, 'Characters/Kira.md')];

describe('choose: a list with a sub-list (Starforged Undertake an Expedition, weak hit)', () => {
	it('one suffer move (−2) settles the block: the sub-list is closed, and no further pick is taken', () => {
		const vault = weakHit();
		const made = choose(vault, '6');
		expect(made.chosen).toEqual(['Suffer costs en route: Withstand Damage (−2)']);
		expect(made.summary).not.toContain('a choice is open');
		expect(lastBlock(vault).choices?.map((c) => c.chosen)).toEqual([['Suffer costs en route: Withstand Damage (−2)'], []]);
		const before = snapshot(vault);
		expect(refused(vault, '12')).toBe('iron-ledger choose: E.md has no open choice.');
		expect(refused(vault, '7')).toBe('iron-ledger choose: E.md has no open choice.');
		expect(snapshot(vault)).toEqual(before);
	});

	it('a peril at the waypoint settles it too: nothing is lost', () => {
		const vault = weakHit();
		expect(choose(vault, '8').changes).toEqual([]);
		expect(refused(vault, '9')).toBe('iron-ledger choose: E.md has no open choice.');
		expect(read(vault, 'Characters/Kira.md')).toContain('momentum: 2\n');
	});

	it('the sub-list opens only with "two suffer moves": before it, its options are refused', () => {
		const vault = weakHit();
		const before = snapshot(vault);
		expect(refused(vault, '9,12')).toBe(
			'iron-ledger choose: Option 9 (One of two: Lose Momentum (−1)) is one of a list that opens only with option 7 (Suffer costs en route: two suffer moves (−1), chosen next).',
		);
		expect(refused(vault, '6,9')).toMatch(/^iron-ledger choose: Option 9 .* opens only with option 7 /);
		expect(snapshot(vault)).toEqual(before);
	});

	it('"two suffer moves" leaves the sub-list open; the first list is made, and the sub-list takes exactly two', () => {
		const vault = weakHit();
		const made = choose(vault, '7');
		expect(made.summary).toContain('a choice is open');
		expect(made.changes).toEqual([]);
		const before = snapshot(vault);
		expect(refused(vault, '8')).toBe('iron-ledger choose: The choice of this block is already made: Suffer costs en route: two suffer moves (−1), chosen next.');
		expect(refused(vault, '1')).toBe('iron-ledger choose: The choice of this block is already made: Suffer costs en route: two suffer moves (−1), chosen next.');
		expect(refused(vault, '9')).toMatch(/^iron-ledger choose: Choose 2 of options 9-14, not 1\.$/);
		expect(snapshot(vault)).toEqual(before);
		const two = choose(vault, '9,12');
		expect(two.changes).toEqual([
			{ note: '[[Characters/Kira]]', key: 'momentum', from: 2, to: 1 },
			{ note: '[[Characters/Kira]]', key: 'supply', from: 5, to: 4 },
		]);
		expect(two.summary).not.toContain('a choice is open');
		expect(refused(vault, '10,11')).toBe('iron-ledger choose: E.md has no open choice.');
		expect(cliText('verify', '--vault', vault)).toMatch(/agree/);
	});

	it('the option and its sub-list may be chosen in one go', () => {
		const vault = weakHit();
		const made = choose(vault, '7,9,12');
		expect(made.chosen).toEqual(['Suffer costs en route: two suffer moves (−1), chosen next', 'One of two: Lose Momentum (−1)', 'One of two: Sacrifice Resources (−1)']);
		expect(made.summary).not.toContain('a choice is open');
	});

	it('a block written before the sub-list was tied to its option: the passed-by sub-list is not open', () => {
		const vault = weakHit();
		choose(vault, '6');
		// As older versions wrote it: the sub-list left open, "up to 2".
		writeFileSync(join(vault, 'E.md'), read(vault, 'E.md').replace('  - pick: 2\n', '  - pick: 2\n    up_to: true\n').replace('    chosen: []\n', ''));
		expect(lastBlock(vault).choices?.[1]?.chosen).toBeUndefined();
		expect(refused(vault, '12')).toBe('iron-ledger choose: E.md has no open choice.');
	});
});

describe('choose: other lists that open with a pick', () => {
	it('Sundered Isles Undertake an Expedition: a peril settles the block', () => {
		const vault = weakHit('sundered_isles');
		choose(vault, '8');
		expect(lastBlock(vault).choices?.map((c) => c.chosen?.length)).toEqual([1, 0]);
		expect(refused(vault, '9')).toBe('iron-ledger choose: E.md has no open choice.');
	});

	it('Starforged Endure Harm miss at 1 health, chosen later: the pick that brings you to 0 opens the wounded choice in the block', () => {
		const vault = tempDir('sub-lists');
		cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', 'starforged', '--stats', STATS);
		const sheet = join(vault, 'Characters/Kira.md');
		writeFileSync(sheet, readFileSync(sheet, 'utf8').replace(/^health: .*$/m, 'health: 2'));
		cliJson('move', 'Endure Harm', '--vault', vault, '--character', 'Characters/Kira.md', '--suffer', '1', '--dice', '1,9,9', '--journal', 'E.md', '--apply');
		const made = choose(vault, '1');
		expect(made.summary).toContain('a choice is open');
		expect(lastBlock(vault).choices?.map((c) => c.chosen)).toEqual([['Suffer an additional −1 health'], undefined]);
		expect(refused(vault, '2')).toBe('iron-ledger choose: The choice of this block is already made: Suffer an additional −1 health.');
		choose(vault, '3');
		expect(read(vault, 'Characters/Kira.md')).toContain('wounded: true\n');
		expect(cliText('verify', '--vault', vault)).toMatch(/agree/);
	});
});
