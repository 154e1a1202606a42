import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCharacter } from '../../src/campaign/create';
import { undoLastMove } from '../../src/campaign/undo';
import { verifyCampaign } from '../../src/campaign/verify';
import { addAsset, affordable, earnXp, fillInput, upgradeAsset } from '../../src/character/advancement';
import { changeAssetMeter, changeMeter, setImpact, setInitiative, setPosition } from '../../src/character/conditions';
import { findCharacter } from '../../src/character/find-character';
import { type Sheet, commitSheet, openSheet } from '../../src/character/sheet';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { findBlocks } from '../../src/journal/note-text';
import { StateError } from '../../src/state/schema';
import { library } from '../helpers/content';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const content = library;

async function vault(ruleset: 'classic' | 'starforged' = 'classic', assets: string[] = []) {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-sheet-'));
	made.push(dir);
	const store = new FileStateStore(dir);
	const path = await createCharacter(store, content, { name: 'Kira', ruleset, stats: { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 }, folder: 'Characters', assets });
	return { dir, store, path };
}

/** One sheet change, journaled as a player would make it. */
async function edit(v: { store: FileStateStore; path: string }, change: (s: Sheet) => string) {
	const sheet = await openSheet(v.store, content, v.path);
	return commitSheet(v.store, sheet, 'Journal.md', change(sheet));
}

const fm = async (v: { store: FileStateStore; path: string }) => (await v.store.frontmatter(v.path)) as Record<string, unknown>;

describe('meters, debilities and combat state, journaled', () => {
	it('suffering past 0 health takes the rest off momentum, and the block explains it', async () => {
		const v = await vault();
		await edit(v, (s) => changeMeter(s, 'health', -4));
		const r = await edit(v, (s) => changeMeter(s, 'health', -3));
		expect(r.changes).toEqual([
			{ note: '[[Characters/Kira]]', key: 'health', from: 1, to: 0 },
			{ note: '[[Characters/Kira]]', key: 'momentum', from: 2, to: 0 },
		]);
		expect(r.notes.join(' ')).toContain('comes off momentum');
		const blocks = findBlocks(readFileSync(join(v.dir, 'Journal.md'), 'utf8'));
		expect(blocks.map((b) => (b.result.ok ? b.result.block.kind : 'error'))).toEqual(['sheet', 'sheet']);
	});

	it('wounded keeps health from rising (ME-05), and marking it lowers max momentum (MO-05)', async () => {
		const v = await vault();
		await edit(v, (s) => changeMeter(s, 'momentum', 8));
		await edit(v, (s) => changeMeter(s, 'health', -2));
		const marked = await edit(v, (s) => setImpact(s, 'wounded', true));
		expect(marked.changes).toContainEqual({ note: '[[Characters/Kira]]', key: 'momentum', from: 10, to: 9 });
		await expect(edit(v, (s) => changeMeter(s, 'health', 1))).rejects.toThrow(/nothing would change.*wounded/);
		await edit(v, (s) => setImpact(s, 'wounded', false));
		await edit(v, (s) => changeMeter(s, 'health', 1));
		expect((await fm(v)).health).toBe(4);
	});

	it('refuses an unknown debility with the nearest name, and one already marked', async () => {
		const v = await vault('starforged');
		await expect(edit(v, (s) => setImpact(s, 'wonded', true))).rejects.toThrow(/did you mean wounded\?/);
		await edit(v, (s) => setImpact(s, 'permanently harmed', true));
		await expect(edit(v, (s) => setImpact(s, 'permanently-harmed', true))).rejects.toThrow(/already marked/);
		await expect(edit(v, (s) => setImpact(s, 'permanently harmed', false))).rejects.toThrow(/permanent/);
	});

	it('initiative is classic, position Starforged', async () => {
		const c = await vault();
		expect((await edit(c, (s) => setInitiative(s, true))).changes).toEqual([{ note: '[[Characters/Kira]]', key: 'initiative', from: false, to: true }]);
		await expect(edit(c, (s) => setPosition(s, 'bad'))).rejects.toThrow(StateError);
		const sf = await vault('starforged');
		expect((await edit(sf, (s) => setPosition(s, 'in a bad spot'))).changes).toEqual([{ note: '[[Characters/Kira]]', key: 'position', from: 'in control', to: 'in a bad spot' }]);
		await expect(edit(sf, (s) => setInitiative(s, true))).rejects.toThrow(/position/);
	});

	it("a companion's health and a starship's integrity stay within their asset's meter", async () => {
		const v = await vault('starforged', ['asset:starforged/command_vehicle/starship', 'asset:starforged/companion/protocol_bot']);
		const hurt = await edit(v, (s) => changeAssetMeter(s, 'companion', -9));
		expect(hurt.changes[0]).toMatchObject({ key: 'protocol_bot_health', to: 0 });
		await edit(v, (s) => changeAssetMeter(s, 'vehicle', -2));
		await edit(v, (s) => changeAssetMeter(s, 'vehicle', 5));
		expect((await fm(v)).starship_integrity).toBe(5);
		const none = await vault();
		await expect(edit(none, (s) => changeAssetMeter(s, 'companion', 1))).rejects.toThrow(/no companion asset/);
	});

	it('undo and verify cover sheet changes like moves', async () => {
		const v = await vault();
		await edit(v, (s) => changeMeter(s, 'spirit', -2));
		await edit(v, (s) => setImpact(s, 'shaken', true));
		expect((await verifyCampaign(v.store, content, '')).disagreements).toEqual([]);
		await undoLastMove(v.store, 'Journal.md', 'mark');
		expect((await fm(v)).shaken).toBe(false);
		expect((await verifyCampaign(v.store, content, '')).disagreements).toEqual([]);
	});
});

describe('advancement (XP-05, XP-17)', () => {
	it('3 XP buys a new asset with its first ability and its meters; 2 XP an upgrade', async () => {
		const v = await vault();
		await expect(edit(v, (s) => addAsset(s, 'Hawk'))).rejects.toThrow(/costs 3 XP and you have 0/);
		await edit(v, (s) => earnXp(s, 5));
		await edit(v, (s) => addAsset(s, 'Hawk', { inputs: { name: 'Kestrel' } }));
		let sheet = await fm(v);
		expect(sheet).toMatchObject({ xp_spent: 3, assets: ['asset:classic/companion/hawk'], asset_abilities: ['asset.ability:classic/companion/hawk.0'], hawk_health: 3, hawk_name: 'Kestrel' });
		await edit(v, (s) => upgradeAsset(s, 'Kestrel', '3'));
		sheet = await fm(v);
		expect(sheet.xp_spent).toBe(5);
		expect(sheet.asset_abilities).toContain('asset.ability:classic/companion/hawk.2');
		await expect(edit(v, (s) => upgradeAsset(s, 'Hawk', '2'))).rejects.toThrow(/costs 2 XP and you have 0/);
		await edit(v, (s) => earnXp(s, 2));
		await expect(edit(v, (s) => upgradeAsset(s, 'Hawk', '3'))).rejects.toThrow(/already marked/);
	});

	it('an asset already held is refused, an unknown one gets the nearest name', async () => {
		const v = await vault('classic', ['asset:classic/companion/hawk']);
		await edit(v, (s) => earnXp(s, 6));
		await expect(edit(v, (s) => addAsset(s, 'Hawk'))).rejects.toThrow(/already on the sheet/);
		await expect(edit(v, (s) => addAsset(s, 'Swordmastr'))).rejects.toThrow(/did you mean Swordmaster\?/);
	});

	it('Starforged buys paths, companions, modules, deeds and support vehicles, not the command vehicle', async () => {
		const v = await vault('starforged');
		await edit(v, (s) => earnXp(s, 6));
		await expect(edit(v, (s) => addAsset(s, 'asset:starforged/command_vehicle/starship'))).rejects.toThrow(/not bought with experience/);
		await edit(v, (s) => addAsset(s, 'asset:starforged/command_vehicle/starship', { free: true }));
		await edit(v, (s) => addAsset(s, 'Ace'));
		expect((await fm(v)).xp_spent).toBe(3);
	});

	it('says what the experience can buy', async () => {
		const v = await vault('classic', ['asset:classic/companion/hawk']);
		await edit(v, (s) => earnXp(s, 2));
		const a = affordable(await openSheet(v.store, content, v.path));
		expect(a).toMatchObject({ earned: 2, spent: 0, available: 2, newAsset: false });
		expect(a.upgrades.map((u) => u.n)).toEqual([2, 3]);
	});

	it("fills an asset's input and refuses one it does not have", async () => {
		const v = await vault('classic', ['asset:classic/companion/hawk']);
		await edit(v, (s) => fillInput(s, 'hawk', 'name', 'Kestrel'));
		expect((await fm(v)).hawk_name).toBe('Kestrel');
		await expect(edit(v, (s) => fillInput(s, 'hawk', 'colour', 'grey'))).rejects.toThrow(/no input "colour": it has name/);
	});
});

describe('which character', () => {
	it('the only one, by name or path, or a clear message in co-op', async () => {
		const v = await vault();
		expect(await findCharacter(v.store, undefined)).toBe('Characters/Kira.md');
		await createCharacter(v.store, content, { name: 'Arn', ruleset: 'classic', stats: { edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 }, folder: 'Characters' });
		await expect(findCharacter(v.store, undefined)).rejects.toThrow(/Several characters.*--character/);
		expect(await findCharacter(v.store, 'arn')).toBe('Characters/Arn.md');
		expect(await findCharacter(v.store, 'Characters/Kira')).toBe('Characters/Kira.md');
		await expect(findCharacter(v.store, 'Kiro')).rejects.toThrow(/did you mean Kira\?/);
	});
});

describe("an asset's own meters and conditions", () => {
	it('a meter moves within its range; a condition is marked and cleared; unknown names list what there is', async () => {
		const { changeAssetControl, setAssetCondition } = await import('../../src/character/asset-controls');
		const v = await vault('starforged', ['asset:starforged/companion/protocol_bot', 'asset:starforged/command_vehicle/starship']);
		await edit(v, (s) => changeAssetControl(s, 'Starship', 'integrity', -2));
		expect((await fm(v)).starship_integrity).toBe(3);
		await expect(edit(v, (s) => changeAssetControl(s, 'Protocol bot', 'health', 1))).rejects.toThrow(/at its max/);
		await edit(v, (s) => setAssetCondition(s, 'Protocol bot', 'out of action', true));
		expect((await fm(v)).protocol_bot_out_of_action).toBe(true);
		await expect(edit(v, (s) => setAssetCondition(s, 'Protocol bot', 'out of action', true))).rejects.toThrow(/already out of action/);
		await expect(edit(v, (s) => setAssetCondition(s, 'Starship', 'sunk', true))).rejects.toThrow(/no condition "sunk"/);
	});

	it('an out-of-action companion lends no ability', async () => {
		const { setAssetCondition } = await import('../../src/character/asset-controls');
		const { abilityOffers } = await import('../../src/assets/ability-offers');
		const v = await vault('starforged', ['asset:starforged/companion/protocol_bot']);
		await edit(v, (s) => setAssetCondition(s, 'Protocol bot', 'out_of_action', true));
		const sheet = await fm(v);
		const offers = abilityOffers(content.ruleset('starforged'), (k) => sheet[k], 'move:starforged/adventure/face_danger', ['heart']);
		expect(offers.length).toBeGreaterThan(0);
		expect(offers.every((o) => o.unavailable === 'Protocol Bot is out of action')).toBe(true);
	});
});

describe('several vehicles', () => {
	it('the first is used unless one is named; an unknown name lists the sheet’s vehicles', async () => {
		const v = await vault('starforged', ['asset:starforged/command_vehicle/starship', 'asset:starforged/support_vehicle/rover']);
		const named = await openSheet(v.store, content, v.path, undefined, 'Rover');
		await commitSheet(v.store, named, 'Journal.md', changeAssetMeter(named, 'vehicle', -1));
		const sheet = await fm(v);
		expect([sheet.starship_integrity, sheet.rover_integrity]).toEqual([5, 4]);
		await expect(openSheet(v.store, content, v.path, undefined, 'Hovercraft')).rejects.toThrow(/no vehicle "Hovercraft": it has Starship, Rover/);
	});
});
