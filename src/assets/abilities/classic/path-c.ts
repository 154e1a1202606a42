/** Ironsworn (classic) paths, Ritualist to Wright: what each ability does to the moves it names. */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY_MOVE,
	COMPEL,
	ENTER_THE_FRAY,
	FACE_DANGER,
	FACE_DEATH,
	FORGE_A_BOND,
	GATHER_INFORMATION,
	MAKE_CAMP,
	RESUPPLY,
	SECURE_AN_ADVANTAGE,
	SOJOURN,
	STRIKE,
	SWEAR_AN_IRON_VOW,
	TEST_YOUR_BOND,
	UNDERTAKE_A_JOURNEY,
	add,
	onHit,
	onStrongHit,
	rerollAny,
} from './shared';

export const CLASSIC_PATH_C_ABILITIES = (): AbilityEntry[] => [
	// Ritualist
	{
		id: 'asset.ability:classic/path/ritualist.0',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], when: 'you prepare yourself for a ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/path/ritualist.1', none: 'trades supply for an add the player chooses' },
	{ id: 'asset.ability:classic/path/ritualist.2', none: 'cheaper ritual assets' },
	// Shadow-Kin
	{ id: 'asset.ability:classic/path/shadow_kin.0', none: 'changes stats' },
	{
		id: 'asset.ability:classic/path/shadow_kin.1',
		uses: [{ moves: [ANY_MOVE], when: 'you perform a ritual', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/path/shadow_kin.2',
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'you take on a deathbound quest after Face Death', benefits: [rerollAny()] }],
	},
	// Sighted
	{
		id: 'asset.ability:classic/path/sighted.0',
		uses: [{ moves: [FACE_DANGER, GATHER_INFORMATION], when: 'you sense or name mystic forces', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/sighted.1',
		uses: [{ moves: [COMPEL, FORGE_A_BOND, TEST_YOUR_BOND], when: 'with another mystic or a mystical being', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/sighted.2',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], when: 'you study someone or something in a tense moment', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Slayer
	{
		id: 'asset.ability:classic/path/slayer.0',
		uses: [
			{ moves: [GATHER_INFORMATION], when: 'you track a beast or horror', benefits: [add(1), onHit('momentum', 1)] },
			{ moves: [SECURE_AN_ADVANTAGE], when: 'you ready yourself to fight a beast or horror', benefits: [add(1), onHit('momentum', 1)] },
		],
	},
	{
		id: 'asset.ability:classic/path/slayer.1',
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'you vow to kill a beast or horror', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:classic/path/slayer.2',
		uses: [
			{ moves: [ANY_MOVE], when: 'a ritual fuelled by your trophy (one time only)', benefits: [rerollAny()] },
			{ moves: [SOJOURN], when: 'your trophy proves your worth (one time only)', benefits: [rerollAny()] },
		],
	},
	// Spirit-Bound
	{
		id: 'asset.ability:classic/path/spirit_bound.0',
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, GATHER_INFORMATION],
				when: 'you seek counsel from the spirit that haunts you',
				benefits: [add(1), onHit('momentum', 2)],
			},
		],
	},
	{
		id: 'asset.ability:classic/path/spirit_bound.1',
		uses: [{ moves: [FACE_DEATH], when: 'the spirit guides you', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/path/spirit_bound.2',
		uses: [{ moves: [ANY_MOVE], when: 'you lean on the spirit, having chosen to deepen the connection', benefits: [add(1)] }],
	},
	// Storyweaver
	{
		id: 'asset.ability:classic/path/storyweaver.0',
		uses: [
			{ moves: [SECURE_AN_ADVANTAGE, COMPEL, FORGE_A_BOND], when: 'you tell a stirring story, song or poem', benefits: [add(1), onHit('momentum', 1)] },
		],
	},
	{ id: 'asset.ability:classic/path/storyweaver.1', none: 'a choice of spirit or momentum when relaxing' },
	{
		id: 'asset.ability:classic/path/storyweaver.2',
		uses: [{ moves: [SOJOURN], when: 'in a community you share a bond with (on top of its +1)', benefits: [add(1)] }],
	},
	// Trickster
	{
		id: 'asset.ability:classic/path/trickster.0',
		uses: [{ moves: [FACE_DANGER, SECURE_AN_ADVANTAGE, COMPEL], when: 'you lie, bluff, steal or cheat', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/path/trickster.1',
		uses: [{ moves: [GATHER_INFORMATION], stats: ['shadow'], when: 'you look into a devious plot', benefits: [onHit('momentum', 2)] }],
	},
	{ id: 'asset.ability:classic/path/trickster.2', none: "changes Forge a Bond's stat and outcomes" },
	// Veteran
	{ id: 'asset.ability:classic/path/veteran.0', none: 'follows a momentum burn: momentum and an add on the next move' },
	{
		id: 'asset.ability:classic/path/veteran.1',
		uses: [
			{ moves: [SWEAR_AN_IRON_VOW], when: 'you swear to a comrade-in-arms', benefits: [add(2), onHit('momentum', 2)] },
			{ moves: [FORGE_A_BOND], when: 'you bond with a comrade-in-arms', benefits: [add(2), onHit('momentum', 2)] },
		],
	},
	{
		id: 'asset.ability:classic/path/veteran.2',
		uses: [{ moves: [RESUPPLY], when: 'you loot the fallen after a battle', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Waterborn
	{
		id: 'asset.ability:classic/path/waterborn.0',
		uses: [
			{
				moves: [FACE_DANGER, GATHER_INFORMATION, SECURE_AN_ADVANTAGE],
				when: 'your lore of boats, waters or water creatures helps',
				benefits: [add(1), onHit('momentum', 1)],
			},
		],
	},
	{
		id: 'asset.ability:classic/path/waterborn.1',
		uses: [
			{ moves: [UNDERTAKE_A_JOURNEY], when: 'you travel by boat or ship', benefits: [add(1)] },
			{ moves: [MAKE_CAMP], when: 'safe anchor, after a strong hit journeying by water', benefits: [rerollAny()] },
			{ moves: [RESUPPLY], when: 'reaping the bounty, after a strong hit journeying by water', benefits: [rerollAny()] },
		],
	},
	{
		id: 'asset.ability:classic/path/waterborn.2',
		uses: [{ moves: [ENTER_THE_FRAY], when: 'you are on a boat or ship', benefits: [rerollAny()] }],
	},
	// Wayfinder
	{
		id: 'asset.ability:classic/path/wayfinder.0',
		uses: [{ moves: [UNDERTAKE_A_JOURNEY], benefits: [onStrongHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/wayfinder.1',
		uses: [{ moves: [SECURE_AN_ADVANTAGE, GATHER_INFORMATION], when: 'you scout ahead or study the land', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/path/wayfinder.2',
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'you vow to lead someone safely through danger', benefits: [rerollAny()] }],
	},
	// Weaponmaster
	{
		id: 'asset.ability:classic/path/weaponmaster.0',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], when: 'you size up a foe, in a fight or one brewing', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/path/weaponmaster.1', none: 'cheaper combat talents' },
	{
		id: 'asset.ability:classic/path/weaponmaster.2',
		uses: [{ moves: [STRIKE], when: 'next after you Turn the Tide by switching weapon or technique', benefits: [add(1)] }],
	},
	// Wildblood
	{
		id: 'asset.ability:classic/path/wildblood.0',
		uses: [
			{ moves: [FACE_DANGER, SECURE_AN_ADVANTAGE, GATHER_INFORMATION], when: 'your tracking or forest lore helps', benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:classic/path/wildblood.1',
		uses: [{ moves: [FACE_DANGER, SECURE_AN_ADVANTAGE], when: 'you hide or sneak in the woods', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/path/wildblood.2', none: 'rolls +wits for an extra Make Camp pick' },
	// Wright
	{
		id: 'asset.ability:classic/path/wright.0',
		uses: [
			{ moves: [SECURE_AN_ADVANTAGE], when: 'you craft something useful in your specialty', benefits: [add(1), onHit('momentum', 1)] },
			{ moves: [FACE_DANGER], when: 'you make or mend an item under threat', benefits: [add(1), onHit('momentum', 1)] },
		],
	},
	{ id: 'asset.ability:classic/path/wright.1', none: 'trades supply for an add after the roll' },
	{
		id: 'asset.ability:classic/path/wright.2',
		uses: [{ moves: [COMPEL, FORGE_A_BOND, TEST_YOUR_BOND], when: 'your crafted gift marks the moment (one time only)', benefits: [rerollAny()] }],
	},
];
