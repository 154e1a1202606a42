// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import type { ActionBlock, OracleRecord } from '../../src/journal/block';
import { writeBlock } from '../../src/journal/write';
import { RollStatsModal } from '../../src/obsidian/roll-stats';
import { pluginHarness } from '../helpers/plugin-harness';
import type { Answer } from '../helpers/scripted-prompter';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const common = { oracles: [] as OracleRecord[], changes: [], extra: {} };
const faceDanger = (stat: string, outcome: ActionBlock['outcome'], dice: [number, number, number], undone = false): string =>
	writeBlock({
		kind: 'action',
		...common,
		move: { id: 'move:classic/adventure/face_danger', name: 'Face Danger' },
		stat: { name: stat, value: 2 },
		adds: [],
		action: dice[0],
		challenge: [dice[1], dice[2]],
		score: dice[0] + 2,
		outcome,
		match: dice[1] === dice[2],
		actionCancelled: false,
		...(undone ? { undone: true } : {}),
	});

const files = {
	'Journal/Session 1.md': `# Session 1\n\n${faceDanger('edge', 'strong_hit', [5, 3, 3])}\n${faceDanger('wits', 'miss', [1, 9, 8])}`,
	'Journal/Session 2.md': `# Session 2\n\n${faceDanger('edge', 'weak_hit', [4, 2, 7])}\n${faceDanger('iron', 'miss', [1, 9, 9], true)}`,
	'Other/Notes.md': `# Notes\n\n${faceDanger('heart', 'strong_hit', [6, 1, 2])}`,
};

/** Runs the palette command and hands back what the modal showed (kept past its close for the test). */
async function showStats(script: Answer[], active?: string) {
	const h = await pluginHarness({ files });
	if (active) h.app.workspace.getActiveFile = () => h.app.vault.getFileByPath(active);
	vi.spyOn(RollStatsModal.prototype, 'onClose').mockImplementation(() => undefined);
	const opened = vi.spyOn(RollStatsModal.prototype, 'onOpen');
	// The spy is the prototype's, kept from one test to the next: only this run's modal counts.
	opened.mockClear();
	const prompter = await h.run('show-roll-statistics', script);
	const modal = opened.mock.contexts[0] as RollStatsModal | undefined;
	return { h, prompter, el: modal?.contentEl, title: modal?.titleEl.textContent };
}

const moveRows = (el: HTMLElement | undefined) =>
	[...(el?.querySelector('.iron-ledger-stats-section')?.querySelectorAll('tbody tr, tfoot tr') ?? [])].map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe('Show roll statistics, from the palette', () => {
	it('counts every note in the vault, undone moves left out, and shows the chart and the numbers', async () => {
		const { el, title, h } = await showStats([]);
		expect(h.notices).toEqual([]);
		expect(title).toBe('Roll statistics: every note');
		expect(el?.querySelector('.iron-ledger-stats-scope')?.textContent).toBe('4 blocks in 4 notes: 4 move rolls, 0 oracle rolls, 0 questions to the Oracle (1 undone not counted).');
		expect(el?.querySelector('svg.iron-ledger-stats-chart')).not.toBeNull();
		expect(moveRows(el)).toEqual([
			['Face Danger', '2', '1', '1', '4'],
			['All moves', '2', '1', '1', '4'],
		]);
	});

	it('with a note open, asks which notes: its folder, or the note alone', async () => {
		const folder = await showStats([{ pick: 'The notes in Journal' }], 'Journal/Session 2.md');
		expect(folder.prompter.asked[0]?.choices).toEqual(['Every note in the vault', 'The notes in Journal', 'This note: Session 2']);
		expect(folder.title).toBe('Roll statistics: Journal');
		expect(moveRows(folder.el)).toEqual([
			['Face Danger', '1', '1', '1', '3'],
			['All moves', '1', '1', '1', '3'],
		]);
		const note = await showStats([{ pick: 'This note: Session 2' }], 'Journal/Session 2.md');
		expect(moveRows(note.el)).toEqual([
			['Face Danger', '0', '1', '0', '1'],
			['All moves', '0', '1', '0', '1'],
		]);
	});

	it('cancelled: nothing opens', async () => {
		const { el, h } = await showStats(['cancel'], 'Journal/Session 2.md');
		expect(el).toBeUndefined();
		expect(h.notices).toEqual([]);
	});
});
