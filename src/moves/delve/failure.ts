import type { MoveModel } from '../model';
import { gain } from './shared';

const CLEAR_FAILURE = { kind: 'clear_ticks', track: 'failure' } as const;

/** Ironsworn: Delve, failure moves (seed 004 lines 169-187). */
export const DELVE_FAILURE = (): MoveModel[] => [
	{
		id: 'move:delve/failure/mark_your_failure',
		// A reminder, not an act: the engine marks the ticks on every miss, so making it by hand would mark them twice.
		outcomes: {},
		noRoll: {},
		examples: [],
	},
	{
		id: 'move:delve/failure/learn_from_your_failures',
		preconditions: [{ id: 'failure-at-least-6', requires: { kind: 'score_at_least', track: 'failure', value: 6 }, rule: 'Learn From Your Failures needs a failure track of +6 or greater' }],
		outcomes: {
			strong_hit: {
				effects: [{ kind: 'xp', amount: 3 }, CLEAR_FAILURE],
				choices: [
					{
						pick: 1,
						options: [
							// Any asset may go: the discard is owed until the player names it (asset remove NAME), with its XP.
							{ text: 'Adjust your approach: discard a single asset, and take 2 experience for each marked ability', effects: [{ kind: 'discard_asset', asset: 'chosen', xpPerAbility: 2 }] },
							{ text: 'Make an oath: Swear an Iron Vow, and reroll any dice', followUps: [{ move: 'move:classic/quest/swear_an_iron_vow', note: 'reroll any dice' }] },
							{ text: 'Ready your next steps: take +3 momentum', effects: [gain('momentum', 3)] },
						],
					},
				],
			},
			weak_hit: { effects: [{ kind: 'xp', amount: 2 }, CLEAR_FAILURE] },
			miss: { effects: [{ kind: 'xp', amount: 1 }, CLEAR_FAILURE] },
		},
		examples: [
			{
				name: 'strong hit: 3 XP, the track cleared, then +3 momentum',
				proves: ['DV-21', 'XP-10'],
				stat: 'failure_track',
				sheet: { failure: 28 },
				dice: [3, 5],
				choose: [3],
				expect: {
					outcome: 'strong_hit',
					options: [
						'Adjust your approach: discard a single asset, and take 2 experience for each marked ability',
						'Make an oath: Swear an Iron Vow, and reroll any dice',
						'Ready your next steps: take +3 momentum',
					],
					after: { xp_earned: 3, failure: 0, momentum: 5 },
				},
			},
			{
				name: 'strong hit: discard a single asset, owed with 2 XP for each marked ability until it is named',
				proves: ['DV-21'],
				stat: 'failure_track',
				sheet: { failure: 28, assets: ['asset:classic/companion/hawk'] },
				dice: [3, 5],
				choose: [1],
				expect: { after: { xp_earned: 3, failure: 0, discards_owed: [{ reason: 'Learn From Your Failures', xp_per_ability: 2 }] } },
			},
			{ name: 'strong hit: or swear an iron vow', proves: ['DV-21'], stat: 'failure_track', sheet: { failure: 28 }, dice: [3, 5], choose: [2], expect: { followUps: ['move:classic/quest/swear_an_iron_vow'] } },
			{ name: 'weak hit (a tie goes to the dice): 2 XP and the track cleared', proves: ['DV-21', 'XP-10'], stat: 'failure_track', sheet: { failure: 24 }, dice: [6, 2], expect: { outcome: 'weak_hit', after: { xp_earned: 2, failure: 0 } } },
			{
				name: 'miss: 1 XP and the track cleared, with no failure tick for this miss',
				proves: ['DV-21', 'XP-10'],
				stat: 'failure_track',
				sheet: { failure: 24 },
				dice: [6, 6],
				expect: { outcome: 'miss', after: { xp_earned: 1, failure: 0 } },
			},
			{ name: 'refused below +6 on the failure track', proves: ['DV-20'], stat: 'failure_track', sheet: { failure: 23 }, dice: [1, 1], expect: { refused: 'failure-at-least-6' } },
			{ name: 'allowed at exactly +6', proves: ['DV-20'], stat: 'failure_track', sheet: { failure: 24 }, dice: [1, 7], expect: { outcome: 'weak_hit', after: { xp_earned: 2 } } },
		],
	},
];
