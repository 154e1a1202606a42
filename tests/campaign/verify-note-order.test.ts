import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledContent } from '../../src/content/bundled';
import { fixFromJournal, verifyCampaign } from '../../src/campaign/verify';
import { FileStateStore } from '../../src/cli/fs-state-store';
import type { SheetBlock, StateChange } from '../../src/journal/block';
import { writeBlock } from '../../src/journal/write';
import { tempDirs } from '../helpers/temp-dirs';

/*
 * Blocks carry no time: verify knows the order of blocks inside a note, never across notes.
 * So it sets no value whose last change it cannot place, and says so.
 */

const tempDir = tempDirs();
const KIRA = '[[Characters/Kira]]';
const sheet = (what: string, changes: StateChange[]): string => writeBlock({ kind: 'sheet', what, oracles: [], changes, extra: {} } satisfies SheetBlock);
const change = (key: string, from: unknown, to: unknown): StateChange => ({ note: KIRA, key, from, to });

function vault(sheetYaml: string, notes: Record<string, string>): string {
	const dir = tempDir('verify-order');
	mkdirSync(join(dir, 'Characters'));
	writeFileSync(join(dir, 'Characters/Kira.md'), `---\n${sheetYaml}---\n`);
	for (const [name, text] of Object.entries(notes)) writeFileSync(join(dir, name), text);
	return dir;
}

/**
 * Played in this order: Journal.md takes initiative and +4 momentum (2 → 6), then a burn in
 * J.md takes momentum 6 → 2 and loses initiative. By name J.md is read first, and in that
 * wrong order the chain still joins up: it ends at momentum 6 and initiative true.
 */
const PLAYED = {
	'Journal.md': [sheet('Take initiative', [change('initiative', false, true)]), sheet('Take +4 momentum', [change('momentum', 2, 6)])].join('\n'),
	'J.md': sheet('Strike, momentum burned', [change('momentum', 6, 2), change('initiative', true, false)]),
};

describe('verify: a value changed in more than one journal note', () => {
	it('is never set by --fix: the order of the notes is not known (the sheet keeps the hand edit)', async () => {
		const dir = vault('momentum: 5\ninitiative: false\n', PLAYED);
		const store = new FileStateStore(dir);
		const report = await verifyCampaign(store, bundledContent());
		expect(report.disagreements.map((d) => [d.key, d.fixable])).toEqual([
			['momentum', false],
			['initiative', false],
		]);
		expect(await fixFromJournal(store, report.disagreements)).toEqual([]);
		expect(readFileSync(join(dir, 'Characters/Kira.md'), 'utf8')).toBe('---\nmomentum: 5\ninitiative: false\n---\n');
	});

	it('the report names the notes, what each leaves, and asks for the value by hand; no value is claimed as the fix', async () => {
		const dir = vault('momentum: 5\ninitiative: false\n', PLAYED);
		const report = await verifyCampaign(new FileStateStore(dir), bundledContent());
		const [momentum, initiative] = report.disagreements.map((d) => d.message);
		expect(momentum).toBe(
			'momentum of [[Characters/Kira]] is 5. J.md:1 leaves it at 2 and Journal.md:13 at 6, and Iron Ledger cannot know which of these was played last (these blocks were written before Iron Ledger kept the time of play), so it cannot say which is right. Not fixed: set it by hand.',
		);
		expect(initiative).toContain('is false. J.md:1 leaves it at false and Journal.md:1 at true');
		expect(initiative).toContain('It may be right, if J.md:1 was played last.');
		for (const m of [momentum, initiative]) {
			expect(m).not.toContain('Fix:');
			expect(m).not.toContain('the journal (last at');
		}
	});

	it('is still set when every note leaves it at the same value: then the order does not matter', async () => {
		const dir = vault('momentum: 5\n', {
			'Session 1.md': sheet('Take momentum', [change('momentum', 2, 4)]),
			'Session 2.md': sheet('Take momentum', [change('momentum', 3, 4)]),
		});
		const store = new FileStateStore(dir);
		const report = await verifyCampaign(store, bundledContent());
		const final = report.disagreements.at(-1);
		expect(final?.fixable).toBe(true);
		expect(final?.message).toBe('momentum of [[Characters/Kira]] is 5, but the journal (last at Session 2.md:1) says 4. Fix: set it to 4.');
		await fixFromJournal(store, report.disagreements);
		expect(readFileSync(join(dir, 'Characters/Kira.md'), 'utf8')).toBe('---\nmomentum: 4\n---\n');
	});

	it('a value that one note alone changes is still fixed, whatever other notes change', async () => {
		const dir = vault('momentum: 5\nhealth: 2\n', { ...PLAYED, 'Session.md': sheet('Endure harm', [change('health', 5, 3)]) });
		const store = new FileStateStore(dir);
		const report = await verifyCampaign(store, bundledContent());
		expect(report.disagreements.filter((d) => d.fixable).map((d) => d.key)).toEqual(['health']);
		await fixFromJournal(store, report.disagreements);
		expect(readFileSync(join(dir, 'Characters/Kira.md'), 'utf8')).toBe('---\nmomentum: 5\nhealth: 3\n---\n');
	});

	it('a break inside one note names the other note that changed the value, instead of "changed outside the journal"', async () => {
		// Played: Journal.md's first block, then J.md's move, then Journal.md's second block.
		const dir = vault('position: in a bad spot\n', {
			'Journal.md': [sheet('Position', [change('position', 'in control', 'in a bad spot')]), sheet('Position', [change('position', 'in control', 'in a bad spot')])].join('\n'),
			'J.md': sheet('Strike', [change('position', 'in a bad spot', 'in control')]),
		});
		const report = await verifyCampaign(new FileStateStore(dir), bundledContent());
		// The sheet is right: the only problem is the break, and it is said as a doubt, not a fact.
		expect(report.disagreements).toHaveLength(1);
		const inNote = report.disagreements[0];
		expect(inNote?.fixable).toBe(false);
		expect(inNote?.message).toBe(
			'Journal.md:13: position of [[Characters/Kira]] starts from "in control", but Journal.md:1 left it at "in a bad spot": J.md changed it too, in blocks without a time, so a block there may have come in between; otherwise it was changed outside the journal.',
		);
	});
});

const fence = (body: string) => `\`\`\`iron-move\n${body}\n\`\`\`\n`;
const FACE_DANGER = (score: number) =>
	fence(
		`v: 1\nkind: action\nmove: move:classic/adventure/face_danger\nname: Face Danger\nstat: edge\nstat_value: 3\naction_die: 3\nchallenge: [2, 4]\nscore: ${score}\noutcome: strong hit\nmatch: false\nchanges:\n  - note: "${KIRA}"\n    key: momentum\n    from: 4\n    to: 5`,
	);

describe('verify: a block that cannot be read', () => {
	it('leaves the values it still records unfixed, and says why', async () => {
		const journal = [sheet('Take momentum', [change('momentum', 2, 4)]), FACE_DANGER(12), sheet('Endure harm', [change('health', 5, 4)])].join('\n');
		const dir = vault('momentum: 5\nhealth: 5\n', { 'Journal.md': journal });
		const store = new FileStateStore(dir);
		const report = await verifyCampaign(store, bundledContent());
		expect(report.problems.some((p) => p.startsWith('Journal.md:22: '))).toBe(true);
		const momentum = report.disagreements.find((d) => d.key === 'momentum');
		expect(momentum?.fixable).toBe(false);
		expect(momentum?.message).toBe(
			'momentum of [[Characters/Kira]] is 5, but the blocks that can be read (last at Journal.md:1) say 4. Not fixed: the block at Journal.md:13 cannot be read and changes it too; mend what cannot be read, then verify again.',
		);
		// Health is not in that block: it is still set.
		expect(report.disagreements.filter((d) => d.fixable).map((d) => d.key)).toEqual(['health']);
		await fixFromJournal(store, report.disagreements);
		expect(readFileSync(join(dir, 'Characters/Kira.md'), 'utf8')).toBe('---\nmomentum: 5\nhealth: 4\n---\n');
	});

	it('whose YAML is broken may have changed anything: no value is set at all', async () => {
		const broken = fence('v: 1\nkind: sheet\nwhat: [oops\nchanges:\n  - note: x');
		const journal = [sheet('Take momentum', [change('momentum', 2, 4)]), broken, sheet('Endure harm', [change('health', 5, 4)])].join('\n');
		const dir = vault('momentum: 5\nhealth: 5\n', { 'Journal.md': journal });
		const store = new FileStateStore(dir);
		const report = await verifyCampaign(store, bundledContent());
		expect(report.disagreements.map((d) => [d.key, d.fixable])).toEqual([
			['momentum', false],
			['health', false],
		]);
		expect(report.disagreements[0]?.message).toContain('Not fixed: the block at Journal.md:13 cannot be read, so what it changes is not known; mend what cannot be read, then verify again.');
		expect(await fixFromJournal(store, report.disagreements)).toEqual([]);
	});

	it('a break next to it says the unreadable block may have changed the value', async () => {
		const journal = [sheet('Take momentum', [change('momentum', 2, 4)]), FACE_DANGER(12), sheet('Take momentum', [change('momentum', 5, 6)])].join('\n');
		const dir = vault('momentum: 6\n', { 'Journal.md': journal });
		const report = await verifyCampaign(new FileStateStore(dir), bundledContent());
		expect(report.disagreements.map((d) => d.message)).toEqual([
			'Journal.md:32: momentum of [[Characters/Kira]] starts from 5, but Journal.md:1 left it at 4: the block at Journal.md:13 cannot be read and changes it too; otherwise it was changed outside the journal.',
		]);
	});
});
