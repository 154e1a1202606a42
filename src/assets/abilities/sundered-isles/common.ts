/** Shorthands for the Sundered Isles abilities: the Starforged moves they name, beyond the shared ones. */
import type { AbilityBenefit } from '../../ability-model';
import { HIT } from '../starforged/others-common';

export * from '../starforged/others-common';

const MOVE = 'move:starforged/';
export const RESUPPLY = `${MOVE}recover/resupply`;
export const BATTLE = `${MOVE}combat/battle`;
export const SAA = `${MOVE}adventure/secure_an_advantage`;

/** Take (or suffer) on a meter on these outcomes. */
export function take(gauge: 'supply' | 'momentum', amount: number, on = HIT): AbilityBenefit {
	return { kind: 'gain', gauge, amount, on: [...on] };
}

const ID = 'asset.ability:sundered_isles/';
/** An ability's id from its asset's path and index: `path/spy.1`. */
export const id = (ability: string) => `${ID}${ability}`;
