/** Starforged module abilities, engine upgrade to medbay: what each does to moves. */
import type { AbilityEntry } from '../../ability-model';
import {
	CLASH,
	COMPEL,
	ENTER_THE_FRAY,
	FACE_DANGER,
	GAIN_GROUND,
	GATHER_INFORMATION,
	HEAL,
	STRIKE,
	STRONG,
	TAKE_DECISIVE_ACTION,
	UNDERTAKE_AN_EXPEDITION,
	add,
	momentum,
	rerollAction,
	rerollAny,
	rerollChallenge,
	upgrade,
} from './others-common';

export const STARFORGED_MODULE_ABILITIES = (): AbilityEntry[] => [
	{
		id: 'asset.ability:starforged/module/engine_upgrade.0',
		uses: [
			{
				moves: [UNDERTAKE_AN_EXPEDITION],
				stats: ['edge'],
				when: 'you travel in your vehicle',
				benefits: [momentum(1, STRONG)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/module/engine_upgrade.1',
		uses: [
			{ moves: [ENTER_THE_FRAY], when: 'you choose to maneuver', benefits: [add(1), momentum(1, STRONG)] },
			{ moves: [ENTER_THE_FRAY], when: 'you choose to boost', benefits: [momentum(2)] },
		],
	},
	{ id: 'asset.ability:starforged/module/engine_upgrade.2', none: 'a reroll and upgrade that cost vehicle damage' },
	{ id: 'asset.ability:starforged/module/expanded_hold.0', none: 'a cargo meter' },
	{ id: 'asset.ability:starforged/module/expanded_hold.1', none: 'spends cargo for a reroll' },
	{ id: 'asset.ability:starforged/module/expanded_hold.2', none: 'drops cargo to add' },
	{ id: 'asset.ability:starforged/module/grappler.0', none: 'a new move' },
	{ id: 'asset.ability:starforged/module/grappler.1', none: 'overcharges the grappler at a cost' },
	{
		id: 'asset.ability:starforged/module/grappler.2',
		uses: [{ moves: [TAKE_DECISIVE_ACTION], when: 'you fire the grappler', benefits: [rerollChallenge()] }],
	},
	{
		id: 'asset.ability:starforged/module/heavy_cannons.0',
		uses: [{ moves: [STRIKE], when: 'a strafing run with your cannons', benefits: [add(1), momentum(1)] }],
	},
	{
		id: 'asset.ability:starforged/module/heavy_cannons.1',
		uses: [
			{
				moves: [CLASH],
				when: 'once a fight, an all-or-nothing exchange of fire (a miss is dire)',
				benefits: [add(1), upgrade()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/module/heavy_cannons.2',
		uses: [
			{
				moves: [COMPEL, ENTER_THE_FRAY, GAIN_GROUND],
				when: 'you threaten a foe with your cannons over comms',
				benefits: [add(1), momentum(1)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/module/internal_refit.0',
		uses: [
			{
				moves: [UNDERTAKE_AN_EXPEDITION],
				when: 'the first leg of a dangerous or greater journey',
				benefits: [rerollAny()],
			},
		],
	},
	{ id: 'asset.ability:starforged/module/internal_refit.1', none: 'a new move' },
	{
		id: 'asset.ability:starforged/module/internal_refit.2',
		uses: [{ moves: [ENTER_THE_FRAY], when: 'you oppose invaders aboard your vessel', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:starforged/module/medbay.0',
		uses: [
			{
				moves: [HEAL],
				when: 'in the medbay, with the action die below integrity',
				benefits: [rerollAction()],
			},
		],
	},
	{ id: 'asset.ability:starforged/module/medbay.1', none: 'clears an impact' },
	{
		id: 'asset.ability:starforged/module/medbay.2',
		uses: [
			{ moves: [FACE_DANGER], when: 'a risky medical procedure', benefits: [rerollAny(), momentum(1)] },
			{ moves: [GATHER_INFORMATION], when: 'an autopsy or medical exam', benefits: [rerollAny(), momentum(1)] },
		],
	},
];
