/** Starforged deed abilities: what each does to moves. */
import type { AbilityEntry } from '../../ability-model';
import {
	ANY,
	COMPEL,
	DEVELOP_YOUR_RELATIONSHIP,
	ENDURE_HARM,
	ENDURE_STRESS,
	FACE_DEATH,
	GAIN_GROUND,
	GATHER_INFORMATION,
	HEARTEN,
	MAKE_A_CONNECTION,
	SECURE_AN_ADVANTAGE,
	SET_A_COURSE,
	SOJOURN,
	STRONG,
	SWEAR_AN_IRON_VOW,
	TEST_YOUR_RELATIONSHIP,
	add,
	momentum,
	rerollAction,
	rerollAny,
} from './others-common';

export const STARFORGED_DEED_ABILITIES = (): AbilityEntry[] => [
	{
		id: 'asset.ability:starforged/deed/bonded.0',
		uses: [
			{ moves: [SOJOURN], when: 'at your bond-mate’s home', benefits: [rerollAny(), momentum(1, STRONG)] },
			{ moves: [HEARTEN], when: 'with your bond-mate', benefits: [rerollAny(), momentum(1, STRONG)] },
			{
				moves: [TEST_YOUR_RELATIONSHIP, DEVELOP_YOUR_RELATIONSHIP],
				when: 'the relationship is with your bond-mate',
				benefits: [rerollAny(), momentum(1, STRONG)],
			},
		],
	},
	{ id: 'asset.ability:starforged/deed/bonded.1', none: 'adds your heart (a variable amount)' },
	{
		id: 'asset.ability:starforged/deed/bonded.2',
		uses: [
			{
				moves: [ANY],
				when: 'a miss at a crucial moment, leaning on your bond-mate (another miss marks a debility)',
				benefits: [rerollAny()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/deed/homesteader.0',
		uses: [
			{
				moves: [SWEAR_AN_IRON_VOW],
				when: 'a formidable or greater vow for your home',
				benefits: [rerollAny()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/deed/homesteader.1',
		uses: [{ moves: [SOJOURN], when: 'you stay a while at home', benefits: [add(1), momentum(1)] }],
	},
	{
		id: 'asset.ability:starforged/deed/homesteader.2',
		uses: [
			{
				moves: [SET_A_COURSE],
				when: 'heading home, with the action die below your spirit',
				benefits: [rerollAction()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/deed/marked.0',
		uses: [
			{
				moves: [COMPEL, MAKE_A_CONNECTION],
				when: 'among people who know your reputation',
				benefits: [add(1)],
			},
		],
	},
	{
		id: 'asset.ability:starforged/deed/marked.1',
		uses: [
			{
				moves: [ANY],
				when: 'you stake your reputation on a miss (another miss stains it)',
				benefits: [rerollAny()],
			},
		],
	},
	{
		id: 'asset.ability:starforged/deed/marked.2',
		uses: [{ moves: [GAIN_GROUND], when: 'once a fight, by intimidation or command', benefits: [rerollAny()] }],
	},
	{ id: 'asset.ability:starforged/deed/oathbreaker.0', none: 'marks a vow; momentum on a milestone, which has no roll' },
	{
		id: 'asset.ability:starforged/deed/oathbreaker.1',
		uses: [
			{
				moves: [SECURE_AN_ADVANTAGE, COMPEL],
				when: 'you reaffirm your marked vow',
				benefits: [add(1), momentum(1)],
			},
		],
	},
	{ id: 'asset.ability:starforged/deed/oathbreaker.2', none: 'redemption: improves a stat and discards the asset' },
	{
		id: 'asset.ability:starforged/deed/revenant.0',
		uses: [
			{ moves: [ENDURE_HARM, FACE_DEATH], when: 'you are at 0 health', benefits: [add(1)] },
			{
				moves: [ENDURE_HARM, FACE_DEATH],
				when: 'at 0 health, with the action die below your spirit',
				benefits: [rerollAction()],
			},
		],
	},
	{ id: 'asset.ability:starforged/deed/revenant.1', none: 'burns momentum to cancel a challenge die, at a cost' },
	{
		id: 'asset.ability:starforged/deed/revenant.2',
		uses: [
			{
				moves: [GATHER_INFORMATION],
				stats: ['heart'],
				when: 'you study a place marked by death',
				benefits: [momentum(1)],
			},
		],
	},
	{ id: 'asset.ability:starforged/deed/survivor.0', none: 'trades momentum for a reroll' },
	{ id: 'asset.ability:starforged/deed/survivor.1', none: 'legacy ticks when you burn momentum' },
	{ id: 'asset.ability:starforged/deed/survivor.2', none: 'changes max momentum and reset' },
	{ id: 'asset.ability:starforged/deed/vanguard.0', none: 'a new move' },
	{ id: 'asset.ability:starforged/deed/vanguard.1', none: 'momentum on a strong hit with a match' },
	{
		id: 'asset.ability:starforged/deed/vanguard.2',
		uses: [{ moves: [ENDURE_STRESS], stats: ['wits'], benefits: [momentum(1)] }],
	},
];
