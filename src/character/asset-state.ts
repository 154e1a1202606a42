import type { RulesetContent } from '../content/library';
import { findEntry } from '../content/lookup';
import type { IndexedEntry } from '../content/package-index';
import { StateError, intField } from '../state/schema';

interface Control {
	field_type: string;
	label?: string;
	value?: unknown;
	max?: number;
	min?: number;
	controls?: Record<string, Control>;
}
export interface AssetNode {
	abilities?: { _id: string; name?: string | null; text: string }[];
	controls?: Record<string, Control>;
	options?: Record<string, Control>;
	category?: string;
}

/** An ability as a player knows it: its name, or (classic abilities have none) its opening words. */
export function abilityLabel(a: { name?: string | null; text: string }, index: number): string {
	if (a.name) return a.name;
	const words = a.text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]/g, '').split(/\s+/).slice(0, 6).join(' ');
	return words ? `${words}…` : `ability ${index + 1}`;
}

export const assetNode = (entry: IndexedEntry): AssetNode => entry.node as AssetNode;

/** The sheet key prefix of an asset: the last part of its id (`hawk` for asset:classic/companion/hawk). */
export const assetSlug = (id: string): string => id.split('/').pop() ?? id;

/**
 * An asset's state as flat keys the Properties view edits: its meters (`hawk_health: 3`), the
 * checkboxes under them that are not the character's impacts (`hawk_out_of_action`), and its
 * inputs (`hawk_name`).
 */
export function assetKeys(node: AssetNode, id: string): Record<string, unknown> {
	const slug = assetSlug(id);
	const out: Record<string, unknown> = {};
	for (const [name, control] of Object.entries({ ...(node.controls ?? {}), ...(node.options ?? {}) })) {
		if (control.field_type === 'condition_meter') out[`${slug}_${name}`] = control.value ?? control.max ?? 0;
		else if (control.field_type === 'text') out[`${slug}_${name}`] = control.value ?? '';
		else if (control.field_type === 'checkbox' || control.field_type === 'card_flip') out[`${slug}_${name}`] = control.value === true;
		for (const [sub, inner] of Object.entries(control.controls ?? {})) {
			const impact = (inner as { is_impact?: boolean }).is_impact === true;
			if (!impact && (inner.field_type === 'checkbox' || inner.field_type === 'card_flip')) out[`${slug}_${sub}`] = inner.value === true;
		}
	}
	return out;
}

/** Each starting asset's keys, and its first ability marked (a new asset comes with it). */
export function startingAssetState(scope: RulesetContent, assets: readonly string[]): Record<string, unknown> {
	const out: Record<string, unknown> = { asset_abilities: [] as string[] };
	for (const id of assets) {
		const entry = scope.get(id);
		if (!entry) continue;
		const node = assetNode(entry);
		const first = node.abilities?.[0]?._id;
		if (first) (out.asset_abilities as string[]).push(first);
		Object.assign(out, assetKeys(node, id));
	}
	return out;
}

/**
 * Each asset meter on the sheet holds a whole number within the asset's own range: a meter
 * written as text would otherwise be skipped, and a move would roll another vehicle's.
 */
export function checkAssetMeters(scope: RulesetContent, fm: Record<string, unknown>, note: string): void {
	for (const m of assetMeterRanges(scope, fm)) {
		if (fm[m.key] != null) intField(fm, m.key, `${note} (${m.label})`, m);
	}
}

/** Each meter of the sheet's assets: its sheet key, "Hawk's health", and its range from Datasworn. */
export function assetMeterRanges(scope: RulesetContent, fm: Record<string, unknown>): { key: string; label: string; min: number; max: number }[] {
	return stringList(fm.assets).flatMap((id) => {
		const entry = scope.get(id);
		if (!entry) return [];
		const node = assetNode(entry);
		return Object.entries({ ...(node.controls ?? {}), ...(node.options ?? {}) })
			.filter(([, control]) => control.field_type === 'condition_meter')
			.map(([name, control]) => ({ key: `${assetSlug(id)}_${name}`, label: `${entry.name}'s ${name.replace(/_/g, ' ')}`, min: control.min ?? 0, max: control.max ?? 5 }));
	});
}

/** The name a player gave an asset (a companion's), lower-cased for matching; '' when none. */
export function givenName(value: unknown): string {
	return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function stringList(value: unknown): string[] {
	return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** One of the sheet's assets, by id, name or the name the player gave it ("Kestrel"). */
export function assetOnSheet(scope: RulesetContent, fm: (key: string) => unknown, query: string): IndexedEntry {
	const owned = stringList(fm('assets')).flatMap((id) => {
		const e = scope.get(id);
		return e ? [e] : [];
	});
	if (owned.length === 0) throw new StateError('The sheet has no assets.');
	const given = owned.find((e) => givenName(fm(`${assetSlug(e.id)}_name`)) === query.trim().toLowerCase());
	if (given) return given;
	try {
		return findEntry(owned, query, 'asset', 'this sheet');
	} catch (error) {
		throw new StateError(`${(error as Error).message} The sheet has ${owned.map((e) => e.name).join(', ')}.`);
	}
}
