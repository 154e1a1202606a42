// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

describe('results sent to the end of the journal note', () => {
	it('a path without .md writes the note Obsidian shows', async () => {
		const h = await pluginHarness({ files: { 'Characters/Kira.md': characterNote('classic', 'Kira') }, activeCharacter: 'Characters/Kira.md' });
		h.plugin.settings.placement = 'journal';
		h.plugin.settings.journalNote = 'Campaign/Log';
		await h.run('suffer-meter', [{ pick: 'health' }, { number: 1 }]);
		expect(await h.read('Campaign/Log.md')).toContain('what: Suffer −1 health');
		expect(h.app.vault.getAbstractFileByPath('Campaign/Log')).toBeNull();
	});

	it.each(['', 'Folder/', 'Story.html'])('%j writes nothing and says why in one notice', async (setting) => {
		const h = await pluginHarness({ files: { 'Characters/Kira.md': characterNote('classic', 'Kira') }, activeCharacter: 'Characters/Kira.md' });
		h.plugin.settings.placement = 'journal';
		h.plugin.settings.journalNote = setting;
		const files = h.app.vault.getFiles().map((f) => f.path).sort();
		await h.run('suffer-meter', []);
		expect(h.notices).toEqual([expect.stringMatching(/^Iron Ledger: The journal note in the settings .*nothing was written\.$/)]);
		expect(h.app.vault.getFiles().map((f) => f.path).sort()).toEqual(files);
		expect(await h.read('Characters/Kira.md')).toContain('health: 5\n');
	});
});
