import { describe, expect, it } from 'vitest';
import { removeAsset } from '../../src/character/asset-remove';
import { openSheet } from '../../src/character/sheet';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { tempDirs } from '../helpers/temp-dirs';
import { library } from '../helpers/content';

const tempDir = tempDirs();

async function kira(extra: Record<string, unknown>) {
	const store = new FileStateStore(tempDir('asset-remove'));
	const fm = {
		iron_ledger: 'character', ruleset: 'delve', name: 'Kira', edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1, health: 5, spirit: 5, supply: 5, momentum: 2, xp_earned: 0, xp_spent: 0,
		assets: ['asset:classic/companion/hawk', 'asset:classic/path/ritualist'],
		asset_abilities: ['asset.ability:classic/companion/hawk.0', 'asset.ability:classic/companion/hawk.2', 'asset.ability:classic/path/ritualist.0'],
		hawk_health: 3, hawk_name: 'Kestrel', ...extra,
	};
	await store.process('Kira.md', () => `---\n${Object.entries(fm).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n')}\n---\n`);
	return openSheet(store, library, 'Kira.md');
}

describe('removeAsset', () => {
	it('takes the asset, its marked abilities and its keys, and no XP when no move owes the discard', async () => {
		const sheet = await kira({});
		expect(removeAsset(sheet, 'Kestrel')).toBe('Discard Hawk (Kestrel)');
		const changes = Object.fromEntries(sheet.view.changes().map((c) => [c.key, c.to]));
		expect(changes).toEqual({ assets: ['asset:classic/path/ritualist'], asset_abilities: ['asset.ability:classic/path/ritualist.0'], hawk_name: null, hawk_health: null });
	});

	it('settles the first discard owed, with its XP per marked ability, and keeps the rest owed', async () => {
		const owed = [{ reason: 'Learn From Your Failures', xp_per_ability: 2 }, { reason: 'Forsake Your Vow' }];
		const sheet = await kira({ discards_owed: owed });
		expect(removeAsset(sheet, 'Hawk')).toBe('Discard Hawk (Kestrel), for Learn From Your Failures: 4 XP for 2 marked abilities');
		expect(sheet.view.get(sheet.link, 'xp_earned')).toBe(4);
		expect(sheet.view.get(sheet.link, 'discards_owed')).toEqual([{ reason: 'Forsake Your Vow' }]);
		expect(removeAsset(sheet, 'Ritualist')).toBe('Discard Ritualist, for Forsake Your Vow');
		expect(sheet.view.get(sheet.link, 'discards_owed')).toBeUndefined();
	});

	it('refuses an asset the sheet does not have, naming the ones it has', async () => {
		const sheet = await kira({});
		expect(() => removeAsset(sheet, 'Swordmaster')).toThrow(/Hawk, Ritualist/);
	});
});
