/** Ironsworn (classic) paths, Herbalist to Rider: what each ability does to the moves it names. */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY_MOVE,
	CHECK_YOUR_GEAR,
	COMPEL,
	ENDURE_HARM,
	FACE_DANGER,
	FACE_DEATH,
	FULFILL_YOUR_VOW,
	GATHER_INFORMATION,
	HEAL,
	MAKE_CAMP,
	REACH_YOUR_DESTINATION,
	SECURE_AN_ADVANTAGE,
	SOJOURN,
	SWEAR_AN_IRON_VOW,
	add,
	onHit,
	onStrongHit,
	rerollAny,
	rerollChallenge,
} from './shared';

export const CLASSIC_PATH_B_ABILITIES = (): AbilityEntry[] => [
	// Herbalist
	{
		id: 'asset.ability:classic/path/herbalist.0',
		uses: [
			{ moves: [HEAL], when: 'herbal remedies and 1+ supply, picking the add', benefits: [add(2)] },
			{ moves: [HEAL], when: 'herbal remedies on yourself and 1+ supply, picking the extra health', benefits: [onHit('health', 1)] },
		],
	},
	{ id: 'asset.ability:classic/path/herbalist.1', none: 'a choice of spirit or momentum on a hit' },
	{
		id: 'asset.ability:classic/path/herbalist.2',
		uses: [{ moves: [MAKE_CAMP], when: 'you partake and cook a healing meal', benefits: [onHit('health', 1), onHit('companion_health', 1)] }],
	},
	// Honorbound
	{
		id: 'asset.ability:classic/path/honorbound.0',
		uses: [{ moves: [ANY_MOVE], when: 'the move you make as you Turn the Tide (on top of its +1)', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/path/honorbound.1',
		uses: [{ moves: [SECURE_AN_ADVANTAGE, COMPEL], when: 'you speak a hard truth', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/honorbound.2',
		uses: [{ moves: [FULFILL_YOUR_VOW], when: 'after a miss, rerolling a single challenge die', benefits: [rerollChallenge()] }],
	},
	// Improviser
	{
		id: 'asset.ability:classic/path/improviser.0',
		uses: [{ moves: [CHECK_YOUR_GEAR], stats: ['wits'], benefits: [onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/improviser.1',
		uses: [{ moves: [SECURE_AN_ADVANTAGE, FACE_DANGER], when: 'you rig up a makeshift tool', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/path/improviser.2', none: 'trades a cost the player chooses (a weak hit counts as a miss)' },
	// Infiltrator
	{
		id: 'asset.ability:classic/path/infiltrator.0',
		uses: [{ moves: [ANY_MOVE], when: 'you break into, cross or hide in enemy ground', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/infiltrator.1',
		uses: [
			{ moves: [GATHER_INFORMATION], stats: ['shadow'], when: "in enemy ground, learning the enemy's plans", benefits: [onHit('momentum', 1)] },
			{ moves: [SECURE_AN_ADVANTAGE], stats: ['shadow'], when: 'in enemy ground, by watching', benefits: [onHit('momentum', 1)] },
		],
	},
	{ id: 'asset.ability:classic/path/infiltrator.2', none: 'rolls +shadow for a choice of momentum or supply' },
	// Lorekeeper
	{
		id: 'asset.ability:classic/path/lorekeeper.0',
		uses: [
			{ moves: [SECURE_AN_ADVANTAGE, GATHER_INFORMATION], when: 'you recall lore you studied', benefits: [add(1), onHit('momentum', 1)] },
			{ moves: [SECURE_AN_ADVANTAGE, GATHER_INFORMATION], when: 'you spend hours in the archive (instead)', benefits: [add(2), onHit('momentum', 1)] },
		],
	},
	{
		id: 'asset.ability:classic/path/lorekeeper.1',
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'you vow to bring lost knowledge to the archive', benefits: [rerollAny()] }],
	},
	{ id: 'asset.ability:classic/path/lorekeeper.2', none: 'raises wits at a risk (one time only)' },
	// Loyalist
	{
		id: 'asset.ability:classic/path/loyalist.0',
		uses: [{ moves: [ANY_MOVE], when: 'you Aid Your Ally (Secure an Advantage for them)', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/path/loyalist.1', none: "helps an ally's roll" },
	{ id: 'asset.ability:classic/path/loyalist.2', none: "changes an ally's progress roll" },
	// Masked
	{
		id: 'asset.ability:classic/path/masked.0',
		uses: [{ moves: [ANY_MOVE], when: 'you wear the mask and roll its stat', benefits: [add(1)] }],
	},
	{ id: 'asset.ability:classic/path/masked.1', none: 'trades a larger cost for a larger add' },
	{ id: 'asset.ability:classic/path/masked.2', none: "rolls the mask's stat instead of heart" },
	// Oathbreaker
	{ id: 'asset.ability:classic/path/oathbreaker.0', none: 'momentum on a move without a roll' },
	{
		id: 'asset.ability:classic/path/oathbreaker.1',
		uses: [{ moves: [SECURE_AN_ADVANTAGE, COMPEL], when: 'you recommit to your marked vow', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/path/oathbreaker.2', none: 'redemption: a stat raise and discarding the asset' },
	// Outcast
	{ id: 'asset.ability:classic/path/outcast.0', none: 'a new move (scraping by at 0 supply)' },
	{ id: 'asset.ability:classic/path/outcast.1', none: 'trades a cost the player chooses (a strong hit counts as a weak hit)' },
	{
		id: 'asset.ability:classic/path/outcast.2',
		uses: [{ moves: [REACH_YOUR_DESTINATION], benefits: [onStrongHit('momentum', 2)] }],
	},
	// Pretender
	{ id: 'asset.ability:classic/path/pretender.0', none: 'a new move (establishing a false identity)' },
	{
		id: 'asset.ability:classic/path/pretender.1',
		uses: [{ moves: [SOJOURN], stats: ['shadow'], when: 'you stay under your false identity', benefits: [onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/pretender.2',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], when: 'you unmask yourself at a dramatic moment', benefits: [rerollAny()] }],
	},
	// Revenant
	{
		id: 'asset.ability:classic/path/revenant.0',
		uses: [{ moves: [ENDURE_HARM, FACE_DEATH], when: 'your health is at 0', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/path/revenant.1',
		uses: [{ moves: [ANY_MOVE], when: 'you deal with a horror, spirit or undead', benefits: [add(1)] }],
	},
	{ id: 'asset.ability:classic/path/revenant.2', none: 'burns momentum to cancel a challenge die' },
	// Rider
	{
		id: 'asset.ability:classic/path/rider.0',
		uses: [
			{ moves: [HEAL], when: 'you tend your horse', benefits: [add(1), onHit('momentum', 1)] },
			{ moves: [FACE_DANGER], when: 'you calm or urge on your horse', benefits: [add(1), onHit('momentum', 1)] },
		],
	},
	{ id: 'asset.ability:classic/path/rider.1', none: "trades the horse's health for an add after the roll" },
	{
		id: 'asset.ability:classic/path/rider.2',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], stats: ['wits'], when: 'you read a dangerous scene from the saddle', benefits: [add(1), onHit('momentum', 1)] }],
	},
];
