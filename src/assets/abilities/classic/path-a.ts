/** Ironsworn (classic) paths, Alchemist to Fortune Hunter: what each ability does to the moves it names. */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY_MOVE,
	COMPEL,
	DRAW_THE_CIRCLE,
	ENDURE_HARM,
	ENDURE_STRESS,
	ENTER_THE_FRAY,
	FACE_DANGER,
	FORGE_A_BOND,
	FULFILL_YOUR_VOW,
	GATHER_INFORMATION,
	MAKE_CAMP,
	SECURE_AN_ADVANTAGE,
	SOJOURN,
	STRIKE,
	SWEAR_AN_IRON_VOW,
	add,
	onHit,
	onStrongHit,
	rerollAny,
} from './shared';

export const CLASSIC_PATH_A_ABILITIES = (): AbilityEntry[] => [
	// Alchemist
	{ id: 'asset.ability:classic/path/alchemist.0', none: 'a new move (creating an elixir)' },
	{ id: 'asset.ability:classic/path/alchemist.1', none: 'improves the elixir move' },
	{
		id: 'asset.ability:classic/path/alchemist.2',
		uses: [{ moves: [ANY_MOVE], when: 'you brew an elixir', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Animal Kin
	{
		id: 'asset.ability:classic/path/animal_kin.0',
		uses: [{ moves: [ANY_MOVE], when: 'you soothe, command, help or ward off an animal', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/path/animal_kin.1', none: 'cheaper companions and an automatic strong hit' },
	{
		id: 'asset.ability:classic/path/animal_kin.2',
		uses: [{ moves: [ANY_MOVE], when: 'your animal companion helps you (once per fight)', benefits: [rerollAny(), onHit('momentum', 1)] }],
	},
	// Banner-Sworn
	{
		id: 'asset.ability:classic/path/banner_sworn.0',
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'the vow is a mission for your leader or faction', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:classic/path/banner_sworn.1',
		uses: [{ moves: [SOJOURN, MAKE_CAMP], when: 'your banner-kin are with you', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/banner_sworn.2',
		uses: [{ moves: [ENTER_THE_FRAY], when: 'you carry your banner', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Battle-Scarred
	{ id: 'asset.ability:classic/path/battle_scarred.0', none: 'changes stats' },
	{
		id: 'asset.ability:classic/path/battle_scarred.1',
		uses: [{ moves: [ENDURE_STRESS], stats: ['heart'], benefits: [onStrongHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/battle_scarred.2',
		uses: [{ moves: [ENDURE_HARM], stats: ['wits', 'heart'], when: 'your health is at 0', benefits: [onHit('momentum', 1)] }],
	},
	// Blade-Bound
	{
		id: 'asset.ability:classic/path/blade_bound.0',
		uses: [{ moves: [ENTER_THE_FRAY, DRAW_THE_CIRCLE], when: 'your kin-blade is in hand', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/blade_bound.1',
		uses: [{ moves: [GATHER_INFORMATION], when: 'you heed the whispering of your kin-blade', benefits: [add(1), onHit('momentum', 2)] }],
	},
	{
		id: 'asset.ability:classic/path/blade_bound.2',
		uses: [{ moves: [STRIKE], when: 'your kin-blade seeks savage harm', benefits: [add(1)] }],
	},
	// Bonded
	{
		id: 'asset.ability:classic/path/bonded.0',
		uses: [{ moves: [ANY_MOVE], when: 'the move already adds for a shared bond', benefits: [add(1)] }],
	},
	{ id: 'asset.ability:classic/path/bonded.1', none: 'triggered by the bonds track, not a roll' },
	{
		id: 'asset.ability:classic/path/bonded.2',
		uses: [{ moves: [ANY_MOVE], when: 'a miss at a crucial moment, holding to your bond-kin', benefits: [rerollAny()] }],
	},
	// Commander
	{ id: 'asset.ability:classic/path/commander.0', none: "rolls and tracks the warband's strength (an asset meter)" },
	{ id: 'asset.ability:classic/path/commander.1', none: "rolls the warband's strength (an asset meter)" },
	{
		id: 'asset.ability:classic/path/commander.2',
		uses: [{ moves: [ANY_MOVE], when: 'you use a warband ability, once bonded to the warband', benefits: [onHit('momentum', 1)] }],
	},
	// Dancer
	{
		id: 'asset.ability:classic/path/dancer.0',
		uses: [
			{ moves: [SECURE_AN_ADVANTAGE], stats: ['edge'], when: 'you dance before an audience', benefits: [add(1), onHit('momentum', 2)] },
			{ moves: [ANY_MOVE], when: 'you deal with someone who watched your strong-hit dance (once)', benefits: [add(2)] },
		],
	},
	{
		id: 'asset.ability:classic/path/dancer.1',
		uses: [{ moves: [FACE_DANGER], stats: ['edge'], when: 'in a fight, dodging the blows', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/path/dancer.2', none: 'a new move (a commemorating dance)' },
	// Devotant
	{
		id: 'asset.ability:classic/path/devotant.0',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], when: "you pray for your god's blessing (+god's stat)", benefits: [onHit('momentum', 2)] }],
	},
	{
		id: 'asset.ability:classic/path/devotant.1',
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'the vow is a divine quest for your god', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:classic/path/devotant.2',
		uses: [{ moves: [SOJOURN], when: "you preach your god's word (+god's stat)", benefits: [onHit('momentum', 1)] }],
	},
	// Empowered
	{ id: 'asset.ability:classic/path/empowered.0', none: 'a second roll after a weak hit or miss, with a harsher miss' },
	{
		id: 'asset.ability:classic/path/empowered.1',
		uses: [{ moves: [COMPEL], when: 'you invoke your title or lineage', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/empowered.2',
		uses: [
			{ moves: [FORGE_A_BOND], when: 'you set your title aside and meet them as an equal', benefits: [add(1)] },
			{ moves: [SWEAR_AN_IRON_VOW], when: 'you pledge to serve someone of lower station', benefits: [add(1)] },
		],
	},
	// Fated
	{ id: 'asset.ability:classic/path/fated.0', none: 'an automatic strong hit at a cost the player chooses' },
	{ id: 'asset.ability:classic/path/fated.1', none: 'a choice of momentum or spirit on a move without a roll' },
	{
		id: 'asset.ability:classic/path/fated.2',
		uses: [{ moves: [FULFILL_YOUR_VOW], when: 'the vow is your background vow', benefits: [rerollAny()] }],
	},
	// Fortune Hunter
	{
		id: 'asset.ability:classic/path/fortune_hunter.0',
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'you are promised payment for the quest', benefits: [add(1)] }],
	},
	{ id: 'asset.ability:classic/path/fortune_hunter.1', none: 'trades wealth (an asset meter) for supply' },
	{ id: 'asset.ability:classic/path/fortune_hunter.2', none: "changes Resupply's result for wealth" },
];
