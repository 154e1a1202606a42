import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledContent } from '../../src/content/bundled';
import { fixFromJournal, verifyCampaign, verifySummary } from '../../src/campaign/verify';
import { FileStateStore } from '../../src/cli/fs-state-store';
import type { SheetBlock, StateChange } from '../../src/journal/block';
import { writeBlock } from '../../src/journal/write';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const sheet = (what: string, changes: StateChange[]): string => writeBlock({ kind: 'sheet', what, oracles: [], changes, extra: {} } satisfies SheetBlock);

/** A vault whose journal breaks its own chain, names a missing note, and disagrees with one note. */
function vault(): string {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-verify-'));
	made.push(dir);
	mkdirSync(join(dir, 'Characters'));
	writeFileSync(join(dir, 'Characters/Kira.md'), '---\nmomentum: 7\nhealth: 5\n---\n');
	const blocks = [
		sheet('Take momentum', [{ note: '[[Characters/Kira]]', key: 'momentum', from: 2, to: 3 }]),
		// Starts from 5 where the block before left 3: a break in the journal itself.
		sheet('Take momentum', [{ note: '[[Characters/Kira]]', key: 'momentum', from: 5, to: 6 }]),
		sheet('Suffer harm', [{ note: '[[Characters/Gone]]', key: 'health', from: 5, to: 4 }]),
	];
	writeFileSync(join(dir, 'Journal.md'), `# Session\n\n${blocks.join('\n')}`);
	return dir;
}

describe('verify --fix reports only what it wrote', () => {
	it('the value that disagrees is set; the break in the chain and the missing note are left and said', async () => {
		const dir = vault();
		const store = new FileStateStore(dir);
		const report = await verifyCampaign(store, bundledContent());
		expect(report.problems).toEqual(['[[Characters/Gone]] is missing or unreadable, but Journal.md:27 changed it.']);
		expect(report.disagreements.map((d) => [d.key, d.fixable])).toEqual([
			['momentum', false],
			['momentum', true],
		]);
		expect(verifySummary(report)).toBe('3 moves in 1 journal note: 3 problems; run with --fix to set the 1 marked "Fix:" to what the journal says.');

		const fixed = await fixFromJournal(store, report.disagreements);
		expect(fixed.map((d) => d.message)).toEqual([report.disagreements[1]?.message]);
		expect(readFileSync(join(dir, 'Characters/Kira.md'), 'utf8')).toBe('---\nmomentum: 6\nhealth: 5\n---\n');
		expect(verifySummary(report, fixed)).toBe(
			'3 moves in 1 journal note: 3 problems; 1 value set to what the journal says (momentum of [[Characters/Kira]]); 2 left as they are: fix them by hand.',
		);
	});

	it('a note that is not UTF-8 is skipped and named, not counted as a problem, and never written', async () => {
		const dir = vault();
		const latin = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
		writeFileSync(join(dir, 'latin.md'), latin);
		const store = new FileStateStore(dir);
		const report = await verifyCampaign(store, bundledContent());
		expect(report.unreadable).toEqual([{ note: 'latin.md', reason: 'not UTF-8 text (Latin-1?)' }]);
		expect(report.problems).toHaveLength(1);
		await fixFromJournal(store, report.disagreements);
		expect(readFileSync(join(dir, 'latin.md')).equals(latin)).toBe(true);
	});

	it('with nothing it can set, it says that nothing was set', async () => {
		const dir = vault();
		writeFileSync(join(dir, 'Characters/Kira.md'), '---\nmomentum: 6\nhealth: 5\n---\n');
		const store = new FileStateStore(dir);
		const report = await verifyCampaign(store, bundledContent());
		expect(verifySummary(report)).toBe('3 moves in 1 journal note: 2 problems; none can be fixed by setting a value.');
		const fixed = await fixFromJournal(store, report.disagreements);
		expect(verifySummary(report, fixed)).toBe('3 moves in 1 journal note: 2 problems; nothing was set; 2 left as they are: fix them by hand.');
	});

	it('a note or key holding a line break is printed on one line', async () => {
		const dir = vault();
		writeFileSync(join(dir, 'Journal.md'), `# Session\n\n${sheet('Odd', [{ note: '[[Characters/Kira]]', key: 'momentum\nJournal.md:1: fine', from: 1, to: 2 }])}`);
		const report = await verifyCampaign(new FileStateStore(dir), bundledContent());
		const lines = report.disagreements.map((d) => d.message);
		expect(lines).toEqual(['momentum\\nJournal.md:1: fine of [[Characters/Kira]] is null, but the journal (last at Journal.md:3) says 2. Fix: set it to 2.']);
	});
});
