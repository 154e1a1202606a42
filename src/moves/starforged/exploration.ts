import type { ChoiceSpec, Effect, MoveModel, OptionSpec } from '../model';
import { PAY_THE_PRICE, TRACK_ACTIVE, gain, progress, sufferMove } from './shared';

const COMPLETE: Effect = { kind: 'track_status', status: 'complete' };
const PTP = 'move:starforged/fate/pay_the_price';

/**
 * "Suffer costs en route: make a suffer move (−2), or two suffer moves (−1)", or the move's
 * other cost. Choices cannot nest, so the two (−1) moves are a sub-list of the first choice,
 * open only after "two suffer moves" (its 7th option).
 */
function costsEnRoute(other: OptionSpec): ChoiceSpec[] {
	return [
		{
			pick: 1,
			options: [
				...sufferMove(2).options.map((o) => ({ ...o, text: `Suffer costs en route: ${o.text}` })),
				{ text: 'Suffer costs en route: two suffer moves (−1), chosen next' },
				other,
			],
		},
		// Two different moves: the same one twice would be the (−2) option.
		{ pick: 2, after: { choice: 0, option: 6 }, options: sufferMove(1).options.map((o) => ({ ...o, text: `One of two: ${o.text}` })) },
	];
}

// Spelled out, not derived from costsEnRoute, so the examples check the options a player sees.
const SUFFER_MOVES = ['Lose Momentum', 'Endure Harm', 'Endure Stress', 'Sacrifice Resources', 'Companion Takes a Hit', 'Withstand Damage'];
const COST_OPTIONS = (other: string) => [
	...SUFFER_MOVES.map((m) => `Suffer costs en route: ${m} (−2)`),
	'Suffer costs en route: two suffer moves (−1), chosen next',
	other,
	...SUFFER_MOVES.map((m) => `One of two: ${m} (−1)`),
];

const PERIL = 'Face a peril at the waypoint: envision what you encounter';
const COMPLICATION = 'Face a complication at the destination: envision what you encounter';

/** Ironsworn: Starforged, exploration moves (seed 003 lines 292-427). */
export const STARFORGED_EXPLORATION = (): MoveModel[] => [
	{
		id: 'move:starforged/exploration/undertake_an_expedition',
		track: 'expedition',
		outcomes: {
			strong_hit: { effects: [progress(1)] },
			weak_hit: { effects: [progress(1)], choices: costsEnRoute({ text: PERIL }) },
			// "Do not mark progress."
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: a waypoint, progress per the dangerous rank', proves: ['SF-18', 'PR-23'], stat: 'edge', track: { rank: 'dangerous', ticks: 0 }, dice: [5, 3, 6], expect: { outcome: 'strong_hit', after: { 'track.ticks': 8, momentum: 2 } } },
			{
				name: 'weak hit: progress, and a suffer move (−2), Lose Momentum',
				proves: ['SF-18', 'SF-11'],
				stat: 'shadow',
				track: { rank: 'formidable', ticks: 8 },
				dice: [4, 3, 9],
				choose: [1],
				expect: { outcome: 'weak_hit', options: COST_OPTIONS(PERIL), after: { 'track.ticks': 12, momentum: 0 } },
			},
			{
				name: 'weak hit: two suffer moves (−1), Lose Momentum and Sacrifice Resources',
				proves: ['SF-18', 'SF-11'],
				stat: 'wits',
				track: { rank: 'formidable', ticks: 8 },
				dice: [4, 3, 9],
				choose: [7, 9, 12],
				expect: { after: { 'track.ticks': 12, momentum: 1, supply: 4 } },
			},
			{ name: 'weak hit: Endure Harm (−2) is the next move', proves: ['SF-11'], stat: 'wits', track: { rank: 'troublesome', ticks: 0 }, dice: [4, 3, 9], choose: [2], expect: { after: { 'track.ticks': 12 }, followUps: ['move:starforged/suffer/endure_harm 2'] } },
			{ name: 'weak hit: a peril at the waypoint instead', proves: ['SF-18'], stat: 'wits', track: { rank: 'formidable', ticks: 8 }, dice: [4, 3, 9], choose: [8], expect: { after: { 'track.ticks': 12, momentum: 2, health: 5, supply: 5 }, followUps: [] } },
			{ name: 'miss: no progress, Pay the Price', proves: ['SF-18'], stat: 'wits', track: { rank: 'extreme', ticks: 10 }, dice: [1, 8, 9], expect: { outcome: 'miss', after: { 'track.ticks': 10 }, followUps: [PTP] } },
		],
	},
	{
		id: 'move:starforged/exploration/explore_a_waypoint',
		track: 'expedition',
		outcomes: {
			strong_hit: { choices: [{ pick: 1, options: WAYPOINT_FINDS() }] },
			weak_hit: { effects: [gain('momentum', 1)] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		onMatch: {
			strong_hit: { choices: [{ pick: 1, options: [...WAYPOINT_FINDS(), { text: 'Make a Discovery instead', followUps: [{ move: 'move:starforged/exploration/make_a_discovery' }] }] }] },
			miss: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Pay the Price', followUps: [PAY_THE_PRICE] },
							{ text: 'Confront Chaos instead', followUps: [{ move: 'move:starforged/exploration/confront_chaos' }] },
						],
					},
				],
			},
		},
		examples: [
			{ name: 'strong hit: find an opportunity, +2 momentum', proves: ['SF-19'], stat: 'wits', dice: [6, 2, 5], choose: [1], expect: { outcome: 'strong_hit', after: { momentum: 4 } } },
			{ name: 'strong hit: gain progress on the expedition', proves: ['SF-19'], stat: 'wits', track: { rank: 'dangerous', ticks: 8 }, dice: [6, 2, 5], choose: [2], expect: { after: { 'track.ticks': 16, momentum: 2 } } },
			{
				name: 'strong hit with a match: Make a Discovery instead',
				proves: ['SF-19'],
				stat: 'wits',
				dice: [6, 3, 3],
				choose: [3],
				expect: {
					outcome: 'strong_hit',
					options: ['Find an opportunity: take +2 momentum', 'Gain progress: mark progress on the expedition', 'Make a Discovery instead'],
					followUps: ['move:starforged/exploration/make_a_discovery'],
				},
			},
			{ name: 'weak hit: +1 momentum', proves: ['SF-19'], stat: 'wits', dice: [3, 2, 8], expect: { outcome: 'weak_hit', after: { momentum: 3 } } },
			{ name: 'miss: Pay the Price', proves: ['SF-19'], stat: 'wits', dice: [1, 7, 9], expect: { outcome: 'miss', followUps: [PTP] } },
			{
				name: 'miss with a match: Confront Chaos instead',
				proves: ['SF-19'],
				stat: 'wits',
				dice: [2, 8, 8],
				choose: [2],
				expect: { outcome: 'miss', options: ['Pay the Price', 'Confront Chaos instead'], followUps: ['move:starforged/exploration/confront_chaos'] },
			},
		],
	},
	{
		id: 'move:starforged/exploration/make_a_discovery',
		// "May" mark when first engaged with: making the move is taken as engaging with it.
		noRoll: { effects: [{ kind: 'legacy', track: 'discoveries', reward: 2 }] },
		outcomes: {},
		examples: [
			{ name: 'two ticks on discoveries legacy', proves: ['XP-14'], dice: [], expect: { after: { discoveries_legacy: 2, xp_earned: 0 } } },
			{ name: 'two ticks fill a box: 2 XP', proves: ['XP-14'], sheet: { discoveries_legacy: 3 }, dice: [], expect: { after: { discoveries_legacy: 5, xp_earned: 2 } } },
		],
	},
	{
		id: 'move:starforged/exploration/confront_chaos',
		// One to three aspects; a tick each, marked as each aspect is first confronted.
		tableTimes: { max: 3, what: 'aspects' },
		noRoll: { choices: [{ pick: 3, upTo: true, atLeast: 1, repeats: true, options: [{ text: 'An aspect confronted: +1 tick on discoveries legacy', effects: [{ kind: 'legacy', track: 'discoveries', reward: 1 }] }] }] },
		outcomes: {},
		examples: [
			{ name: 'three aspects confronted: three ticks, a box filled (2 XP)', proves: ['XP-14'], sheet: { discoveries_legacy: 2 }, dice: [], choose: [1, 1, 1], expect: { after: { discoveries_legacy: 5, xp_earned: 2 } } },
			{ name: 'one aspect: one tick', proves: ['XP-14'], dice: [], choose: [1], expect: { after: { discoveries_legacy: 1 } } },
		],
	},
	{
		id: 'move:starforged/exploration/finish_an_expedition',
		track: 'expedition',
		preconditions: [TRACK_ACTIVE],
		outcomes: {
			strong_hit: { effects: [COMPLETE, { kind: 'legacy', track: 'discoveries', reward: 'by_rank' }] },
			weak_hit: { effects: [COMPLETE, { kind: 'legacy', track: 'discoveries', reward: 'by_rank' }] },
			miss: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Abandon the expedition and Pay the Price', effects: [{ kind: 'track_status', status: 'forsaken' }], followUps: [PAY_THE_PRICE] },
							{ text: 'Return to the expedition: clear boxes equal to the lower challenge die and raise its rank', effects: [{ kind: 'clear_progress', how: 'lower_die' }, { kind: 'raise_rank' }] },
						],
					},
				],
			},
		},
		examples: [
			{ name: 'strong hit on an epic expedition: three boxes of discoveries (6 XP)', proves: ['XP-12'], stat: 'progress', track: { rank: 'epic', ticks: 40 }, dice: [4, 9], expect: { outcome: 'strong_hit', after: { 'track.status': 'complete', discoveries_legacy: 12, xp_earned: 6 } } },
			{ name: 'weak hit on an extreme expedition: the formidable reward', proves: ['XP-12', 'XP-13'], stat: 'progress', track: { rank: 'extreme', ticks: 28 }, dice: [5, 9], expect: { outcome: 'weak_hit', after: { 'track.status': 'complete', discoveries_legacy: 4, xp_earned: 2 } } },
			{ name: 'weak hit on a troublesome expedition: no reward', proves: ['XP-13'], stat: 'progress', track: { rank: 'troublesome', ticks: 20 }, dice: [2, 7], expect: { outcome: 'weak_hit', after: { 'track.status': 'complete', discoveries_legacy: 0 } } },
			{ name: 'miss, return: lower die of boxes cleared, rank raised', proves: ['PR-21'], stat: 'progress', track: { rank: 'formidable', ticks: 18 }, dice: [4, 6, 2, 5], choose: [2], expect: { outcome: 'miss', after: { 'track.ticks': 10, 'track.rank': 'extreme', 'track.status': 'active' } } },
			{ name: 'miss, abandon: Pay the Price', stat: 'progress', track: { rank: 'formidable', ticks: 18 }, dice: [4, 6], choose: [1], expect: { after: { 'track.status': 'forsaken', discoveries_legacy: 0 }, followUps: [PTP] } },
			{ name: 'refused on a finished expedition', stat: 'progress', track: { rank: 'dangerous', ticks: 40, status: 'complete' }, dice: [3, 8], expect: { refused: 'track-active' } },
		],
	},
	{
		id: 'move:starforged/exploration/set_a_course',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1)] },
			weak_hit: { choices: costsEnRoute({ text: COMPLICATION }) },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: +1 momentum', proves: ['SF-20'], stat: 'supply', sheet: { supply: 4 }, dice: [4, 3, 7], expect: { outcome: 'strong_hit', after: { momentum: 3 } } },
			{
				name: 'weak hit: a suffer move (−2), Sacrifice Resources',
				proves: ['SF-20', 'SF-11'],
				stat: 'supply',
				sheet: { supply: 3 },
				dice: [3, 2, 8],
				choose: [4],
				expect: { outcome: 'weak_hit', options: COST_OPTIONS(COMPLICATION), after: { supply: 1 } },
			},
			{ name: 'weak hit: two suffer moves (−1), Endure Harm and Endure Stress', proves: ['SF-20'], stat: 'supply', sheet: { supply: 3 }, dice: [3, 2, 8], choose: [7, 10, 11], expect: { followUps: ['move:starforged/suffer/endure_harm 1', 'move:starforged/suffer/endure_stress 1'] } },
			{ name: 'weak hit: a complication at the destination', proves: ['SF-20'], stat: 'supply', sheet: { supply: 3 }, dice: [3, 2, 8], choose: [8], expect: { after: { supply: 3, momentum: 2 }, followUps: [] } },
			{ name: 'miss: Pay the Price', stat: 'supply', sheet: { supply: 1 }, dice: [2, 5, 6], expect: { outcome: 'miss', followUps: [PTP] } },
		],
	},
];

function WAYPOINT_FINDS(): OptionSpec[] {
	return [
		{ text: 'Find an opportunity: take +2 momentum', effects: [gain('momentum', 2)] },
		{ text: 'Gain progress: mark progress on the expedition', effects: [progress(1)] },
	];
}
