/** Ironsworn (classic) combat talents: what each ability does to the moves it names. */
import type { AbilityEntry } from '../../ability-model';
import {
	CLASH,
	COMPEL,
	DRAW_THE_CIRCLE,
	ENDURE_HARM,
	ENDURE_STRESS,
	FACE_DANGER,
	RESUPPLY,
	SECURE_AN_ADVANTAGE,
	STRIKE,
	SWEAR_AN_IRON_VOW,
	UNDERTAKE_A_JOURNEY,
	add,
	gain,
	harmOnHit,
	nextAdd,
	onHit,
	onStrongHit,
	rerollAny,
} from './shared';

export const CLASSIC_COMBAT_TALENT_ABILITIES = (): AbilityEntry[] => [
	// Archer
	{
		id: 'asset.ability:classic/combat_talent/archer.0',
		uses: [
			{ moves: [SECURE_AN_ADVANTAGE], stats: ['wits'], when: 'you take aim and trust your instincts', benefits: [add(1), onStrongHit('momentum', 2)] },
			{ moves: [SECURE_AN_ADVANTAGE], stats: ['edge'], when: 'you take aim and line up the shot', benefits: [add(1), onHit('momentum', 1)] },
		],
	},
	{ id: 'asset.ability:classic/combat_talent/archer.1', none: 'trades a cost the player chooses (supply for extra shots)' },
	{
		id: 'asset.ability:classic/combat_talent/archer.2',
		uses: [{ moves: [RESUPPLY], when: 'you hunt for food', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Berserker
	{
		id: 'asset.ability:classic/combat_talent/berserker.0',
		uses: [{ moves: [SECURE_AN_ADVANTAGE, COMPEL], when: 'you let your wild nature show', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/combat_talent/berserker.1', none: 'extra harm at a cost the player chooses' },
	{ id: 'asset.ability:classic/combat_talent/berserker.2', none: 'momentum equal to health, at a cost the player chooses' },
	// Brawler
	{
		id: 'asset.ability:classic/combat_talent/brawler.0',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], stats: ['iron'], when: 'you grapple, punch or trip up close', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/brawler.1',
		uses: [
			{
				moves: [STRIKE],
				when: 'you attack to kill, bare-handed or with a simple weapon',
				benefits: [add(2), gain('momentum', -1, ['weak_hit', 'miss'])],
			},
		],
	},
	{
		id: 'asset.ability:classic/combat_talent/brawler.2',
		uses: [{ moves: [FACE_DANGER, CLASH], when: 'the attack you meet is a brawling one', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Cutthroat
	{
		id: 'asset.ability:classic/combat_talent/cutthroat.0',
		uses: [{ moves: [STRIKE], when: 'your foe is unaware and you pick the add (not the extra harm)', benefits: [add(2), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/cutthroat.1',
		uses: [
			{ moves: [COMPEL], when: 'your blade is at their throat', benefits: [add(1)] },
			{ moves: [FACE_DANGER], when: 'your blade is what gets you through', benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:classic/combat_talent/cutthroat.2',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], stats: ['shadow'], when: 'you feint or misdirect (once per fight)', benefits: [rerollAny(), onHit('momentum', 1)] }],
	},
	// Duelist
	{ id: 'asset.ability:classic/combat_talent/duelist.0', none: 'trades a cost the player chooses (a weak hit counts as a miss)' },
	{
		id: 'asset.ability:classic/combat_talent/duelist.1',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], stats: ['edge'], when: 'you show off your fighting skill (once per fight)', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/duelist.2',
		uses: [
			{ moves: [DRAW_THE_CIRCLE], when: 'you pick the add (not the momentum)', benefits: [add(2)] },
			{ moves: [DRAW_THE_CIRCLE], when: 'you pick the momentum (not the add)', benefits: [onHit('momentum', 2)] },
		],
	},
	// Fletcher
	{
		id: 'asset.ability:classic/combat_talent/fletcher.0',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], when: 'you make fine arrows', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/fletcher.1',
		uses: [{ moves: [RESUPPLY], when: 'you collect arrows once a battle is over', benefits: [add(2)] }],
	},
	{ id: 'asset.ability:classic/combat_talent/fletcher.2', none: 'a new move (crafting a foe-bound arrow)' },
	// Ironclad
	{
		id: 'asset.ability:classic/combat_talent/ironclad.0',
		uses: [
			{ moves: [ENDURE_HARM], when: 'in a fight, lightly armored', benefits: [add(1), onHit('momentum', 1)] },
			{ moves: [ENDURE_HARM], when: 'in a fight, geared for war', benefits: [add(2), onHit('momentum', 1)] },
		],
	},
	{
		id: 'asset.ability:classic/combat_talent/ironclad.1',
		uses: [{ moves: [CLASH], when: 'you are geared for war', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/ironclad.2',
		uses: [{ moves: [COMPEL], when: 'force of arms weighs on the outcome', benefits: [add(2)] }],
	},
	// Long-Arm
	{
		id: 'asset.ability:classic/combat_talent/long_arm.0',
		uses: [{ moves: [STRIKE, CLASH], stats: ['edge'], when: 'you wield your staff as a simple weapon', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/long_arm.1',
		uses: [
			{ moves: [SECURE_AN_ADVANTAGE], stats: ['edge'], when: 'your staff disarms, trips, shoves or stuns', benefits: [add(1), onHit('momentum', 1)] },
		],
	},
	{
		id: 'asset.ability:classic/combat_talent/long_arm.2',
		uses: [{ moves: [UNDERTAKE_A_JOURNEY], benefits: [onStrongHit('momentum', 1)] }],
	},
	// Shield-Bearer
	{
		id: 'asset.ability:classic/combat_talent/shield_bearer.0',
		uses: [
			{ moves: [FACE_DANGER], when: 'you take cover behind your shield', benefits: [add(1)] },
			{ moves: [CLASH], when: 'the fighting is at close quarters', benefits: [onStrongHit('momentum', 1)] },
		],
	},
	{
		id: 'asset.ability:classic/combat_talent/shield_bearer.1',
		uses: [{ moves: [ENDURE_STRESS], when: 'your painted shield faces a fearsome foe', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/combat_talent/shield_bearer.2', none: 'sacrificing the shield replaces the harm' },
	// Skirmisher
	{
		id: 'asset.ability:classic/combat_talent/skirmisher.0',
		uses: [
			{ moves: [FACE_DANGER], stats: ['edge'], when: "you keep a foe back at your spear's reach", benefits: [onHit('momentum', 1)] },
			{ moves: [STRIKE, CLASH], when: 'right after a hit keeping a foe back with your spear (+iron)', benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:classic/combat_talent/skirmisher.1',
		uses: [{ moves: [STRIKE], when: 'you try to drive your spear home up close', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/skirmisher.2',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], when: 'your braced spear meets a charge', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Slinger
	{ id: 'asset.ability:classic/combat_talent/slinger.0', none: 'harm from a sling' },
	{ id: 'asset.ability:classic/combat_talent/slinger.1', none: 'changes the harm and initiative of a Strike' },
	{
		id: 'asset.ability:classic/combat_talent/slinger.2',
		uses: [{ moves: [SECURE_AN_ADVANTAGE], when: 'you ready special sling stones', benefits: [add(1)] }],
	},
	// Sunderer
	{ id: 'asset.ability:classic/combat_talent/sunderer.0', none: 'trades momentum for harm' },
	{
		id: 'asset.ability:classic/combat_talent/sunderer.1',
		uses: [{ moves: [COMPEL, SECURE_AN_ADVANTAGE], when: 'axe in hand, you threaten violence', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/combat_talent/sunderer.2', none: 'a new move (carving a tribute rune)' },
	// Swordmaster
	{
		id: 'asset.ability:classic/combat_talent/swordmaster.0',
		// Ticked like any other, so a Strike without a burn does not name it; the roll says whether the
		// burn improved the result. The next move's add is kept even if the fight ends there.
		uses: [{ moves: [STRIKE, CLASH], when: 'you burn momentum to improve your result', onBurn: true, benefits: [harmOnHit(2), nextAdd(1)] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/swordmaster.1',
		uses: [{ moves: [STRIKE], when: 'straight after a strong hit on Clash', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/swordmaster.2',
		uses: [{ moves: [SWEAR_AN_IRON_VOW], when: 'you kneel holding the blade of your sword', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Thunder-Bringer
	{
		id: 'asset.ability:classic/combat_talent/thunder_bringer.0',
		uses: [{ moves: [FACE_DANGER, SECURE_AN_ADVANTAGE, COMPEL], when: 'you smash or strike an object', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/combat_talent/thunder_bringer.1',
		uses: [{ moves: [STRIKE], when: 'you hit to stagger, stun or knock back (1 harm)', benefits: [onHit('momentum', 2)] }],
	},
	{ id: 'asset.ability:classic/combat_talent/thunder_bringer.2', none: 'trades a cost the player chooses (a weak hit counts as a miss)' },
];
