import type { Outcome } from '../../rules/outcome';
import type { Effect } from '../model';
import { gain } from './shared';

/** What one face of the rarity die does, and on which results (seed 004, Wield a Rarity). */
export interface RarityFace {
	face: number;
	on: 'any' | 'hit' | 'miss';
	/** The outcome it makes, whatever the challenge dice show. */
	countsAs?: Outcome;
	effects?: Effect[];
	note: string;
}

/**
 * Wield a Rarity (DV-16..18): the rarity die is rolled in place of the action die, so it adds to
 * the score as the action die would. The rules name faces 1, 5 and 6 and no size: Iron Ledger
 * rolls a d6, as the die it replaces (docs/state.md).
 */
export const RARITY_DIE_SIDES = 6;

export const RARITY_FACES: readonly RarityFace[] = [
	{ face: 6, on: 'any', countsAs: 'strong_hit', effects: [gain('momentum', 1)], note: 'The rarity’s power manifests in a dramatic and obvious way: an automatic strong hit, and +1 momentum.' },
	{ face: 5, on: 'hit', effects: [gain('momentum', 1)], note: 'The rarity’s power manifests in a subtle way: +1 momentum.' },
	{ face: 1, on: 'miss', note: 'The rarity’s power fails or works against you.' },
];

/** The face's rule for this roll, if it has one. */
export function rarityFace(die: number, outcome: Outcome): RarityFace | undefined {
	return RARITY_FACES.find((f) => f.face === die && (f.on === 'any' || (f.on === 'hit') === (outcome !== 'miss')));
}
