/** Ironsworn (classic) companions: what each ability does to the moves it names. */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY_MOVE,
	BATTLE,
	CLASH,
	COMPANION_ENDURE_HARM,
	ENDURE_STRESS,
	ENTER_THE_FRAY,
	FACE_DANGER,
	FACE_DEATH,
	FACE_DESOLATION,
	GATHER_INFORMATION,
	MAKE_CAMP,
	RESUPPLY,
	SECURE_AN_ADVANTAGE,
	STRIKE,
	UNDERTAKE_A_JOURNEY,
	add,
	harmOnHit,
	onHit,
	rerollAny,
} from './shared';

export const CLASSIC_COMPANION_ABILITIES = (): AbilityEntry[] => [
	// Cave Lion
	{ id: 'asset.ability:classic/companion/cave_lion.0', none: 'rolls +edge for a choice of supply or momentum' },
	{
		id: 'asset.ability:classic/companion/cave_lion.1',
		uses: [{ moves: [ENTER_THE_FRAY, STRIKE], stats: ['edge'], when: 'you set your cat on the foe', benefits: [onHit('momentum', 2)] }],
	},
	{
		id: 'asset.ability:classic/companion/cave_lion.2',
		uses: [
			{ moves: [MAKE_CAMP], when: 'you choose to relax', benefits: [onHit('spirit', 1)] },
			{ moves: [MAKE_CAMP], when: 'you choose to focus', benefits: [onHit('momentum', 1)] },
		],
	},
	// Giant Spider
	{
		id: 'asset.ability:classic/companion/giant_spider.0',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], when: 'your spider scouts the place', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/companion/giant_spider.1',
		uses: [{ moves: [GATHER_INFORMATION], when: 'you act on the fears your spider revealed', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:classic/companion/giant_spider.2',
		uses: [{ moves: [ENTER_THE_FRAY], stats: ['shadow'], when: 'your spider has laid a trap', benefits: [add(1)] }],
	},
	// Hawk
	{
		id: 'asset.ability:classic/companion/hawk.0',
		uses: [
			{ moves: [UNDERTAKE_A_JOURNEY], benefits: [add(1)] },
			{ moves: [RESUPPLY], when: 'you hunt for small game', benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:classic/companion/hawk.1',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], stats: ['edge'], when: 'your hawk harries your foes', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/companion/hawk.2',
		uses: [
			{ moves: [FACE_DANGER], stats: ['wits'], when: 'you watch for a threat closing in', benefits: [add(2)] },
			{ moves: [ENTER_THE_FRAY], stats: ['wits'], when: 'against an ambush', benefits: [add(2)] },
		],
	},
	// Horse
	{
		id: 'asset.ability:classic/companion/horse.0',
		uses: [
			{ moves: [FACE_DANGER], stats: ['edge'], when: "you rely on your horse's speed", benefits: [add(1)] },
			{ moves: [UNDERTAKE_A_JOURNEY], benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:classic/companion/horse.1',
		uses: [{ moves: [ENTER_THE_FRAY, SECURE_AN_ADVANTAGE], stats: ['heart'], when: 'you charge into the fight', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/companion/horse.2',
		uses: [{ moves: [STRIKE, CLASH], when: 'mounted, at close range', benefits: [add(1)] }],
	},
	// Hound
	{
		id: 'asset.ability:classic/companion/hound.0',
		uses: [{ moves: [GATHER_INFORMATION], when: "your hound's nose tracks or searches", benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/companion/hound.1',
		// One or the other: two uses, each named by the choice it makes.
		uses: [
			{ moves: [STRIKE, CLASH], when: 'you fight alongside your hound and inflict the harm (not the momentum)', benefits: [harmOnHit(1)] },
			{ moves: [STRIKE, CLASH], when: 'you fight alongside your hound and take the momentum (not the harm)', benefits: [onHit('momentum', 1)] },
		],
	},
	{
		id: 'asset.ability:classic/companion/hound.2',
		uses: [{ moves: [ENDURE_STRESS], when: 'your hound is with you', benefits: [add(1)] }],
	},
	// Kindred
	{
		id: 'asset.ability:classic/companion/kindred.0',
		uses: [{ moves: [ANY_MOVE], when: "out of combat, helped by your companion's skill", benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/companion/kindred.1',
		uses: [
			{ moves: [CLASH, BATTLE], when: 'your companion fights beside you', benefits: [add(1)] },
			{ moves: [FACE_DANGER], when: 'you stand with your companion against an attack', benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:classic/companion/kindred.2',
		uses: [{ moves: [FACE_DESOLATION], when: 'your bonded companion is present', benefits: [add(1)] }],
	},
	// Mammoth
	{ id: 'asset.ability:classic/companion/mammoth.0', none: 'trades momentum for an add the player chooses' },
	{ id: 'asset.ability:classic/companion/mammoth.1', none: "rolls the mammoth's health instead of supply" },
	{
		id: 'asset.ability:classic/companion/mammoth.2',
		uses: [{ moves: [STRIKE, CLASH], when: 'you ride your mammoth into a pack of foes', benefits: [add(1)] }],
	},
	// Owl
	{
		id: 'asset.ability:classic/companion/owl.0',
		uses: [
			{ moves: [RESUPPLY], when: 'your owl hunts for you at night', benefits: [onHit('momentum', 2)] },
			{ moves: [ENTER_THE_FRAY], stats: ['wits'], when: 'against an ambush in the dark', benefits: [add(1), onHit('momentum', 1)] },
		],
	},
	{
		id: 'asset.ability:classic/companion/owl.1',
		uses: [
			{ moves: [ANY_MOVE], when: "a ritual drawing on your owl's lore, picking the add", benefits: [add(1)] },
			{ moves: [ANY_MOVE], when: "a ritual drawing on your owl's lore, picking momentum", benefits: [onHit('momentum', 1)] },
		],
	},
	{ id: 'asset.ability:classic/companion/owl.2', none: "momentum equal to the owl's health, before the roll" },
	// Raven
	{
		id: 'asset.ability:classic/companion/raven.0',
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, FACE_DANGER],
				stats: ['shadow'],
				when: 'your raven distracts or steals for you',
				benefits: [add(1), onHit('momentum', 1)],
			},
		],
	},
	{
		id: 'asset.ability:classic/companion/raven.1',
		uses: [{ moves: [FACE_DEATH], benefits: [add(2), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/companion/raven.2', none: 'narrative (moves made from a distance)' },
	// Young Wyvern
	{ id: 'asset.ability:classic/companion/young_wyvern.0', none: 'trades supply for momentum' },
	{
		id: 'asset.ability:classic/companion/young_wyvern.1',
		uses: [{ moves: [COMPANION_ENDURE_HARM], when: 'it is your wyvern that is hurt', benefits: [add(2), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/companion/young_wyvern.2', none: "rolls +heart for the wyvern's harm" },
];
