// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const MOOD = '# Tavern mood\n\n| d100 | Mood |\n|---|---|\n| 1-50 | Quiet |\n| 51-90 | Rowdy, and [[Patrons]] |\n| 91-00 | Roll twice |\n';
const PATRONS = '| 1d6 | Who |\n|---|---|\n| 1-3 | Miners |\n| 4-6 | Sailors |\n';
const MARKED = '---\niron_ledger: oracle\n---\n| d100 | Weather |\n|---|---|\n| 1-100 | Rain |\n';

describe('the player’s own oracle tables from the palette', () => {
	it('are listed with the rulesets’ tables, rolled with their linked tables, and an edit counts at once', async () => {
		const h = await pluginHarness({ files: { 'Oracles/Tavern mood.md': MOOD, 'Oracles/Patrons.md': PATRONS, 'Notes/Weather.md': MARKED } });
		const rolled = await h.run('roll-oracle', [{ pick: 'Tavern mood' }], [60, 5]);
		expect(rolled.asked[0]?.choices?.slice(0, 3)).toEqual(['Patrons — Your table · Oracles/Patrons.md', 'Tavern mood — Your table · Oracles/Tavern mood.md', 'Weather — Your table · Notes/Weather.md']);
		expect(h.blocks().at(-1)).toMatchObject({ kind: 'oracle', roll: { oracle: '[[Oracles/Tavern mood]]', roll: 60, result: 'Rowdy, and [[Patrons]]', rolls: [{ oracle: '[[Oracles/Patrons]]', roll: 5, result: 'Sailors' }] } });
		// The player edits the table; the next roll reads it, no reload.
		await h.app.vault.modify(h.app.vault.getFileByPath('Oracles/Tavern mood.md')!, MOOD.replace('Quiet', 'Hushed'));
		await h.run('roll-oracle', [{ pick: 'Tavern mood' }], [10]);
		expect(h.blocks().at(-1)).toMatchObject({ roll: { roll: 10, result: 'Hushed' } });
	});

	it('a malformed table is reported with its line, and nothing is written', async () => {
		const h = await pluginHarness({ files: { 'Oracles/Bad.md': '| d100 | x |\n|---|---|\n| 1-40 | a |\n| 30-100 | b |\n' } });
		const before = h.editor.getValue();
		await h.run('roll-oracle', [{ pick: 'Bad' }], []);
		expect(h.notices.at(-1)).toBe('Iron Ledger: Oracles/Bad.md:4: 30-100 overlaps the row on line 3 (both cover 30).');
		expect(h.editor.getValue()).toBe(before);
	});
});
