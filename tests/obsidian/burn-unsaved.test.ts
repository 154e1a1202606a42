// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const KIRA = 'Characters/Kira.md';

describe('Burn momentum on the last roll in Obsidian', () => {
	it('burns on the roll the editor shows though Obsidian has not saved it yet', async () => {
		const h = await pluginHarness({ files: { [KIRA]: characterNote('classic', 'Kira', { momentum: 9 }) }, activeCharacter: KIRA });
		const journal = h.app.vault.getFileByPath('Journal.md')!;
		h.app.workspace.getActiveViewOfType = (() => ({ editor: h.editor.asOriginalType__(), file: journal })) as never;
		h.app.workspace.getActiveFile = () => journal;
		await h.run('make-move', [{ pick: 'Face Danger' }, { pick: '+edge (3)' }, { text: '' }, { pick: 'Apply all' }], [5, 2, 3]);
		await h.save();
		const asked = await h.run('make-move', [{ pick: 'Face Danger' }, { pick: '+edge (3)' }, { text: '' }, { confirm: false }, { pick: 'Not now' }], [1, 8, 10]);
		expect(asked.asked.at(-1)?.title).toBe('Next move');
		expect(findBlocks(await h.read('Journal.md'))).toHaveLength(1);
		await h.run('burn-momentum', []);
		expect(h.notices.at(-1)).toMatch(/^Iron Ledger: Momentum burned /);
		const blocks = findBlocks(await h.read('Journal.md')).map((b) => (b.result.ok && b.result.block.kind === 'action' ? b.result.block : undefined));
		expect(blocks).toHaveLength(2);
		expect(blocks[0]?.burn).toBeUndefined();
		expect(blocks[1]?.burn).toMatchObject({ outcomeBefore: 'miss' });
	});
});

describe('Burn momentum on the roll written last', () => {
	it('burns the roll made last though a roll sits below it, and undo then takes the burned roll back', async () => {
		const h = await pluginHarness({ files: { [KIRA]: characterNote('classic', 'Kira', { momentum: 9 }) }, activeCharacter: KIRA });
		h.editor.setValue('# Session 1\n\nEnd\n');
		h.editor.setCursor({ line: 2, ch: 3 });
		await h.run('make-move', [{ pick: 'Face Danger' }, { pick: '+edge (3)' }, { text: '' }, { pick: 'Apply all' }], [5, 2, 3]);
		h.editor.setCursor({ line: 1, ch: 0 });
		await h.run('make-move', [{ pick: 'Face Danger' }, { pick: '+edge (3)' }, { text: '' }, { confirm: false }, { pick: 'Not now' }], [1, 8, 10]);
		await h.save();
		await h.run('burn-momentum', []);
		expect(h.notices.at(-1)).toMatch(/^Iron Ledger: Momentum burned 10 → 2: /);
		const told = async () => findBlocks(await h.read('Journal.md')).map((b) => (b.result.ok && b.result.block.kind === 'action' ? b.result.block : undefined));
		expect((await told()).map((b) => b?.outcome)).toEqual(['weak_hit', 'strong_hit']);
		expect((await told())[0]?.burn).toMatchObject({ outcomeBefore: 'miss' });
		await h.run('undo-last-move', [{ pick: 'Remove the block' }]);
		expect(h.notices.at(-1)).toMatch(/^Iron Ledger: Undid Face Danger.*: momentum back to 10\.$/);
		expect((await told()).map((b) => b?.outcome)).toEqual(['strong_hit']);
		expect(h.notices.at(-1)).not.toContain('the last block of');
		expect(await h.read(KIRA)).toContain('momentum: 10\n');
	});
});
