import { automaticOffers, offerText } from '../assets/ability-offers';
import type { ActionMoveRoll } from '../play/make-move';
import type { MoveTurn } from '../play/turn';
import type { RerollDie } from '../play/turn-abilities';
import { OUTCOME_LABELS } from '../rules/outcome';
import { rollWithChosenDice } from './dice-entry';
import type { FlowPorts } from './ports';

/**
 * The sheet's asset abilities that fit this move and stat. Those tied to nothing but the move
 * apply on their own and are named; those with a circumstance are offered as a checklist, so
 * a companion's help is the player's call, never a silent bonus. False when cancelled.
 */
export async function askAbilities(ports: FlowPorts, turn: MoveTurn, rolled: readonly string[]): Promise<boolean> {
	const offers = turn.abilities.offers(rolled);
	const automatic = automaticOffers(offers);
	const optional = offers.filter((o) => !automatic.includes(o));
	if (optional.length === 0) {
		turn.abilities.use(automatic);
		if (automatic.length > 0) ports.notify(`Applied: ${automatic.map(offerText).join('; ')}`);
		return true;
	}
	const picked = await ports.prompt.pickOptions({
		title: `${turn.setup.move.name}: asset abilities whose circumstance holds`,
		details: automatic.length ? [`Applied: ${automatic.map(offerText).join('; ')}`] : [],
		options: optional.map((o) => ({ label: offerText(o), ...(o.unavailable ? { disabled: o.unavailable } : {}) })),
		pick: optional.length,
		upTo: true,
		atLeast: 0,
		repeats: false,
	});
	if (picked === undefined) return false;
	const chosen = picked === 'later' ? [] : picked.map((i) => optional[i]).filter((o) => o !== undefined);
	turn.abilities.use([...automatic, ...chosen]);
	return true;
}

const DIE_WORDS: Record<RerollDie, string> = { action: 'Action die', challenge_1: 'First challenge die', challenge_2: 'Second challenge die' };

/** After the roll, when an ability used lets the player reroll: which dice, if any. */
export async function offerReroll(ports: FlowPorts, turn: MoveTurn, rolled: ActionMoveRoll): Promise<ActionMoveRoll | undefined> {
	const dice = turn.abilities.rerollable();
	if (dice.length === 0) return rolled;
	const faces: Record<RerollDie, number> = { action: rolled.roll.action, challenge_1: rolled.roll.challenge[0], challenge_2: rolled.roll.challenge[1] };
	const picked = await ports.prompt.pickOptions({
		title: `${OUTCOME_LABELS[rolled.roll.outcome]} (${rolled.roll.score} vs ${rolled.roll.challenge.join(' and ')}): reroll through your ability?`,
		details: ['Pick the dice to roll again, or none to keep the roll.'],
		options: dice.map((d) => ({ label: `${DIE_WORDS[d]} (${faces[d]})` })),
		pick: dice.length,
		upTo: true,
		atLeast: 0,
		repeats: false,
	});
	if (picked === undefined) return undefined;
	if (picked === 'later' || picked.length === 0) return rolled;
	const chosen = picked.map((i) => dice[i]).filter((d): d is RerollDie => d !== undefined);
	return rollWithChosenDice(ports, (source) => turn.abilities.reroll(rolled, chosen, source));
}
