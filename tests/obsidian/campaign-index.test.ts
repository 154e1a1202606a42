// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { App } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import { CampaignIndex } from '../../src/obsidian/campaign-index';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const track = (name: string, ticks = 0) => `---\niron_ledger: track\nkind: vow\nrank: dangerous\nname: ${name}\nticks: ${ticks}\nstatus: active\n---\n`;

describe('the campaign index', () => {
	it('lists Iron Ledger notes from the metadata cache and follows changes, deletes and renames', async () => {
		const app = App.createConfigured__({ files: { 'Tracks/A.md': track('A'), 'Tracks/B.md': track('B'), 'Notes/Plain.md': '# no frontmatter\n', 'Kira.md': '---\niron_ledger: character\nname: Kira\n---\n' } });
		const index = new CampaignIndex(app.asOriginalType__());
		const refs = index.events();
		expect(refs).toHaveLength(3);
		expect(index.under('Tracks').map((n) => n.path)).toEqual(['Tracks/A.md', 'Tracks/B.md']);
		expect(index.under('').map((n) => n.path)).toEqual(['Kira.md', 'Tracks/A.md', 'Tracks/B.md']);
		await app.vault.modify(app.vault.getFileByPath('Tracks/A.md')!, track('A', 8));
		await vi.waitFor(() => expect(index.under('Tracks')[0]?.fm.ticks).toBe(8));
		await app.vault.rename(app.vault.getFileByPath('Tracks/B.md')!, 'Tracks/C.md');
		await vi.waitFor(() => expect(index.under('Tracks').map((n) => n.path)).toEqual(['Tracks/A.md', 'Tracks/C.md']));
		await app.fileManager.trashFile(app.vault.getFileByPath('Tracks/A.md')!);
		await vi.waitFor(() => expect(index.under('Tracks').map((n) => n.path)).toEqual(['Tracks/C.md']));
		// A new note takes its place in the order; a changed one keeps it, with its new values.
		await app.vault.create('Tracks/B2.md', track('B2'));
		await vi.waitFor(() => expect(index.under('Tracks').map((n) => n.path)).toEqual(['Tracks/B2.md', 'Tracks/C.md']));
		await app.vault.modify(app.vault.getFileByPath('Tracks/B2.md')!, track('B2', 12));
		await vi.waitFor(() => expect(index.under('Tracks').map((n) => [n.path, n.fm.ticks])).toEqual([['Tracks/B2.md', 12], ['Tracks/C.md', 0]]));
		expect(index.under('').map((n) => n.path)).toEqual(['Kira.md', 'Tracks/B2.md', 'Tracks/C.md']);
	});

	it('picking a track from the palette reads no note but the one marked', async () => {
		const files: Record<string, string> = {};
		for (let i = 0; i < 20; i++) files[`Tracks/Vow ${i}.md`] = track(`Vow ${i}`);
		const { app, run } = await pluginHarness({ files });
		const read = vi.spyOn(app.vault, 'read');
		const cached = vi.spyOn(app.vault, 'cachedRead');
		await run('mark-progress', [{ pick: 'Tracks/Vow 7' }]);
		const paths = [...read.mock.calls, ...cached.mock.calls].map(([f]) => (f as { path: string }).path);
		expect(paths.filter((p) => p.startsWith('Tracks/') && p !== 'Tracks/Vow 7.md')).toEqual([]);
		expect(await app.vault.read(app.vault.getFileByPath('Tracks/Vow 7.md')!)).toContain('ticks: 8');
	});

	it('a move that asks for a track, or checks for a fight, finds the tracks in the index: the vault is not walked', async () => {
		const files: Record<string, string> = { 'Characters/Kira.md': characterNote('classic', 'Kira'), 'Tracks/To the Havens.md': track('To the Havens').replace('kind: vow', 'kind: journey') };
		for (let i = 0; i < 20; i++) files[`Notes/Place ${i}.md`] = '# A place\n';
		const { app, run, read } = await pluginHarness({ files, activeCharacter: 'Characters/Kira.md' });
		await run('make-move', [{ pick: 'Face Danger' }, { pick: '+edge' }, { text: '' }, { pick: 'Apply all' }], [6, 2, 3]);
		const walk = vi.spyOn(app.vault, 'getMarkdownFiles');
		await run('make-move', [{ pick: 'Face Danger' }, { pick: '+edge' }, { text: '' }, { pick: 'Apply all' }], [6, 2, 3]);
		await run('make-move', [{ pick: 'Undertake a Journey' }, { pick: 'To the Havens' }, { pick: '+wits' }, { text: '' }, { options: [1] }, { pick: 'Apply all' }], [6, 2, 3]);
		expect(walk).not.toHaveBeenCalled();
		expect(await read('Tracks/To the Havens.md')).toContain('ticks: 8');
		expect(await read('Characters/Kira.md')).toContain('momentum: 4');
	});
});
