// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { App, Editor } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import IronLedgerPlugin from '../../main.ts';
import manifest from '../../manifest.json';
import { findBlocks } from '../../src/journal/note-text';
import type { Answer } from '../helpers/scripted-prompter';
import { commandRunner } from '../helpers/run-command';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

class TestEditor extends Editor {}

/** The plugin on an in-memory vault, with a journal open in an editor and commands run from scripts. */
async function setup(rulesets: string[]) {
	const app = App.createConfigured__({ files: { 'Journal.md': '# Session 1\n' } });
	const plugin = new IronLedgerPlugin(app.asOriginalType__(), manifest);
	await plugin.saveData({ rulesets });
	await plugin.onload();
	const editor = new TestEditor();
	editor.setValue('# Session 1\n');
	editor.setCursor({ line: 1, ch: 0 });
	app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
	const runCommand = commandRunner(plugin);
	const run = async (id: string, script: Answer[], dice: number[] = []) => {
		const prompter = await runCommand(id, script, dice);
		expect(prompter.remaining, `${id}: unanswered questions`).toBe(0);
		return prompter;
	};
	const text = async (path: string) => app.vault.read(app.vault.getFileByPath(path)!);
	const blocks = () => findBlocks(editor.getValue()).flatMap((b) => (b.result.ok ? [b.result.block] : []));
	const verify = async () => {
		await app.vault.modify(app.vault.getFileByPath('Journal.md')!, editor.getValue());
		return (await run('verify-campaign', [])).asked;
	};
	const save = async () => {
		const journal = app.vault.getFileByPath('Journal.md')!;
		await app.vault.modify(journal, editor.getValue());
		app.workspace.getActiveFile = (() => journal);
	};
	return { run, text, blocks, verify, save };
}

describe('playing moves from the palette', () => {
	it('a classic journey: Make Camp choices keep +1 for the journey, which adds it and uses it up; verify agrees', async () => {
		const { run, text, blocks, verify } = await setup(['classic']);
		await run('create-character', [{ text: 'Kira' }, { pick: 'wits' }, { pick: 'edge' }, { pick: 'iron' }, { pick: 'heart' }, { pick: 'No assets for now' }]);
		await run('create-progress-track', [{ pick: 'journey' }, { pick: 'dangerous' }, { text: 'To the Havens' }]);
		await run('suffer-meter', [{ pick: 'spirit' }, { number: 2 }]);
		// Make Camp rolls +supply (5): a strong hit, choose two: Relax and Prepare.
		const camp = await run('make-move', [{ pick: 'Make Camp' }, { pick: '+supply (5)' }, { text: '' }, { options: [3, 5] }, { pick: 'Apply all' }], [4, 2, 6]);
		const asked = camp.asked.find((q) => q.kind === 'options');
		expect(asked?.title).toBe('Make Camp: choose 2');
		expect(asked?.choices).toEqual([
			'Recuperate: +1 health for you and any companions',
			'Partake: −1 supply, +1 health for you and any companions',
			'Relax: +1 spirit',
			'Focus: +1 momentum',
			'Prepare: +1 when you Undertake a Journey',
		]);
		expect(await text('Characters/Kira.md')).toContain('spirit: 4\n');
		expect(await text('Characters/Kira.md')).toContain('reason: Make Camp');
		// Undertake a Journey asks which journey, shows the kept +1 with the adds, and uses it.
		const journey = await run('make-move', [{ pick: 'Undertake a Journey' }, { pick: 'To the Havens' }, { pick: '+wits (3)' }, { text: '' }, { pick: 'Apply all' }], [2, 5, 9]);
		expect(journey.asked.find((q) => q.kind === 'text')?.title).toContain('Kept for this move: +1 Make Camp.');
		const last = blocks().at(-1);
		expect(last?.kind === 'action' && last.adds).toEqual([{ value: 1, reason: 'Make Camp' }]);
		expect(last?.kind === 'action' && last.outcome).toBe('weak_hit');
		expect(await text('Tracks/To the Havens.md')).toContain('ticks: 8\n');
		expect(await text('Characters/Kira.md')).toContain('supply: 4\n');
		expect(await text('Characters/Kira.md')).toContain('pending_adds: []');
		expect(await verify()).toEqual([]);
	});

	it('a Starforged fight: Enter the Fray, Gain Ground with two choices, Strike, React Under Fire, Take Decisive Action in a bad spot', async () => {
		const { run, text, blocks, verify } = await setup(['starforged']);
		await run('create-character', [{ text: 'Nova' }, { pick: 'edge' }, { pick: 'iron' }, { pick: 'wits' }, { pick: 'heart' }, { pick: 'No assets for now' }]);
		await run('create-progress-track', [{ pick: 'combat objective' }, { pick: 'dangerous' }, { text: 'Drive off the raiders' }]);
		await run('make-move', [{ pick: 'Enter the Fray' }, { pick: '+edge (3)' }, { text: '' }, { pick: 'Apply all' }], [5, 3, 6]);
		expect(await text('Characters/Nova.md')).toContain('momentum: 4\n');
		await run('make-move', [{ pick: 'Gain Ground' }, { pick: 'Drive off the raiders' }, { pick: '+edge (3)' }, { text: '' }, { options: [1, 2] }, { pick: 'Apply all' }], [4, 2, 5]);
		expect(await text('Tracks/Drive off the raiders.md')).toContain('ticks: 8\n');
		expect(await text('Characters/Nova.md')).toContain('momentum: 6\n');
		await run('make-move', [{ pick: 'Strike' }, { pick: 'Drive off the raiders' }, { pick: '+iron (2)' }, { text: '' }, { pick: 'Apply all' }], [3, 4, 8]);
		expect(await text('Tracks/Drive off the raiders.md')).toContain('ticks: 24\n');
		expect(await text('Characters/Nova.md')).toContain('position: in a bad spot\n');
		// In a bad spot, Strike is not allowed: the rule is named, and the player cancels.
		const refused = await run('make-move', [{ pick: 'Strike' }, { pick: 'Drive off the raiders' }, { confirm: false }]);
		expect(refused.asked.at(-1)?.title).toMatch(/^Strike: not allowed now/);
		await run('make-move', [{ pick: 'React Under Fire' }, { pick: '+edge (3)' }, { text: '' }, { options: [1] }, { pick: 'Apply all' }], [2, 4, 9]);
		expect(await text('Characters/Nova.md')).toContain('momentum: 5\n');
		const decisive = await run('make-move', [{ pick: 'Take Decisive Action' }, { pick: 'Drive off the raiders' }, { options: [7] }, { pick: 'Apply all' }], [2, 5]);
		expect(decisive.asked.find((q) => q.kind === 'options')?.title).toBe('Take Decisive Action: choose 1');
		const last = blocks().at(-1);
		expect(last?.kind === 'progress' && [last.outcome, last.countsAs]).toEqual(['strong_hit', 'weak_hit']);
		expect(await text('Tracks/Drive off the raiders.md')).toContain('status: complete');
		expect(await verify()).toEqual([]);
	});

	it('a follow-up is offered as the next move and made with its magnitude', async () => {
		const { run, text } = await setup(['classic']);
		await run('create-character', [{ text: 'Kira' }, { pick: 'edge' }, { pick: 'iron' }, { pick: 'wits' }, { pick: 'heart' }, { pick: 'No assets for now' }]);
		// Face Danger weak hit → tired or hurt → Endure Harm (1 harm), made next: health 5 → 4 before its roll.
		await run('make-move', [{ pick: 'Face Danger' }, { pick: '+edge (3)' }, { text: '' }, { options: [2] }, { pick: 'Endure Harm (1)' }, { pick: 'Higher of +iron and +health (4)' }, { text: '' }, { options: [2] }, { pick: 'Apply all' }], [2, 3, 9, 5, 1, 2]);
		expect(await text('Characters/Kira.md')).toContain('health: 4\n');
		expect(await text('Characters/Kira.md')).toContain('momentum: 3\n');
	});

	it('burning momentum on the last roll settles the move again: a Delve miss turned into a hit marks no failure (DV-19)', async () => {
		const { run, text, save } = await setup(['delve']);
		await run('create-character', [{ text: 'Kira' }, { pick: 'wits' }, { pick: 'edge' }, { pick: 'iron' }, { pick: 'heart' }, { pick: 'No assets for now' }]);
		await run('take-meter', [{ pick: 'momentum' }, { number: 6 }]);
		await run('make-move', [{ pick: 'Delve the Depths' }, { pick: '+wits (3)' }, { text: '' }, { confirm: false }, { pick: 'Apply all' }, { pick: 'Not now' }], [1, 5, 9]);
		expect(await text('Characters/Kira.md')).toContain('failure: 1\n');
		await save();
		// The weak hit goes on in the table's wits column: 50 is "mark progress".
		await run('burn-momentum', [], [50]);
		const sheet = await text('Characters/Kira.md');
		expect(sheet).toContain('failure: 0\n');
		expect(sheet).toContain('momentum: 2\n');
		const journal = await text('Journal.md');
		expect(journal).toContain('outcome: weak hit');
		expect(journal).toContain('outcome_before: miss');
		expect(journal).toContain('    key: momentum\n    from: 8\n    to: 2\n');
		expect(journal).not.toContain('key: failure');
		expect(journal).toContain('oracle: move.oracle_rollable:delve/delve/delve_the_depths.wits\n    table: Wits\n    roll: 50\n    result: Mark progress.');
	});

	it('clearing a debility never offers a bane: maimed stays marked (DB-09)', async () => {
		const { run, text } = await setup(['classic']);
		await run('create-character', [{ text: 'Kira' }, { pick: 'wits' }, { pick: 'edge' }, { pick: 'iron' }, { pick: 'heart' }, { pick: 'No assets for now' }]);
		await run('mark-impact', [{ pick: 'maimed' }]);
		await run('mark-impact', [{ pick: 'wounded' }]);
		const clear = await run('clear-impact', [{ pick: 'wounded' }]);
		expect(clear.asked[0]?.choices).toEqual(['wounded — marked: clear it']);
		expect(await text('Characters/Kira.md')).toContain('maimed: true\n');
		expect(await text('Characters/Kira.md')).toContain('wounded: false\n');
		// Only a bane left: nothing to offer, and the player is told why.
		expect((await run('clear-impact', [])).asked).toEqual([]);
	});
});
