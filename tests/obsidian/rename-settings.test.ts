// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

describe('renaming a note the settings name', () => {
	it('the active character follows its note, and commands still find it', async () => {
		const h = await pluginHarness({ files: { 'Characters/Kira.md': characterNote('classic', 'Kira') }, activeCharacter: 'Characters/Kira.md' });
		await h.app.vault.rename(h.app.vault.getFileByPath('Characters/Kira.md')!, 'Characters/Kira Stormborn.md');
		expect(h.plugin.settings.activeCharacter).toBe('Characters/Kira Stormborn.md');
		expect(((await h.plugin.loadData()) as { activeCharacter: string }).activeCharacter).toBe('Characters/Kira Stormborn.md');
		await h.run('suffer-meter', [{ pick: 'health' }, { number: 1 }]);
		expect(await h.read('Characters/Kira Stormborn.md')).toContain('health: 4\n');
	});

	it('a renamed folder carries the notes in it and the folder settings along', async () => {
		const h = await pluginHarness({ files: { 'Characters/Kira.md': characterNote('classic', 'Kira') }, activeCharacter: 'Characters/Kira.md' });
		await h.app.vault.rename(h.app.vault.getAbstractFileByPath('Characters')!, 'Heroes');
		expect(h.plugin.settings.activeCharacter).toBe('Heroes/Kira.md');
		expect(h.plugin.settings.characterFolder).toBe('Heroes');
		// A note the settings do not name changes nothing.
		await h.app.vault.rename(h.app.vault.getFileByPath('Journal.md')!, 'Session.md');
		expect(h.plugin.settings.journalNote).toBe('Session.md');
		expect(h.plugin.settings.trackFolder).toBe('Tracks');
	});
});
