/** Move ids and outcome sets the Starforged path ability data shares. */
import type { Outcome } from '../../../rules/outcome';

/** Every path ability id starts with this. */
export const PATH = 'asset.ability:starforged/path/';

export const CHECK_YOUR_GEAR = 'move:starforged/adventure/check_your_gear';
export const CLASH = 'move:starforged/combat/clash';
export const COMPEL = 'move:starforged/adventure/compel';
export const ENDURE_STRESS = 'move:starforged/suffer/endure_stress';
export const ENTER_THE_FRAY = 'move:starforged/combat/enter_the_fray';
export const EXPLORE_A_WAYPOINT = 'move:starforged/exploration/explore_a_waypoint';
export const FACE_DANGER = 'move:starforged/adventure/face_danger';
export const FACE_DEATH = 'move:starforged/threshold/face_death';
export const FACE_DESOLATION = 'move:starforged/threshold/face_desolation';
export const GAIN_GROUND = 'move:starforged/combat/gain_ground';
export const GATHER_INFORMATION = 'move:starforged/adventure/gather_information';
export const HEAL = 'move:starforged/recover/heal';
export const HEARTEN = 'move:starforged/recover/hearten';
export const MAKE_A_CONNECTION = 'move:starforged/connection/make_a_connection';
export const REACT_UNDER_FIRE = 'move:starforged/combat/react_under_fire';
export const RESUPPLY = 'move:starforged/recover/resupply';
export const SECURE_AN_ADVANTAGE = 'move:starforged/adventure/secure_an_advantage';
export const SET_A_COURSE = 'move:starforged/exploration/set_a_course';
export const SOJOURN = 'move:starforged/recover/sojourn';
export const STRIKE = 'move:starforged/combat/strike';
export const SWEAR_AN_IRON_VOW = 'move:starforged/quest/swear_an_iron_vow';
export const TAKE_DECISIVE_ACTION = 'move:starforged/combat/take_decisive_action';

/** The Starforged progress moves, for abilities that modify "a progress move". */
export const PROGRESS_MOVES = [
	TAKE_DECISIVE_ACTION,
	'move:starforged/connection/forge_a_bond',
	'move:starforged/exploration/finish_an_expedition',
	'move:starforged/quest/fulfill_your_vow',
	'move:starforged/scene_challenge/finish_the_scene',
];

/** "On a hit". */
export const HIT: Outcome[] = ['strong_hit', 'weak_hit'];
/** "On a strong hit". */
export const STRONG: Outcome[] = ['strong_hit'];
/** Whatever the roll. */
export const ANY: Outcome[] = ['strong_hit', 'weak_hit', 'miss'];
