import type { ChoiceSpec, Effect, MoveModel } from '../model';
import { PAY_THE_PRICE, TRACK_ACTIVE, gain, progress } from './shared';

const COMPLETE: Effect = { kind: 'track_status', status: 'complete' };
const DEVELOP = 'move:starforged/connection/develop_your_relationship';
const SWEAR = 'move:starforged/quest/swear_an_iron_vow';

/** Forge a Bond: how the bonded connection helps from now on, kept on their track (src/play/connections.ts reads it). */
const INFLUENCE: ChoiceSpec = {
	pick: 1,
	options: [
		{ text: 'Bolster their influence: add +2 instead of +1 when they aid you on a move of their role', effects: [{ kind: 'track_flag', key: 'bolstered', value: true }] },
		// The role itself is the player's words: `track role PATH ROLE` takes a second once this is marked.
		{ text: 'Expand their influence: give them a second role', effects: [{ kind: 'track_flag', key: 'expanded', value: true }] },
	],
};

/** Test Your Relationship on a miss, or when you have no interest in keeping the relationship. */
const LOSE_OR_PROVE: ChoiceSpec = {
	pick: 1,
	options: [
		{ text: 'Lose the connection and Pay the Price', effects: [{ kind: 'track_status', status: 'forsaken' }], followUps: [PAY_THE_PRICE] },
		{ text: 'Prove your loyalty: Swear an Iron Vow (formidable or greater); no benefit from them until it is done', followUps: [{ move: SWEAR, note: 'formidable or greater' }] },
	],
};

/** Ironsworn: Starforged, connection moves (seed 003 lines 228-290). */
export const STARFORGED_CONNECTION = (): MoveModel[] => [
	{
		id: 'move:starforged/connection/make_a_connection',
		track: 'connection',
		// A hit gives the connection a role and rank; their +1 and momentum come later, when they aid you.
		outcomes: { strong_hit: {}, weak_hit: {}, miss: { followUps: [PAY_THE_PRICE] } },
		examples: [
			{ name: 'strong hit: a connection, and no momentum now', proves: ['SF-15'], stat: 'heart', dice: [6, 1, 4], expect: { outcome: 'strong_hit', after: { momentum: 2 }, followUps: [] } },
			{ name: 'weak hit: a connection with a cost, no momentum', proves: ['SF-15'], stat: 'heart', dice: [3, 2, 8], expect: { outcome: 'weak_hit', after: { momentum: 2 }, followUps: [] } },
			{ name: 'miss: no connection, Pay the Price', stat: 'heart', dice: [2, 9, 5], expect: { outcome: 'miss', followUps: ['move:starforged/fate/pay_the_price'] } },
		],
	},
	{
		id: 'move:starforged/connection/develop_your_relationship',
		track: 'connection',
		// Not yet bonded: no roll, mark progress. Bonded: roll +their rank (Datasworn's custom values 1-5).
		rollsWhen: { kind: 'track_complete' },
		rollsRank: true,
		noRoll: { effects: [progress(1)] },
		outcomes: {
			strong_hit: { effects: [{ kind: 'legacy', track: 'bonds', reward: 2 }] },
			weak_hit: { effects: [gain('momentum', 2)] },
			miss: {},
		},
		onMatch: {
			strong_hit: {
				effects: [{ kind: 'legacy', track: 'bonds', reward: 2 }],
				// No rank above epic: an epic connection is not offered the raise.
				choices: [{ pick: 1, upTo: true, when: [{ kind: 'rank_below', rank: 'epic' }], options: [{ text: 'Their standing is bolstered: raise their rank by one', effects: [{ kind: 'raise_rank' }] }] }],
			},
		},
		examples: [
			{
				name: 'bonded, formidable (+3), strong hit: 2 ticks on bonds legacy',
				proves: ['XP-15'],
				stat: 'formidable',
				sheet: { bonds_legacy: 2 },
				track: { rank: 'formidable', ticks: 40, status: 'complete' },
				dice: [4, 2, 6],
				expect: { outcome: 'strong_hit', after: { bonds_legacy: 4, xp_earned: 2, momentum: 2, 'track.rank': 'formidable' } },
			},
			{
				name: 'bonded, dangerous (+2), strong hit with a match: raise their rank too',
				proves: ['XP-15'],
				stat: 'dangerous',
				track: { rank: 'dangerous', ticks: 40, status: 'complete' },
				dice: [6, 4, 4],
				choose: [1],
				expect: { outcome: 'strong_hit', options: ['Their standing is bolstered: raise their rank by one'], after: { bonds_legacy: 2, 'track.rank': 'formidable' } },
			},
			{
				name: 'bonded, epic (+5), strong hit with a match: no rank above epic, so no raise is offered',
				stat: 'epic',
				track: { rank: 'epic', ticks: 40, status: 'complete' },
				dice: [6, 4, 4],
				expect: { outcome: 'strong_hit', options: [], after: { 'track.rank': 'epic', bonds_legacy: 2 } },
			},
			{ name: 'bonded, troublesome (+1), weak hit: +2 momentum', proves: ['XP-15'], stat: 'troublesome', dice: [5, 3, 8], expect: { outcome: 'weak_hit', after: { momentum: 4, bonds_legacy: 0 } } },
			{ name: 'bonded, miss: no lasting benefit', proves: ['XP-15'], stat: 'troublesome', dice: [2, 5, 7], expect: { outcome: 'miss', after: { momentum: 2, bonds_legacy: 0 }, followUps: [] } },
			{ name: 'not bonded: no roll, progress by their rank', proves: ['PR-23', 'XP-15'], track: { rank: 'dangerous', ticks: 4 }, dice: [], expect: { after: { 'track.ticks': 12, bonds_legacy: 0, momentum: 2 } } },
			{ name: 'not bonded, troublesome: three boxes', proves: ['PR-23'], track: { rank: 'troublesome', ticks: 0 }, dice: [], expect: { after: { 'track.ticks': 12 } } },
		],
	},
	{
		id: 'move:starforged/connection/test_your_relationship',
		track: 'connection',
		// "+heart, +1 if you share a bond" (003:263): the sheet says whether you do.
		addsWhen: [{ requires: { kind: 'track_complete' }, add: 1, reason: 'bonded' }],
		// Giving up on the relationship without a roll offers the miss's choice.
		noRoll: { choices: [LOSE_OR_PROVE] },
		outcomes: {
			strong_hit: { followUps: [{ move: DEVELOP }] },
			weak_hit: { followUps: [{ move: DEVELOP, note: 'and a demand or complication' }] },
			miss: { choices: [LOSE_OR_PROVE] },
		},
		examples: [
			{ name: 'bonded (+1): a strong hit, Develop Your Relationship', proves: ['SF-16'], stat: 'heart', track: { rank: 'dangerous', ticks: 40, status: 'complete' }, dice: [4, 6, 3], expect: { outcome: 'strong_hit', followUps: [DEVELOP] } },
			{ name: 'not bonded: no +1, the same dice only a weak hit', proves: ['SF-16'], stat: 'heart', track: { rank: 'dangerous', ticks: 20 }, dice: [4, 6, 3], expect: { outcome: 'weak_hit', followUps: [DEVELOP] } },
			{ name: 'weak hit: Develop Your Relationship, with fallout', proves: ['SF-16'], stat: 'heart', dice: [3, 2, 7], expect: { outcome: 'weak_hit', followUps: [DEVELOP] } },
			{
				name: 'miss, lose the connection: Pay the Price',
				proves: ['SF-16'],
				stat: 'heart',
				track: { rank: 'dangerous', ticks: 8 },
				dice: [1, 8, 4],
				choose: [1],
				expect: {
					outcome: 'miss',
					options: ['Lose the connection and Pay the Price', 'Prove your loyalty: Swear an Iron Vow (formidable or greater); no benefit from them until it is done'],
					after: { 'track.status': 'forsaken' },
					followUps: ['move:starforged/fate/pay_the_price'],
				},
			},
			{ name: 'miss, prove your loyalty: Swear an Iron Vow', proves: ['SF-16'], stat: 'heart', track: { rank: 'dangerous', ticks: 8 }, dice: [1, 8, 4], choose: [2], expect: { after: { 'track.status': 'active' }, followUps: [SWEAR] } },
		],
	},
	{
		id: 'move:starforged/connection/forge_a_bond',
		track: 'connection',
		preconditions: [TRACK_ACTIVE],
		outcomes: {
			strong_hit: { effects: [COMPLETE, { kind: 'legacy', track: 'bonds', reward: 'by_rank' }], choices: [INFLUENCE] },
			// The seed and Datasworn give the full reward here once their request is met (XP-13 lowers only
			// Fulfill Your Vow and Finish an Expedition); a vow to see it done leaves the bond for later.
			weak_hit: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Do what they ask: you share a bond and take the full reward', effects: [COMPLETE, { kind: 'legacy', track: 'bonds', reward: 'full_by_rank' }] },
							{ text: 'Swear an Iron Vow to see it done: the bond and reward come when it is', followUps: [{ move: SWEAR }] },
						],
					},
					INFLUENCE,
				],
			},
			miss: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Recommit: clear boxes equal to the lower challenge die and raise their rank', effects: [{ kind: 'clear_progress', how: 'lower_die' }, { kind: 'raise_rank' }] },
							{ text: 'Leave the relationship at odds' },
						],
					},
				],
			},
		},
		examples: [
			{
				name: 'strong hit with an extreme connection: bonded, two boxes of bonds legacy (4 XP)',
				proves: ['SF-17', 'XP-12'],
				stat: 'progress',
				track: { rank: 'extreme', ticks: 36 },
				dice: [2, 8],
				choose: [1],
				expect: {
					outcome: 'strong_hit',
					options: ['Bolster their influence: add +2 instead of +1 when they aid you on a move of their role', 'Expand their influence: give them a second role'],
					after: { 'track.status': 'complete', bonds_legacy: 8, xp_earned: 4, 'track.bolstered': true },
				},
			},
			{
				name: 'weak hit, their request done: bonded with the full formidable reward',
				proves: ['SF-17', 'XP-12'],
				stat: 'progress',
				track: { rank: 'formidable', ticks: 24 },
				dice: [4, 9],
				choose: [1, 4],
				expect: { outcome: 'weak_hit', after: { 'track.status': 'complete', bonds_legacy: 4, xp_earned: 2 }, followUps: [] },
			},
			{ name: 'strong hit, expand their influence: a second role may be given', proves: ['SF-17', 'SF-15'], stat: 'progress', track: { rank: 'dangerous', ticks: 40 }, dice: [2, 8], choose: [2], expect: { after: { 'track.expanded': true, 'track.bolstered': undefined } } },
			{ name: 'weak hit, a vow to see it done: no bond yet', proves: ['SF-17'], stat: 'progress', track: { rank: 'formidable', ticks: 24 }, dice: [4, 9], choose: [2, 3], expect: { after: { 'track.status': 'active', bonds_legacy: 0 }, followUps: [SWEAR] } },
			{ name: 'miss, recommit: lower die of boxes cleared, rank raised', proves: ['PR-21'], stat: 'progress', track: { rank: 'troublesome', ticks: 13 }, dice: [7, 3, 1, 9], choose: [1], expect: { outcome: 'miss', after: { 'track.ticks': 9, 'track.rank': 'dangerous', bonds_legacy: 0 } } },
			{ name: 'refused once bonded', stat: 'progress', track: { rank: 'dangerous', ticks: 40, status: 'complete' }, dice: [3, 8], expect: { refused: 'track-active' } },
		],
	},
];
