import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledContent } from '../../src/content/bundled';
import { playOrder } from '../../src/campaign/play-order';
import { fixFromJournal, verifyCampaign } from '../../src/campaign/verify';
import { FileStateStore } from '../../src/cli/fs-state-store';
import type { SheetBlock, StateChange } from '../../src/journal/block';
import type { PlayStamp } from '../../src/journal/play-order';
import { writeBlock } from '../../src/journal/write';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();
const KIRA = '[[Characters/Kira]]';
const at = (s: number, seq = 1): PlayStamp => ({ at: new Date(Date.UTC(2026, 10, 28, 14, 0, s)).toISOString(), seq });
const sheet = (what: string, changes: StateChange[], played?: PlayStamp): string =>
	writeBlock({ kind: 'sheet', what, oracles: [], changes, extra: {}, ...(played ? { played } : {}) } satisfies SheetBlock);
const change = (key: string, from: unknown, to: unknown): StateChange => ({ note: KIRA, key, from, to });

function vault(sheetYaml: string, notes: Record<string, string>): string {
	const dir = tempDir('play-order');
	mkdirSync(join(dir, 'Characters'));
	writeFileSync(join(dir, 'Characters/Kira.md'), `---\n${sheetYaml}---\n`);
	for (const [name, text] of Object.entries(notes)) writeFileSync(join(dir, name), text);
	return dir;
}

describe('play order across notes', () => {
	type Item = { name: string; stamp?: PlayStamp };
	const order = (notes: Record<string, Item[]>) =>
		playOrder(new Map(Object.entries(notes)), (i) => i.stamp).map((p) => p.item.name);

	it('puts stamped blocks in the order they were played, whatever their notes are called', () => {
		expect(order({ 'Session 10.md': [{ name: 'c', stamp: at(3) }], 'Session 2.md': [{ name: 'a', stamp: at(1) }, { name: 'd', stamp: at(4) }], 'Journal.md': [{ name: 'b', stamp: at(2) }] })).toEqual(['a', 'b', 'c', 'd']);
	});

	it('keeps blocks written before the change first, in the order they always had (note name, then place)', () => {
		expect(order({ 'Session 10.md': [{ name: 'old10' }], 'Session 2.md': [{ name: 'old2' }, { name: 'new', stamp: at(1) }], 'A.md': [{ name: 'first', stamp: at(0) }] })).toEqual(['old2', 'old10', 'first', 'new']);
	});

	it('a block without a time below a stamped one goes right after it (typed by hand, written by an older version)', () => {
		expect(order({ 'B.md': [{ name: 'b1', stamp: at(1) }, { name: 'b-hand' }], 'A.md': [{ name: 'a2', stamp: at(2) }] })).toEqual(['b1', 'b-hand', 'a2']);
	});

	it('breaks a tie by sequence, then by note and place', () => {
		expect(order({ 'B.md': [{ name: 'b', stamp: at(1, 1) }], 'A.md': [{ name: 'a2', stamp: at(1, 2) }, { name: 'a1', stamp: at(1, 1) }] })).toEqual(['a1', 'b', 'a2']);
	});
});

/**
 * Played in this order: Journal.md takes initiative and +4 momentum (2 → 6), then a burn in
 * J.md takes momentum 6 → 2. By name J.md comes first; by the blocks' times it comes last.
 */
const PLAYED = {
	'Journal.md': [sheet('Take initiative', [change('initiative', false, true)], at(1)), sheet('Take +4 momentum', [change('momentum', 2, 6)], at(2))].join('\n'),
	'J.md': sheet('Strike, momentum burned', [change('momentum', 6, 2), change('initiative', true, false)], at(3)),
};

describe('verify reads blocks in play order across notes', () => {
	it('a campaign played across two notes agrees, whatever the notes are called', async () => {
		const dir = vault('momentum: 2\ninitiative: false\n', PLAYED);
		const report = await verifyCampaign(new FileStateStore(dir), bundledContent());
		expect(report.problems).toEqual([]);
		expect(report.disagreements).toEqual([]);
	});

	it('a sheet edited by hand is set back to what the last block played says', async () => {
		const dir = vault('momentum: 5\ninitiative: false\n', PLAYED);
		const store = new FileStateStore(dir);
		const report = await verifyCampaign(store, bundledContent());
		expect(report.disagreements.map((d) => [d.key, d.journal, d.fixable])).toEqual([['momentum', 2, true]]);
		await store.exclusive(() => fixFromJournal(store, report.disagreements));
		expect((await store.frontmatter('Characters/Kira.md'))?.momentum).toBe(2);
	});

	it('the order comes from the times, not the names: the same blocks played the other way leave other values', async () => {
		const dir = vault('momentum: 2\ninitiative: false\n', { ...PLAYED, 'J.md': sheet('Strike, momentum burned', [change('momentum', 6, 2), change('initiative', true, false)], at(0)) });
		const report = await verifyCampaign(new FileStateStore(dir), bundledContent());
		expect(report.disagreements.map((d) => [d.key, d.journal, d.fixable])).toEqual([
			['momentum', 6, true],
			['initiative', true, true],
		]);
	});
});
