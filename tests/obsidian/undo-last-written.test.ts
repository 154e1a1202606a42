// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const KIRA = 'Characters/Kira.md';

async function setup() {
	const h = await pluginHarness({ files: { [KIRA]: characterNote('classic', 'Kira'), 'Journal.md': '# S\n\nEnd\n' }, activeCharacter: KIRA });
	h.editor.setValue('# S\n\nEnd\n');
	const journal = h.app.vault.getFileByPath('Journal.md')!;
	/** The journal open in its editor, as a MarkdownView shows it (the file is not saved until asked). */
	const openJournal = () => {
		h.app.workspace.getActiveViewOfType = (() => ({ editor: h.editor.asOriginalType__(), file: journal })) as never;
		h.app.workspace.getActiveFile = () => journal;
	};
	/** A take at the end, then a suffer above it: the suffer is the last move made. */
	const twoMoves = async () => {
		h.editor.setCursor({ line: 2, ch: 3 });
		await h.run('take-meter', [{ pick: 'momentum' }, { number: 1 }]);
		h.editor.setCursor({ line: 1, ch: 0 });
		await h.run('suffer-meter', [{ pick: 'health' }, { number: 1 }]);
		expect(await h.read(KIRA)).toContain('health: 4\n');
		expect(await h.read(KIRA)).toContain('momentum: 3\n');
	};
	return { ...h, journal, openJournal, twoMoves };
}

describe('Undo last move in Obsidian', () => {
	it('undoes the block written last, not the bottom-most one', async () => {
		const h = await setup();
		await h.twoMoves();
		await h.save();
		await h.run('undo-last-move', [{ pick: 'Keep the block, struck through' }]);
		expect(h.notices.at(-1)).toBe('Iron Ledger: Undid Suffer −1 health: health back to 5.');
		expect(await h.read(KIRA)).toContain('health: 5\n');
		expect(await h.read(KIRA)).toContain('momentum: 3\n');
		// With nothing remembered any more, the bottom-most block goes next, and the notice names it.
		await h.run('undo-last-move', [{ pick: 'Keep the block, struck through' }]);
		expect(h.notices.at(-1)).toMatch(/^Iron Ledger: Undid Take \+1 momentum, the last block of Journal\.md \(line \d+\): momentum back to 2\.$/);
		expect(await h.read(KIRA)).toContain('momentum: 2\n');
	});

	it('falls back to the bottom-most block, and says so, when the remembered one was edited', async () => {
		const h = await setup();
		await h.twoMoves();
		h.editor.setValue(h.editor.getValue().replace('what: Suffer −1 health', 'what: Suffer −1 health (hurt)'));
		await h.save();
		await h.run('undo-last-move', [{ pick: 'Keep the block, struck through' }]);
		expect(h.notices.at(-1)).toMatch(/^Iron Ledger: Undid Take \+1 momentum, the last block of Journal\.md \(line \d+\)/);
		expect(await h.read(KIRA)).toContain('momentum: 2\n');
	});

	it('refuses, naming the block, when the last block no longer reads, rather than undo the one before', async () => {
		const h = await setup();
		h.editor.setCursor({ line: 2, ch: 3 });
		await h.run('take-meter', [{ pick: 'momentum' }, { number: 1 }]);
		h.editor.setValue(`${h.editor.getValue()}\n\`\`\`iron-move\nkind: sheet\nwhat: [broken\n\`\`\`\n`);
		await h.save();
		h.plugin.lastBlock.forget();
		const before = await h.read('Journal.md');
		await h.run('undo-last-move', [{ pick: 'Keep the block, struck through' }]);
		expect(h.notices.at(-1)).toMatch(/^Iron Ledger: The last block in Journal\.md, at line \d+, does not read.*nothing was undone\.$/);
		expect(await h.read(KIRA)).toContain('momentum: 3\n');
		expect(await h.read('Journal.md')).toBe(before);
	});

	it('undoes the block the editor shows though Obsidian has not saved it yet', async () => {
		const h = await setup();
		h.openJournal();
		h.editor.setCursor({ line: 2, ch: 3 });
		await h.run('take-meter', [{ pick: 'momentum' }, { number: 1 }]);
		await h.save();
		await h.run('suffer-meter', [{ pick: 'health' }, { number: 1 }]);
		h.plugin.lastBlock.forget();
		// Only the take is in the file; the suffer is in the editor alone.
		expect(findBlocks(await h.read('Journal.md'))).toHaveLength(1);
		await h.run('undo-last-move', [{ pick: 'Remove the block' }]);
		expect(await h.read(KIRA)).toContain('health: 5\n');
		expect(await h.read(KIRA)).toContain('momentum: 3\n');
		expect(findBlocks(await h.read('Journal.md')).map((b) => b.result.ok && b.result.block.kind === 'sheet' && b.result.block.what)).toEqual(['Take +1 momentum']);
	});
});
