// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/settings/settings';
import { IronLedgerSettingTab } from '../../src/settings/settings-tab';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const STATS = [{ pick: 'edge' }, { pick: 'wits' }, { pick: 'iron' }, { pick: 'heart' }];

describe('Sundered Isles from the palette', () => {
	it('a captain made with the flagship; Make a move lists the Sundered Isles Set a Course alone and plays it', async () => {
		const h = await pluginHarness({ rulesets: ['classic', 'sundered_isles'] });
		const made = await h.run('create-character', [{ pick: 'Ironsworn: Sundered Isles' }, { text: 'Mara' }, ...STATS, { pick: 'Flagship' }, { pick: 'Parrot' }, { pick: 'Done' }]);
		expect(made.asked[0]?.choices).toEqual(['Ironsworn', 'Ironsworn: Sundered Isles']);
		const sheet = await h.read('Characters/Mara.md');
		expect(sheet).toContain('ruleset: sundered_isles\n');
		expect(sheet).toContain('flagship_integrity: 5\n');

		const course = await h.run('make-move', [{ pick: 'Set a Course' }, { pick: '+supply (5)' }, { text: '' }, { pick: 'Apply all' }], [4, 3, 8]);
		const listed = course.asked[0]?.choices ?? [];
		expect(listed.filter((c) => c.startsWith('Set a Course'))).toEqual(['Set a Course — Ironsworn: Sundered Isles · Exploration Moves']);
		expect(listed.filter((c) => c.startsWith('Face Danger —'))).toEqual(['Face Danger — Ironsworn · Adventure Moves', 'Face Danger — Ironsworn: Sundered Isles · Adventure Moves']);
		// In Starforged's order: in place of the move it replaces.
		expect(listed.indexOf('Set a Course — Ironsworn: Sundered Isles · Exploration Moves')).toBe(listed.indexOf('Finish an Expedition — Ironsworn: Sundered Isles · Exploration Moves') + 1);
		const block = h.blocks().at(-1);
		expect(block?.kind === 'action' && block.move?.id).toBe('move:sundered_isles/exploration/set_a_course');
		expect(block?.kind === 'action' && block.outcome).toBe('strong_hit');
		expect(await h.read('Characters/Mara.md')).toContain('momentum: 3\n');
	});

	it('Withstand Damage is the Sundered Isles one: the flagship takes the damage, a miss at 0 offers its sinking', async () => {
		const h = await pluginHarness({ rulesets: ['sundered_isles'] });
		await h.run('create-character', [{ text: 'Mara' }, ...STATS, { pick: 'Flagship' }, { pick: 'Done' }]);
		const damage = await h.run(
			'make-move',
			[{ pick: 'Withstand Damage' }, { number: 5 }, { pick: '+integrity (0)' }, { text: '' }, { options: [2] }, { options: [6] }, { pick: 'Apply all' }, { pick: 'Not now' }],
			[1, 6, 9],
		);
		const sinking = damage.asked.filter((q) => q.kind === 'options').at(-1);
		expect(sinking?.choices).toContain('Command vehicle destroyed or sunk: Overcome Destruction');
		expect(sinking?.choices).not.toContain('Support vehicle destroyed or sunk: discard the asset');
		const block = h.blocks().at(-1);
		expect(block?.kind === 'action' && block.move?.id).toBe('move:sundered_isles/suffer/withstand_damage');
		expect(block?.kind === 'action' && block.outcome).toBe('miss');
		expect(block?.followUps?.map((f) => f.move)).toEqual(['move:starforged/threshold/overcome_destruction']);
		const sheet = await h.read('Characters/Mara.md');
		expect(sheet).toContain('flagship_integrity: 0\n');
		expect(sheet).toContain('momentum: 0\n');
	});

	it('has its own toggle in the settings, which says it brings Starforged', async () => {
		const h = await pluginHarness({ rulesets: ['sundered_isles'] });
		expect(readSettings({ rulesets: ['sundered_isles', 'nope', 'classic'] }).rulesets).toEqual(['classic', 'sundered_isles']);
		const tab = new IronLedgerSettingTab(h.app as never, h.plugin);
		// What Obsidian calls to draw the tab.
		const draw: { display(): void } = tab;
		draw.display();
		const text = tab.containerEl.textContent ?? '';
		expect(text).toContain('Ironsworn: Sundered Isles');
		expect(text).toContain('Starforged’s other moves come with it, even when Starforged is off.');
	});

	it('a Starforged move’s follow-up to a move the Sundered Isles replace is made in its Sundered Isles version', async () => {
		const h = await pluginHarness({ rulesets: ['sundered_isles'] });
		await h.run('create-character', [{ text: 'Mara' }, ...STATS, { pick: 'No assets for now' }]);
		const waypoint = await h.run(
			'make-move',
			[{ pick: 'Explore a Waypoint' }, { pick: '+wits (2)' }, { text: '' }, { options: [3] }, { pick: 'Make a Discovery' }, { pick: 'Apply all' }],
			[6, 3, 3, 50],
		);
		expect(waypoint.asked.filter((q) => q.title === 'Next move').at(0)?.choices).toEqual(['Make a Discovery — make it now', 'Not now']);
		expect(h.blocks().map((b) => b.move?.id)).toEqual(['move:starforged/exploration/explore_a_waypoint', 'move:sundered_isles/exploration/make_a_discovery']);
		expect(await h.read('Characters/Mara.md')).toContain('discoveries_legacy: 2\n');
	});
});
