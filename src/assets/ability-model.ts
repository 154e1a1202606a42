/**
 * What an asset ability does to the moves it modifies, written by hand per Datasworn ability
 * id (the ability's prose is only shown). The turn offers each use when its move is made and
 * applies the ones the player takes; the block names them.
 */
import type { Gauge } from '../moves/model';
import type { Outcome } from '../rules/outcome';

export type AbilityBenefit =
	/** Add +N to the action roll. */
	| { kind: 'add'; value: number }
	/** Take (or suffer) on a meter when the roll lands on one of these outcomes: "take +1 momentum on a hit". */
	| { kind: 'gain'; gauge: Gauge; amount: number; on: Outcome[] }
	/** Reroll dice after the roll: whichever the player picks, the action die, or the challenge dice (one or both). */
	| { kind: 'reroll'; dice: 'any' | 'action' | 'challenge' }
	/** Count a weak hit as a strong hit. */
	| { kind: 'upgrade' }
	/** Inflict +N harm when the roll lands on one of these outcomes: N more marks of progress on the fight, by its rank. */
	| { kind: 'harm'; amount: number; on: Outcome[] }
	/** "Add +N on your next move", kept on the sheet as Turn the Tide's is. */
	| { kind: 'next_add'; value: number };

export interface AbilityUse {
	/** Datasworn move ids the ability modifies; `'*'` for any action roll of its ruleset ("when you make a move +heart"). */
	moves: string[];
	/** Only when the move is rolled with one of these stats or meters (Datasworn keys: `edge`, `heart`, `health`…). */
	stats?: string[];
	/**
	 * The circumstance the rules name besides the move ("using your hawk to harass your foes"),
	 * in Iron Ledger's words. A use with one is offered for the player to take; a use
	 * without one applies whenever its move (and stat) is made.
	 */
	when?: string;
	/**
	 * Only when momentum is burned to improve the result (classic Swordmaster): the roll
	 * knows whether it was, so the player is not asked.
	 */
	onBurn?: boolean;
	benefits: AbilityBenefit[];
}

/** An ability modelled by its uses, or one whose effect is left to the player, with why. */
export type AbilityEntry =
	| { id: string; uses: AbilityUse[] }
	| { id: string; none: string };
