// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

/** A fresh vault; `sheet(name)` reads a character note. */
async function setup(rulesets = ['classic']) {
	const h = await pluginHarness({ rulesets });
	const sheet = async (name = 'Kira') => h.read(`Characters/${name}.md`);
	const markAbility = async (id: string) => {
		const file = h.app.vault.getFileByPath('Characters/Kira.md')!;
		await h.app.vault.process(file, (t) => t.replace('asset_abilities:\n', `asset_abilities:\n  - ${id}\n`));
	};
	return { run: h.run, blocks: h.blocks, sheet, markAbility };
}

describe('asset abilities in the palette', () => {
	it('an ability tied only to the move applies by itself and the block names it', async () => {
		const { run, blocks } = await setup();
		await run('create-character', [{ text: 'Kira' }, { pick: 'wits' }, { pick: 'edge' }, { pick: 'iron' }, { pick: 'heart' }, { pick: 'Hawk' }, { pick: 'Done' }]);
		await run('make-move', [{ pick: 'Undertake a Journey' }, { pick: '+wits' }, { text: '' }, { pick: 'Apply all' }], [4, 5, 9]);
		const block = blocks().at(-1);
		expect(block?.kind === 'action' && block.adds).toEqual([{ value: 1, reason: 'Hawk: Far-seeing' }]);
		expect(block?.abilities).toEqual([{ ability: 'asset.ability:classic/companion/hawk.0', name: 'Hawk: Far-seeing' }]);
	});

	it('one with a circumstance is offered as a checklist; taken, it adds and gives its momentum on a hit', async () => {
		const { run, blocks, sheet, markAbility } = await setup();
		await run('create-character', [{ text: 'Kira' }, { pick: 'edge' }, { pick: 'wits' }, { pick: 'iron' }, { pick: 'heart' }, { pick: 'Hawk' }, { pick: 'Done' }]);
		await markAbility('asset.ability:classic/companion/hawk.1');
		// +edge 3, +1 from the hawk: 4 + 2 = 6 vs 5 and 9, a weak hit: +1 momentum, and +1 from the hawk.
		const made = await run('make-move', [{ pick: 'Secure an Advantage' }, { pick: '+edge' }, { options: [1] }, { text: '' }, { pick: 'Apply all' }], [2, 5, 9]);
		expect(made.asked.find((q) => q.kind === 'options')?.choices).toEqual(['Hawk: Fierce (+1, +1 momentum on a hit) — when your hawk harries your foes']);
		const block = blocks().at(-1);
		expect(block?.kind === 'action' && [block.score, block.outcome]).toEqual([6, 'weak_hit']);
		expect(await sheet()).toContain('momentum: 4\n');
	});
});

describe('co-op in the palette', () => {
	it('Secure an Advantage in support of another character: their sheet takes the benefit', async () => {
		const { run, blocks, sheet } = await setup();
		await run('create-character', [{ text: 'Kira' }, { pick: 'edge' }, { pick: 'wits' }, { pick: 'iron' }, { pick: 'heart' }, { pick: 'No assets for now' }]);
		await run('create-character', [{ text: 'Arn' }, { pick: 'edge' }, { pick: 'wits' }, { pick: 'iron' }, { pick: 'heart' }, { pick: 'No assets for now' }]);
		await run('make-move', [{ pick: 'Secure an Advantage' }, { pick: 'Aid Arn' }, { pick: '+edge' }, { text: '' }, { options: [2] }, { pick: 'Apply all' }], [6, 2, 3]);
		expect(blocks().at(-1)?.extra.ally).toBe('[[Characters/Arn]]');
		expect(await sheet()).toContain('momentum: 2\n');
		expect(await sheet('Arn')).toContain('momentum: 4\n');
	});
});

describe("an asset's meter or condition from the palette", () => {
	it("a companion's health taken by hand, journaled; what is offered is the sheet's own asset meters", async () => {
		const { run, blocks, sheet } = await setup();
		await run('create-character', [{ text: 'Kira' }, { pick: 'edge' }, { pick: 'wits' }, { pick: 'iron' }, { pick: 'heart' }, { pick: 'Hawk' }, { pick: 'Done' }]);
		const asked = await run('change-asset-control', [{ pick: 'Hawk: health' }, { pick: 'Suffer' }, { number: 2 }]);
		expect(asked.asked[0]?.choices).toEqual(['Hawk: health — now 3 of 3']);
		expect(await sheet()).toContain('hawk_health: 1\n');
		expect(blocks().map((b) => b.kind === 'sheet' && b.what)).toEqual(['Hawk: suffer −2 health']);
	});
});

describe('a move on one of several vehicles', () => {
	it('Withstand Damage asks which vehicle, and the rover takes the damage', async () => {
		const { run, sheet } = await setup(['starforged']);
		await run('create-character', [{ text: 'Kira' }, { pick: 'edge' }, { pick: 'wits' }, { pick: 'iron' }, { pick: 'heart' }, { pick: 'Starship' }, { pick: 'Rover' }, { pick: 'Done' }]);
		const made = await run('make-move', [{ pick: 'Withstand Damage' }, { pick: 'Rover' }, { number: 1 }, { pick: '+integrity' }, { text: '' }, 'later', { pick: 'Apply all' }], [1, 7, 9]);
		expect(made.asked.find((q) => q.title?.includes('which vehicle'))?.choices).toEqual(['Starship — integrity 5 of 5', 'Rover — integrity 5 of 5']);
		expect(await sheet()).toMatch(/starship_integrity: 5\n[\s\S]*rover_integrity: 4\n/);
	});
});
