/** Starforged command vehicle and support vehicle abilities: what each does to moves. */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY,
	CHECK_YOUR_GEAR,
	CLASH,
	ENTER_THE_FRAY,
	FACE_DANGER,
	FINISH_AN_EXPEDITION,
	GAIN_GROUND,
	REACT_UNDER_FIRE,
	SET_A_COURSE,
	STRIKE,
	UNDERTAKE_AN_EXPEDITION,
	WITHSTAND_DAMAGE,
	add,
	momentum,
	rerollChallenge,
} from './others-common';

export const STARFORGED_COMMAND_VEHICLE_ABILITIES = (): AbilityEntry[] => [
	{ id: 'asset.ability:starforged/command_vehicle/starship.0', none: 'equips modules when you advance' },
	{ id: 'asset.ability:starforged/command_vehicle/starship.1', none: 'a bonds legacy tick' },
	{ id: 'asset.ability:starforged/command_vehicle/starship.2', none: 'another stat to roll, with a cost' },
];

export const STARFORGED_SUPPORT_VEHICLE_ABILITIES = (): AbilityEntry[] => [
	{ id: 'asset.ability:starforged/support_vehicle/exosuit.0', none: 'swaps the action die for integrity at a cost' },
	{ id: 'asset.ability:starforged/support_vehicle/exosuit.1', none: 'trades supply for a reroll' },
	{
		id: 'asset.ability:starforged/support_vehicle/exosuit.2',
		uses: [{ moves: [WITHSTAND_DAMAGE], when: 'the exosuit takes the damage', benefits: [rerollChallenge()] }],
	},
	{
		id: 'asset.ability:starforged/support_vehicle/hoverbike.0',
		uses: [{ moves: [UNDERTAKE_AN_EXPEDITION], stats: ['edge'], when: 'you ride the hoverbike', benefits: [momentum(1)] }],
	},
	{ id: 'asset.ability:starforged/support_vehicle/hoverbike.1', none: 'adds integrity but a weak hit becomes a miss' },
	{ id: 'asset.ability:starforged/support_vehicle/hoverbike.2', none: 'a chance to keep momentum after a burn' },
	{
		id: 'asset.ability:starforged/support_vehicle/rover.0',
		uses: [
			{ moves: [UNDERTAKE_AN_EXPEDITION, SET_A_COURSE], when: 'you travel by rover', benefits: [add(1)] },
			{ moves: [FINISH_AN_EXPEDITION], when: 'you travelled by rover', benefits: [rerollChallenge()] },
		],
	},
	{ id: 'asset.ability:starforged/support_vehicle/rover.1', none: 'equips a module' },
	{
		id: 'asset.ability:starforged/support_vehicle/rover.2',
		uses: [
			{
				moves: [FACE_DANGER, REACT_UNDER_FIRE],
				stats: ['integrity'],
				when: 'the rover takes a hit or crashes through',
				benefits: [momentum(1)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/support_vehicle/service_pod.0',
		uses: [{ moves: [ANY], when: 'the pod’s arms do delicate or forceful work', benefits: [add(1), momentum(1)] }],
	},
	{
		id: 'asset.ability:starforged/support_vehicle/service_pod.1',
		uses: [
			{
				moves: [FACE_DANGER, GAIN_GROUND, REACT_UNDER_FIRE],
				stats: ['integrity'],
				when: 'you pilot the pod recklessly through a hazard',
				benefits: [momentum(1)],
			},
		],
	},
	{ id: 'asset.ability:starforged/support_vehicle/service_pod.2', none: 'an automatic strong hit at a cost' },
	{ id: 'asset.ability:starforged/support_vehicle/shuttle.0', none: 'momentum on arrival, outside a move' },
	{
		id: 'asset.ability:starforged/support_vehicle/shuttle.1',
		uses: [
			{
				moves: [FACE_DANGER, REACT_UNDER_FIRE],
				when: 'flying the shuttle through hazards or away from an attack',
				benefits: [add(1), momentum(1)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/support_vehicle/shuttle.2',
		uses: [{ moves: [WITHSTAND_DAMAGE], when: 'the shuttle takes the damage', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:starforged/support_vehicle/skiff.0',
		uses: [
			{
				moves: [UNDERTAKE_AN_EXPEDITION, SET_A_COURSE],
				stats: ['integrity'],
				when: 'you rely on the skiff',
				benefits: [momentum(1)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/support_vehicle/skiff.1',
		uses: [{ moves: [STRIKE, CLASH], stats: ['integrity'], when: 'you fire the skiff’s cannon', benefits: [momentum(1)] }],
	},
	{
		id: 'asset.ability:starforged/support_vehicle/skiff.2',
		uses: [{ moves: [CHECK_YOUR_GEAR], when: 'the skiff’s stores are at hand', benefits: [add(1), momentum(1)] }],
	},
	{
		id: 'asset.ability:starforged/support_vehicle/snub_fighter.0',
		uses: [{ moves: [ENTER_THE_FRAY], stats: ['integrity'], when: 'you fly the snub fighter', benefits: [momentum(2)] }],
	},
	{
		id: 'asset.ability:starforged/support_vehicle/snub_fighter.1',
		uses: [{ moves: [STRIKE, CLASH], when: 'you fly the snub fighter', benefits: [add(1)] }],
	},
	{ id: 'asset.ability:starforged/support_vehicle/snub_fighter.2', none: 'tallies victories toward legacy ticks' },
];
