/**
 * Ironsworn (classic) rituals: what each ability does to the moves it names. A ritual is a
 * move of its own asset, so "when you perform this ritual" is offered on any action roll.
 */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY_MOVE,
	BATTLE,
	CLASH,
	COMPEL,
	DRAW_THE_CIRCLE,
	ENTER_THE_FRAY,
	FACE_DANGER,
	FORGE_A_BOND,
	GATHER_INFORMATION,
	REACH_YOUR_DESTINATION,
	SECURE_AN_ADVANTAGE,
	SOJOURN,
	STRIKE,
	UNDERTAKE_A_JOURNEY,
	add,
	onHit,
	onStrongHit,
	rerollAny,
} from './shared';

export const CLASSIC_RITUAL_ABILITIES = (): AbilityEntry[] => [
	// Augur
	{ id: 'asset.ability:classic/ritual/augur.0', none: 'a new move (the Augur ritual)' },
	{
		id: 'asset.ability:classic/ritual/augur.1',
		uses: [{ moves: [UNDERTAKE_A_JOURNEY], when: 'the next leg after a hit on the Augur ritual', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/ritual/augur.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Augur ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Awakening
	{
		id: 'asset.ability:classic/ritual/awakening.0',
		uses: [{ moves: [ANY_MOVE], when: 'your simulacrum lends its strength to assault or overcome', benefits: [add(2)] }],
	},
	{ id: 'asset.ability:classic/ritual/awakening.1', none: "raises the simulacrum's health" },
	{
		id: 'asset.ability:classic/ritual/awakening.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Awakening ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Bind
	{
		id: 'asset.ability:classic/ritual/bind.0',
		uses: [{ moves: [ANY_MOVE], when: 'the bound animal pelt is worn and you roll its stat', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/ritual/bind.1',
		uses: [{ moves: [ANY_MOVE], when: 'a bound beast pelt is worn and you roll its stat (instead)', benefits: [add(2)] }],
	},
	{
		id: 'asset.ability:classic/ritual/bind.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Bind ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Communion
	{
		id: 'asset.ability:classic/ritual/communion.0',
		uses: [{ moves: [ANY_MOVE], when: 'you speak with a spirit you summoned', benefits: [add(1)] }],
	},
	{ id: 'asset.ability:classic/ritual/communion.1', none: 'extends the ritual to the long-dead' },
	{
		id: 'asset.ability:classic/ritual/communion.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Communion ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Divination
	{
		id: 'asset.ability:classic/ritual/divination.0',
		uses: [{ moves: [GATHER_INFORMATION, COMPEL, FORGE_A_BOND], when: 'you act on your rune reading', benefits: [add(1)] }],
	},
	{ id: 'asset.ability:classic/ritual/divination.1', none: 'extends the reading to the future' },
	{
		id: 'asset.ability:classic/ritual/divination.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Divination ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Invoke
	{
		id: 'asset.ability:classic/ritual/invoke.0',
		uses: [{ moves: [SECURE_AN_ADVANTAGE, FACE_DANGER], when: 'you spend essence on a minor magic or illusion', benefits: [onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/ritual/invoke.1', none: 'rolls essence (an asset meter)' },
	{
		id: 'asset.ability:classic/ritual/invoke.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Invoke ritual', benefits: [add(1)] }],
	},
	// Keen
	{ id: 'asset.ability:classic/ritual/keen.0', none: 'a new move (the Keen ritual): harm' },
	{
		id: 'asset.ability:classic/ritual/keen.1',
		uses: [
			{ moves: [DRAW_THE_CIRCLE, ENTER_THE_FRAY, BATTLE], when: 'you wield the keened weapon (one time only)', benefits: [add(1), onHit('momentum', 2)] },
		],
	},
	{
		id: 'asset.ability:classic/ritual/keen.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Keen ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Leech
	{
		id: 'asset.ability:classic/ritual/leech.0',
		uses: [{ moves: [ANY_MOVE], when: 'your thirsting blood rune inflicts harm (one time only)', benefits: [rerollAny()] }],
	},
	{ id: 'asset.ability:classic/ritual/leech.1', none: 'shares the drained health or momentum' },
	{
		id: 'asset.ability:classic/ritual/leech.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Leech ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Lightbearer
	{ id: 'asset.ability:classic/ritual/lightbearer.0', none: 'a new move (the Lightbearer ritual): adds paid for in light' },
	{ id: 'asset.ability:classic/ritual/lightbearer.1', none: 'rolls light (an asset meter)' },
	{
		id: 'asset.ability:classic/ritual/lightbearer.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Lightbearer ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Scry
	{ id: 'asset.ability:classic/ritual/scry.0', none: 'a new move (the Scry ritual)' },
	{ id: 'asset.ability:classic/ritual/scry.1', none: 'extends the ritual to past events' },
	{
		id: 'asset.ability:classic/ritual/scry.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Scry ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Shadow-Walk
	{
		id: 'asset.ability:classic/ritual/shadow_walk.0',
		uses: [{ moves: [ANY_MOVE], when: 'veiled in shadow, you ambush, hide or sneak (one time only)', benefits: [rerollAny()] }],
	},
	{ id: 'asset.ability:classic/ritual/shadow_walk.1', none: 'journeys +shadow at a cost' },
	{
		id: 'asset.ability:classic/ritual/shadow_walk.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Shadow-Walk ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Sway
	{
		id: 'asset.ability:classic/ritual/sway.0',
		uses: [{ moves: [COMPEL], when: 'you use or meet the need the wind revealed (one time only)', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:classic/ritual/sway.1',
		uses: [{ moves: [GATHER_INFORMATION], when: 'from the person you swayed with a strong hit (one time only)', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:classic/ritual/sway.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Sway ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Talisman
	{
		id: 'asset.ability:classic/ritual/talisman.0',
		uses: [
			{ moves: [ANY_MOVE], when: "the charm's wearer opposes its target (charm made on a strong hit)", benefits: [add(2)] },
			{ moves: [ANY_MOVE], when: "the charm's wearer opposes its target (charm made on a weak hit)", benefits: [add(1)] },
		],
	},
	{ id: 'asset.ability:classic/ritual/talisman.1', none: 'extends the charm to all supernatural threats' },
	{
		id: 'asset.ability:classic/ritual/talisman.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Talisman ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Tether
	{
		id: 'asset.ability:classic/ritual/tether.0',
		uses: [
			{ moves: [UNDERTAKE_A_JOURNEY], stats: ['spirit', 'heart'], when: 'you travel back to your tethered place', benefits: [onHit('momentum', 1)] },
			{ moves: [REACH_YOUR_DESTINATION], when: 'you arrive at your tethered place', benefits: [onStrongHit('momentum', 2)] },
		],
	},
	{
		id: 'asset.ability:classic/ritual/tether.1',
		uses: [{ moves: [SOJOURN], when: 'you are in your tethered place', benefits: [rerollAny()] }],
	},
	{
		id: 'asset.ability:classic/ritual/tether.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Tether ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Totem
	{
		id: 'asset.ability:classic/ritual/totem.0',
		uses: [{ moves: [ANY_MOVE], when: 'you use a companion ability while bound by the totem', benefits: [add(1), onHit('momentum', 1)] }],
	},
	{ id: 'asset.ability:classic/ritual/totem.1', none: "narrative (sensing through the companion's senses)" },
	{
		id: 'asset.ability:classic/ritual/totem.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Totem ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Visage
	{
		id: 'asset.ability:classic/ritual/visage.0',
		uses: [{ moves: [SECURE_AN_ADVANTAGE, COMPEL], when: 'your painted visage strikes fear', benefits: [add(2), onHit('momentum', 1)] }],
	},
	{
		id: 'asset.ability:classic/ritual/visage.1',
		uses: [{ moves: [STRIKE, CLASH, BATTLE], when: 'you wear your painted visage', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:classic/ritual/visage.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Visage ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
	// Ward
	{ id: 'asset.ability:classic/ritual/ward.0', none: 'a new move (the Ward ritual)' },
	{ id: 'asset.ability:classic/ritual/ward.1', none: "strengthens the ward's effects" },
	{
		id: 'asset.ability:classic/ritual/ward.2',
		uses: [{ moves: [ANY_MOVE], when: 'you perform the Ward ritual', benefits: [add(1), onHit('momentum', 1)] }],
	},
];
