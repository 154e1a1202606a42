// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import type { MarkdownRenderChild } from 'obsidian';
import { describe, expect, it, vi } from 'vitest';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const kira = characterNote('classic', 'Kira', { ruleset: 'delve', failure: 0, xp_earned: 6, assets: ['asset:classic/path/alchemist'], asset_abilities: ['asset.ability:classic/path/alchemist.0'] });
const vow = '---\niron_ledger: track\nkind: vow\nrank: dangerous\nticks: 0\nstatus: active\nowners: []\n---\n# Find the relic\n';

/** Renders the note's iron-site block as Obsidian would, through the plugin's processor and a render child. */
async function renderCard(plugin: unknown, path: string): Promise<HTMLElement> {
	const processors = (plugin as { markdownCodeBlockProcessors__: Map<string, (s: string, el: HTMLElement, ctx: unknown) => void> }).markdownCodeBlockProcessors__;
	const el = createDiv();
	const children: MarkdownRenderChild[] = [];
	processors.get('iron-site')?.('', el, { sourcePath: path, addChild: (c: MarkdownRenderChild) => children.push(c) });
	expect(children).toHaveLength(1);
	children[0]?.load();
	await Promise.resolve();
	return el;
}

async function delve() {
	return pluginHarness({ rulesets: ['delve'], activeCharacter: 'Characters/Kira', files: { 'Characters/Kira.md': kira, 'Tracks/Find the relic.md': vow } });
}

describe('a delve from the palette', () => {
	it('discovers a site, delves into the weak-hit table of the stat rolled, reveals the theme’s danger in the same site, and verify agrees', async () => {
		const h = await delve();
		// Ancient ruin in the Ice Reach: picked from the cards; the vow it is delved for.
		await h.run('discover-a-site', [{ pick: 'A new site' }, { text: 'The Frozen Vault' }, { pick: 'dangerous' }, { pick: 'Ancient' }, { pick: 'Icereach' }, { pick: 'Find the relic' }, { pick: 'Apply all' }, { pick: 'Not now' }]);
		const site = await h.read('Tracks/The Frozen Vault.md');
		expect(site).toContain('theme: delve_site_theme:delve/ancient\n');
		expect(site).toContain('explored: true\n');
		expect(site).toContain('vow: "[[Tracks/Find the relic]]"\n');
		// +shadow (1) with 2: 3 vs 5 and 2 is a weak hit; 95 in the shadow column is "take both".
		const delved = await h.run('delve-the-depths', [{ pick: 'The Frozen Vault' }, { pick: '+shadow' }, { text: '' }, { pick: 'Apply all' }, { pick: 'Find an Opportunity' }, { options: [1] }, { pick: 'Apply all' }], [2, 5, 2, 95, 30]);
		// Only edge, shadow and wits are offered (DV-03).
		expect(delved.asked[1]?.choices?.map((c) => c.split(' ')[0])).toEqual(['+edge', '+shadow', '+wits']);
		// The follow-up is made in the same site: no question which one.
		expect(delved.asked.filter((a) => a.title.includes('which delve site'))).toHaveLength(1);
		const [discover, depths, opportunity] = h.blocks();
		expect(discover?.kind).toBe('no_roll');
		expect(depths).toMatchObject({ kind: 'action', outcome: 'weak_hit', oracles: [{ oracle: 'move.oracle_rollable:delve/delve/delve_the_depths.shadow', roll: 95 }] });
		expect(opportunity).toMatchObject({ kind: 'oracle', track: '[[Tracks/The Frozen Vault]]' });
		expect(await h.read('Tracks/The Frozen Vault.md')).toContain('ticks: 8\n');
		expect(await h.read('Tracks/The Frozen Vault.md')).toContain('last_opportunity: An aspect of the history or nature of this place is revealed.\n');
		await h.run('make-move', [{ pick: 'Reveal a Danger' }, { pick: 'The Frozen Vault' }, { pick: 'Apply all' }], [5]);
		expect(h.blocks()[3]).toMatchObject({ kind: 'oracle', roll: { roll: 5, rolls: [{ oracle: 'delve_site_theme:delve/ancient', result: 'Ancient trap' }] } });
		// A miss reveals a danger: the alternate version is offered beside it, and made in the same site.
		const missed = await h.run('delve-the-depths', [{ pick: 'The Frozen Vault' }, { pick: '+wits' }, { text: '' }, { pick: 'Apply all' }, { pick: 'Reveal a Danger (alternate version)' }, { pick: 'Apply all' }], [1, 9, 9, 3]);
		expect(missed.asked.find((a) => a.title === 'Next move')?.choices).toEqual(['Reveal a Danger — make it now', 'Reveal a Danger (alternate version) — make it now', 'Not now']);
		expect(h.blocks().at(-1)).toMatchObject({ kind: 'oracle', move: { id: 'move:delve/delve/reveal_a_danger_alt' }, track: '[[Tracks/The Frozen Vault]]', roll: { roll: 3 } });
		await h.save();
		expect((await h.run('verify-campaign', [])).asked).toEqual([]);
		expect(h.notices.some((n) => /agree/.test(n))).toBe(true);

		// The site note shows its card: rank, progress, theme and domain, the last danger and opportunity, its threats.
		await h.run('create-threat', [{ text: 'The Frost Cult' }, { pick: 'dangerous' }, { pick: 'Zealous Cult' }, { pick: 'Find the relic' }]);
		const el = await renderCard(h.plugin, 'Tracks/The Frozen Vault.md');
		await vi.waitFor(() => expect(el.textContent).toContain('The Frost Cult — menace 0/10'));
		expect(el.querySelector('.iron-ledger-move-name')?.textContent).toBe('The Frozen Vault');
		expect(el.textContent).toContain('Delve site · dangerous');
		expect(el.textContent).toContain('Ancient Icereach');
		expect(el.textContent).toMatch(/Last danger: [^L]+Last opportunity/);
		expect(el.textContent).toContain('Last opportunity: An aspect of the history or nature of this place is revealed.');
		expect(el.querySelectorAll('.iron-ledger-box')).toHaveLength(10);
		expect(el.querySelector('.iron-ledger-box.ticks-4')).not.toBeNull();
		expect(el.textContent).toContain('Features');
		expect(el.textContent).toContain('Denizens (0 of 12 named)');
		const threat = await renderCard(h.plugin, 'Tracks/The Frost Cult.md');
		await vi.waitFor(() => expect(threat.textContent).toContain('Threat · dangerous'));
		expect(threat.textContent).toContain('Zealous Cult');
	});

	it('advances a threat to its last box, wields a rarity and takes a hiatus that advances every active threat', async () => {
		const threat = '---\niron_ledger: track\nkind: threat\nrank: dangerous\nticks: 0\nstatus: active\nowners: []\nmenace: 32\ncategory: Zealous Cult\n---\n# The Frost Cult\n';
		const calm = '---\niron_ledger: track\nkind: threat\nrank: troublesome\nticks: 0\nstatus: active\nowners: []\nmenace: 0\n---\n# The Lurker\n';
		const h = await pluginHarness({ rulesets: ['delve'], activeCharacter: 'Characters/Kira', files: { 'Characters/Kira.md': kira, 'Tracks/Find the relic.md': vow, 'Tracks/The Frost Cult.md': threat, 'Tracks/The Lurker.md': calm } });
		const advanced = await h.run('advance-a-threat', [{ pick: 'The Frost Cult' }, { pick: 'Apply all' }, { pick: 'Not now' }], [40]);
		expect(advanced.asked.at(-1)?.choices?.[0]).toMatch(/^Forsake Your Vow/);
		expect(await h.read('Tracks/The Frost Cult.md')).toContain('menace: 40\n');
		// A rarity for the alchemist: its die 6 makes a miss a strong hit.
		await h.run('buy-rarity', [{ pick: 'Ayethin’s Journal' }]);
		await h.run('make-move', [{ pick: 'Face Danger' }, { pick: '+wits' }, { pick: 'Wield Ayethin’s Journal' }, { text: '' }, { pick: 'Apply all' }], [6, 9, 9]);
		expect(h.blocks().at(-1)).toMatchObject({ outcome: 'miss', countsAs: 'strong_hit', extra: { rarity: { rarity: 'rarity:delve/ayethins_journal', die: 6 } } });
		// The Frost Cult has won: only the Lurker is advanced.
		await h.run('take-a-hiatus', [{ options: [] }, { pick: 'Apply all' }], [50]);
		expect(h.blocks().at(-1)).toMatchObject({ kind: 'oracle', track: '[[Tracks/The Lurker]]', roll: { roll: 50 } });
		expect(await h.read('Tracks/The Lurker.md')).toContain('menace: 12\n');
	});
});
