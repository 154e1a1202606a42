// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const NPC = '---\niron_ledger: template\nruleset: starforged\n---\nA {{Role}} named {{Given Name}}.\nAt the tavern: {{[[Tavern mood]]}}\n';
const MOOD = '| d100 | Mood |\n|---|---|\n| 1-50 | Quiet |\n| 51-90 | Rowdy, and [[Patrons]] |\n| 91-00 | Roll twice |\n';
const PATRONS = '| 1d6 | Who |\n|---|---|\n| 1-3 | Miners |\n| 4-6 | Sailors |\n';
const files = { 'Templates/NPC.md': NPC, 'Oracles/Tavern mood.md': MOOD, 'Oracles/Patrons.md': PATRONS, 'Templates/Plain note.md': 'A {{Role}}\n' };

describe('Fill an oracle template, from the palette', () => {
	it('offers the marked template notes, rolls every slot and writes the block at the cursor, by the active character', async () => {
		const h = await pluginHarness({ rulesets: ['classic', 'starforged'], files: { ...files, 'Characters/Kira.md': characterNote('starforged', 'Kira') }, activeCharacter: 'Characters/Kira.md' });
		const prompter = await h.run('fill-template', [{ pick: 'NPC' }], [34, 5, 60, 5]);
		expect(prompter.asked[0]?.choices).toEqual(['NPC — Templates/NPC.md']);
		expect(h.blocks()).toEqual([
			expect.objectContaining({ kind: 'template', by: '[[Characters/Kira]]', template: '[[Templates/NPC]]', text: 'A Guide named Althea.\nAt the tavern: Rowdy, and Sailors' }),
		]);
		expect(h.blocks()[0]?.oracles.map((o) => o.roll)).toEqual([34, 5, 60]);
		expect(h.editor.getValue().startsWith('# Session 1\n```iron-move\n# NPC: A Guide named Althea. At the tavern: Rowdy, and Sailors\n')).toBe(true);
		// The note is read afresh: an edit counts at once.
		await h.app.vault.modify(h.app.vault.getFileByPath('Templates/NPC.md')!, NPC.replace('A {{Role}}', 'One {{Role}}'));
		await h.run('fill-template', [{ pick: 'NPC' }], [1, 1, 1]);
		expect(h.blocks().at(-1)?.kind === 'template' && h.blocks().at(-1)).toMatchObject({ text: 'One Agent named Akim.\nAt the tavern: Quiet' });
	});

	it('takes dice typed in when the settings say so', async () => {
		const h = await pluginHarness({ rulesets: ['starforged'], files });
		h.plugin.settings.dice = 'physical';
		const prompter = await h.run('fill-template', [{ pick: 'NPC' }, { die: 34 }, { die: 5 }, { die: 10 }], []);
		expect(prompter.asked.slice(1).map((a) => a.title)).toEqual(['Die 1: your percentile dice (d100, 00 = 100)', 'Die 2: your percentile dice (d100, 00 = 100)', 'Die 3: your percentile dice (d100, 00 = 100)']);
		expect(h.blocks().at(-1)).toMatchObject({ kind: 'template', text: 'A Guide named Althea.\nAt the tavern: Quiet' });
	});

	it('a slot naming no table, or no template at all, is one notice, and nothing is written', async () => {
		const h = await pluginHarness({ rulesets: ['starforged'], files: { ...files, 'Templates/Typo.md': '---\niron_ledger: template\n---\nA {{Rol}}\n' } });
		const before = h.editor.getValue();
		await h.run('fill-template', [{ pick: 'Typo' }], []);
		expect(h.notices.at(-1)).toBe('Iron Ledger: Template "Typo": {{Rol}} names no oracle: did you mean Role?');
		await h.run('fill-template', ['cancel'], []);
		expect(h.editor.getValue()).toBe(before);
		const empty = await pluginHarness({ rulesets: ['starforged'] });
		await empty.run('fill-template', [], []);
		expect(empty.notices.at(-1)).toMatch(/^Iron Ledger: No oracle templates yet: mark a note with iron_ledger: template/);
	});
});
