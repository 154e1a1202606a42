import type { RulesetContent } from '../content/library';
import { ContentLookupError, findEntry } from '../content/lookup';
import type { IndexedEntry } from '../content/package-index';
import { stringList } from '../character/asset-state';
import { xpAvailable } from '../character/advancement';
import { type Sheet, setOnSheet, sheetValue } from '../character/sheet';
import { StateError } from '../state/schema';

export interface RarityInfo {
	id: string;
	name: string;
	/** The asset it augments (Datasworn id). */
	asset: string;
	xpCost: number;
}

function info(entry: IndexedEntry): RarityInfo {
	const node = entry.node as { asset?: string; xp_cost?: number };
	return { id: entry.id, name: entry.name, asset: node.asset ?? '', xpCost: node.xp_cost ?? 3 };
}

export function findRarity(scope: RulesetContent, query: string): RarityInfo {
	const rarities = scope.entries('rarity');
	if (rarities.length === 0) throw new ContentLookupError(`Rarities are Ironsworn: Delve's, which ${scope.label} does not include: buy one for a character whose ruleset is delve.`);
	return info(findEntry(rarities, query, 'rarity', scope.label, scope.expansion));
}

/** The rarities on a sheet (`rarities`, by id), for a move to wield. */
export function ownedRarities(scope: RulesetContent, fm: Record<string, unknown>): RarityInfo[] {
	return stringList(fm.rarities).flatMap((id) => {
		const entry = scope.get(id);
		return entry?.type === 'rarity' ? [info(entry)] : [];
	});
}

/**
 * Buys a rarity (Delve): it augments an asset the character has, and costs the experience
 * its entry names (3 to 5). Returns what the sheet block says.
 */
export function buyRarity(sheet: Sheet, query: string): string {
	const rarity = findRarity(sheet.scope, query);
	const owned = stringList(sheetValue(sheet, 'rarities'));
	if (owned.includes(rarity.id)) throw new StateError(`${rarity.name} is already on the sheet. Nothing was written.`);
	const assets = stringList(sheetValue(sheet, 'assets'));
	if (!assets.includes(rarity.asset)) {
		const asset = sheet.scope.get(rarity.asset)?.name ?? rarity.asset;
		throw new StateError(`${rarity.name} augments ${asset}, which is not on the sheet. Nothing was written.`);
	}
	const have = xpAvailable(sheet);
	if (have < rarity.xpCost) throw new StateError(`${rarity.name} costs ${rarity.xpCost} XP and you have ${have} to spend. Nothing was written.`);
	const spent = sheetValue(sheet, 'xp_spent');
	setOnSheet(sheet, 'xp_spent', (typeof spent === 'number' ? spent : 0) + rarity.xpCost);
	setOnSheet(sheet, 'rarities', [...owned, rarity.id]);
	return `Spend ${rarity.xpCost} XP: ${rarity.name} (rarity)`;
}
