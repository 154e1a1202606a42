import { removeAsset } from '../character/asset-remove';
import { assetSlug, stringList } from '../character/asset-state';
import { openSheet, sheetValue } from '../character/sheet';
import { owedDiscards } from '../moves/engine/discard-owed';
import type { SheetBlock } from '../journal/block';
import { StateError } from '../state/schema';
import type { FlowPorts } from './ports';
import { changeSheet } from './sheet-flows';

/**
 * Remove an asset, as `asset remove` does: the palette's way to discard one, and to settle a
 * discard a move left owed (Forsake Your Vow, Learn From Your Failures) with its XP.
 */
export async function removeAssetFlow(ports: FlowPorts): Promise<SheetBlock | undefined> {
	if (!ports.campaign) throw new StateError('Set the active character first (Set the active character, or Create character).');
	const sheet = await openSheet(ports.campaign.store, ports.content, ports.campaign.characterPath);
	const owned = stringList(sheetValue(sheet, 'assets')).flatMap((id) => {
		const entry = sheet.scope.get(id);
		return entry ? [entry] : [];
	});
	if (owned.length === 0) throw new StateError('The sheet has no assets to remove.');
	const owed = owedDiscards(sheetValue(sheet, 'discards_owed'))[0];
	const title = owed ? `Discard which asset? (for ${owed.reason})` : 'Remove which asset?';
	const choices = owned.map((e) => {
		const given = sheetValue(sheet, `${assetSlug(e.id)}_name`);
		return { value: e.id, label: typeof given === 'string' && given.trim() ? `${e.name} (${given.trim()})` : e.name };
	});
	const pick = await ports.prompt.choose(title, choices);
	if (!pick) return undefined;
	return changeSheet(ports, (s) => removeAsset(s, pick));
}
