/** Starforged path abilities, Navigator to Weapon Master: what each does to the moves it modifies. */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY,
	CHECK_YOUR_GEAR,
	COMPEL,
	ENTER_THE_FRAY,
	FACE_DANGER,
	FACE_DEATH,
	FACE_DESOLATION,
	GAIN_GROUND,
	GATHER_INFORMATION,
	HIT,
	MAKE_A_CONNECTION,
	PATH,
	RESUPPLY,
	SECURE_AN_ADVANTAGE,
	SET_A_COURSE,
	SOJOURN,
	STRIKE,
	STRONG,
	SWEAR_AN_IRON_VOW,
} from './paths-moves';

export const PATH_ABILITIES_C = (): AbilityEntry[] => [
	// Navigator
	{
		id: `${PATH}navigator.0`,
		uses: [
			{ moves: [SET_A_COURSE], when: 'you take the fastest path', benefits: [{ kind: 'gain', gauge: 'momentum', amount: 2, on: STRONG }] },
			{ moves: [SET_A_COURSE], when: 'you take the safest path', benefits: [{ kind: 'add', value: 1 }] },
		],
	},
	{
		id: `${PATH}navigator.1`,
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE],
				when: 'you chart the way ahead',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
			{
				moves: [FACE_DANGER],
				when: 'you seek a path around a hazard',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
			{
				moves: [GATHER_INFORMATION],
				when: 'you study your charts to learn about a location',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}navigator.2`, none: 'an automatic strong hit once per expedition' },
	// Outcast
	{ id: `${PATH}outcast.0`, none: 'the reroll caps the result at a weak hit' },
	{ id: `${PATH}outcast.1`, none: 'a new move' },
	{ id: `${PATH}outcast.2`, none: 'an automatic strong hit and legacy ticks' },
	// Scavenger
	{
		id: `${PATH}scavenger.0`,
		uses: [
			{
				moves: [GATHER_INFORMATION, RESUPPLY],
				when: 'you scavenge a wreck, ruin or abandoned site',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{
		id: `${PATH}scavenger.1`,
		uses: [{ moves: ['*'], when: 'an improvised item you made with a hit aids you', benefits: [{ kind: 'add', value: 1 }] }],
	},
	{
		id: `${PATH}scavenger.2`,
		uses: [{ moves: [CHECK_YOUR_GEAR], stats: ['wits', 'supply'], benefits: [{ kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }] }],
	},
	// Scoundrel
	{ id: `${PATH}scoundrel.0`, uses: [{ moves: ['*'], when: 'you lie, bluff, steal or cheat', benefits: [{ kind: 'add', value: 2 }] }] },
	{
		id: `${PATH}scoundrel.1`,
		uses: [{ moves: [MAKE_A_CONNECTION], stats: ['shadow'], when: 'you seek a new contact and miss', benefits: [{ kind: 'reroll', dice: 'any' }] }],
	},
	{ id: `${PATH}scoundrel.2`, none: 'momentum after burning momentum' },
	// Seer
	{ id: `${PATH}seer.0`, none: 'a prophecy for a later automatic strong hit' },
	{
		id: `${PATH}seer.1`,
		uses: [
			{
				moves: [GATHER_INFORMATION],
				stats: ['spirit'],
				when: 'you focus or meditate on a place, being or situation',
				benefits: [{ kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}seer.2`, none: 'momentum on a match, not on an outcome' },
	// Shade
	{ id: `${PATH}shade.0`, none: 'presets the action die' },
	{ id: `${PATH}shade.1`, none: 'a new move' },
	{ id: `${PATH}shade.2`, none: 'momentum for dropping the veil, outside any move' },
	// Slayer
	{
		id: `${PATH}slayer.0`,
		uses: [
			{
				moves: ['*'],
				when: 'you investigate, track or stalk an inhuman foe',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{
		id: `${PATH}slayer.1`,
		uses: [
			{
				moves: [SWEAR_AN_IRON_VOW],
				when: 'a formidable or greater vow to slay an inhuman foe for a community',
				benefits: [{ kind: 'reroll', dice: 'any' }],
			},
		],
	},
	{
		id: `${PATH}slayer.2`,
		uses: [{ moves: [ENTER_THE_FRAY], when: 'your objective is to slay an inhuman foe', benefits: [{ kind: 'gain', gauge: 'momentum', amount: 2, on: ANY }] }],
	},
	// Sleuth
	{ id: `${PATH}sleuth.0`, none: 'three challenge dice to choose from' },
	{
		id: `${PATH}sleuth.1`,
		uses: [
			{
				moves: ['*'],
				when: 'you keep out of sight while watching a person or place',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}sleuth.2`, none: 'an automatic weak hit instead of rolling' },
	// Sniper
	{ id: `${PATH}sniper.0`, none: 'a new move' },
	{ id: `${PATH}sniper.1`, none: 'rolls another stat and marks progress' },
	{ id: `${PATH}sniper.2`, none: 'trades momentum for an equal bonus' },
	// Tech
	{
		id: `${PATH}tech.0`,
		uses: [{ moves: ['*'], when: 'you configure, optimize, hack or disrupt an electronic system', benefits: [{ kind: 'add', value: 1 }] }],
	},
	{ id: `${PATH}tech.1`, none: 'the reroll costs momentum and swaps the stat' },
	{
		id: `${PATH}tech.2`,
		uses: [
			{
				moves: [FACE_DANGER, SECURE_AN_ADVANTAGE],
				when: 'you write a program for a specific, complex job',
				benefits: [{ kind: 'add', value: 2 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
			{ moves: ['*'], when: 'you set off your program for its purpose (once only)', benefits: [{ kind: 'reroll', dice: 'any' }] },
		],
	},
	// Trader
	{ id: `${PATH}trader.0`, none: 'rolls supply at a supply cost' },
	{
		id: `${PATH}trader.1`,
		uses: [
			{ moves: [MAKE_A_CONNECTION], when: 'the connection is a merchant or supplier', benefits: [{ kind: 'add', value: 1 }] },
			{ moves: [RESUPPLY], when: 'you barter with them and the action die is below your supply', benefits: [{ kind: 'reroll', dice: 'action' }] },
		],
	},
	{ id: `${PATH}trader.2`, none: 'an acquisition for a later automatic strong hit' },
	// Vestige
	{ id: `${PATH}vestige.0`, uses: [{ moves: [FACE_DEATH, FACE_DESOLATION], benefits: [{ kind: 'reroll', dice: 'any' }] }] },
	{
		id: `${PATH}vestige.1`,
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, COMPEL],
				when: 'you share a tale, performance or ceremony of your heritage',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}vestige.2`, uses: [{ moves: ['*'], when: 'your relic directly aids you and you miss', benefits: [{ kind: 'reroll', dice: 'action' }] }] },
	// Veteran
	{ id: `${PATH}veteran.0`, uses: [{ moves: ['*'], when: 'in a fight, the move after you burned momentum', benefits: [{ kind: 'add', value: 1 }] }] },
	{ id: `${PATH}veteran.1`, uses: [{ moves: [MAKE_A_CONNECTION], benefits: [{ kind: 'add', value: 1 }] }] },
	{
		id: `${PATH}veteran.2`,
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, GAIN_GROUND],
				when: 'you draw on a hard lesson from the battlefield',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	// Voidborn
	{ id: `${PATH}voidborn.0`, none: 'changes the momentum reset' },
	{ id: `${PATH}voidborn.1`, uses: [{ moves: [SOJOURN, MAKE_A_CONNECTION], when: 'you are in a spacebound community', benefits: [{ kind: 'add', value: 1 }] }] },
	{
		id: `${PATH}voidborn.2`,
		uses: [
			{
				moves: ['*'],
				when: 'you leap, evade or move nimbly in low gravity',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	// Weapon Master
	{
		id: `${PATH}weapon_master.0`,
		uses: [
			{
				moves: [ENTER_THE_FRAY],
				when: 'the fight is personal combat',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{
		id: `${PATH}weapon_master.1`,
		uses: [{ moves: [STRIKE], when: 'you use a personal weapon with limited ammo or a single-use mode', benefits: [{ kind: 'add', value: 1 }] }],
	},
	{
		id: `${PATH}weapon_master.2`,
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE],
				stats: ['supply'],
				when: 'you suit up and gather gear for a perilous encounter or mission',
				benefits: [{ kind: 'gain', gauge: 'momentum', amount: 2, on: HIT }],
			},
		],
	},
];
