// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { App, Editor } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import IronLedgerPlugin from '../../main.ts';
import manifest from '../../manifest.json';
import { findBlocks } from '../../src/journal/note-text';
import { commandRunner } from '../helpers/run-command';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

class TestEditor extends Editor {}

async function setup() {
	const app = App.createConfigured__({ files: { 'Journal.md': '# Session 1\n' } });
	const plugin = new IronLedgerPlugin(app.asOriginalType__(), manifest);
	await plugin.saveData({ rulesets: ['classic'] });
	await plugin.onload();
	const run = commandRunner(plugin);
	const text = async (path: string) => app.vault.read(app.vault.getFileByPath(path)!);
	return { app, plugin, run, text };
}

describe('campaign commands in Obsidian', () => {
	it('create a character and a vow, make a move whose outcome changes the sheet, undo it, verify', async () => {
		const { app, plugin, run, text } = await setup();
		await run('create-character', [{ text: 'Kira' }, { pick: 'edge' }, { pick: 'heart' }, { pick: 'iron' }, { pick: 'shadow' }, { pick: 'Archer' }, { pick: 'Done' }]);
		const sheet = await text('Characters/Kira.md');
		expect(sheet).toContain('iron_ledger: character\nruleset: classic\nname: Kira\nedge: 3\nheart: 2\niron: 2\nshadow: 1\nwits: 1\n');
		expect(sheet).toContain('assets:\n  - asset:classic/combat_talent/archer\n');
		expect(plugin.settings.activeCharacter).toBe('Characters/Kira.md');

		await run('create-progress-track', [{ pick: 'vow' }, { pick: 'dangerous' }, { text: 'Avenge my kin' }]);
		expect(await text('Tracks/Avenge my kin.md')).toContain('kind: vow\nrank: dangerous\nticks: 0\nstatus: active\nowners:\n  - "[[Characters/Kira]]"\n');
		await run('mark-progress', [{ pick: 'Tracks/Avenge my kin' }]);
		expect(await text('Tracks/Avenge my kin.md')).toContain('ticks: 8\n');

		const journal = app.vault.getFileByPath('Journal.md')!;
		const editor = new TestEditor();
		editor.setValue(await app.vault.read(journal));
		editor.setCursor({ line: 1, ch: 0 });
		app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
		// The character's edge (3) is offered with its odds; a strong hit proposes +1 momentum.
		const prompter = await run('make-move', [{ pick: 'Face Danger' }, { pick: '+edge (3)' }, { text: '' }, { pick: 'Apply all' }], [5, 2, 3]);
		expect(prompter.asked[3]?.title).toBe('Apply: Characters/Kira: momentum 2 → 3');
		expect(await text('Characters/Kira.md')).toContain('momentum: 3\n');
		expect(editor.getValue()).toContain('changes:\n  - note: "[[Characters/Kira]]"\n    key: momentum\n    from: 2\n    to: 3\n');

		await app.vault.modify(journal, editor.getValue());
		app.workspace.getActiveFile = (() => journal);
		await run('undo-last-move', [{ pick: 'Keep the block, struck through' }]);
		expect(await text('Characters/Kira.md')).toContain('momentum: 2\n');
		const blocks = findBlocks(await text('Journal.md'));
		expect(blocks[0]?.result.ok && blocks[0].result.block.undone).toBe(true);

		await run('suffer-meter', [{ pick: 'health' }, { number: 7 }]);
		expect(await text('Characters/Kira.md')).toContain('health: 0\n');
		await run('mark-impact', [{ pick: 'wounded' }]);
		await run('take-meter', [{ pick: 'health' }, { number: 2 }]);
		expect(await text('Characters/Kira.md')).toContain('health: 0\n');

		const verify = await run('verify-campaign', []);
		expect(verify.asked).toEqual([]);
	});

	it('Swear an Iron Vow offers to create the vow; Burn momentum on the last roll rewrites that block', async () => {
		const { app, run, text } = await setup();
		await run('create-character', [{ text: 'Kira' }, { pick: 'heart' }, { pick: 'edge' }, { pick: 'iron' }, { pick: 'shadow' }, { pick: 'No assets for now' }]);
		const journal = app.vault.getFileByPath('Journal.md')!;
		const editor = new TestEditor();
		editor.setValue('# Session 1\n');
		editor.setCursor({ line: 1, ch: 0 });
		app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
		await run('make-move', [{ pick: 'Swear an Iron Vow' }, { pick: '+heart (3)' }, { text: '' }, 'later', { confirm: true }, { pick: 'extreme' }, { text: 'Find my sister' }], [1, 9, 10]);
		expect(await text('Tracks/Find my sister.md')).toContain('kind: vow\nrank: extreme\nticks: 0\nstatus: active\n');
		// The vow roll was a miss (4 vs 9 and 10); raise momentum to 10 so a burn cancels the 9.
		// By hand in the note: a journaled Take would be the last block, and the burn belongs to the roll.
		const sheet = app.vault.getFileByPath('Characters/Kira.md')!;
		await app.vault.process(sheet, (t) => t.replace(/^momentum: .*$/m, 'momentum: 10'));
		expect(await text('Characters/Kira.md')).toContain('momentum: 10\n');
		await app.vault.modify(journal, editor.getValue());
		app.workspace.getActiveFile = (() => journal);
		await run('burn-momentum', []);
		const blocks = findBlocks(await text('Journal.md'));
		const last = blocks[blocks.length - 1]?.result;
		expect(last?.ok && last.block.kind === 'action' && last.block.burn).toEqual({ from: 10, to: 2, cancelled: [9], outcomeBefore: 'miss' });
		expect(last?.ok && last.block.kind === 'action' && last.block.outcome).toBe('weak_hit');
		// Reset to 2 by the burn, then the weak hit's +1 momentum: the move is settled as the hit it became.
		expect(await text('Characters/Kira.md')).toContain('momentum: 3\n');
	});

	it('Endure Harm asks the harm first, rolls with the health left, and records both in the block', async () => {
		const { app, run, text } = await setup();
		await run('create-character', [{ text: 'Kira' }, { pick: 'iron' }, { pick: 'edge' }, { pick: 'heart' }, { pick: 'shadow' }, { pick: 'No assets for now' }]);
		const editor = new TestEditor();
		editor.setValue('Ouch\n');
		editor.setCursor({ line: 1, ch: 0 });
		app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
		const prompter = await run('make-move', [{ pick: 'Endure Harm' }, { number: 3 }, { pick: 'Higher of +iron and +health (3)' }, { text: '' }, { pick: 'Apply all' }], [2, 9, 10]);
		expect(prompter.asked[1]?.title).toBe('Endure Harm: how much health do you lose?');
		expect(await text('Characters/Kira.md')).toContain('health: 2\n');
		expect(editor.getValue()).toContain('stat: iron/health\nstat_value: 3\n');
		expect(editor.getValue()).toContain('    key: health\n    from: 5\n    to: 2\n');
	});

	it.each(['Ironsworn: Starforged', 'Ironsworn: Delve'])('%s: create a character and a vow, move, edit the proposed value, undo, verify', async (ruleset) => {
		const { app, plugin, run, text } = await setup();
		plugin.settings.rulesets = ruleset.endsWith('Delve') ? ['delve'] : ['starforged'];
		// One ruleset is on, so creation does not ask which.
		await run('create-character', [{ text: 'Nova' }, { pick: 'wits' }, { pick: 'edge' }, { pick: 'heart' }, { pick: 'iron' }, { pick: 'No assets for now' }]);
		expect(await text('Characters/Nova.md')).toContain(`ruleset: ${ruleset.endsWith('Delve') ? 'delve' : 'starforged'}\n`);
		await run('create-progress-track', [{ pick: 'vow' }, { pick: 'formidable' }, { text: 'Reach the Vault' }]);
		const journal = app.vault.getFileByPath('Journal.md')!;
		const editor = new TestEditor();
		editor.setValue('Go\n');
		editor.setCursor({ line: 1, ch: 0 });
		app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
		// Face Danger strong hit proposes +1 momentum; the player sets it to 4 instead.
		await run('make-move', [{ pick: 'Face Danger' }, { pick: '+wits (3)' }, { text: '' }, { pick: 'Edit the values' }, { number: 4 }], [6, 1, 2]);
		expect(await text('Characters/Nova.md')).toContain('momentum: 4\n');
		expect(editor.getValue()).toContain('    key: momentum\n    from: 2\n    to: 4\n');
		await app.vault.modify(journal, editor.getValue());
		app.workspace.getActiveFile = (() => journal);
		await run('undo-last-move', [{ pick: 'Remove the block' }]);
		expect(await text('Characters/Nova.md')).toContain('momentum: 2\n');
		expect(findBlocks(await text('Journal.md'))).toEqual([]);
		expect((await run('verify-campaign', [])).asked).toEqual([]);
	});

	it('malformed frontmatter gets a message and the note is left as it was', async () => {
		const { app, plugin, run, text } = await setup();
		await app.vault.create('Characters/Bad.md', '---\niron_ledger: character\nruleset: classic\nedge: lots\n---\nBody\n');
		plugin.settings.activeCharacter = 'Characters/Bad.md';
		const prompter = await run('take-meter', []);
		expect(prompter.asked).toEqual([]);
		expect(await text('Characters/Bad.md')).toBe('---\niron_ledger: character\nruleset: classic\nedge: lots\n---\nBody\n');
	});
});
