import type { RulesetContent } from '../content/library';
import type { MoveInfo } from '../content/map-move';
import { moveModel } from '../moves';
import { assetMeters } from '../play/turn-setup';
import type { FlowPorts } from './ports';

/** Which companion and which vehicle a move acts on, asked only when the sheet has more than one. */
export interface MeterAssets {
	companion?: string;
	vehicle?: string;
}

export async function pickMeterAssets(ports: FlowPorts, scope: RulesetContent, move: MoveInfo): Promise<MeterAssets | undefined> {
	const campaign = ports.campaign;
	const model = moveModel(move.id);
	if (!campaign || !model) return {};
	const text = JSON.stringify(model);
	const wants = {
		companion: text.includes('companion_health') || text.includes('"kind":"companion"'),
		vehicle: text.includes('"integrity"') || text.includes('"kind":"vehicle"'),
	};
	if (!wants.companion && !wants.vehicle) return {};
	const fm = (await campaign.store.frontmatter(campaign.characterPath)) ?? {};
	const picked: MeterAssets = {};
	for (const [which, control] of [
		['companion', 'health'],
		['vehicle', 'integrity'],
	] as const) {
		if (!wants[which]) continue;
		const meters = assetMeters(scope, fm, control);
		if (meters.length < 2) continue;
		const choice = await ports.prompt.choose(
			`${move.name}: which ${which}?`,
			meters.map((m) => ({ value: m.asset ?? m.name, label: m.name, detail: `${control} ${String(fm[m.key])} of ${m.max}` })),
		);
		if (choice === undefined) return undefined;
		picked[which] = choice;
	}
	return picked;
}
