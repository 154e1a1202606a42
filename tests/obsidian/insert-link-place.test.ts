// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const LINK = '[Face Danger](iron:move:classic/adventure/face_danger)';
const BLOCK = '```iron-move\nkind: sheet\nwhat: Take +1 momentum\n```';

describe('Insert a link never breaks a move block or the frontmatter', () => {
	it('inside an iron-move block, the link goes on its own line after it, and the block still reads', async () => {
		const h = await pluginHarness({ rulesets: ['classic'] });
		h.editor.setValue(`Text\n${BLOCK}\nAfter\n`);
		h.editor.setCursor({ line: 2, ch: 5 });
		await h.run('insert-link', [{ pick: 'Face Danger' }]);
		expect(h.editor.getValue()).toBe(`Text\n${BLOCK}\n${LINK}\nAfter\n`);
		expect(findBlocks(h.editor.getValue())[0]?.source).toBe('kind: sheet\nwhat: Take +1 momentum');
		expect(h.notices.at(-1)).toBe('Iron Ledger: The link went on its own line after the move block, which it would have broken.');
	});

	it('on a fence line too', async () => {
		const h = await pluginHarness({ rulesets: ['classic'] });
		h.editor.setValue(`${BLOCK}`);
		h.editor.setCursor({ line: 3, ch: 3 });
		await h.run('insert-link', [{ pick: 'Face Danger' }]);
		expect(h.editor.getValue()).toBe(`${BLOCK}\n${LINK}`);
	});

	it('inside the frontmatter, the link goes after it and the properties stay whole', async () => {
		const h = await pluginHarness({ rulesets: ['classic'] });
		h.editor.setValue('---\nname: Kira\nhealth: 5\n---\n# Kira\n');
		h.editor.setCursor({ line: 1, ch: 2 });
		await h.run('insert-link', [{ pick: 'Face Danger' }]);
		expect(h.editor.getValue()).toBe(`---\nname: Kira\nhealth: 5\n---\n${LINK}\n# Kira\n`);
	});

	it('in a block left open to the end of the note it refuses, writing nothing', async () => {
		const h = await pluginHarness({ rulesets: ['classic'] });
		h.editor.setValue('```iron-move\nkind: sheet\n');
		h.editor.setCursor({ line: 1, ch: 2 });
		await h.run('insert-link', []);
		expect(h.notices).toEqual(['Iron Ledger: The cursor is in a move block left open (line 1): close its fence first; no link was inserted.']);
		expect(h.editor.getValue()).toBe('```iron-move\nkind: sheet\n');
	});

	it('elsewhere it stays at the cursor', async () => {
		const h = await pluginHarness({ rulesets: ['classic'] });
		h.editor.setValue(`${BLOCK}\nI \n`);
		h.editor.setCursor({ line: 4, ch: 2 });
		await h.run('insert-link', [{ pick: 'Face Danger' }]);
		expect(h.editor.getValue()).toBe(`${BLOCK}\nI ${LINK}\n`);
		expect(h.notices).toEqual([]);
	});
});
