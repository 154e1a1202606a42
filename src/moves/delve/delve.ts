import type { MoveModel, OptionSpec } from '../model';
import { FIND_AN_OPPORTUNITY, PAY_THE_PRICE, REVEAL_A_DANGER, TRACK_ACTIVE, gain, lose, nextMove, progress } from './shared';

const DELVE_THE_DEPTHS = 'move:delve/delve/delve_the_depths';

/**
 * The weak-hit table's results, row by row. The d100 is rolled on the stat's column elsewhere;
 * the player records the row here. The "choose one" row is two options, as the pick is the player's.
 */
const WEAK_HIT_ROWS: OptionSpec[] = [
	{ text: 'Mark progress and Reveal a Danger', effects: [progress()], followUps: [REVEAL_A_DANGER] },
	{ text: 'Mark progress', effects: [progress()] },
	{ text: 'Choose one: mark progress', effects: [progress()] },
	{ text: 'Choose one: Find an Opportunity', followUps: [FIND_AN_OPPORTUNITY] },
	{ text: 'Take both: mark progress and Find an Opportunity', effects: [progress()], followUps: [FIND_AN_OPPORTUNITY] },
	{ text: 'Mark progress twice and Reveal a Danger', effects: [progress(2)], followUps: [REVEAL_A_DANGER] },
];

/** Ironsworn: Delve, delve moves (seed 004 lines 13-153). */
export const DELVE_DELVE = (): MoveModel[] => [
	{
		id: 'move:delve/delve/discover_a_site',
		// Theme, domain and rank are set on the new site; returning to a site needs challenge dice a no-roll move lacks.
		outcomes: {},
		noRoll: { followUps: [{ move: DELVE_THE_DEPTHS }] },
		examples: [{ name: 'then Delve the Depths to explore the site', dice: [], expect: { followUps: [DELVE_THE_DEPTHS] } }],
	},
	{
		id: DELVE_THE_DEPTHS,
		// Datasworn offers these three only; the approach picks one.
		stats: ['edge', 'shadow', 'wits'],
		track: 'delve_site',
		outcomes: {
			strong_hit: { effects: [progress()], followUps: [{ ...FIND_AN_OPPORTUNITY, note: 'you may pick or envision the opportunity instead of rolling' }] },
			weak_hit: { choices: [{ pick: 1, options: WEAK_HIT_ROWS }] },
			miss: { followUps: [REVEAL_A_DANGER] },
		},
		examples: [
			{
				name: 'strong hit: mark progress and Find an Opportunity',
				proves: ['DV-04', 'DV-01'],
				stat: 'edge',
				track: { rank: 'dangerous', ticks: 0 },
				dice: [5, 3, 4],
				expect: { outcome: 'strong_hit', after: { 'track.ticks': 8 }, followUps: ['move:delve/delve/find_an_opportunity'] },
			},
			{ name: 'a troublesome site marks 3 progress per area', proves: ['DV-01'], stat: 'wits', track: { rank: 'troublesome', ticks: 0 }, dice: [4, 1, 2], expect: { outcome: 'strong_hit', after: { 'track.ticks': 12 } } },
			{ name: 'a formidable site marks 1 progress per area', proves: ['DV-01'], stat: 'wits', track: { rank: 'formidable', ticks: 4 }, dice: [4, 1, 2], expect: { after: { 'track.ticks': 8 } } },
			{ name: 'an extreme site marks 2 ticks per area', proves: ['DV-01'], stat: 'shadow', sheet: { shadow: 3 }, track: { rank: 'extreme', ticks: 10 }, dice: [3, 2, 5], expect: { outcome: 'strong_hit', after: { 'track.ticks': 12 } } },
			{ name: 'an epic site marks 1 tick per area', proves: ['DV-01'], stat: 'edge', track: { rank: 'epic', ticks: 3 }, dice: [6, 7, 1], expect: { outcome: 'strong_hit', after: { 'track.ticks': 4 } } },
			{
				name: 'weak hit (a tie goes to the dice): the table row, here progress twice and Reveal a Danger',
				stat: 'shadow',
				track: { rank: 'dangerous', ticks: 4 },
				dice: [3, 5, 4],
				choose: [6],
				expect: {
					outcome: 'weak_hit',
					options: WEAK_HIT_ROWS.map((o) => o.text),
					after: { 'track.ticks': 20 },
					followUps: ['move:delve/delve/reveal_a_danger'],
				},
			},
			{
				name: 'weak hit, the choose-one row: Find an Opportunity instead of progress',
				stat: 'wits',
				track: { rank: 'dangerous', ticks: 4 },
				dice: [3, 5, 4],
				choose: [4],
				expect: { outcome: 'weak_hit', after: { 'track.ticks': 4 }, followUps: ['move:delve/delve/find_an_opportunity'] },
			},
			{
				name: 'miss: Reveal a Danger, and a tick on the failure track',
				proves: ['DV-09', 'DV-19'],
				stat: 'wits',
				track: { rank: 'dangerous', ticks: 8 },
				dice: [1, 4, 9],
				expect: { outcome: 'miss', after: { 'track.ticks': 8, failure: 1 }, followUps: ['move:delve/delve/reveal_a_danger'] },
			},
			{
				name: 'a miss burned into a strong hit marks no failure',
				proves: ['DV-19'],
				stat: 'edge',
				sheet: { momentum: 8 },
				track: { rank: 'dangerous', ticks: 0 },
				dice: [1, 6, 7],
				burn: true,
				expect: { outcome: 'strong_hit', after: { failure: 0, momentum: 2, 'track.ticks': 8 } },
			},
			{ name: 'refused with +iron', proves: ['DV-03'], stat: 'iron', track: { rank: 'dangerous', ticks: 0 }, dice: [6, 1, 1], expect: { refused: 'stat-not-allowed' } },
			{ name: 'refused with +heart', proves: ['DV-03'], stat: 'heart', track: { rank: 'dangerous', ticks: 0 }, dice: [6, 1, 1], expect: { refused: 'stat-not-allowed' } },
		],
	},
	{
		id: 'move:delve/delve/find_an_opportunity',
		// The table is rolled elsewhere (or the opportunity picked, after a strong hit on Delve the Depths).
		outcomes: {},
		noRoll: {
			choices: [
				{
					pick: 1,
					options: [
						{ text: 'Gain insight or prepare: take +1 momentum', effects: [gain('momentum', 1)] },
						// The +1 momentum on a hit of that move is not modelled: the pending add carries no reward.
						{ text: 'Take action now: +1 on a move (not a progress move) that leverages the opportunity, and +1 momentum on a hit', effects: [nextMove(1)] },
					],
				},
			],
		},
		examples: [
			{ name: 'gain insight or prepare: +1 momentum', proves: ['DV-10'], dice: [], choose: [1], expect: { after: { momentum: 3 } } },
			{ name: 'take action now: +1 kept for the move that leverages it', proves: ['DV-10'], dice: [], choose: [2], expect: { after: { momentum: 2, pending_adds: [{ value: 1, reason: 'Find an Opportunity' }] } } },
		],
	},
	{
		id: 'move:delve/delve/reveal_a_danger',
		// The danger is envisioned or rolled on the table elsewhere; the move itself changes nothing.
		outcomes: {},
		noRoll: {},
		examples: [],
	},
	{
		id: 'move:delve/delve/check_your_gear',
		preconditions: [{ id: 'supply-at-least-1', requires: { kind: 'at_least', gauge: 'supply', value: 1 }, rule: 'Check Your Gear needs supply of at least +1' }],
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1)] },
			weak_hit: { effects: [gain('momentum', 1), lose('supply', 1)] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: you have it, +1 momentum', proves: ['DV-13'], stat: 'supply', sheet: { supply: 3 }, dice: [4, 2, 6], expect: { outcome: 'strong_hit', after: { momentum: 3, supply: 3 } } },
			{ name: 'weak hit: +1 momentum and −1 supply', proves: ['DV-13'], stat: 'supply', sheet: { supply: 2 }, dice: [3, 4, 6], expect: { outcome: 'weak_hit', after: { momentum: 3, supply: 1 } } },
			{
				name: 'miss: Pay the Price, and a tick on the failure track',
				proves: ['DV-13', 'DV-19'],
				stat: 'supply',
				sheet: { supply: 1 },
				dice: [2, 5, 8],
				expect: { outcome: 'miss', after: { failure: 1 }, followUps: ['move:classic/fate/pay_the_price'] },
			},
			{ name: 'refused at 0 supply', proves: ['DV-13'], stat: 'supply', sheet: { supply: 0 }, dice: [6, 1, 1], expect: { refused: 'supply-at-least-1' } },
		],
	},
	{
		id: 'move:delve/delve/locate_your_objective',
		track: 'delve_site',
		preconditions: [TRACK_ACTIVE],
		outcomes: {
			strong_hit: {
				effects: [{ kind: 'track_status', status: 'complete' }],
				choices: [{ pick: 1, options: [{ text: 'Make another move now (not a progress move), and add +1', effects: [nextMove(1)] }, { text: 'Take +1 momentum', effects: [gain('momentum', 1)] }] }],
			},
			weak_hit: { effects: [{ kind: 'track_status', status: 'complete' }] },
			miss: {
				choices: [
					{
						pick: 1,
						options: [
							// raise_rank leaves an epic site epic, as the rule asks.
							{ text: 'Keep delving: clear all but one filled box and raise the site’s rank', effects: [{ kind: 'clear_progress', how: 'all_but_one' }, { kind: 'raise_rank' }] },
							{ text: 'The objective is out of reach: the exploration ends here' },
						],
					},
				],
			},
		},
		examples: [
			{
				name: 'strong hit: objective found, +1 on the next move',
				proves: ['DV-14'],
				stat: 'progress',
				track: { rank: 'dangerous', ticks: 32 },
				dice: [3, 7],
				choose: [1],
				expect: { outcome: 'strong_hit', after: { 'track.status': 'complete', pending_adds: [{ value: 1, reason: 'Locate Your Objective' }] } },
			},
			{ name: 'strong hit: or +1 momentum', proves: ['DV-14'], stat: 'progress', track: { rank: 'dangerous', ticks: 32 }, dice: [3, 7], choose: [2], expect: { after: { 'track.status': 'complete', momentum: 3 } } },
			{ name: 'weak hit (a tie goes to the dice): objective found', stat: 'progress', track: { rank: 'dangerous', ticks: 24 }, dice: [6, 2], expect: { outcome: 'weak_hit', after: { 'track.status': 'complete' } } },
			{
				name: 'miss, keep delving: all but one box cleared, rank raised, two failure ticks',
				proves: ['DV-14', 'DV-19'],
				stat: 'progress',
				track: { rank: 'formidable', ticks: 22 },
				dice: [7, 9],
				choose: [1],
				expect: { outcome: 'miss', after: { 'track.ticks': 4, 'track.rank': 'extreme', 'track.status': 'active', failure: 2 } },
			},
			{ name: 'miss at an epic site: the rank stays epic', proves: ['DV-14'], stat: 'progress', track: { rank: 'epic', ticks: 9 }, dice: [3, 4], choose: [1], expect: { outcome: 'miss', after: { 'track.ticks': 4, 'track.rank': 'epic' } } },
			{ name: 'momentum is ignored: +9 momentum leaves a miss a miss', proves: ['DV-14'], stat: 'progress', sheet: { momentum: 9 }, track: { rank: 'dangerous', ticks: 20 }, dice: [6, 7], expect: { outcome: 'miss', after: { momentum: 9 } } },
			{ name: 'refused on a finished site', stat: 'progress', track: { rank: 'dangerous', ticks: 40, status: 'complete' }, dice: [3, 7], expect: { refused: 'track-active' } },
		],
	},
	{
		id: 'move:delve/delve/escape_the_depths',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1)] },
			weak_hit: {
				choices: [
					{
						pick: 1,
						// The rules name no amount for the harm or stress, nor a cost for the rest: the player sets them.
						options: [
							{ text: 'You are weary or wounded: Endure Harm', followUps: [{ move: 'move:classic/suffer/endure_harm' }] },
							{ text: 'The experience leaves you shaken: Endure Stress', followUps: [{ move: 'move:classic/suffer/endure_stress' }] },
							{ text: 'You are delayed, and it costs you' },
							{ text: 'You leave behind something important' },
							{ text: 'You face a new complication as you emerge from the depths' },
							{ text: 'A denizen plots their revenge' },
						],
					},
				],
			},
			miss: { followUps: [{ ...REVEAL_A_DANGER, note: 'if you survive, you may make your escape' }] },
		},
		examples: [
			{ name: 'strong hit: out safely, +1 momentum', proves: ['DV-15'], stat: 'iron', dice: [4, 1, 5], expect: { outcome: 'strong_hit', after: { momentum: 3 } } },
			{
				name: 'weak hit: choose one of six costs, weary or wounded is Endure Harm',
				proves: ['DV-15'],
				stat: 'heart',
				dice: [2, 3, 6],
				choose: [1],
				expect: {
					outcome: 'weak_hit',
					options: [
						'You are weary or wounded: Endure Harm',
						'The experience leaves you shaken: Endure Stress',
						'You are delayed, and it costs you',
						'You leave behind something important',
						'You face a new complication as you emerge from the depths',
						'A denizen plots their revenge',
					],
					followUps: ['move:classic/suffer/endure_harm'],
				},
			},
			{ name: 'weak hit: shaken is Endure Stress', proves: ['DV-15'], stat: 'wits', dice: [2, 3, 6], choose: [2], expect: { followUps: ['move:classic/suffer/endure_stress'] } },
			{ name: 'miss: Reveal a Danger, and a tick on the failure track', proves: ['DV-15', 'DV-19'], stat: 'shadow', dice: [1, 5, 5], expect: { outcome: 'miss', after: { failure: 1 }, followUps: ['move:delve/delve/reveal_a_danger'] } },
		],
	},
	{
		id: 'move:delve/delve/reveal_a_danger_alt',
		// As the main version: the danger comes from its own table, rolled elsewhere.
		outcomes: {},
		noRoll: {},
		examples: [],
	},
];
