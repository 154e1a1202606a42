// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';
import type { Answer } from '../helpers/scripted-prompter';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const CLASSIC = characterNote('classic', 'Kira', {
	maimed: true,
	assets: ['asset:classic/companion/hawk'],
	asset_abilities: ['asset.ability:classic/companion/hawk.0'],
	hawk_health: 3,
	hawk_name: '',
});

const STARFORGED = characterNote('starforged', 'Nova', { xp_earned: 6 });

/** The plugin with a character and a journal open in an editor; commands run from scripts, notices kept. */
async function setup(ruleset: 'classic' | 'starforged' = 'classic', options: { editor?: boolean; character?: boolean } = {}) {
	const path = ruleset === 'classic' ? 'Characters/Kira.md' : 'Characters/Nova.md';
	const h = await pluginHarness({
		rulesets: [ruleset],
		files: { [path]: ruleset === 'classic' ? CLASSIC : STARFORGED },
		...(options.character === false ? {} : { activeCharacter: path }),
		...(options.editor === false ? { editor: false } : {}),
	});
	const sheet = async () => h.read(path);
	/** A refusal: the notice says why, and neither the sheet nor the journal changed. */
	const refused = async (id: string, script: Answer[], why: RegExp) => {
		const before = { sheet: await sheet(), journal: h.editor.getValue() };
		h.notices.length = 0;
		await h.run(id, script);
		expect(h.notices.at(-1)).toMatch(why);
		expect(await sheet()).toBe(before.sheet);
		expect(h.editor.getValue()).toBe(before.journal);
	};
	return { ...h, sheet, refused };
}

describe('sheet commands from the palette', () => {
	it('Take or suffer on a meter: health, momentum, the companion; each journaled as a sheet block at the cursor', async () => {
		const { run, sheet, blocks, notices, editor } = await setup();
		const asked = await run('take-or-suffer', [{ pick: 'health' }, { pick: 'Suffer' }, { number: 2 }]);
		expect(asked.asked[0]?.choices).toEqual(['health — now 5', 'spirit — now 5', 'supply — now 5', 'momentum — now 2, max 9', 'Hawk (companion health) — now 3 of 3']);
		expect(await sheet()).toContain('health: 3\n');
		expect(blocks().at(-1)).toMatchObject({ kind: 'sheet', what: 'Suffer −2 health', by: '[[Characters/Kira]]', changes: [{ note: '[[Characters/Kira]]', key: 'health', from: 5, to: 3 }] });
		expect(editor.getValue()).toMatch(/^# Session 1\n```iron-move\n/);
		expect(notices.at(-1)).toBe('Iron Ledger: Suffer −2 health: health 5 → 3.');

		await run('take-or-suffer', [{ pick: 'Hawk' }, { pick: 'Suffer' }, { number: 1 }]);
		expect(await sheet()).toContain('hawk_health: 2\n');
		expect(blocks().at(-1)).toMatchObject({ what: 'Hawk: suffer −1 health' });

		// Past 0 health the rest comes off momentum, and the block says so in its changes.
		await run('take-or-suffer', [{ pick: 'health' }, { pick: 'Suffer' }, { number: 4 }]);
		expect(await sheet()).toContain('health: 0\n');
		expect(await sheet()).toContain('momentum: 1\n');
		expect(notices.at(-1)).toContain('comes off momentum');
		expect(blocks()).toHaveLength(3);
	});

	it('momentum past −6 offers the setback the rules call for', async () => {
		const { run, sheet, blocks } = await setup();
		const asked = await run('take-or-suffer', [{ pick: 'momentum' }, { pick: 'Suffer' }, { number: 10 }, { pick: 'Not now' }]);
		expect(await sheet()).toContain('momentum: -6\n');
		expect(asked.asked.at(-1)?.choices?.[0]).toMatch(/^Face a Setback \(2\)/);
		expect(blocks()).toHaveLength(1);
	});

	it('a refused change writes nothing and says why: wounded keeps health from rising, a bane is never cleared', async () => {
		const { run, refused } = await setup();
		await run('mark-or-clear-debility', [{ pick: 'wounded' }]);
		await refused('take-or-suffer', [{ pick: 'health' }, { pick: 'Take' }, { number: 1 }], /Take \+1 health: nothing would change.*wounded/);
		await refused('mark-or-clear-debility', [{ pick: 'maimed' }], /Clear maimed: nothing would change \(maimed is permanent: it cannot be cleared/);
	});

	it('Mark or clear a debility lists the ruleset’s debilities with their state; marking lowers max momentum', async () => {
		const { run, sheet, blocks } = await setup();
		const asked = await run('mark-or-clear-debility', [{ pick: 'shaken' }]);
		expect(asked.asked[0]?.title).toBe('Mark or clear which debility?');
		expect(asked.asked[0]?.choices).toEqual([
			'wounded — not marked: mark it',
			'shaken — not marked: mark it',
			'unprepared — not marked: mark it',
			'encumbered — not marked: mark it',
			'maimed — marked, permanent: clear it',
			'corrupted — not marked: mark it',
			'cursed — not marked: mark it',
			'tormented — not marked: mark it',
		]);
		expect(await sheet()).toContain('shaken: true\n');
		expect(blocks().at(-1)).toMatchObject({ what: 'Mark shaken' });
		await run('mark-or-clear-debility', [{ pick: 'shaken' }]);
		expect(await sheet()).toContain('shaken: false\n');
		expect(blocks().at(-1)).toMatchObject({ what: 'Clear shaken' });
	});

	it('Set initiative (classic) and Set position (Starforged); each refuses the other ruleset before asking', async () => {
		const classic = await setup();
		await classic.run('set-initiative', [{ pick: 'Take initiative' }]);
		expect(await classic.sheet()).toContain('initiative: true\n');
		expect(classic.blocks().at(-1)).toMatchObject({ what: 'Take initiative' });
		await classic.refused('set-initiative', [{ pick: 'Take initiative' }], /already have initiative/);
		await classic.refused('set-position', [], /Classic fights use initiative/);

		const sf = await setup('starforged');
		const asked = await sf.run('set-position', [{ pick: 'In a bad spot' }]);
		expect(asked.asked[0]?.choices).toEqual(['In control — now', 'In a bad spot']);
		expect(await sf.sheet()).toContain('position: in a bad spot\n');
		expect(sf.blocks().at(-1)).toMatchObject({ what: 'Now in a bad spot' });
		await sf.refused('set-initiative', [], /Starforged has no initiative/);
	});

	it('Earn experience, then Spend experience on what it buys: an upgrade, then a new asset from a searchable list', async () => {
		const { run, sheet, blocks, refused } = await setup();
		await refused('spend-experience', [], /You have 0 XP to spend: an upgrade costs 2 XP and a new asset 3/);
		await run('earn-experience', [{ number: 5 }]);
		expect(await sheet()).toContain('xp_earned: 5\n');
		const spend = await run('spend-experience', [{ pick: 'Hawk: Fierce' }]);
		expect(spend.asked[0]?.title).toBe('Spend experience: 5 XP to spend');
		expect(spend.asked[0]?.choices).toEqual(['Hawk: Fierce — upgrade, 2 XP', 'Hawk: Vigilant — upgrade, 2 XP', 'A new asset — 3 XP']);
		expect(await sheet()).toContain('  - asset.ability:classic/companion/hawk.1\n');
		expect(await sheet()).toContain('xp_spent: 2\n');
		expect(blocks().at(-1)).toMatchObject({ what: 'Spend 2 XP: Hawk, Fierce' });

		const buy = await run('spend-experience', [{ pick: 'A new asset' }, { pick: 'Horse' }, { text: 'Wind' }]);
		expect(buy.asked[1]?.choices).not.toContain(expect.stringMatching(/^Hawk /));
		expect(await sheet()).toContain('  - asset:classic/companion/horse\n');
		expect(await sheet()).toContain('horse_name: Wind\n');
		expect(await sheet()).toContain('xp_spent: 5\n');
		expect(blocks().at(-1)).toMatchObject({ what: 'Spend 3 XP: Horse' });
		await refused('spend-experience', [], /You have 0 XP to spend/);
	});

	it('Starforged: a command vehicle is not bought with experience but added free; a companion is bought', async () => {
		const { run, sheet, blocks, refused } = await setup('starforged');
		await refused('spend-experience', [{ pick: 'A new asset' }, { pick: 'Starship' }, { text: 'Kestrel' }], /Starship is not bought with experience in Starforged/);
		await run('add-asset', [{ pick: 'Starship' }, { text: 'Kestrel' }]);
		expect(await sheet()).toContain('  - asset:starforged/command_vehicle/starship\n');
		expect(await sheet()).toContain('starship_name: Kestrel\n');
		expect(await sheet()).toContain('xp_spent: 0\n');
		expect(blocks().at(-1)).toMatchObject({ what: 'Add Starship' });
		await run('spend-experience', [{ pick: 'A new asset' }, { pick: 'Protocol Bot' }, { text: 'Tick' }]);
		expect(await sheet()).toContain('protocol_bot_name: Tick\n');
		expect(await sheet()).toContain('xp_spent: 3\n');
		// The companion and the ship's integrity are offered by the names they were given.
		const asked = await run('take-or-suffer', [{ pick: 'Kestrel' }, { pick: 'Suffer' }, { number: 2 }]);
		expect(asked.asked[0]?.choices?.slice(4)).toEqual(['Tick (companion health) — now 3 of 3', 'Kestrel (vehicle integrity) — now 5 of 5']);
		expect(await sheet()).toContain('starship_integrity: 3\n');
		expect(blocks().at(-1)).toMatchObject({ what: 'Kestrel: suffer −2 integrity' });
		await refused('take-or-suffer', [{ pick: 'Tick' }, { pick: 'Take' }, { number: 1 }], /^Iron Ledger: Tick: take \+1 health: nothing would change\. Nothing was written\.$/);
	});

	it("Fill an asset's input: the companion's name, shown with what it holds", async () => {
		const { run, sheet, blocks, refused } = await setup();
		const asked = await run('fill-asset-input', [{ pick: 'Hawk: name' }, { text: 'Kestrel' }]);
		expect(asked.asked[0]?.choices).toEqual(['Hawk: name — empty']);
		// The empty "" the asset was added with keeps its quotes: only the value's bytes change.
		expect(await sheet()).toContain('hawk_name: "Kestrel"\n');
		expect(blocks().at(-1)).toMatchObject({ what: 'Hawk: name is Kestrel' });
		await refused('fill-asset-input', [{ pick: 'Hawk: name' }, { text: 'Kestrel' }], /nothing would change/);
	});

	it('sheet blocks are undone and verified like moves', async () => {
		const { run, sheet, save } = await setup();
		await run('take-or-suffer', [{ pick: 'spirit' }, { pick: 'Suffer' }, { number: 3 }]);
		await run('mark-or-clear-debility', [{ pick: 'shaken' }]);
		await save();
		expect((await run('verify-campaign', [])).asked).toEqual([]);
		await run('undo-last-move', [{ pick: 'Remove the block' }]);
		expect(await sheet()).toContain('shaken: false\n');
		expect(await sheet()).toContain('spirit: 2\n');
		expect((await run('verify-campaign', [])).asked).toEqual([]);
	});

	it('with results sent to the journal note, the block goes to its end', async () => {
		const { plugin, app, run, editor } = await setup();
		plugin.settings.placement = 'journal';
		await run('earn-experience', [{ number: 2 }]);
		expect(editor.getValue()).toBe('# Session 1\n');
		const journal = await app.vault.read(app.vault.getFileByPath('Journal.md')!);
		expect(findBlocks(journal).map((b) => b.result.ok && b.result.block.kind === 'sheet' && b.result.block.what)).toEqual(['Earn 2 XP']);
	});

	it('without an open note or an active character, nothing is written and the notice says what to do', async () => {
		const noNote = await setup('classic', { editor: false });
		await noNote.run('take-or-suffer', []);
		expect(noNote.notices.at(-1)).toMatch(/Open a note/);
		expect(await noNote.sheet()).toBe(CLASSIC);
		const noCharacter = await setup('classic', { character: false });
		await noCharacter.run('earn-experience', []);
		expect(noCharacter.notices.at(-1)).toMatch(/Set the active character first/);
		expect(await noCharacter.sheet()).toBe(CLASSIC);
	});
});
