import type { MoveModel } from '../model';
import { PAY_THE_PRICE, TRACK_ACTIVE, endureHarm, endureStress, gain, lose } from './shared';

/** Ironsworn classic, adventure moves (seed 001 lines 1-200; SRD 000:1000-1160). */
export const CLASSIC_ADVENTURE = (): MoveModel[] => [
	{
		id: 'move:classic/adventure/face_danger',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1)] },
			weak_hit: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Delayed, lose advantage or a new danger: suffer −1 momentum', effects: [lose('momentum', 1)] },
							{ text: 'Tired or hurt: Endure Harm (1 harm)', followUps: [endureHarm(1)] },
							{ text: 'Dispirited or afraid: Endure Stress (1 stress)', followUps: [endureStress(1)] },
							{ text: 'Sacrifice resources: suffer −1 supply', effects: [lose('supply', 1)] },
						],
					},
				],
			},
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit takes +1 momentum', stat: 'edge', sheet: { edge: 3, momentum: 2 }, dice: [5, 2, 7], expect: { outcome: 'strong_hit', after: { momentum: 3 } } },
			{
				name: 'weak hit: choose one cost',
				stat: 'edge',
				sheet: { edge: 2, supply: 5 },
				dice: [4, 3, 9],
				choose: [4],
				expect: { outcome: 'weak_hit', options: ['Delayed, lose advantage or a new danger: suffer −1 momentum', 'Tired or hurt: Endure Harm (1 harm)', 'Dispirited or afraid: Endure Stress (1 stress)', 'Sacrifice resources: suffer −1 supply'], after: { supply: 4 } },
			},
			{
				name: 'weak hit: sacrificing the last supply calls for Out of Supply',
				proves: ['ME-22'],
				stat: 'edge',
				sheet: { edge: 2, supply: 1 },
				dice: [4, 3, 9],
				choose: [4],
				expect: { after: { supply: 0 }, followUps: ['move:classic/suffer/out_of_supply'] },
			},
			{
				name: 'weak hit: −1 supply at 0 supply is not dropped, Out of Supply exchanges it',
				proves: ['MO-23'],
				stat: 'edge',
				sheet: { edge: 2, supply: 0, unprepared: true },
				dice: [4, 3, 9],
				choose: [4],
				expect: { after: { supply: 0 }, followUps: ['move:classic/suffer/out_of_supply 1'] },
			},
			{ name: 'weak hit: tired or hurt is Endure Harm with 1 harm next', stat: 'iron', dice: [4, 3, 9], choose: [2], expect: { followUps: ['move:classic/suffer/endure_harm 1'] } },
			{ name: 'miss: Pay the Price', stat: 'wits', sheet: { wits: 1 }, dice: [1, 8, 9], expect: { outcome: 'miss', followUps: ['move:classic/fate/pay_the_price'] } },
		],
	},
	{
		id: 'move:classic/adventure/secure_an_advantage',
		outcomes: {
			strong_hit: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Take control: +1 on your next move (not a progress move)', effects: [{ kind: 'next_move', add: 1 }] },
							{ text: 'Prepare to act: take +2 momentum', effects: [gain('momentum', 2)] },
						],
					},
				],
			},
			weak_hit: { effects: [gain('momentum', 1)] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit: take control keeps +1 for the next move',
				proves: ['AR-19'],
				stat: 'wits',
				sheet: { wits: 3 },
				dice: [6, 2, 3],
				choose: [1],
				expect: { outcome: 'strong_hit', after: { pending_adds: [{ value: 1, reason: 'Secure an Advantage' }] } },
			},
			{ name: 'strong hit: prepare to act, +2 momentum', stat: 'wits', sheet: { wits: 3, momentum: 4 }, dice: [6, 2, 3], choose: [2], expect: { after: { momentum: 6 } } },
			{ name: 'weak hit: +1 momentum', stat: 'heart', sheet: { heart: 2, momentum: 0 }, dice: [3, 2, 8], expect: { outcome: 'weak_hit', after: { momentum: 1 } } },
		],
	},
	{
		id: 'move:classic/adventure/gather_information',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 2)] },
			weak_hit: { effects: [gain('momentum', 1)] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: +2 momentum', stat: 'wits', sheet: { wits: 2, momentum: 2 }, dice: [6, 1, 5], expect: { outcome: 'strong_hit', after: { momentum: 4 } } },
			{ name: 'weak hit: +1 momentum', stat: 'wits', sheet: { wits: 2, momentum: 2 }, dice: [3, 1, 5], expect: { outcome: 'weak_hit', after: { momentum: 3 } } },
		],
	},
	{
		id: 'move:classic/adventure/heal',
		outcomes: {
			// Healing yourself: wounded is cleared first, so the health can be taken.
			strong_hit: { choices: [{ pick: 1, options: HEAL_AMOUNTS() }] },
			weak_hit: {
				choices: [
					{ pick: 1, options: HEAL_AMOUNTS() },
					{ pick: 1, options: [{ text: 'Suffer −1 supply', effects: [lose('supply', 1)] }, { text: 'Suffer −1 momentum', effects: [lose('momentum', 1)] }] },
				],
			},
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit clears wounded and takes +2 health',
				proves: ['ME-24', 'DB-08'],
				stat: 'wits',
				sheet: { wits: 3, health: 1, wounded: true, momentum: 2 },
				dice: [5, 3, 4],
				choose: [1],
				expect: { outcome: 'strong_hit', after: { wounded: false, health: 3 } },
			},
			{
				name: 'weak hit: as above, and −1 supply or −1 momentum',
				proves: ['ME-24'],
				stat: 'wits',
				sheet: { wits: 2, health: 2, supply: 3 },
				dice: [3, 2, 9],
				choose: [2, 5],
				expect: { outcome: 'weak_hit', after: { health: 4, supply: 2 } },
			},
			{
				name: 'healing an ally leaves your own wounded marked',
				proves: ['ME-24'],
				stat: 'wits',
				sheet: { wits: 3, health: 1, wounded: true },
				dice: [5, 3, 4],
				choose: [4],
				expect: { outcome: 'strong_hit', options: ['Clear wounded and take +2 health', 'Take +2 health', 'Take +1 health', 'Give the health to an ally (no change on this sheet)'], after: { wounded: true, health: 1 } },
			},
		],
	},
	{
		id: 'move:classic/adventure/resupply',
		preconditions: [{ id: 'not-unprepared', requires: { kind: 'unmarked', impact: 'unprepared' }, rule: 'You cannot Resupply while unprepared' }],
		outcomes: {
			strong_hit: { effects: [gain('supply', 2)] },
			// Momentum buys supply only while supply can rise: at most 4 before each +1 (no momentum for supply past 5).
			weak_hit: { choices: [{ pick: 2, upTo: true, repeats: true, options: [{ text: '+1 supply for −1 momentum', requires: [{ kind: 'at_most', gauge: 'supply', value: 4 }], effects: [gain('supply', 1), lose('momentum', 1)] }] }] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: +2 supply', stat: 'wits', sheet: { wits: 2, supply: 2 }, dice: [4, 1, 3], expect: { outcome: 'strong_hit', after: { supply: 4 } } },
			{
				name: 'weak hit: up to +2 supply at −1 momentum each',
				proves: ['ME-25'],
				stat: 'wits',
				sheet: { wits: 2, supply: 2, momentum: 3 },
				dice: [4, 1, 9],
				choose: [1, 1],
				expect: { outcome: 'weak_hit', after: { supply: 4, momentum: 1 } },
			},
			{ name: 'weak hit at supply 5: nothing to buy, no momentum spent', proves: ['ME-25'], stat: 'wits', sheet: { wits: 2, supply: 5, momentum: 3 }, dice: [4, 1, 9], expect: { outcome: 'weak_hit', after: { supply: 5, momentum: 3 } } },
			{ name: 'refused while unprepared', proves: ['ME-25'], stat: 'wits', sheet: { unprepared: true, supply: 0 }, dice: [4, 1, 9], expect: { refused: 'not-unprepared' } },
		],
	},
	{
		id: 'move:classic/adventure/make_camp',
		outcomes: {
			// One roll for the group: each ally on the party list picks on it too (ME-23).
			strong_hit: { choices: [{ pick: 2, eachAlly: true, options: CAMP_OPTIONS() }] },
			weak_hit: { choices: [{ pick: 1, eachAlly: true, options: CAMP_OPTIONS() }] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit: choose two, Relax and Prepare',
				proves: ['ME-23'],
				stat: 'supply',
				sheet: { supply: 4, spirit: 3 },
				dice: [4, 2, 6],
				choose: [3, 5],
				expect: { outcome: 'strong_hit', after: { spirit: 4, pending_adds: [{ value: 1, reason: 'Make Camp', move: 'move:classic/adventure/undertake_a_journey' }] } },
			},
			{ name: 'weak hit: Partake, −1 supply and +1 health', proves: ['ME-23'], stat: 'supply', sheet: { supply: 3, health: 3 }, dice: [2, 2, 8], choose: [2], expect: { outcome: 'weak_hit', after: { supply: 2, health: 4 } } },
		],
	},
	{
		id: 'move:classic/adventure/undertake_a_journey',
		track: 'journey',
		outcomes: {
			strong_hit: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Make good use of your resources: mark progress', effects: [{ kind: 'progress', times: 1 }] },
							{ text: 'Move at speed: mark progress, +1 momentum, −1 supply', effects: [{ kind: 'progress', times: 1 }, gain('momentum', 1), lose('supply', 1)] },
						],
					},
				],
			},
			weak_hit: { effects: [{ kind: 'progress', times: 1 }, lose('supply', 1)] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit, move at speed: progress by rank, +1 momentum, −1 supply',
				proves: ['PR-04', 'PR-15'],
				stat: 'wits',
				sheet: { wits: 2, momentum: 2, supply: 4 },
				track: { rank: 'dangerous', ticks: 0, kind: 'journey' },
				dice: [5, 3, 4],
				choose: [2],
				expect: { outcome: 'strong_hit', after: { 'track.ticks': 8, momentum: 3, supply: 3 } },
			},
			{ name: 'weak hit marks progress and −1 supply', proves: ['PR-15'], stat: 'wits', sheet: { wits: 2, supply: 4 }, track: { rank: 'extreme', ticks: 4, kind: 'journey' }, dice: [3, 2, 9], expect: { outcome: 'weak_hit', after: { 'track.ticks': 6, supply: 3 } } },
			{ name: 'miss marks no progress', proves: ['PR-15'], stat: 'wits', sheet: { wits: 1 }, track: { rank: 'troublesome', ticks: 12, kind: 'journey' }, dice: [1, 5, 9], expect: { outcome: 'miss', after: { 'track.ticks': 12 }, followUps: ['move:classic/fate/pay_the_price'] } },
		],
	},
	{
		id: 'move:classic/adventure/reach_your_destination',
		track: 'journey',
		preconditions: [TRACK_ACTIVE],
		outcomes: {
			strong_hit: {
				effects: [{ kind: 'track_status', status: 'complete' }],
				choices: [{ pick: 1, options: [{ text: '+1 on your next move (not a progress move)', effects: [{ kind: 'next_move', add: 1 }] }, { text: 'Take +1 momentum', effects: [gain('momentum', 1)] }] }],
			},
			weak_hit: { effects: [{ kind: 'track_status', status: 'complete' }] },
			miss: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'The journey goes on: clear all but one filled box and raise its rank', effects: [{ kind: 'clear_progress', how: 'all_but_one' }, { kind: 'raise_rank' }] },
							{ text: 'The journey ends here', effects: [{ kind: 'track_status', status: 'forsaken' }] },
						],
					},
				],
			},
		},
		examples: [
			{ name: 'strong hit completes the journey', stat: 'progress', track: { rank: 'dangerous', ticks: 36, kind: 'journey' }, dice: [3, 8], choose: [2], sheet: { momentum: 2 }, expect: { outcome: 'strong_hit', after: { 'track.status': 'complete', momentum: 3 } } },
			{ name: 'miss, the journey goes on: all but one box cleared, rank raised', proves: ['PR-16'], stat: 'progress', track: { rank: 'epic', ticks: 22, kind: 'journey' }, dice: [7, 9], choose: [1], expect: { outcome: 'miss', after: { 'track.ticks': 4, 'track.rank': 'epic' } } },
			{ name: 'refused on a finished journey', stat: 'progress', track: { rank: 'dangerous', ticks: 40, kind: 'journey', status: 'complete' }, dice: [3, 8], expect: { refused: 'track-active' } },
		],
	},
];

/** "You may clear wounded, then take or give up to +2 health": clearing is the healer's call, not automatic. */
function HEAL_AMOUNTS() {
	return [
		{ text: 'Clear wounded and take +2 health', effects: [{ kind: 'clear' as const, impact: 'wounded' }, gain('health', 2)], requires: [{ kind: 'marked' as const, impact: 'wounded' }] },
		{ text: 'Take +2 health', effects: [gain('health', 2)] },
		{ text: 'Take +1 health', effects: [gain('health', 1)] },
		{ text: 'Give the health to an ally (no change on this sheet)' },
	];
}

function CAMP_OPTIONS() {
	return [
		{ text: 'Recuperate: +1 health for you and any companions', effects: [gain('health', 1), gain('companion_health', 1)] },
		{ text: 'Partake: −1 supply, +1 health for you and any companions', effects: [lose('supply', 1), gain('health', 1), gain('companion_health', 1)] },
		{ text: 'Relax: +1 spirit', effects: [gain('spirit', 1)] },
		{ text: 'Focus: +1 momentum', effects: [gain('momentum', 1)] },
		{ text: 'Prepare: +1 when you Undertake a Journey', effects: [{ kind: 'next_move' as const, add: 1, move: 'move:classic/adventure/undertake_a_journey' }] },
	];
}
