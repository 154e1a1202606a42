/** Starforged companion abilities: what each does to moves. */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY,
	CHECK_YOUR_GEAR,
	CLASH,
	COMPANION_TAKES_A_HIT,
	COMPEL,
	ENDURE_HARM,
	ENDURE_STRESS,
	ENTER_THE_FRAY,
	EXPLORE_A_WAYPOINT,
	FACE_DANGER,
	GAIN_GROUND,
	REACT_UNDER_FIRE,
	REPAIR,
	STRIKE,
	UNDERTAKE_AN_EXPEDITION,
	add,
	momentum,
	rerollAction,
	upgrade,
} from './others-common';

const HEALTH = ['companion_health'];

export const STARFORGED_COMPANION_ABILITIES = (): AbilityEntry[] => [
	{ id: 'asset.ability:starforged/companion/banshee.0', none: 'another stat to roll (its health)' },
	{
		id: 'asset.ability:starforged/companion/banshee.1',
		uses: [{ moves: [ANY], when: 'riding the banshee to spot a threat or avoid a fight', benefits: [add(1), momentum(1)] }],
	},
	{
		id: 'asset.ability:starforged/companion/banshee.2',
		uses: [{ moves: [ANY], when: 'a combat move with a 1 on the action die', benefits: [rerollAction()] }],
	},
	{
		id: 'asset.ability:starforged/companion/combat_bot.0',
		uses: [
			{ moves: [STRIKE], when: 'the bot helps your attack', benefits: [add(1)] },
			{ moves: [CLASH], when: 'the bot fights with you', benefits: [momentum(1)] },
		],
	},
	{
		id: 'asset.ability:starforged/companion/combat_bot.1',
		uses: [
			{
				moves: [COMPEL, GAIN_GROUND],
				stats: HEALTH,
				when: 'the bot’s weapons back a threat of violence',
				benefits: [momentum(1)],
			},
		],
	},
	{ id: 'asset.ability:starforged/companion/combat_bot.2', none: 'rolls its health; progress and control are not modelled' },
	{ id: 'asset.ability:starforged/companion/glowcat.0', none: 'adds its health (a variable amount)' },
	{
		id: 'asset.ability:starforged/companion/glowcat.1',
		uses: [{ moves: [COMPEL], when: 'the action die is below the glowcat’s health', benefits: [rerollAction()] }],
	},
	{
		id: 'asset.ability:starforged/companion/glowcat.2',
		uses: [{ moves: [ENDURE_STRESS], when: 'the glowcat is with you', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:starforged/companion/protocol_bot.0',
		uses: [{ moves: [ANY], when: 'the bot aids you in a formal social setting', benefits: [add(1)] }],
	},
	{ id: 'asset.ability:starforged/companion/protocol_bot.1', none: 'momentum for the bot’s insight, outside a move' },
	{
		id: 'asset.ability:starforged/companion/protocol_bot.2',
		uses: [
			{
				moves: [ANY],
				when: 'a charged interaction, with the action die below the bot’s health',
				benefits: [rerollAction()],
			},
		],
	},
	{ id: 'asset.ability:starforged/companion/rockhorn.0', none: 'another stat to roll (its health)' },
	{
		id: 'asset.ability:starforged/companion/rockhorn.1',
		uses: [{ moves: [COMPANION_TAKES_A_HIT], when: 'the rockhorn is the one hit', benefits: [upgrade()] }],
	},
	{
		id: 'asset.ability:starforged/companion/rockhorn.2',
		uses: [
			{
				moves: [ENDURE_HARM, ENDURE_STRESS],
				when: 'a miss, with the action die below the rockhorn’s health',
				benefits: [rerollAction()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/companion/sidekick.0',
		uses: [
			{
				moves: [ANY],
				when: 'outside a fight, their expertise helps and the action die is below their health',
				benefits: [rerollAction()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/companion/sidekick.1',
		uses: [
			{ moves: [ENTER_THE_FRAY], when: 'your sidekick backs you up', benefits: [momentum(2)] },
			{ moves: [CLASH], when: 'you and your sidekick fight together', benefits: [add(1)] },
		],
	},
	{
		id: 'asset.ability:starforged/companion/sidekick.2',
		uses: [
			{
				moves: [FACE_DANGER, REACT_UNDER_FIRE],
				stats: HEALTH,
				when: 'your sidekick gets you out of trouble',
				benefits: [momentum(1)],
			},
		],
	},
	{ id: 'asset.ability:starforged/companion/sprite.0', none: 'adds its health (a variable amount)' },
	{ id: 'asset.ability:starforged/companion/sprite.1', none: 'adds its health (a variable amount)' },
	{ id: 'asset.ability:starforged/companion/sprite.2', none: 'restores its health with rest' },
	{
		id: 'asset.ability:starforged/companion/survey_bot.0',
		uses: [
			{
				moves: [UNDERTAKE_AN_EXPEDITION],
				stats: ['wits'],
				when: 'the bot scouts overland or in a site',
				benefits: [add(1)],
			},
		],
	},
	{ id: 'asset.ability:starforged/companion/survey_bot.1', none: 'rolls its health; expedition progress is not modelled' },
	{
		id: 'asset.ability:starforged/companion/survey_bot.2',
		uses: [
			{ moves: [EXPLORE_A_WAYPOINT], stats: HEALTH, when: 'the bot’s sensors help you', benefits: [momentum(1)] },
			{ moves: [FACE_DANGER], stats: HEALTH, when: 'the bot helps you detect a threat', benefits: [momentum(1)] },
		],
	},
	{ id: 'asset.ability:starforged/companion/symbiote.0', none: 'adds its health (a variable amount)' },
	{ id: 'asset.ability:starforged/companion/symbiote.1', none: 'a reroll that costs stress' },
	{ id: 'asset.ability:starforged/companion/symbiote.2', none: 'raises its health' },
	{
		id: 'asset.ability:starforged/companion/utility_bot.0',
		uses: [
			{
				moves: [ANY],
				stats: HEALTH,
				when: 'you direct the bot at a system, obstacle or device',
				benefits: [momentum(1)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/companion/utility_bot.1',
		uses: [{ moves: [REPAIR], when: 'the bot helps with the repair', benefits: [add(1)] }],
	},
	{
		id: 'asset.ability:starforged/companion/utility_bot.2',
		uses: [
			{
				moves: [CHECK_YOUR_GEAR],
				stats: HEALTH,
				when: 'you check whether the bot has a tool or technique',
				benefits: [momentum(1)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/companion/voidglider.0',
		uses: [{ moves: [UNDERTAKE_AN_EXPEDITION], when: 'the voidglider guides a journey in space', benefits: [add(1)] }],
	},
	{ id: 'asset.ability:starforged/companion/voidglider.1', none: 'another stat to roll (its health)' },
	{
		id: 'asset.ability:starforged/companion/voidglider.2',
		uses: [
			{
				moves: [ANY],
				stats: HEALTH,
				when: 'you signal it to distract or attack a foe in space',
				benefits: [momentum(1)],
			},
		],
	},
];
