/**
 * Shorthands shared by the Starforged companion, deed, module and vehicle ability data:
 * Datasworn move ids and the benefits those abilities give.
 */
import type { AbilityBenefit } from '../../ability-model';
import type { Outcome } from '../../../rules/outcome';

const MOVE = 'move:starforged/';

export const FACE_DANGER = `${MOVE}adventure/face_danger`;
export const SECURE_AN_ADVANTAGE = `${MOVE}adventure/secure_an_advantage`;
export const GATHER_INFORMATION = `${MOVE}adventure/gather_information`;
export const COMPEL = `${MOVE}adventure/compel`;
export const CHECK_YOUR_GEAR = `${MOVE}adventure/check_your_gear`;
export const SWEAR_AN_IRON_VOW = `${MOVE}quest/swear_an_iron_vow`;
export const MAKE_A_CONNECTION = `${MOVE}connection/make_a_connection`;
export const DEVELOP_YOUR_RELATIONSHIP = `${MOVE}connection/develop_your_relationship`;
export const TEST_YOUR_RELATIONSHIP = `${MOVE}connection/test_your_relationship`;
export const UNDERTAKE_AN_EXPEDITION = `${MOVE}exploration/undertake_an_expedition`;
export const EXPLORE_A_WAYPOINT = `${MOVE}exploration/explore_a_waypoint`;
export const FINISH_AN_EXPEDITION = `${MOVE}exploration/finish_an_expedition`;
export const SET_A_COURSE = `${MOVE}exploration/set_a_course`;
export const ENTER_THE_FRAY = `${MOVE}combat/enter_the_fray`;
export const GAIN_GROUND = `${MOVE}combat/gain_ground`;
export const REACT_UNDER_FIRE = `${MOVE}combat/react_under_fire`;
export const STRIKE = `${MOVE}combat/strike`;
export const CLASH = `${MOVE}combat/clash`;
export const TAKE_DECISIVE_ACTION = `${MOVE}combat/take_decisive_action`;
export const ENDURE_HARM = `${MOVE}suffer/endure_harm`;
export const ENDURE_STRESS = `${MOVE}suffer/endure_stress`;
export const COMPANION_TAKES_A_HIT = `${MOVE}suffer/companion_takes_a_hit`;
export const WITHSTAND_DAMAGE = `${MOVE}suffer/withstand_damage`;
export const SOJOURN = `${MOVE}recover/sojourn`;
export const HEAL = `${MOVE}recover/heal`;
export const HEARTEN = `${MOVE}recover/hearten`;
export const REPAIR = `${MOVE}recover/repair`;
export const FACE_DEATH = `${MOVE}threshold/face_death`;

/** Any action roll. */
export const ANY = '*';

export const HIT: readonly Outcome[] = ['strong_hit', 'weak_hit'];
export const STRONG: readonly Outcome[] = ['strong_hit'];

export function add(value: number): AbilityBenefit {
	return { kind: 'add', value };
}

/** Take +amount momentum on these outcomes (a hit unless told). */
export function momentum(amount: number, on: readonly Outcome[] = HIT): AbilityBenefit {
	return { kind: 'gain', gauge: 'momentum', amount, on: [...on] };
}

export function rerollAny(): AbilityBenefit {
	return { kind: 'reroll', dice: 'any' };
}

export function rerollAction(): AbilityBenefit {
	return { kind: 'reroll', dice: 'action' };
}

export function rerollChallenge(): AbilityBenefit {
	return { kind: 'reroll', dice: 'challenge' };
}

export function upgrade(): AbilityBenefit {
	return { kind: 'upgrade' };
}
