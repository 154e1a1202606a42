import { type AssetControl, assetControls, changeAssetControl, setAssetCondition } from '../character/asset-controls';
import { openSheet } from '../character/sheet';
import type { SheetBlock } from '../journal/block';
import { StateError } from '../state/schema';
import type { FlowPorts } from './ports';
import { changeSheet } from './sheet-flows';

/** An asset's own meter (a starship's integrity, ammo) or condition (out of action, broken), changed by hand and journaled. */
export async function assetControlFlow(ports: FlowPorts): Promise<SheetBlock | undefined> {
	if (!ports.campaign) throw new StateError('Set the active character first (Set the active character, or Create character).');
	const sheet = await openSheet(ports.campaign.store, ports.content, ports.campaign.characterPath);
	const controls = assetControls(sheet);
	if (controls.length === 0) {
		ports.notify('No asset on the sheet has a meter or a condition.');
		return undefined;
	}
	const words = (c: AssetControl) => c.control.replace(/_/g, ' ');
	const pick = await ports.prompt.choose(
		"Change which asset's meter or condition?",
		controls.map((c) => ({
			value: c,
			label: `${c.assetName}: ${words(c)}`,
			detail: c.kind === 'meter' ? `now ${typeof c.value === 'number' ? c.value : '—'}${c.max !== undefined ? ` of ${c.max}` : ''}` : c.value ? 'marked: clear it' : 'not marked: mark it',
		})),
	);
	if (!pick) return undefined;
	if (pick.kind === 'condition') return changeSheet(ports, (s) => setAssetCondition(s, pick.asset, pick.control, pick.value !== true));
	const sign = await ports.prompt.choose(`${pick.assetName}'s ${words(pick)}: take or suffer?`, [
		{ value: 1, label: 'Take' },
		{ value: -1, label: 'Suffer' },
	]);
	if (!sign) return undefined;
	const amount = await ports.prompt.number(`${sign > 0 ? 'Take +' : 'Suffer −'}how much ${words(pick)}?`, { min: 1, max: 10 });
	if (!amount) return undefined;
	return changeSheet(ports, (s) => changeAssetControl(s, pick.asset, pick.control, sign * amount));
}
