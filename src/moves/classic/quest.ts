import type { MoveModel } from '../model';
import { TRACK_ACTIVE, VOW_OPEN, gain, lose, nextMove, progress } from './shared';

const SWEAR_AN_IRON_VOW = 'move:classic/quest/swear_an_iron_vow';
const FORSAKE_YOUR_VOW = 'move:classic/quest/forsake_your_vow';
const BURDEN_QUEST = { kind: 'burden_quest' } as const;
const GIVE_UP = { text: 'You give up: Forsake Your Vow', followUps: [{ move: FORSAKE_YOUR_VOW }] };

/** Ironsworn classic, quest moves (seed 001 lines 632-700; SRD 000:1788-1880). */
export const CLASSIC_QUEST = (): MoveModel[] => [
	{
		id: 'move:classic/quest/swear_an_iron_vow',
		track: 'vow',
		outcomes: {
			// On a hit, a vow of its rank is the quest a burden waits for (Face Death's cursed, Face Desolation's tormented).
			strong_hit: { effects: [gain('momentum', 2), BURDEN_QUEST] },
			weak_hit: { effects: [gain('momentum', 1), BURDEN_QUEST] },
			// A miss on the vow death (or the vision) asked for is the end: said, as no sheet value records it.
			miss: { effects: [{ kind: 'burden_quest', missed: true }], choices: [{ pick: 1, options: [{ text: 'You press on: suffer −2 momentum', effects: [lose('momentum', 2)] }, GIVE_UP] }] },
		},
		examples: [
			{ name: 'strong hit: +2 momentum', stat: 'heart', dice: [5, 3, 6], expect: { outcome: 'strong_hit', after: { momentum: 4 } } },
			{ name: 'weak hit: +1 momentum', stat: 'heart', dice: [3, 2, 9], expect: { outcome: 'weak_hit', after: { momentum: 3 } } },
			{
				name: 'the quest death asked for, sworn formidable with a hit: cursed now, and this vow clears it',
				proves: ['ME-18', 'DB-10'],
				stat: 'heart',
				sheet: { cursed_vow: '' },
				track: { rank: 'formidable', ticks: 0 },
				dice: [5, 3, 6],
				expect: { after: { cursed: true, cursed_vow: '[[Tracks/Track]]', 'track.burden': 'cursed' } },
			},
			{
				name: 'the quest death asked for, sworn with a miss: not cursed (the character is dead)',
				proves: ['ME-18'],
				stat: 'heart',
				sheet: { cursed_vow: '' },
				track: { rank: 'extreme', ticks: 0 },
				dice: [1, 5, 8],
				choose: [1],
				expect: { outcome: 'miss', after: { cursed: false, cursed_vow: '' } },
			},
			{
				name: 'tormented, a dangerous vow is not its quest',
				proves: ['ME-19', 'DB-11'],
				stat: 'heart',
				sheet: { tormented_vow: '' },
				track: { rank: 'dangerous', ticks: 0 },
				dice: [5, 3, 6],
				expect: { after: { tormented: false, tormented_vow: '' } },
			},
			{ name: 'miss, press on: −2 momentum', stat: 'heart', dice: [1, 5, 8], choose: [1], expect: { outcome: 'miss', after: { momentum: 0 }, followUps: [] } },
			{ name: 'miss, give up: Forsake Your Vow', stat: 'heart', dice: [1, 5, 8], choose: [2], expect: { after: { momentum: 2 }, followUps: [FORSAKE_YOUR_VOW] } },
		],
	},
	{
		id: 'move:classic/quest/reach_a_milestone',
		track: 'vow',
		preconditions: [TRACK_ACTIVE],
		noRoll: { effects: [progress(1)] },
		outcomes: {},
		examples: [
			{ name: 'a troublesome quest marks 3 boxes, with no roll', proves: ['PR-04', 'AR-21'], track: { rank: 'troublesome', ticks: 4, kind: 'vow' }, dice: [], expect: { after: { 'track.ticks': 16 } } },
			{ name: 'an epic quest marks 1 tick', proves: ['PR-04'], track: { rank: 'epic', ticks: 10, kind: 'vow' }, dice: [], expect: { after: { 'track.ticks': 11 } } },
			{ name: 'refused on a fulfilled vow', track: { rank: 'dangerous', ticks: 40, kind: 'vow', status: 'complete' }, dice: [], expect: { refused: 'track-active' } },
		],
	},
	{
		id: 'move:classic/quest/fulfill_your_vow',
		track: 'vow',
		preconditions: [TRACK_ACTIVE],
		outcomes: {
			strong_hit: { effects: [{ kind: 'track_status', status: 'complete' }, { kind: 'vow_xp' }] },
			weak_hit: {
				effects: [{ kind: 'track_status', status: 'complete' }, { kind: 'vow_xp' }],
				choices: [{ pick: 1, upTo: true, options: [{ text: 'Swear an Iron Vow to set things right, with +1', effects: [nextMove(1, SWEAR_AN_IRON_VOW)], followUps: [{ move: SWEAR_AN_IRON_VOW }] }] }],
			},
			miss: {
				choices: [{ pick: 1, options: [{ text: 'You recommit: clear all but one filled box and raise the rank', effects: [{ kind: 'clear_progress', how: 'all_but_one' }, { kind: 'raise_rank' }] }, GIVE_UP] }],
			},
		},
		examples: [
			{
				name: 'strong hit on a formidable vow: complete, 3 experience',
				proves: ['PR-09', 'XP-01', 'XP-02'],
				stat: 'progress',
				track: { rank: 'formidable', ticks: 28, kind: 'vow' },
				dice: [4, 6],
				expect: { outcome: 'strong_hit', after: { 'track.status': 'complete', xp_earned: 3 } },
			},
			{ name: 'strong hit on an epic vow: 5 experience', proves: ['XP-02'], stat: 'progress', track: { rank: 'epic', ticks: 40, kind: 'vow' }, dice: [9, 9], expect: { outcome: 'strong_hit', after: { xp_earned: 5 } } },
			{
				name: 'weak hit on an extreme vow: 3 experience, and a new vow with +1',
				proves: ['XP-03'],
				stat: 'progress',
				track: { rank: 'extreme', ticks: 24, kind: 'vow' },
				dice: [3, 8],
				choose: [1],
				expect: {
					outcome: 'weak_hit',
					after: { 'track.status': 'complete', xp_earned: 3, pending_adds: [{ value: 1, reason: 'Fulfill Your Vow', move: SWEAR_AN_IRON_VOW }] },
					followUps: [SWEAR_AN_IRON_VOW],
				},
			},
			{ name: 'weak hit on a troublesome vow: no experience', proves: ['XP-03'], stat: 'progress', track: { rank: 'troublesome', ticks: 20, kind: 'vow' }, dice: [2, 7], expect: { outcome: 'weak_hit', after: { xp_earned: 0, 'track.status': 'complete' } } },
			{
				name: 'miss, recommit: all but one box cleared, rank raised, no experience',
				proves: ['PR-17', 'XP-04'],
				stat: 'progress',
				track: { rank: 'dangerous', ticks: 26, kind: 'vow' },
				dice: [6, 9],
				choose: [1],
				expect: { outcome: 'miss', options: ['You recommit: clear all but one filled box and raise the rank', 'You give up: Forsake Your Vow'], after: { 'track.ticks': 4, 'track.rank': 'formidable', 'track.status': 'active', xp_earned: 0 } },
			},
			{ name: 'miss, recommit on an epic vow: it stays epic', proves: ['PR-17'], stat: 'progress', track: { rank: 'epic', ticks: 13, kind: 'vow' }, dice: [3, 7], choose: [1], expect: { after: { 'track.ticks': 4, 'track.rank': 'epic' } } },
			{ name: 'miss, give up: Forsake Your Vow', proves: ['XP-04'], stat: 'progress', track: { rank: 'dangerous', ticks: 8, kind: 'vow' }, dice: [5, 6], choose: [2], expect: { after: { xp_earned: 0 }, followUps: [FORSAKE_YOUR_VOW] } },
			{ name: 'refused on a forsaken vow', stat: 'progress', track: { rank: 'dangerous', ticks: 30, kind: 'vow', status: 'forsaken' }, dice: [3, 4], expect: { refused: 'track-active' } },
		],
	},
	{
		id: 'move:classic/quest/forsake_your_vow',
		track: 'vow',
		preconditions: VOW_OPEN,
		noRoll: {
			effects: [{ kind: 'track_status', status: 'forsaken' }],
			// Endure Stress equal to the vow's rank: troublesome 1 … epic 5.
			followUps: [{ move: 'move:classic/suffer/endure_stress', magnitudeOfRank: true }],
			choices: [{ pick: 1, upTo: true, options: [{ text: 'The vow was to someone you share a bond with: Test Your Bond when you next meet', followUps: [{ move: 'move:classic/relationship/test_your_bond' }] }] }],
		},
		outcomes: {},
		examples: [
			{ name: 'refused on a vow already forsaken, saying so', track: { rank: 'dangerous', ticks: 8, kind: 'vow', status: 'forsaken' }, dice: [], expect: { refused: 'already-forsaken' } },
			{ name: 'the vow is cleared and you Endure Stress', proves: ['XP-09'], track: { rank: 'extreme', ticks: 12, kind: 'vow' }, dice: [], expect: { after: { 'track.status': 'forsaken' }, followUps: ['move:classic/suffer/endure_stress 4'] } },
			{
				name: 'a vow to a bond: Test Your Bond too',
				proves: ['XP-09'],
				track: { rank: 'dangerous', ticks: 0, kind: 'vow' },
				dice: [],
				choose: [1],
				expect: { followUps: ['move:classic/suffer/endure_stress 2', 'move:classic/relationship/test_your_bond'] },
			},
			{ name: 'refused on a fulfilled vow', track: { rank: 'dangerous', ticks: 40, kind: 'vow', status: 'complete' }, dice: [], expect: { refused: 'already-fulfilled' } },
		],
	},
	{
		// Spending experience on assets is done by the sheet, not by this move's outcome.
		id: 'move:classic/quest/advance',
		noRoll: {},
		outcomes: {},
		examples: [],
	},
];
