import type { IndexedEntry } from '../content/package-index';
import { findEntry } from '../content/lookup';
import { StateError } from '../state/schema';
import { type AssetNode, abilityLabel, assetKeys, assetNode, assetOnSheet, stringList } from './asset-state';
import { type Sheet, applyToSheet, setOnSheet, sheetValue } from './sheet';
import { coreOf } from '../content/rulesets';
import { keptFrom, keptWords, useKept } from './vehicle-xp';

/** Advance (classic and Starforged alike): 3 XP for a new asset, 2 for an upgrade. */
export const NEW_ASSET_COST = 3;
export const UPGRADE_COST = 2;
/** Starforged buys these categories with experience; the command vehicle comes with the ship. */
const STARFORGED_BOUGHT = new Set(['module', 'support_vehicle', 'path', 'companion', 'deed']);

export function xpAvailable(sheet: Sheet): number {
	const earned = sheetValue(sheet, 'xp_earned');
	const spent = sheetValue(sheet, 'xp_spent');
	return (typeof earned === 'number' ? earned : 0) - (typeof spent === 'number' ? spent : 0);
}

/** `category`: the asset's (`module`), since Overcome Destruction's experience buys only vehicles (vehicle-xp.ts). */
function spend(sheet: Sheet, cost: number, what: string, category: string): void {
	const kept = keptFrom(sheet, category);
	const have = xpAvailable(sheet) - kept;
	if (have < cost) throw new StateError(`${what} costs ${cost} XP and you have ${have} to spend${keptWords(kept)}. Nothing was written.`);
	const spent = sheetValue(sheet, 'xp_spent');
	setOnSheet(sheet, 'xp_spent', (typeof spent === 'number' ? spent : 0) + cost);
	useKept(sheet, cost, category);
}

/** Experience earned outside a move the engine knows (a reward the story gives). */
export function earnXp(sheet: Sheet, amount: number): string {
	if (amount === 0) throw new StateError('Earn at least 1 XP.');
	applyToSheet(sheet, [{ kind: 'xp', amount }]);
	return `Earn ${amount} XP`;
}

function categoryOf(entry: IndexedEntry): string {
	return entry.id.split('/').slice(-2, -1)[0] ?? '';
}

/** A new asset: 3 XP (or free, for one the story gives), its first ability marked, its meters at their start. */
export function addAsset(sheet: Sheet, query: string, options: { free?: boolean; inputs?: Record<string, string> } = {}): string {
	const entry = findEntry(sheet.scope.entries('asset'), query, 'asset', sheet.scope.label, sheet.scope.expansion);
	const owned = stringList(sheetValue(sheet, 'assets'));
	if (owned.includes(entry.id)) throw new StateError(`${entry.name} is already on the sheet: upgrade it instead. Nothing was written.`);
	if (!options.free && coreOf(sheet.ruleset) === 'starforged' && !STARFORGED_BOUGHT.has(categoryOf(entry))) {
		throw new StateError(`${entry.name} is not bought with experience in Starforged. Add it free (asset add --free, or Add an asset) if the story gives it.`);
	}
	if (!options.free) spend(sheet, NEW_ASSET_COST, `A new asset (${entry.name})`, categoryOf(entry));
	const node = assetNode(entry);
	setOnSheet(sheet, 'assets', [...owned, entry.id]);
	const first = node.abilities?.[0]?._id;
	if (first) setOnSheet(sheet, 'asset_abilities', [...stringList(sheetValue(sheet, 'asset_abilities')), first]);
	for (const [key, value] of Object.entries(assetKeys(node, entry.id))) setOnSheet(sheet, key, value);
	for (const [name, value] of Object.entries(options.inputs ?? {})) setInput(sheet, entry, node, name, value);
	return options.free ? `Add ${entry.name}` : `Spend ${NEW_ASSET_COST} XP: ${entry.name}`;
}

function setInput(sheet: Sheet, entry: IndexedEntry, node: AssetNode, name: string, value: string): void {
	const inputs = Object.entries(node.options ?? {}).filter(([, c]) => c.field_type === 'text').map(([k]) => k);
	const key = name.trim().toLowerCase().replace(/\s+/g, '_');
	if (!inputs.includes(key)) throw new StateError(`${entry.name} has no input "${name}"${inputs.length ? `: it has ${inputs.join(', ')}` : ''}.`);
	setOnSheet(sheet, `${entry.id.split('/').pop() ?? entry.id}_${key}`, value);
}

/** Fill an asset's input (a companion's name, a path's bond) on an asset already on the sheet. */
export function fillInput(sheet: Sheet, asset: string, name: string, value: string): string {
	const entry = assetOnSheet(sheet.scope, (k) => sheetValue(sheet, k), asset);
	setInput(sheet, entry, assetNode(entry), name, value);
	return `${entry.name}: ${name} is ${value}`;
}

/** The ability a player names: its number on the asset (1-3), its name, or its id. */
function abilityOf(entry: IndexedEntry, ref: string | undefined, marked: readonly string[]): { id: string; name: string; n: number } {
	const abilities = (assetNode(entry).abilities ?? []).map((a, i) => ({ id: a._id, name: abilityLabel(a, i), n: i + 1 }));
	const open = abilities.filter((a) => !marked.includes(a.id));
	if (ref === undefined) {
		if (open.length === 1 && open[0]) return open[0];
		if (open.length === 0) throw new StateError(`Every ability of ${entry.name} is marked already.`);
		throw new StateError(`Which ability of ${entry.name}? ${open.map((a) => `${a.n}: ${a.name}`).join(', ')}.`);
	}
	const r = ref.trim().toLowerCase();
	const found = abilities.find((a) => String(a.n) === r || a.id === ref.trim() || a.name.toLowerCase() === r);
	if (!found) throw new StateError(`${entry.name} has no ability "${ref}": it has ${abilities.map((a) => `${a.n}: ${a.name}`).join(', ')}.`);
	return found;
}

/** An upgrade: 2 XP marks one more ability of an asset on the sheet. */
export function upgradeAsset(sheet: Sheet, asset: string, ability?: string, options: { free?: boolean } = {}): string {
	const entry = assetOnSheet(sheet.scope, (k) => sheetValue(sheet, k), asset);
	const marked = stringList(sheetValue(sheet, 'asset_abilities'));
	const chosen = abilityOf(entry, ability, marked);
	if (marked.includes(chosen.id)) throw new StateError(`${entry.name}'s ${chosen.name} is already marked. Nothing was written.`);
	if (!options.free) spend(sheet, UPGRADE_COST, `An upgrade (${entry.name}: ${chosen.name})`, categoryOf(entry));
	setOnSheet(sheet, 'asset_abilities', [...marked, chosen.id]);
	return `${options.free ? '' : `Spend ${UPGRADE_COST} XP: `}${entry.name}, ${chosen.name}`;
}

/** What the experience on the sheet can buy now. */
export interface Affordable {
	earned: number;
	spent: number;
	available: number;
	newAsset: boolean;
	/** Abilities one upgrade can mark, on assets the sheet has. */
	upgrades: { asset: string; ability: string; id: string; n: number }[];
}

export function affordable(sheet: Sheet): Affordable {
	const earned = sheetValue(sheet, 'xp_earned');
	const spent = sheetValue(sheet, 'xp_spent');
	const available = xpAvailable(sheet);
	const marked = stringList(sheetValue(sheet, 'asset_abilities'));
	const upgrades = available < UPGRADE_COST ? [] : stringList(sheetValue(sheet, 'assets')).flatMap((id) => {
		const entry = sheet.scope.get(id);
		// Experience kept for vehicles (Overcome Destruction) does not upgrade a path.
		if (!entry || available - keptFrom(sheet, categoryOf(entry)) < UPGRADE_COST) return [];
		return (assetNode(entry).abilities ?? []).flatMap((a, i) => (marked.includes(a._id) ? [] : [{ asset: entry.name, ability: abilityLabel(a, i), id: a._id, n: i + 1 }]));
	});
	return { earned: typeof earned === 'number' ? earned : 0, spent: typeof spent === 'number' ? spent : 0, available, newAsset: available >= NEW_ASSET_COST, upgrades };
}
