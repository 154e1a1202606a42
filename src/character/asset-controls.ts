import { StateError } from '../state/schema';
import { assetNode, assetOnSheet, assetSlug } from './asset-state';
import { type Sheet, setOnSheet, sheetValue } from './sheet';

interface Control {
	field_type: string;
	max?: number;
	min?: number;
	is_impact?: boolean;
	controls?: Record<string, Control>;
}

/**
 * An asset's own meters (a starship's integrity, a weapon's ammo, a ritual's essence), by their
 * sheet keys: a Map, so a meter a player names is one of these, never `constructor`.
 */
function meters(node: { controls?: Record<string, Control> }): Map<string, Control> {
	return new Map(Object.entries(node.controls ?? {}).filter(([, c]) => c.field_type === 'condition_meter'));
}

/** Its conditions: checkboxes on the asset or under a meter (out of action, broken), not the character's impacts. */
function conditions(node: { controls?: Record<string, Control> }): string[] {
	return Object.entries(node.controls ?? {}).flatMap(([name, c]) => [
		...(c.field_type === 'checkbox' || c.field_type === 'card_flip' ? [name] : []),
		...Object.entries(c.controls ?? {})
			.filter(([, inner]) => !inner.is_impact && (inner.field_type === 'checkbox' || inner.field_type === 'card_flip'))
			.map(([sub]) => sub),
	]);
}

const words = (key: string) => key.replace(/_/g, ' ');

/** Take or suffer on one of an asset's meters, within its range. */
export function changeAssetControl(sheet: Sheet, asset: string, control: string, delta: number): string {
	const entry = assetOnSheet(sheet.scope, (k) => sheetValue(sheet, k), asset);
	const all = meters(assetNode(entry));
	const name = control.trim().toLowerCase().replace(/\s+/g, '_');
	const meter = all.get(name);
	if (!meter) throw new StateError(`${entry.name} has no meter "${control}"${all.size ? `: it has ${[...all.keys()].map(words).join(', ')}` : ''}.`);
	const key = `${assetSlug(entry.id)}_${name}`;
	const now = sheetValue(sheet, key);
	const from = typeof now === 'number' ? now : (meter.max ?? 0);
	const to = Math.max(meter.min ?? 0, Math.min(meter.max ?? 5, from + delta));
	if (to === from) throw new StateError(`${entry.name}'s ${words(name)} is ${from}, at its ${delta > 0 ? 'max' : 'min'}. Nothing was written.`);
	setOnSheet(sheet, key, to);
	return `${entry.name}: ${delta >= 0 ? 'take' : 'suffer'} ${delta >= 0 ? '+' : '−'}${Math.abs(delta)} ${words(name)}`;
}

/** Mark or clear one of an asset's conditions. */
export function setAssetCondition(sheet: Sheet, asset: string, condition: string, on: boolean): string {
	const entry = assetOnSheet(sheet.scope, (k) => sheetValue(sheet, k), asset);
	const all = conditions(assetNode(entry));
	const name = condition.trim().toLowerCase().replace(/[\s-]+/g, '_');
	if (!all.includes(name)) throw new StateError(`${entry.name} has no condition "${condition}"${all.length ? `: it has ${all.map(words).join(', ')}` : ''}.`);
	const key = `${assetSlug(entry.id)}_${name}`;
	if ((sheetValue(sheet, key) === true) === on) throw new StateError(`${entry.name} is already ${on ? '' : 'not '}${words(name)}. Nothing was written.`);
	setOnSheet(sheet, key, on);
	return `${entry.name}: ${on ? 'mark' : 'clear'} ${words(name)}`;
}

/** What a player may change on each of the sheet's assets: its meters and its conditions, with their values. */
export interface AssetControl {
	asset: string;
	assetName: string;
	control: string;
	kind: 'meter' | 'condition';
	value: unknown;
	max?: number;
}

export function assetControls(sheet: Sheet): AssetControl[] {
	const owned = sheetValue(sheet, 'assets');
	const ids = Array.isArray(owned) ? owned.filter((a): a is string => typeof a === 'string') : [];
	return ids.flatMap((id) => {
		const entry = sheet.scope.get(id);
		if (!entry) return [];
		const node = assetNode(entry) as { controls?: Record<string, Control> };
		const slug = assetSlug(id);
		const given = sheetValue(sheet, `${slug}_name`);
		const assetName = typeof given === 'string' && given ? given : entry.name;
		return [
			...[...meters(node)].map(([control, c]): AssetControl => ({ asset: id, assetName, control, kind: 'meter', value: sheetValue(sheet, `${slug}_${control}`), ...(c.max !== undefined ? { max: c.max } : {}) })),
			...conditions(node).map((control): AssetControl => ({ asset: id, assetName, control, kind: 'condition', value: sheetValue(sheet, `${slug}_${control}`) === true })),
		];
	});
}
