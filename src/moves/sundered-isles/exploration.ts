import type { MoveModel } from '../model';
import { PAY_THE_PRICE, PTP, costOptions, costsEnRoute, gain, progress } from './shared';

const FLAGSHIP = 'asset:sundered_isles/command_vehicle/flagship';
const PERIL = 'Face a peril at the waypoint: envision what you encounter';
const COMPLICATION = 'Face a complication at the destination: envision what you encounter';

/** Sundered Isles exploration moves, which replace Starforged's (Sundered Isles pp. 92-97). */
export const SUNDERED_ISLES_EXPLORATION = (): MoveModel[] => [
	{
		id: 'move:sundered_isles/exploration/undertake_an_expedition',
		track: 'expedition',
		outcomes: {
			strong_hit: { effects: [progress(1)] },
			weak_hit: { effects: [progress(1)], choices: costsEnRoute(PERIL) },
			// "Do not mark progress."
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: a waypoint, progress per the dangerous rank', stat: 'edge', track: { rank: 'dangerous', ticks: 4 }, dice: [4, 2, 5], expect: { outcome: 'strong_hit', after: { 'track.ticks': 12, momentum: 2 } } },
			{
				name: 'weak hit: progress, and Sacrifice Resources (−2) en route',
				stat: 'shadow',
				track: { rank: 'formidable', ticks: 0 },
				dice: [3, 4, 8],
				choose: [4],
				expect: { outcome: 'weak_hit', options: costOptions(PERIL), after: { 'track.ticks': 4, supply: 3 } },
			},
			{ name: 'weak hit: Withstand Damage (−2) is the ship’s, in its Sundered Isles version', stat: 'wits', track: { rank: 'troublesome', ticks: 0 }, dice: [3, 4, 8], choose: [6], sheet: { flagship_integrity: 5, assets: ['asset:sundered_isles/command_vehicle/flagship'] }, expect: { after: { 'track.ticks': 12 }, followUps: ['move:sundered_isles/suffer/withstand_damage 2'] } },
			{ name: 'weak hit: two suffer moves (−1), Lose Momentum and Endure Stress', stat: 'wits', track: { rank: 'extreme', ticks: 0 }, dice: [3, 4, 8], choose: [7, 10, 12], expect: { after: { 'track.ticks': 2, momentum: 1 }, followUps: ['move:starforged/suffer/endure_stress 1'] } },
			{ name: 'weak hit: a peril at the waypoint instead of a cost', stat: 'wits', track: { rank: 'formidable', ticks: 4 }, dice: [3, 4, 8], choose: [8], expect: { after: { 'track.ticks': 8, momentum: 2, supply: 5 }, followUps: [] } },
			{ name: 'miss: waylaid, no progress, Pay the Price', stat: 'edge', track: { rank: 'dangerous', ticks: 8 }, dice: [2, 6, 7], expect: { outcome: 'miss', after: { 'track.ticks': 8 }, followUps: [PTP] } },
		],
	},
	{
		id: 'move:sundered_isles/exploration/make_a_discovery',
		// "May" mark when first engaged with: making the move is taken as engaging with it.
		noRoll: { effects: [{ kind: 'legacy', track: 'discoveries', reward: 2 }] },
		outcomes: {},
		examples: [
			{ name: 'something wondrous: two ticks on discoveries legacy', dice: [], expect: { after: { discoveries_legacy: 2, xp_earned: 0 } } },
			{ name: 'two ticks that fill a box: 2 XP', sheet: { discoveries_legacy: 2 }, dice: [], expect: { after: { discoveries_legacy: 4, xp_earned: 2 } } },
		],
	},
	{
		id: 'move:sundered_isles/exploration/confront_chaos',
		// One to three aspects, a tick for each as it is first confronted.
		tableTimes: { max: 3, what: 'aspects' },
		noRoll: { choices: [{ pick: 3, upTo: true, atLeast: 1, repeats: true, options: [{ text: 'An aspect confronted: +1 tick on discoveries legacy', effects: [{ kind: 'legacy', track: 'discoveries', reward: 1 }] }] }] },
		outcomes: {},
		examples: [
			{ name: 'two aspects confronted: two ticks', dice: [], choose: [1, 1], expect: { after: { discoveries_legacy: 2 } } },
			{ name: 'three aspects fill a box: 2 XP', sheet: { discoveries_legacy: 1 }, dice: [], choose: [1, 1, 1], expect: { after: { discoveries_legacy: 4, xp_earned: 2 } } },
		],
	},
	{
		id: 'move:sundered_isles/exploration/set_a_course',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1)] },
			weak_hit: { choices: costsEnRoute(COMPLICATION) },
			// Overcoming the threat lets you push on: that is the story's, after Pay the Price.
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: the destination favors you, +1 momentum', stat: 'supply', sheet: { supply: 3 }, dice: [5, 2, 7], expect: { outcome: 'strong_hit', after: { momentum: 3, supply: 3 } } },
			{ name: 'weak hit: Lose Momentum (−2) en route', stat: 'supply', sheet: { supply: 3 }, dice: [4, 5, 9], choose: [1], expect: { outcome: 'weak_hit', options: costOptions(COMPLICATION), after: { momentum: 0 } } },
			{
				name: 'weak hit: the cost en route out of the ship’s hold, which empties it: unprepared',
				stat: 'supply',
				sheet: { flagship_supply: 2, assets: [FLAGSHIP] },
				dice: [4, 5, 9],
				choose: [9],
				expect: { outcome: 'weak_hit', after: { flagship_supply: 0, supply: 5, unprepared: true } },
			},
			{ name: 'weak hit: two costs (−1), one of them from the hold', stat: 'supply', sheet: { flagship_supply: 3, assets: [FLAGSHIP] }, dice: [4, 5, 9], choose: [7, 10, 16], expect: { after: { flagship_supply: 2, supply: 5, momentum: 1 } } },
			{ name: 'weak hit: a complication at the destination', stat: 'supply', sheet: { supply: 3 }, dice: [4, 5, 9], choose: [8], expect: { after: { momentum: 2, supply: 3 }, followUps: [] } },
			{ name: 'miss: waylaid by a significant threat, Pay the Price', stat: 'supply', sheet: { supply: 1 }, dice: [3, 6, 8], expect: { outcome: 'miss', after: { momentum: 2 }, followUps: [PTP] } },
		],
	},
];
