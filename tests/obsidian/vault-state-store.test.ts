// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { App } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import { VaultStateStore } from '../../src/obsidian/vault-state-store';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

describe('frontmatter edits in Obsidian change only the changed values', () => {
	it("the player's comments, quoting, flow lists, number formats and CRLF stay byte for byte", async () => {
		const note = '---\r\n# Kira, the sworn\r\nname: \'Kira\'\r\nhealth: 05 # after the fall\r\ntags: [hero, sworn]\r\nmomentum: 2\r\n---\r\nBody text.\r\n';
		const app = App.createConfigured__({ files: { 'Kira.md': note } });
		const store = new VaultStateStore(app.asOriginalType__());
		await store.updateFrontmatter('Kira.md', (fm) => {
			fm.momentum = 4;
		});
		const after = await app.vault.read(app.vault.getFileByPath('Kira.md')!);
		expect(after).toBe(note.replace('momentum: 2', 'momentum: 4'));
	});
});

describe('writes stay inside the vault', () => {
	it.each(['../Outside.md', 'Entities/../../Outside.md', 'Entities/..\\Outside.md'])('a note at %s is refused, and nothing is made', async (path) => {
		const app = App.createConfigured__({ files: { 'Kira.md': 'x\n' } });
		const store = new VaultStateStore(app.asOriginalType__());
		await expect(store.create(path, 'text\n')).rejects.toThrow("is outside the vault: nothing was written.");
		await expect(store.process(path, () => 'text\n')).rejects.toThrow('is outside the vault');
		expect(app.vault.getAllLoadedFiles().map((f) => f.path).filter((p) => p.includes('Outside'))).toEqual([]);
	});
});
