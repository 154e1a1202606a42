import type { MoveModel, TableSpec } from '../model';
import { FIND_AN_OPPORTUNITY, PAY_THE_PRICE, REVEAL_A_DANGER, TRACK_ACTIVE, gain, lose, nextMove, progress } from './shared';

const REVEAL = REVEAL_A_DANGER.move;
const OPPORTUNITY = FIND_AN_OPPORTUNITY.move;

const DELVE_THE_DEPTHS = 'move:delve/delve/delve_the_depths';

/**
 * The weak-hit table (DV-05..08), one spec per row: the d100 is read in the column of the stat
 * rolled, whose ranges differ but whose five rows say the same in every column.
 */
const WEAK_HIT_TABLE: TableSpec = {
	oracle: 'move.oracle_rollable:delve/delve/delve_the_depths.{stat}',
	rows: [
		{ effects: [progress()], followUps: [REVEAL_A_DANGER] },
		{ effects: [progress()] },
		{ choices: [{ pick: 1, options: [{ text: 'Mark progress', effects: [progress()] }, { text: 'Find an Opportunity', followUps: [FIND_AN_OPPORTUNITY] }] }] },
		{ effects: [progress()], followUps: [FIND_AN_OPPORTUNITY] },
		{ effects: [progress(2)], followUps: [REVEAL_A_DANGER] },
	],
};

const EXPLORED = { kind: 'track_flag', key: 'explored', is: true } as const;

/** Ironsworn: Delve, delve moves (seed 004 lines 13-153). */
export const DELVE_DELVE = (): MoveModel[] => [
	{
		id: 'move:delve/delve/discover_a_site',
		// Theme, domain and rank are set on the new site note. Making the move marks the site explored,
		// so making it again is a return, which rolls the challenge dice and clears boxes (DV-02).
		track: 'delve_site',
		challengeDiceWhen: EXPLORED,
		outcomes: {},
		noRoll: { effects: [{ kind: 'clear_progress', how: 'lower_die' }, { kind: 'track_flag', key: 'explored', value: true }], followUps: [{ move: DELVE_THE_DEPTHS }] },
		examples: [
			{ name: 'a first visit: the site is marked explored, then Delve the Depths', dice: [], track: { rank: 'dangerous', ticks: 0 }, expect: { after: { 'track.ticks': 0, 'track.explored': true }, followUps: [DELVE_THE_DEPTHS] } },
			{ name: 'a return: progress boxes cleared equal to the lower challenge die', proves: ['DV-02'], dice: [3, 7], track: { rank: 'dangerous', ticks: 24, explored: true }, expect: { after: { 'track.ticks': 12 } } },
			{ name: 'a return never clears below zero', proves: ['DV-02'], dice: [9, 8], track: { rank: 'dangerous', ticks: 13, explored: true }, expect: { after: { 'track.ticks': 0 } } },
		],
	},
	{
		id: DELVE_THE_DEPTHS,
		// Datasworn offers these three only; the approach picks one.
		stats: ['edge', 'shadow', 'wits'],
		track: 'delve_site',
		siteCards: true,
		outcomes: {
			strong_hit: { effects: [progress()], followUps: [{ ...FIND_AN_OPPORTUNITY, note: 'you may pick or envision the opportunity instead of rolling' }] },
			weak_hit: { table: WEAK_HIT_TABLE },
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
			{ name: 'weak hit, edge 1-45: progress and Reveal a Danger', proves: ['DV-05', 'DV-06'], stat: 'edge', track: { rank: 'dangerous', ticks: 4 }, dice: [3, 5, 4], table: 45, expect: { outcome: 'weak_hit', after: { 'track.ticks': 12 }, followUps: [REVEAL] } },
			{ name: 'weak hit, edge 46-65: progress only', proves: ['DV-06'], stat: 'edge', track: { rank: 'dangerous', ticks: 4 }, dice: [3, 5, 4], table: 46, expect: { after: { 'track.ticks': 12 }, followUps: [] } },
			{ name: 'weak hit, edge 66-75: progress or Find an Opportunity, here the opportunity', proves: ['DV-06'], stat: 'edge', track: { rank: 'dangerous', ticks: 4 }, dice: [3, 5, 4], table: 70, choose: [2], expect: { options: ['Mark progress', 'Find an Opportunity'], after: { 'track.ticks': 4 }, followUps: [OPPORTUNITY] } },
			{ name: 'weak hit, edge 76-80: both', proves: ['DV-06'], stat: 'edge', track: { rank: 'dangerous', ticks: 4 }, dice: [3, 5, 4], table: 80, expect: { after: { 'track.ticks': 12 }, followUps: [OPPORTUNITY] } },
			{ name: 'weak hit (a tie goes to the dice), edge 81-100: progress twice and Reveal a Danger', proves: ['DV-06'], stat: 'edge', track: { rank: 'dangerous', ticks: 4 }, dice: [4, 6, 2], table: 81, expect: { outcome: 'weak_hit', after: { 'track.ticks': 20 }, followUps: [REVEAL] } },
			{ name: 'weak hit, shadow: 31 is the second row (progress only)', proves: ['DV-07'], stat: 'shadow', track: { rank: 'dangerous', ticks: 0 }, dice: [3, 5, 4], table: 31, expect: { after: { 'track.ticks': 8 }, followUps: [] } },
			{ name: 'weak hit, shadow: 90 is still the choice row', proves: ['DV-07'], stat: 'shadow', track: { rank: 'dangerous', ticks: 0 }, dice: [3, 5, 4], table: 90, choose: [1], expect: { options: ['Mark progress', 'Find an Opportunity'], after: { 'track.ticks': 8 } } },
			{ name: 'weak hit, shadow: only 00 marks progress twice', proves: ['DV-07'], stat: 'shadow', track: { rank: 'dangerous', ticks: 0 }, dice: [3, 5, 4], table: 100, expect: { after: { 'track.ticks': 16 }, followUps: [REVEAL] } },
			{ name: 'weak hit, wits: 40 is the first row, 41 the second', proves: ['DV-08'], stat: 'wits', track: { rank: 'dangerous', ticks: 0 }, dice: [3, 5, 4], table: 40, expect: { after: { 'track.ticks': 8 }, followUps: [REVEAL] } },
			{ name: 'weak hit, wits: 81-99 takes both', proves: ['DV-08'], stat: 'wits', track: { rank: 'dangerous', ticks: 0 }, dice: [3, 5, 4], table: 99, expect: { after: { 'track.ticks': 8 }, followUps: [OPPORTUNITY] } },
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
		// Its table is rolled as the move is made; the site, when given, keeps the opportunity found.
		track: 'delve_site',
		remember: 'last_opportunity',
		outcomes: {},
		noRoll: {
			choices: [
				{
					pick: 1,
					options: [
						{ text: 'Gain insight or prepare: take +1 momentum', effects: [gain('momentum', 1)] },
						// The +1 is kept for the next move, which also takes +1 momentum on a hit.
						{ text: 'Take action now: +1 on a move (not a progress move) that leverages the opportunity, and +1 momentum on a hit', effects: [{ kind: 'next_move', add: 1, momentumOnHit: 1 }] },
					],
				},
			],
		},
		examples: [
			{ name: 'gain insight or prepare: +1 momentum', proves: ['DV-10'], dice: [], choose: [1], expect: { after: { momentum: 3 } } },
			{ name: 'take action now: +1 kept for the move that leverages it', proves: ['DV-10'], dice: [], choose: [2], expect: { after: { momentum: 2, pending_adds: [{ value: 1, reason: 'Find an Opportunity', momentum_on_hit: 1 }] } } },
		],
	},
	{
		id: 'move:delve/delve/reveal_a_danger',
		// Its table is rolled as the move is made, and the site's theme and domain cards where a row says so (DV-11).
		track: 'delve_site',
		siteCards: true,
		remember: 'last_danger',
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
		// A table of its own without theme or domain rows (DV-12); the site keeps the danger.
		track: 'delve_site',
		siteCards: true,
		remember: 'last_danger',
		outcomes: {},
		noRoll: {},
		examples: [],
	},
];
