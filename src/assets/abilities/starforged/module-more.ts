/** Starforged module abilities, missile array to workshop: what each does to moves. */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY,
	ENTER_THE_FRAY,
	FACE_DANGER,
	GAIN_GROUND,
	GATHER_INFORMATION,
	REACT_UNDER_FIRE,
	REPAIR,
	SECURE_AN_ADVANTAGE,
	STRIKE,
	STRONG,
	SWEAR_AN_IRON_VOW,
	UNDERTAKE_AN_EXPEDITION,
	WITHSTAND_DAMAGE,
	add,
	momentum,
	rerollAction,
	rerollAny,
	rerollChallenge,
} from './others-common';

export const STARFORGED_MORE_MODULE_ABILITIES = (): AbilityEntry[] => [
	{ id: 'asset.ability:starforged/module/missile_array.0', none: 'spends ammo; progress is not modelled' },
	{
		id: 'asset.ability:starforged/module/missile_array.1',
		uses: [
			{
				moves: [GAIN_GROUND],
				when: 'you lock a missile on target (1+ ammo)',
				benefits: [add(1), momentum(1)],
			},
		],
	},
	{ id: 'asset.ability:starforged/module/missile_array.2', none: 'spends all ammo for a chance to reroll' },
	{
		id: 'asset.ability:starforged/module/overseer.0',
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, GAIN_GROUND],
				stats: ['integrity'],
				when: 'you talk it through with the overseer',
				benefits: [momentum(1)],
			},
		],
	},
	{ id: 'asset.ability:starforged/module/overseer.1', none: 'two rolls on the miss table' },
	{
		id: 'asset.ability:starforged/module/overseer.2',
		uses: [
			{
				moves: [FACE_DANGER],
				stats: ['integrity'],
				when: 'the AI flies in an emergency or you summon the vehicle',
				benefits: [momentum(1)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/module/reinforced_hull.0',
		uses: [
			{
				moves: [WITHSTAND_DAMAGE],
				when: 'the reinforced vehicle takes the damage',
				benefits: [add(1), momentum(1, STRONG)],
			},
		],
	},
	{ id: 'asset.ability:starforged/module/reinforced_hull.1', none: 'momentum equal to integrity, or on arrival' },
	{
		id: 'asset.ability:starforged/module/reinforced_hull.2',
		uses: [{ moves: [REACT_UNDER_FIRE], when: 'the hull takes the hit', benefits: [add(1), momentum(1)] }],
	},
	{
		id: 'asset.ability:starforged/module/research_lab.0',
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, GATHER_INFORMATION],
				when: 'careful analysis or experiments in your lab',
				benefits: [add(1), momentum(1)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/module/research_lab.1',
		uses: [{ moves: [FACE_DANGER], when: 'you contain a hazardous specimen', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:starforged/module/research_lab.2',
		uses: [
			{ moves: [SWEAR_AN_IRON_VOW], when: 'an extreme or greater research project', benefits: [rerollAny()] },
			{ moves: [FACE_DANGER], when: 'long work on the project in your lab', benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:starforged/module/sensor_array.0',
		uses: [
			{
				moves: [UNDERTAKE_AN_EXPEDITION],
				stats: ['wits'],
				when: 'you travel in your vehicle',
				benefits: [rerollChallenge()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/module/sensor_array.1',
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, GATHER_INFORMATION],
				when: 'you scan around the vehicle or a nearby object',
				benefits: [momentum(1)],
			},
			{ moves: [SECURE_AN_ADVANTAGE, GATHER_INFORMATION], when: 'you choose a manual scan', benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:starforged/module/sensor_array.2',
		uses: [
			{
				moves: [ENTER_THE_FRAY],
				stats: ['integrity'],
				when: 'you face an ambush',
				benefits: [rerollAny(), momentum(1)],
			},
			{
				moves: [FACE_DANGER],
				stats: ['integrity'],
				when: 'you detect a hidden threat',
				benefits: [rerollAny(), momentum(1)],
			},
		],
	},
	{ id: 'asset.ability:starforged/module/shields.0', none: 'a new move' },
	{
		id: 'asset.ability:starforged/module/shields.1',
		uses: [{ moves: [REACT_UNDER_FIRE], when: 'the shields take the blow (roll +shields)', benefits: [momentum(2)] }],
	},
	{
		id: 'asset.ability:starforged/module/shields.2',
		uses: [{ moves: [ENTER_THE_FRAY], when: 'you raise your shields to 3', benefits: [momentum(1, STRONG)] }],
	},
	{
		id: 'asset.ability:starforged/module/stealth_tech.0',
		uses: [
			{ moves: [ANY], when: 'you avoid detection by a specific foe or threat', benefits: [add(1)] },
			{ moves: [ENTER_THE_FRAY], when: 'you ambush an unaware foe', benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:starforged/module/stealth_tech.1',
		uses: [
			{
				moves: [UNDERTAKE_AN_EXPEDITION],
				stats: ['shadow'],
				when: 'you travel stealthily',
				benefits: [rerollAction()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/module/stealth_tech.2',
		uses: [{ moves: [STRIKE], stats: ['shadow'], when: 'you strike true from hiding', benefits: [rerollAny()] }],
	},
	{ id: 'asset.ability:starforged/module/vehicle_bay.0', none: 'cheaper support vehicles and repairs' },
	{ id: 'asset.ability:starforged/module/vehicle_bay.1', none: 'salvages a destroyed vehicle' },
	{
		id: 'asset.ability:starforged/module/vehicle_bay.2',
		uses: [{ moves: [ANY], when: 'a perilous launch or landing', benefits: [rerollAny(), momentum(1)] }],
	},
	{
		id: 'asset.ability:starforged/module/workshop.0',
		uses: [{ moves: [REPAIR], when: 'you repair in the field', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:starforged/module/workshop.1',
		uses: [
			{
				moves: [ANY],
				when: 'device work in your workshop, with the action die below integrity',
				benefits: [rerollAction()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/module/workshop.2',
		uses: [
			{ moves: [SWEAR_AN_IRON_VOW], when: 'an extreme or greater engineering project', benefits: [rerollAny()] },
			{ moves: [FACE_DANGER], when: 'long work on the project in your workshop', benefits: [add(1)] },
		],
	},
];
