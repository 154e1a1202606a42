import { ownedRarities } from '../delve/rarities';
import type { MoveTurn } from '../play/turn';
import type { FlowPorts } from './ports';

/**
 * Wield a Rarity: asked only when the sheet has a rarity, since the player alone knows whether
 * the move is aided by the asset it augments. False when cancelled.
 */
export async function askRarity(ports: FlowPorts, turn: MoveTurn): Promise<boolean> {
	const c = turn.character;
	if (!c) return true;
	const owned = ownedRarities(ports.content.ruleset(turn.setup.ruleset), { rarities: turn.view.get(c, 'rarities') });
	if (owned.length === 0) return true;
	const pick = await ports.prompt.choose(`${turn.setup.move.name}: aided by an augmented asset?`, [
		{ value: null, label: 'No rarity' },
		...owned.map((r) => ({ value: r, label: `Wield ${r.name}`, detail: `${ports.content.ruleset(turn.setup.ruleset).get(r.asset)?.name ?? r.asset}: the rarity die replaces the action die` })),
	]);
	if (pick === undefined) return false;
	if (pick) turn.wield(pick);
	return true;
}
