/** Starforged path abilities, Firebrand to Naturalist: what each does to the moves it modifies. */
import type { AbilityEntry } from '../../ability-model';
import {
	CHECK_YOUR_GEAR,
	CLASH,
	COMPEL,
	ENDURE_STRESS,
	ENTER_THE_FRAY,
	FACE_DANGER,
	FACE_DEATH,
	GAIN_GROUND,
	GATHER_INFORMATION,
	HEAL,
	HIT,
	MAKE_A_CONNECTION,
	PATH,
	REACT_UNDER_FIRE,
	RESUPPLY,
	SECURE_AN_ADVANTAGE,
	STRIKE,
	SWEAR_AN_IRON_VOW,
} from './paths-moves';

export const PATH_ABILITIES_B = (): AbilityEntry[] => [
	// Firebrand
	{ id: `${PATH}firebrand.0`, none: 'a new move, and a fire meter spent for the bonus' },
	{ id: `${PATH}firebrand.1`, none: 'trades harm for fire' },
	{ id: `${PATH}firebrand.2`, none: 'spends fire for an automatic strong hit' },
	// Fugitive
	{ id: `${PATH}fugitive.0`, none: 'a strong hit bought with a hunters clock' },
	{
		id: `${PATH}fugitive.1`,
		uses: [
			{
				moves: ['*'],
				when: 'you hide, conceal who you are, or flee a pursuer',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}fugitive.2`, none: 'swaps the asset once the vow is fulfilled' },
	// Gearhead
	{
		id: `${PATH}gearhead.0`,
		uses: [
			{
				moves: ['*'],
				when: 'you craft, repair, repurpose or modify gear or technology',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{
		id: `${PATH}gearhead.1`,
		uses: [{ moves: [GATHER_INFORMATION], when: 'you study or take apart a machine or device', benefits: [{ kind: 'reroll', dice: 'any' }] }],
	},
	{ id: `${PATH}gearhead.2`, none: 'builds a device for a later automatic strong hit' },
	// Gunner
	{
		id: `${PATH}gunner.0`,
		uses: [
			{
				moves: [STRIKE],
				when: 'you choose to pin them down',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}gunner.1`, none: 'sacrifices supply to reroll' },
	{
		id: `${PATH}gunner.2`,
		uses: [
			{ moves: [CLASH], when: 'you fight with your named gun', benefits: [{ kind: 'add', value: 1 }] },
			{
				moves: [ENTER_THE_FRAY, ENDURE_STRESS],
				when: 'you are wielding your named gun',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	// Gunslinger
	{
		id: `${PATH}gunslinger.0`,
		uses: [
			{
				moves: [ENTER_THE_FRAY],
				stats: ['heart'],
				when: 'you face off against your foe',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
			{
				moves: [ENTER_THE_FRAY],
				stats: ['shadow'],
				when: 'you get ready without tipping off your foe',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{
		id: `${PATH}gunslinger.1`,
		uses: [
			{ moves: [GAIN_GROUND, REACT_UNDER_FIRE], when: 'you move into cover', benefits: [{ kind: 'add', value: 1 }] },
			{ moves: ['*'], when: 'you attack or defend at range from cover you took with a strong hit', benefits: [{ kind: 'add', value: 1 }] },
		],
	},
	{
		id: `${PATH}gunslinger.2`,
		uses: [
			{
				moves: [COMPEL, GAIN_GROUND],
				when: 'you hold someone at gunpoint',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	// Haunted
	{ id: `${PATH}haunted.0`, uses: [{ moves: ['*'], when: 'you call on your spirit’s insight', benefits: [{ kind: 'add', value: 1 }] }] },
	{ id: `${PATH}haunted.1`, uses: [{ moves: [FACE_DEATH], when: 'the spirit guides you', benefits: [{ kind: 'add', value: 1 }] }] },
	{
		id: `${PATH}haunted.2`,
		uses: [{ moves: ['*'], when: 'you bolstered your link and use a Haunted ability', benefits: [{ kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }] }],
	},
	// Healer
	{ id: `${PATH}healer.0`, uses: [{ moves: [HEAL], when: 'you give medical care', benefits: [{ kind: 'add', value: 1 }] }] },
	{
		id: `${PATH}healer.1`,
		uses: [
			{
				moves: [GATHER_INFORMATION],
				when: 'you study medical evidence or biological remains',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}healer.2`, none: 'rolls only the action die for care at a supply cost' },
	// Infiltrator
	{
		id: `${PATH}infiltrator.0`,
		uses: [
			{
				moves: ['*'],
				when: 'you break into, infiltrate, or hack something secured',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{
		id: `${PATH}infiltrator.1`,
		uses: [
			{ moves: [FACE_DANGER, SECURE_AN_ADVANTAGE], when: 'you set up a false identity', benefits: [{ kind: 'add', value: 1 }] },
			{ moves: ['*'], when: 'you deceive or sway others with a false identity you set up with a hit', benefits: [{ kind: 'add', value: 1 }] },
		],
	},
	{
		id: `${PATH}infiltrator.2`,
		uses: [
			{ moves: [CHECK_YOUR_GEAR], when: 'you look for a device made for infiltration, spying or sabotage', benefits: [{ kind: 'add', value: 1 }] },
			{ moves: ['*'], when: 'the first move aided by a device you found with a hit', benefits: [{ kind: 'reroll', dice: 'any' }] },
		],
	},
	// Kinetic
	{ id: `${PATH}kinetic.0`, none: 'the bonus costs momentum' },
	{ id: `${PATH}kinetic.1`, none: 'a bonus after the roll that costs momentum' },
	{ id: `${PATH}kinetic.2`, none: 'resets momentum for an automatic strong hit' },
	// Leader
	{ id: `${PATH}leader.0`, none: 'Aid Your Ally has no roll of its own; momentum goes to allies' },
	{ id: `${PATH}leader.1`, none: 'automatic strong hits for allies' },
	{
		id: `${PATH}leader.2`,
		uses: [
			{
				moves: ['*'],
				when: 'you lead someone who is not an ally',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	// Looper
	{ id: `${PATH}looper.0`, none: 'the reroll costs momentum' },
	{ id: `${PATH}looper.1`, none: 'a new move' },
	{ id: `${PATH}looper.2`, uses: [{ moves: ['*'], when: 'you reroll through an asset ability', benefits: [{ kind: 'add', value: 1 }] }] },
	// Lore Hunter
	{
		id: `${PATH}lore_hunter.0`,
		uses: [
			{
				moves: [SWEAR_AN_IRON_VOW],
				when: 'a formidable or greater vow to recover knowledge or a relic',
				benefits: [{ kind: 'reroll', dice: 'any' }],
			},
		],
	},
	{ id: `${PATH}lore_hunter.1`, uses: [{ moves: ['*'], when: 'you do extended research or study', benefits: [{ kind: 'reroll', dice: 'challenge' }] }] },
	{
		id: `${PATH}lore_hunter.2`,
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, GAIN_GROUND],
				when: 'you recall esoteric knowledge',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	// Loyalist
	{ id: `${PATH}loyalist.0`, none: 'Aid Your Ally has no roll of its own' },
	{ id: `${PATH}loyalist.1`, none: 'burns momentum for an ally' },
	{ id: `${PATH}loyalist.2`, none: 'a challenge die for an ally’s progress move' },
	// Mercenary
	{
		id: `${PATH}mercenary.0`,
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'you vow to wage war or defend others from it for pay', benefits: [{ kind: 'reroll', dice: 'any' }] }],
	},
	{
		id: `${PATH}mercenary.1`,
		uses: [
			{
				moves: [MAKE_A_CONNECTION],
				when: 'you seek out or contact someone who needs your services',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{
		id: `${PATH}mercenary.2`,
		uses: [
			{ moves: [CHECK_YOUR_GEAR], when: 'you are in the middle of a fight', benefits: [{ kind: 'add', value: 2 }] },
			{ moves: [RESUPPLY], when: 'you loot the battlefield after a fight', benefits: [{ kind: 'add', value: 2 }] },
		],
	},
	// Naturalist
	{
		id: `${PATH}naturalist.0`,
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, GATHER_INFORMATION],
				when: 'you draw on your knowledge of lifeforms or planetside ecosystems',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}naturalist.1`, none: 'the reroll costs momentum' },
	{
		id: `${PATH}naturalist.2`,
		uses: [
			{ moves: [RESUPPLY], when: 'you scavenge in a life-bearing natural environment', benefits: [{ kind: 'gain', gauge: 'supply', amount: 1, on: HIT }] },
			{
				moves: [FACE_DANGER],
				when: 'you face an environmental threat',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
];
