import type { Effect, MoveModel } from '../model';
import { TRACK_ACTIVE, VOW_OPEN, gain, progress } from './shared';

const COMPLETE: Effect = { kind: 'track_status', status: 'complete' };
const SWEAR = 'move:starforged/quest/swear_an_iron_vow';

/** Ironsworn: Starforged, quest moves (seed 003 lines 162-226). */
export const STARFORGED_QUEST = (): MoveModel[] => [
	{
		id: 'move:starforged/quest/swear_an_iron_vow',
		track: 'vow',
		outcomes: {
			// An extreme vow is the quest a burden waits for (doomed, tormented, indebted), whatever the roll.
			strong_hit: { effects: [gain('momentum', 2), { kind: 'burden_quest' }] },
			weak_hit: { effects: [gain('momentum', 1), { kind: 'burden_quest' }] },
			// An obstacle stands before the quest; the vow stands too, with no way out offered here.
			miss: { effects: [{ kind: 'burden_quest' }] },
		},
		examples: [
			{ name: 'strong hit: +2 momentum', stat: 'heart', dice: [5, 2, 6], expect: { outcome: 'strong_hit', after: { momentum: 4 } } },
			{ name: 'sworn to a bonded connection: +2 makes a miss a strong hit', proves: ['SF-13'], stat: 'heart', adds: 2, dice: [4, 7, 7], expect: { outcome: 'strong_hit', after: { momentum: 4 } } },
			{ name: 'weak hit: +1 momentum', stat: 'heart', dice: [3, 2, 8], expect: { outcome: 'weak_hit', after: { momentum: 3 } } },
			{ name: 'doomed, an extreme vow sworn is the quest that clears it', proves: ['DB-14'], stat: 'heart', sheet: { doomed: true }, track: { rank: 'extreme', ticks: 0 }, dice: [1, 6, 9], expect: { after: { doomed_vow: '[[Tracks/Track]]' } } },
			{ name: 'doomed, a formidable vow is not its quest', proves: ['DB-14'], stat: 'heart', sheet: { doomed: true }, track: { rank: 'formidable', ticks: 0 }, dice: [5, 2, 6], expect: { after: { doomed_vow: undefined } } },
			{ name: 'miss: an obstacle, no momentum and no Forsake Your Vow', proves: ['SF-13'], stat: 'heart', dice: [1, 6, 9], expect: { outcome: 'miss', after: { momentum: 2 }, followUps: [] } },
		],
	},
	{
		id: 'move:starforged/quest/reach_a_milestone',
		track: 'vow',
		preconditions: [TRACK_ACTIVE],
		noRoll: { effects: [progress(1)] },
		outcomes: {},
		examples: [
			{ name: 'marks progress per the formidable vow: one box', proves: ['PR-23'], track: { rank: 'formidable', ticks: 4 }, dice: [], expect: { after: { 'track.ticks': 8 } } },
			{ name: 'an epic vow: one tick', proves: ['PR-23'], track: { rank: 'epic', ticks: 0 }, dice: [], expect: { after: { 'track.ticks': 1 } } },
			{ name: 'refused on a fulfilled vow', track: { rank: 'dangerous', ticks: 40, status: 'complete' }, dice: [], expect: { refused: 'track-active' } },
		],
	},
	{
		id: 'move:starforged/quest/fulfill_your_vow',
		track: 'vow',
		preconditions: [TRACK_ACTIVE],
		outcomes: {
			strong_hit: { effects: [COMPLETE, { kind: 'legacy', track: 'quests', reward: 'by_rank' }] },
			weak_hit: {
				effects: [COMPLETE],
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Take the reward one rank lower', effects: [{ kind: 'legacy', track: 'quests', reward: 'by_rank' }] },
							{ text: 'Swear an Iron Vow to set things right: the full reward', effects: [{ kind: 'legacy', track: 'quests', reward: 'full_by_rank' }], followUps: [{ move: SWEAR }] },
						],
					},
				],
			},
			miss: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Give up on the quest: Forsake Your Vow', followUps: [{ move: 'move:starforged/quest/forsake_your_vow' }] },
							{ text: 'Recommit: clear boxes equal to the lower challenge die and raise the rank', effects: [{ kind: 'clear_progress', how: 'lower_die' }, { kind: 'raise_rank' }] },
						],
					},
				],
			},
		},
		examples: [
			{
				name: 'strong hit on a formidable vow: fulfilled, a box of quests legacy (2 XP)',
				proves: ['XP-12'],
				stat: 'progress',
				track: { rank: 'formidable', ticks: 32 },
				dice: [5, 7],
				expect: { outcome: 'strong_hit', after: { 'track.status': 'complete', quests_legacy: 4, xp_earned: 2 } },
			},
			{ name: 'strong hit on an epic vow: three boxes (6 XP)', proves: ['XP-12'], stat: 'progress', track: { rank: 'epic', ticks: 40 }, dice: [4, 9], expect: { after: { quests_legacy: 12, xp_earned: 6 } } },
			{
				name: 'weak hit on an extreme vow, no new vow: the formidable reward',
				proves: ['XP-12', 'XP-13'],
				stat: 'progress',
				track: { rank: 'extreme', ticks: 24 },
				dice: [3, 8],
				choose: [1],
				expect: {
					outcome: 'weak_hit',
					options: ['Take the reward one rank lower', 'Swear an Iron Vow to set things right: the full reward'],
					after: { 'track.status': 'complete', quests_legacy: 4, xp_earned: 2 },
					followUps: [],
				},
			},
			{
				name: 'weak hit on an extreme vow, a new vow sworn: the full reward',
				proves: ['XP-12', 'XP-13'],
				stat: 'progress',
				track: { rank: 'extreme', ticks: 24 },
				dice: [3, 8],
				choose: [2],
				expect: { after: { quests_legacy: 8, xp_earned: 4 }, followUps: [SWEAR] },
			},
			{ name: 'weak hit on a troublesome vow, one rank lower: nothing', proves: ['XP-13'], stat: 'progress', track: { rank: 'troublesome', ticks: 20 }, dice: [2, 7], choose: [1], expect: { outcome: 'weak_hit', after: { quests_legacy: 0, xp_earned: 0 } } },
			{
				name: 'miss, recommit: boxes equal to the lower die cleared, rank raised',
				proves: ['PR-21'],
				stat: 'progress',
				track: { rank: 'dangerous', ticks: 26 },
				// The miss's 9 and 6, then both challenge dice anew for the recommit: the lower, 2, clears 2 boxes.
				dice: [9, 6, 2, 8],
				choose: [2],
				expect: { outcome: 'miss', after: { 'track.ticks': 18, 'track.rank': 'formidable', 'track.status': 'active', quests_legacy: 0 } },
			},
			{ name: 'miss, recommit on an epic vow: epic stays epic', proves: ['PR-21'], stat: 'progress', track: { rank: 'epic', ticks: 23 }, dice: [5, 5, 3, 4], choose: [2], expect: { after: { 'track.ticks': 11, 'track.rank': 'epic' } } },
			{ name: 'miss, give up: Forsake Your Vow next', stat: 'progress', track: { rank: 'dangerous', ticks: 8 }, dice: [4, 10], choose: [1], expect: { followUps: ['move:starforged/quest/forsake_your_vow'], after: { 'track.ticks': 8 } } },
			{ name: 'refused on a fulfilled vow', stat: 'progress', track: { rank: 'dangerous', ticks: 40, status: 'complete' }, dice: [3, 8], expect: { refused: 'track-active' } },
		],
	},
	{
		id: 'move:starforged/quest/forsake_your_vow',
		track: 'vow',
		preconditions: VOW_OPEN,
		noRoll: {
			effects: [{ kind: 'track_status', status: 'forsaken' }],
			choices: [
				{
					// "One or more".
					pick: 6,
					upTo: true,
					atLeast: 1,
					options: [
						// The move gives Endure Stress no magnitude: the player sets it by the vow.
						{ text: 'You are demoralized or dispirited: Endure Stress', followUps: [{ move: 'move:starforged/suffer/endure_stress' }] },
						{ text: 'A connection loses faith: Test Your Relationship when you next interact', followUps: [{ move: 'move:starforged/connection/test_your_relationship', note: 'when you next interact' }] },
						{ text: 'You must abandon a path or resource: discard an asset', effects: [{ kind: 'discard_asset', asset: 'chosen' }] },
						{ text: 'Someone else pays a price' },
						{ text: 'Someone else takes advantage' },
						{ text: 'Your reputation suffers' },
					],
				},
			],
		},
		outcomes: {},
		examples: [
			{
				name: 'the vow is cleared; dispirited and a connection loses faith',
				proves: ['SF-14'],
				track: { rank: 'formidable', ticks: 12 },
				dice: [],
				choose: [1, 2],
				expect: {
					after: { 'track.status': 'forsaken' },
					followUps: ['move:starforged/suffer/endure_stress', 'move:starforged/connection/test_your_relationship'],
				},
			},
			{ name: 'a cost with no move: someone else takes advantage', proves: ['SF-14'], track: { rank: 'dangerous', ticks: 4 }, dice: [], choose: [5], expect: { after: { 'track.status': 'forsaken' }, followUps: [] } },
			{
				name: 'abandon a resource: a discard owed until the player names the asset',
				proves: ['SF-14'],
				sheet: { assets: ['asset:starforged/path/ace'] },
				track: { rank: 'dangerous', ticks: 4 },
				dice: [],
				choose: [3],
				expect: { after: { 'track.status': 'forsaken', discards_owed: [{ reason: 'Forsake Your Vow' }] } },
			},
			{ name: 'abandon a resource with no asset on the sheet: nothing owed', proves: ['SF-14'], track: { rank: 'dangerous', ticks: 4 }, dice: [], choose: [3], expect: { after: { discards_owed: undefined } } },
		],
	},
];
