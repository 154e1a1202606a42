import type { MoveModel, OptionSpec } from '../model';
import { lose, progress } from './shared';

const SWEAR_AN_IRON_VOW = 'move:classic/quest/swear_an_iron_vow';

/** Ironsworn classic, the suffer moves at a threshold: death, desolation, no supply, no momentum (seed 001 lines 545-630). */
export const CLASSIC_THRESHOLDS = (): MoveModel[] => [
	{
		id: 'move:classic/suffer/face_death',
		// A strong hit changes nothing; on a miss the character is dead, which no sheet value records.
		outcomes: {
			strong_hit: {},
			weak_hit: { choices: [{ pick: 1, options: brink('You die, but not before a noble sacrifice', 'Swear an Iron Vow (formidable or extreme) for what death wants: cursed once it is sworn', 'cursed', 'dead') }] },
			miss: {},
		},
		examples: [
			{ name: 'strong hit: death rejects you, nothing is marked', proves: ['ME-18'], stat: 'heart', dice: [5, 2, 6], expect: { outcome: 'strong_hit', options: [], after: { cursed: false }, followUps: [] } },
			{
				name: 'weak hit: the quest for death calls for Swear an Iron Vow; cursed waits for its hit',
				proves: ['ME-18', 'DB-10'],
				stat: 'heart',
				dice: [3, 2, 9],
				choose: [2],
				expect: { outcome: 'weak_hit', after: { cursed: false, cursed_vow: '' }, followUps: [SWEAR_AN_IRON_VOW] },
			},
			{ name: 'weak hit: a noble sacrifice, no vow and no curse', proves: ['ME-18'], stat: 'heart', dice: [3, 2, 9], choose: [1], expect: { after: { cursed: false }, followUps: [] } },
			{ name: 'miss: you are dead, no way back is offered', proves: ['ME-18'], stat: 'heart', dice: [1, 4, 9], expect: { outcome: 'miss', options: [], followUps: [] } },
		],
	},
	{
		id: 'move:classic/suffer/face_desolation',
		outcomes: {
			strong_hit: {},
			weak_hit: { choices: [{ pick: 1, options: brink('Your spirit breaks, but not before a noble sacrifice', 'Swear an Iron Vow (formidable or extreme) to prevent what you saw: tormented once it is sworn', 'tormented', 'lost') }] },
			miss: {},
		},
		examples: [
			{ name: 'strong hit: you resist and press on', proves: ['ME-19'], stat: 'heart', dice: [6, 3, 7], expect: { outcome: 'strong_hit', options: [], after: { tormented: false } } },
			{
				name: 'weak hit: the vision’s quest calls for Swear an Iron Vow; tormented waits for its hit',
				proves: ['ME-19', 'DB-11'],
				stat: 'heart',
				dice: [4, 5, 7],
				choose: [2],
				expect: { outcome: 'weak_hit', after: { tormented: false, tormented_vow: '' }, followUps: [SWEAR_AN_IRON_VOW] },
			},
			{ name: 'miss: you are lost', proves: ['ME-19'], stat: 'heart', dice: [2, 4, 8], expect: { outcome: 'miss', options: [], followUps: [] } },
		],
	},
	{
		id: 'move:classic/suffer/out_of_supply',
		preconditions: [{ id: 'supply-exhausted', requires: { kind: 'at_most', gauge: 'supply', value: 0 }, rule: 'You are out of supply when it is reduced to 0' }],
		// The −supply owed past 0 (the move that sent you here says how much; none when supply just reached 0).
		loss: 'supply',
		lossMayBeNone: true,
		noRoll: {
			effects: [{ kind: 'mark', impact: 'unprepared' }],
			// Each −supply owed beyond 0 is exchanged, in any mix: one pick per point.
			choices: [
				{
					pick: 1,
					perLoss: true,
					options: [
						{ text: 'Exchange 1 more −supply for −1 health', effects: [lose('health', 1)] },
						{ text: 'Exchange 1 more −supply for −1 spirit', effects: [lose('spirit', 1)] },
						{ text: 'Exchange 1 more −supply for −1 momentum', effects: [lose('momentum', 1)] },
					],
				},
			],
		},
		outcomes: {},
		examples: [
			{ name: 'supply at 0 marks unprepared', proves: ['ME-22', 'DB-05', 'AR-21'], sheet: { supply: 0 }, dice: [], expect: { after: { unprepared: true } } },
			{ name: 'further −supply is taken as −health, −spirit or −momentum', proves: ['MO-23'], sheet: { supply: 0 }, suffer: 2, dice: [], choose: [1, 3], expect: { after: { unprepared: true, health: 4, momentum: 1, supply: 0 } } },
			{ name: 'one exchange per −supply owed: 2 owed, 2 picks offered', proves: ['MO-23'], sheet: { supply: 0 }, suffer: 2, dice: [], expect: { options: ['Exchange 1 more −supply for −1 health', 'Exchange 1 more −supply for −1 spirit', 'Exchange 1 more −supply for −1 momentum'] } },
			{ name: 'none owed: unprepared, nothing to exchange', proves: ['ME-22'], sheet: { supply: 0 }, dice: [], expect: { options: [], after: { unprepared: true } } },
			{ name: 'refused while supply is above 0', proves: ['ME-22'], sheet: { supply: 2 }, dice: [], expect: { refused: 'supply-exhausted' } },
		],
	},
	{
		id: 'move:classic/suffer/face_a_setback',
		preconditions: [{ id: 'momentum-at-minimum', requires: { kind: 'at_most', gauge: 'momentum', value: -6 }, rule: 'You Face a Setback when momentum is at its minimum, −6' }],
		// The −momentum owed past −6, as the move that sent you here says.
		loss: 'momentum',
		noRoll: {
			// One pick per extra −momentum. A meter already at 0 cannot take the exchange, so with all three empty only progress is left.
			choices: [
				{
					pick: 1,
					perLoss: true,
					options: [
						{ text: 'Exchange 1 −momentum for −1 health', effects: [lose('health', 1)], requires: [{ kind: 'at_least', gauge: 'health', value: 1 }] },
						{ text: 'Exchange 1 −momentum for −1 spirit', effects: [lose('spirit', 1)], requires: [{ kind: 'at_least', gauge: 'spirit', value: 1 }] },
						{ text: 'Exchange 1 −momentum for −1 supply', effects: [lose('supply', 1)], requires: [{ kind: 'at_least', gauge: 'supply', value: 1 }] },
						// Marking progress −1 times clears one unit by the track's rank, never below empty.
						{ text: 'Clear 1 progress by rank on a quest, journey or fight', effects: [progress(-1)] },
					],
				},
			],
		},
		outcomes: {},
		examples: [
			{ name: 'each extra −momentum exchanged for −health or −spirit', proves: ['MO-17'], sheet: { momentum: -6, health: 3 }, suffer: 2, dice: [], choose: [1, 2], expect: { after: { health: 2, spirit: 4, momentum: -6 } } },
			{ name: 'or clear progress by rank: two on a dangerous vow clears 4 boxes', proves: ['MO-18'], sheet: { momentum: -6 }, suffer: 2, track: { rank: 'dangerous', ticks: 20, kind: 'vow' }, dice: [], choose: [4, 4], expect: { after: { 'track.ticks': 4 } } },
			{ name: 'an extreme journey loses 2 ticks', proves: ['MO-18'], sheet: { momentum: -6 }, suffer: 1, track: { rank: 'extreme', ticks: 9, kind: 'journey' }, dice: [], choose: [4], expect: { after: { 'track.ticks': 7 } } },
			{
				name: 'with health, spirit and supply at 0, progress is cleared',
				proves: ['MO-18'],
				sheet: { momentum: -6, health: 0, spirit: 0, supply: 0 },
				suffer: 1,
				track: { rank: 'formidable', ticks: 2, kind: 'fight' },
				dice: [],
				choose: [4],
				expect: { after: { 'track.ticks': 0, health: 0 } },
			},
			{ name: 'refused above −6 momentum', sheet: { momentum: -5 }, dice: [], expect: { refused: 'momentum-at-minimum' } },
		],
	},
];

/** Face Death and Face Desolation's weak hit: a noble end, or a vow that marks the burden (and failing it means `end`). */
function brink(sacrifice: string, vow: string, burden: string, end: string): OptionSpec[] {
	return [
		{ text: sacrifice },
		{
			text: vow,
			// The quest is owed now, the burden not yet: it is marked once the vow is sworn with a hit (quest.ts).
			effects: [{ kind: 'burden_quest', opens: burden }],
			followUps: [{ move: SWEAR_AN_IRON_VOW, note: `formidable or extreme; without a hit on it, or refusing it, you are ${end}` }],
		},
	];
}
