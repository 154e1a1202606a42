import { DISCARDS_OWED, owedDiscards } from '../moves/engine/discard-owed';
import { assetKeys, assetNode, assetOnSheet, assetSlug, givenName, stringList } from './asset-state';
import { type Sheet, applyToSheet, setOnSheet, sheetValue } from './sheet';

/**
 * Discards an asset: off the sheet's list with its marked abilities and its own keys (meters,
 * inputs, checkboxes), so nothing of it is left to roll. A discard a move made owed (Forsake
 * Your Vow, Learn From Your Failures) is settled by it, with the XP that move promised.
 */
export function removeAsset(sheet: Sheet, query: string): string {
	const entry = assetOnSheet(sheet.scope, (k) => sheetValue(sheet, k), query);
	const given = sheetValue(sheet, `${assetSlug(entry.id)}_name`);
	const name = givenName(given) ? `${entry.name} (${String(given).trim()})` : entry.name;
	const abilities = stringList(sheetValue(sheet, 'asset_abilities'));
	const prefix = `${entry.id.replace(/^asset:/, 'asset.ability:')}.`;
	const marked = abilities.filter((a) => a.startsWith(prefix));
	setOnSheet(sheet, 'assets', stringList(sheetValue(sheet, 'assets')).filter((a) => a !== entry.id));
	setOnSheet(sheet, 'asset_abilities', abilities.filter((a) => !marked.includes(a)));
	// Set to nothing, the keys are removed from the note. Last key first: undo puts them back in
	// the reverse order of the changes, so the note comes back as it was.
	const keys = Object.keys(assetKeys(assetNode(entry), entry.id)).filter((key) => sheetValue(sheet, key) !== undefined);
	for (const key of keys.reverse()) setOnSheet(sheet, key, undefined);
	const [owed, ...later] = owedDiscards(sheetValue(sheet, DISCARDS_OWED));
	if (!owed) return `Discard ${name}`;
	setOnSheet(sheet, DISCARDS_OWED, later.length > 0 ? later : undefined);
	const xp = (owed.xp_per_ability ?? 0) * marked.length;
	if (xp > 0) applyToSheet(sheet, [{ kind: 'xp', amount: xp }]);
	const reward = xp > 0 ? `: ${xp} XP for ${marked.length} marked abilit${marked.length === 1 ? 'y' : 'ies'}` : '';
	return `Discard ${name}, for ${owed.reason}${reward}`;
}
