// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { checkNote } from '../../src/play/check-journal';
import { library } from '../helpers/content';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const frontmatter = (text: string) => parse(text.split('---\n')[1] as string) as Record<string, unknown>;

describe('Generate an entity, from the palette', () => {
	it('a Starforged NPC: every field offered for a re-roll, one re-rolled, then saved under its generated name', async () => {
		const h = await pluginHarness({ rulesets: ['starforged'] });
		const prompter = await h.run('generate-entity', [{ pick: 'Character (NPC)' }, { pick: 'Re-roll Character Role' }, { pick: 'Save as Amari Thorn' }], [1, 2, 3, 4, 5, 6, 7, 8, 50]);
		expect(prompter.asked[1]?.choices).toEqual([
			'Save as Amari Thorn',
			'Save under another name',
			'Write it into the note — one block, a line per field',
			'Re-roll First Look — Accented',
			'Re-roll Initial Disposition — Helpful',
			'Re-roll Character Role — AI',
			'Re-roll Character Goal — Build a home',
			'Re-roll Revealed Character Aspect — Ambitious',
			'Re-roll Given Name — Amari',
			'Re-roll Callsign — Basilisk',
			'Re-roll Family Name — Thorn',
		]);
		expect(prompter.asked[2]?.choices).toContain('Re-roll Character Role — Mercenary');
		const text = await h.read('Entities/Amari Thorn.md');
		expect(frontmatter(text)).toMatchObject({ kind: 'npc', ruleset: 'starforged', role: 'Mercenary', first_look: 'Accented', oracles: { role: 'oracle_rollable:starforged/character/role' } });
		expect(text).toContain('# Amari Thorn\n\n- **First Look**: Accented\n');
		expect(h.notices.at(-1)).toBe('Iron Ledger: Created Entities/Amari Thorn.md.');
	});

	it('a classic settlement saved under a name of the player’s; a name already taken is refused and the note left as it was', async () => {
		const h = await pluginHarness({ rulesets: ['classic'], files: { 'Entities/Highmount.md': 'mine\n' } });
		await h.run('generate-entity', [{ pick: 'Settlement' }, { pick: 'Save as Highmount' }], [20, 5, 3]);
		expect(h.notices.at(-1)).toBe('Iron Ledger: Entities/Highmount.md already exists: choose another name.');
		expect(await h.read('Entities/Highmount.md')).toBe('mine\n');
		await h.run('generate-entity', [{ pick: 'Settlement' }, { pick: 'Save under another name' }, { text: 'Low Ford' }], [20, 5, 3]);
		expect(frontmatter(await h.read('Entities/Low Ford.md'))).toMatchObject({ kind: 'settlement', ruleset: 'classic', trouble: 'Vengeful outcast', oracles: { name: 'oracle_rollable:classic/settlement/name' } });
	});

	it('written into the note: one template block, a line per field, that journal check finds valid', async () => {
		const h = await pluginHarness({ rulesets: ['classic'] });
		await h.run('generate-entity', [{ pick: 'Settlement' }, { pick: 'Write it into the note' }], [20, 5, 3]);
		const [block] = h.blocks();
		expect(h.blocks()).toHaveLength(1);
		expect(block).toMatchObject({ kind: 'template', text: 'Highmount — Settlement, Ironsworn\nSettlement Trouble: Vengeful outcast\nSettlement Name: A feature of the landscape. Envision what it is. What makes it unusual or distinctive? → Highmount' });
		expect(checkNote(h.editor.getValue(), library).problems).toEqual([]);
		// With no note open there is nowhere to write: the choice is not offered.
		const none = await pluginHarness({ rulesets: ['classic'], editor: false });
		const asked = await none.run('generate-entity', [{ pick: 'Settlement' }, 'cancel'], [20, 5, 3]);
		expect(asked.asked[1]?.choices).not.toContain('Write it into the note');
	});

	it('saves into the folder the settings name', async () => {
		const h = await pluginHarness({ rulesets: ['classic'] });
		h.plugin.settings.entityFolder = 'People';
		await h.run('generate-entity', [{ pick: 'Character (NPC)' }, { pick: 'Save as Katja' }], [1, 50, 100, 7]);
		expect(frontmatter(await h.read('People/Katja.md'))).toMatchObject({ kind: 'npc', ruleset: 'classic', name: 'Katja', role: 'Criminal' });
	});

	it('a Delve site is saved as a site note with the rank picked, its theme and domain the cards rolled', async () => {
		const h = await pluginHarness({ rulesets: ['delve'] });
		await h.run('generate-entity', [{ pick: 'Delve site' }, { pick: 'Save under another name' }, { text: 'The Sunken Barrow' }, { pick: 'dangerous' }], [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
		const fm = frontmatter(await h.read('Tracks/The Sunken Barrow.md'));
		expect(fm).toMatchObject({ iron_ledger: 'track', kind: 'delve_site', rank: 'dangerous', theme: 'delve_site_theme:delve/ancient', domain: 'delve_site_domain:delve/barrow' });
	});

	it('a Starforged settlement asks the region and rolls its column (80: hundreds in the Expanse, thousands in the Terminus); cancelling writes nothing', async () => {
		const h = await pluginHarness({ rulesets: ['classic', 'starforged'] });
		const prompter = await h.run('generate-entity', [{ pick: 'Settlement — Ironsworn: Starforged' }, { pick: 'Expanse' }, 'cancel'], [10, 20, 30, 40, 50, 60, 70, 8, 80]);
		expect(prompter.asked[1]?.choices).toEqual(['Terminus', 'Outlands', 'Expanse']);
		expect(prompter.asked[2]?.choices?.at(-1)).toBe('Re-roll Population — Hundreds');
		expect(h.app.vault.getFileByPath('Entities/Redemption.md')).toBeNull();
	});
});

describe('Generate an entity: names that would hide the note', () => {
	it('a blank name says so and saves nothing; a name starting with a dot is saved without it', async () => {
		const h = await pluginHarness({ rulesets: ['classic'] });
		await h.run('generate-entity', [{ pick: 'Settlement' }, { pick: 'Save under another name' }, { text: '   ' }], [20, 5, 3]);
		expect(h.notices.at(-1)).toBe('Iron Ledger: Give the entity a name: nothing was saved.');
		await h.run('generate-entity', [{ pick: 'Settlement' }, { pick: 'Save under another name' }, { text: '.hidden' }], [20, 5, 3]);
		expect(h.notices.at(-1)).toBe('Iron Ledger: Created Entities/hidden.md.');
	});
});
