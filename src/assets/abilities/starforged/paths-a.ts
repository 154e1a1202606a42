/** Starforged path abilities, Ace to Fated: what each does to the moves it modifies. */
import type { AbilityEntry } from '../../ability-model';
import {
	CLASH,
	ENDURE_STRESS,
	EXPLORE_A_WAYPOINT,
	FACE_DANGER,
	GAIN_GROUND,
	GATHER_INFORMATION,
	HEARTEN,
	HIT,
	MAKE_A_CONNECTION,
	PATH,
	PROGRESS_MOVES,
	REACT_UNDER_FIRE,
	SECURE_AN_ADVANTAGE,
	SOJOURN,
	STRIKE,
	STRONG,
	SWEAR_AN_IRON_VOW,
	TAKE_DECISIVE_ACTION,
} from './paths-moves';

export const PATH_ABILITIES_A = (): AbilityEntry[] => [
	// Ace
	{
		id: `${PATH}ace.0`,
		uses: [
			{
				moves: [FACE_DANGER, REACT_UNDER_FIRE],
				when: 'you steer your vehicle through a hazard or out of harm’s way',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}ace.1`, uses: [{ moves: [GAIN_GROUND], when: 'you outmaneuver a foe with your vehicle', benefits: [{ kind: 'add', value: 1 }] }] },
	{
		id: `${PATH}ace.2`,
		uses: [{ moves: [ENDURE_STRESS], stats: ['integrity'], when: 'you are piloting a vehicle', benefits: [{ kind: 'gain', gauge: 'momentum', amount: 1, on: STRONG }] }],
	},
	// Archer
	{ id: `${PATH}archer.0`, none: 'a new move, and an ammo meter spent for a bonus the player chooses' },
	{ id: `${PATH}archer.1`, none: 'rolls the ammo meter and marks progress' },
	{ id: `${PATH}archer.2`, none: 'spends ammo to preset the action die' },
	// Armored
	{ id: `${PATH}armored.0`, none: 'presets the action die; momentum only on a match' },
	{ id: `${PATH}armored.1`, none: 'raises the preset die of the ability above' },
	{ id: `${PATH}armored.2`, none: 'the armor takes the harm instead of the move' },
	// Artist
	{
		id: `${PATH}artist.0`,
		uses: [{ moves: ['*'], when: 'you make, present or leave your mark with art, and the action die is below your spirit', benefits: [{ kind: 'reroll', dice: 'action' }] }],
	},
	{
		id: `${PATH}artist.1`,
		uses: [{ moves: [GATHER_INFORMATION, SECURE_AN_ADVANTAGE], when: 'you study the aesthetics of a being or culture', benefits: [{ kind: 'add', value: 2 }] }],
	},
	{ id: `${PATH}artist.2`, none: 'a new move' },
	// Augmented
	{ id: `${PATH}augmented.0`, uses: [{ moves: ['*'], when: 'your augment directly aids you', benefits: [{ kind: 'add', value: 1 }] }] },
	{ id: `${PATH}augmented.1`, none: 'a second augment whose benefit does not stack' },
	{ id: `${PATH}augmented.2`, none: 'breaks an augment instead of suffering' },
	// Bannersworn
	{
		id: `${PATH}bannersworn.0`,
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'the vow serves your clan, faction or creed', benefits: [{ kind: 'reroll', dice: 'any' }] }],
	},
	{ id: `${PATH}bannersworn.1`, none: 'legacy ticks and a higher legacy reward' },
	{
		id: `${PATH}bannersworn.2`,
		uses: [{ moves: PROGRESS_MOVES, when: 'the move directly serves your ideology', benefits: [{ kind: 'reroll', dice: 'challenge' }] }],
	},
	// Blademaster
	{ id: `${PATH}blademaster.0`, uses: [{ moves: [CLASH, STRIKE], when: 'you fight at close quarters', benefits: [{ kind: 'add', value: 1 }] }] },
	{
		id: `${PATH}blademaster.1`,
		uses: [{ moves: [GAIN_GROUND], stats: ['edge'], when: 'you evade your way into close quarters', benefits: [{ kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }] }],
	},
	{
		id: `${PATH}blademaster.2`,
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'you bind the vow to your named blade', benefits: [{ kind: 'add', value: 1 }] }],
	},
	// Bounty Hunter
	{
		id: `${PATH}bounty_hunter.0`,
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'you take on a bounty contract', benefits: [{ kind: 'add', value: 1 }] }],
	},
	{
		id: `${PATH}bounty_hunter.1`,
		uses: [{ moves: [GATHER_INFORMATION], when: 'the information bears on a bounty', benefits: [{ kind: 'add', value: 1 }] }],
	},
	{
		id: `${PATH}bounty_hunter.2`,
		uses: [{ moves: [TAKE_DECISIVE_ACTION], when: 'you fight a bounty target or their agents', benefits: [{ kind: 'reroll', dice: 'challenge' }] }],
	},
	// Brawler
	{
		id: `${PATH}brawler.0`,
		uses: [
			{
				moves: [GAIN_GROUND],
				when: 'you try to disarm, trip, shove, grapple or stun your foe',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}brawler.1`, none: 'spends momentum to better the result' },
	{ id: `${PATH}brawler.2`, none: 'marks progress; momentum only on a match' },
	// Courier
	{ id: `${PATH}courier.0`, none: 'a safety meter for the cargo' },
	{ id: `${PATH}courier.1`, none: 'marks progress on a relationship' },
	{ id: `${PATH}courier.2`, none: 'rolls the safety meter; the player picks safety or momentum' },
	// Demolitionist
	{ id: `${PATH}demolitionist.0`, none: 'a charge chosen before rolling that can better or worsen the result' },
	{
		id: `${PATH}demolitionist.1`,
		uses: [
			{
				moves: ['*'],
				when: 'you craft, modify or disarm an explosive, or threaten by arming one',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{ id: `${PATH}demolitionist.2`, none: 'resets momentum to reroll' },
	// Devotant
	{ id: `${PATH}devotant.0`, none: 'rolls a linked stat; the player picks momentum or spirit' },
	{ id: `${PATH}devotant.1`, none: 'rolls a linked stat; the player picks momentum or spirit' },
	{ id: `${PATH}devotant.2`, none: 'rolls a linked stat; the player picks spirit or momentum' },
	// Diplomat
	{
		id: `${PATH}diplomat.0`,
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'the vow is to settle a dispute, broker an agreement or rally support', benefits: [{ kind: 'add', value: 1 }] }],
	},
	{ id: `${PATH}diplomat.1`, uses: [{ moves: ['*'], when: 'you defuse, reason or negotiate', benefits: [{ kind: 'add', value: 1 }] }] },
	{ id: `${PATH}diplomat.2`, uses: [{ moves: [MAKE_A_CONNECTION, SOJOURN], benefits: [{ kind: 'add', value: 1 }] }] },
	// Empath
	{
		id: `${PATH}empath.0`,
		uses: [{ moves: ['*'], when: 'you deal with a being whose heart you read with a strong hit this scene', benefits: [{ kind: 'add', value: 1 }] }],
	},
	{ id: `${PATH}empath.1`, none: 'enhances the asset’s own move' },
	{
		id: `${PATH}empath.2`,
		uses: [{ moves: [FACE_DANGER], stats: ['spirit'], when: 'you soothe a being’s distress through an empathic bond', benefits: [{ kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }] }],
	},
	// Explorer
	{ id: `${PATH}explorer.0`, uses: [{ moves: [EXPLORE_A_WAYPOINT], benefits: [{ kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }] }] },
	{
		id: `${PATH}explorer.1`,
		uses: [
			{
				moves: [HEARTEN],
				when: 'you take in a wondrous sight',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	{
		id: `${PATH}explorer.2`,
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE],
				when: 'you study a newfound place from safety',
				benefits: [{ kind: 'add', value: 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: HIT }],
			},
		],
	},
	// Fated
	{ id: `${PATH}fated.0`, none: 'legacy ticks and an automatic strong hit' },
	{ id: `${PATH}fated.1`, none: 'an automatic strong hit instead of rolling' },
	{
		id: `${PATH}fated.2`,
		uses: [
			{ moves: PROGRESS_MOVES, when: 'the move bears on your background vow and a challenge die shows 10', benefits: [{ kind: 'reroll', dice: 'challenge' }] },
			{ moves: PROGRESS_MOVES, when: 'the move bears on your background vow', benefits: [{ kind: 'gain', gauge: 'momentum', amount: 2, on: STRONG }] },
		],
	},
];
