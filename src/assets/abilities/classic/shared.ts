/**
 * Building blocks for the hand-written Ironsworn (classic) ability data: the move ids the
 * abilities name, and the benefits they grant.
 */
import type { Gauge } from '../../../moves/model';
import type { Outcome } from '../../../rules/outcome';
import type { AbilityBenefit } from '../../ability-model';

/** Any action roll ("when you make a move…"): the circumstance goes in the use's `when`. */
export const ANY_MOVE = '*';

export const FACE_DANGER = 'move:classic/adventure/face_danger';
export const SECURE_AN_ADVANTAGE = 'move:classic/adventure/secure_an_advantage';
export const GATHER_INFORMATION = 'move:classic/adventure/gather_information';
export const HEAL = 'move:classic/adventure/heal';
export const RESUPPLY = 'move:classic/adventure/resupply';
export const MAKE_CAMP = 'move:classic/adventure/make_camp';
export const UNDERTAKE_A_JOURNEY = 'move:classic/adventure/undertake_a_journey';
export const REACH_YOUR_DESTINATION = 'move:classic/adventure/reach_your_destination';
export const COMPEL = 'move:classic/relationship/compel';
export const SOJOURN = 'move:classic/relationship/sojourn';
export const DRAW_THE_CIRCLE = 'move:classic/relationship/draw_the_circle';
export const FORGE_A_BOND = 'move:classic/relationship/forge_a_bond';
export const TEST_YOUR_BOND = 'move:classic/relationship/test_your_bond';
export const ENTER_THE_FRAY = 'move:classic/combat/enter_the_fray';
export const STRIKE = 'move:classic/combat/strike';
export const CLASH = 'move:classic/combat/clash';
export const BATTLE = 'move:classic/combat/battle';
export const ENDURE_HARM = 'move:classic/suffer/endure_harm';
export const FACE_DEATH = 'move:classic/suffer/face_death';
export const COMPANION_ENDURE_HARM = 'move:classic/suffer/companion_endure_harm';
export const ENDURE_STRESS = 'move:classic/suffer/endure_stress';
export const FACE_DESOLATION = 'move:classic/suffer/face_desolation';
export const SWEAR_AN_IRON_VOW = 'move:classic/quest/swear_an_iron_vow';
export const FULFILL_YOUR_VOW = 'move:classic/quest/fulfill_your_vow';
/** Ironsworn: Delve's move, which the Improviser path names. */
export const CHECK_YOUR_GEAR = 'move:delve/delve/check_your_gear';

/** Add +N to the action roll. */
export const add = (value: number): AbilityBenefit => ({ kind: 'add', value });

/** Take (or, negative, suffer) on a meter when the roll lands on one of `on`. */
export const gain = (gauge: Gauge, amount: number, on: Outcome[]): AbilityBenefit => ({ kind: 'gain', gauge, amount, on });

/** "Take +N <gauge> on a hit". */
export const onHit = (gauge: Gauge, amount: number): AbilityBenefit => gain(gauge, amount, ['strong_hit', 'weak_hit']);

/** "Take +N <gauge> on a strong hit". */
export const onStrongHit = (gauge: Gauge, amount: number): AbilityBenefit => gain(gauge, amount, ['strong_hit']);

/** "Reroll any dice". */
export const rerollAny = (): AbilityBenefit => ({ kind: 'reroll', dice: 'any' });

/** "Reroll one (or both) of the challenge dice". */
export const rerollChallenge = (): AbilityBenefit => ({ kind: 'reroll', dice: 'challenge' });

/** "Inflict +N harm" on a hit: N more marks of progress on the fight. */
export const harmOnHit = (amount: number): AbilityBenefit => ({ kind: 'harm', amount, on: ['strong_hit', 'weak_hit'] });

/** "Add +N on your next move", kept on the sheet until then. */
export const nextAdd = (value: number): AbilityBenefit => ({ kind: 'next_add', value });
