import type { MoveModel, OptionSpec } from '../model';
import { PAY_THE_PRICE, endureHarm, gain, nextMove } from './shared';
import { BARED, HOLD_NO_IRON } from '../engine/fight';

const GATHER_INFORMATION = 'move:classic/adventure/gather_information';
const SWEAR_AN_IRON_VOW = 'move:classic/quest/swear_an_iron_vow';
/** Sojourn: "if you share a bond, add +1", given with the roll. */
const SHARED_BOND = { kind: 'add_for', reason: 'bond' } as const;

/** Ironsworn classic, relationship moves (seed 001 lines 187-377; SRD 000:1165-1350). */
export const CLASSIC_RELATIONSHIP = (): MoveModel[] => [
	{
		id: 'move:classic/relationship/compel',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1)], choices: [GATHER_NOW()] },
			// The weak hit's price is what they ask in return: story, not numbers.
			weak_hit: { effects: [gain('momentum', 1)], choices: [GATHER_NOW()] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: they do what you want, +1 momentum', stat: 'heart', dice: [4, 3, 5], expect: { outcome: 'strong_hit', after: { momentum: 3 } } },
			{
				name: 'weak hit: +1 momentum, and Gather Information now with +1',
				stat: 'iron',
				dice: [3, 2, 8],
				choose: [1],
				expect: {
					outcome: 'weak_hit',
					after: { momentum: 3, pending_adds: [{ value: 1, reason: 'Compel', move: GATHER_INFORMATION }] },
					followUps: [GATHER_INFORMATION],
				},
			},
			{ name: 'miss: Pay the Price', stat: 'shadow', sheet: { shadow: 1 }, dice: [2, 4, 9], expect: { outcome: 'miss', after: { momentum: 2 }, followUps: ['move:classic/fate/pay_the_price'] } },
		],
	},
	{
		id: 'move:classic/relationship/sojourn',
		// A shared bond is the +1 the player adds to the roll (--adds 1 --reason bond): it also gives one more pick.
		// The focus roll is a second roll of its own: left to the player.
		outcomes: {
			strong_hit: { choices: [{ pick: 2, extraPickWhen: SHARED_BOND, options: SOJOURN_OPTIONS() }] },
			weak_hit: { choices: [{ pick: 1, extraPickWhen: SHARED_BOND, options: SOJOURN_OPTIONS() }] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit: choose two, Mend clears wounded and then takes +1 health, Plan +2 momentum',
				proves: ['ME-26', 'DB-08'],
				stat: 'heart',
				sheet: { wounded: true, health: 2 },
				dice: [5, 3, 6],
				choose: [1, 7],
				expect: { outcome: 'strong_hit', after: { wounded: false, health: 3, momentum: 4 } },
			},
			{
				name: 'strong hit while wounded: Mend clears it, so Recuperate picked with it heals too',
				proves: ['ME-26', 'DB-08'],
				stat: 'heart',
				sheet: { wounded: true, health: 1 },
				dice: [5, 3, 6],
				choose: [4, 1],
				expect: { outcome: 'strong_hit', after: { wounded: false, health: 4 } },
			},
			{
				name: 'strong hit: Hearten clears shaken, Recuperate heals you and your companion',
				proves: ['ME-26', 'DB-08'],
				stat: 'heart',
				sheet: { shaken: true, spirit: 1, health: 2, hawk_health: 1, assets: ['asset:classic/companion/hawk'] },
				dice: [6, 1, 7],
				choose: [2, 4],
				expect: { outcome: 'strong_hit', after: { shaken: false, spirit: 2, health: 4, hawk_health: 3 } },
			},
			{
				name: 'strong hit: Provision +2 supply, and Take a quest keeps +1 for Swear an Iron Vow',
				proves: ['ME-26'],
				stat: 'heart',
				sheet: { supply: 3 },
				dice: [5, 3, 6],
				choose: [6, 8],
				expect: { after: { supply: 5, pending_adds: [{ value: 1, reason: 'Sojourn', move: SWEAR_AN_IRON_VOW }] } },
			},
			{
				name: 'weak hit: choose one, Equip clears unprepared and takes +1 supply',
				proves: ['ME-26', 'DB-08'],
				stat: 'heart',
				sheet: { unprepared: true, supply: 0 },
				dice: [3, 4, 9],
				choose: [3],
				expect: { outcome: 'weak_hit', after: { unprepared: false, supply: 1 } },
			},
			{ name: 'miss: no help here, Pay the Price', proves: ['ME-26'], stat: 'heart', dice: [1, 6, 7], expect: { outcome: 'miss', followUps: ['move:classic/fate/pay_the_price'] } },
		],
	},
	{
		id: 'move:classic/relationship/draw_the_circle',
		track: 'fight',
		outcomes: {
			// The SRD's commentary (000:1255): you hold initiative unless you miss or grant first strike.
			strong_hit: { effects: [gain('momentum', 1), { kind: 'initiative', has: true }], choices: [{ pick: 2, upTo: true, options: BOASTS() }] },
			weak_hit: { effects: [{ kind: 'initiative', has: true }], choices: [{ pick: 1, upTo: true, options: BOASTS() }] },
			miss: { effects: [{ kind: 'initiative', has: false }], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit: +1 momentum and two boasts at +1 momentum each; you have initiative',
				proves: ['CB-16', 'CB-17', 'CB-18'],
				stat: 'heart',
				dice: [5, 2, 6],
				choose: [3, 5],
				expect: { outcome: 'strong_hit', after: { momentum: 5, initiative: true } },
			},
			{
				name: 'strong hit, grant first strike: +1 momentum for it, and the foe has initiative',
				proves: ['CB-17', 'CB-18'],
				stat: 'heart',
				dice: [5, 2, 6],
				choose: [1],
				expect: { after: { momentum: 4, initiative: false } },
			},
			{
				name: 'strong hit, bare yourself and hold no iron: the duel keeps both, for the harm on each side',
				proves: ['CB-08', 'CB-17'],
				stat: 'heart',
				track: { rank: 'formidable', ticks: 0, kind: 'fight' },
				dice: [5, 2, 6],
				choose: [2, 3],
				expect: { after: { momentum: 5, 'track.bare_yourself': true, 'track.hold_no_iron': true } },
			},
			{
				name: 'weak hit: one boast, bloody yourself is Endure Harm with 1 harm next',
				proves: ['CB-16', 'CB-17'],
				stat: 'heart',
				dice: [4, 3, 8],
				choose: [4],
				expect: {
					outcome: 'weak_hit',
					options: BOASTS().map((b) => b.text),
					after: { momentum: 3, initiative: true },
					followUps: ['move:classic/suffer/endure_harm 1'],
				},
			},
			{
				name: 'miss: the foe has initiative, Pay the Price',
				proves: ['CB-16', 'CB-18'],
				stat: 'heart',
				sheet: { initiative: true },
				dice: [1, 5, 9],
				expect: { outcome: 'miss', after: { initiative: false, momentum: 2 }, followUps: ['move:classic/fate/pay_the_price'] },
			},
		],
	},
	{
		id: 'move:classic/relationship/forge_a_bond',
		outcomes: {
			strong_hit: { effects: [{ kind: 'ticks', track: 'bonds', ticks: 1 }], choices: [BOND_REWARD()] },
			weak_hit: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Do what they ask: mark the bond', effects: [{ kind: 'ticks', track: 'bonds', ticks: 1 }] },
							{ text: 'Swear an Iron Vow to do it: mark the bond', effects: [{ kind: 'ticks', track: 'bonds', ticks: 1 }], followUps: [{ move: SWEAR_AN_IRON_VOW }] },
							{ text: 'Refuse or fail: Pay the Price', followUps: [PAY_THE_PRICE] },
						],
					},
				],
			},
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: a tick on the bonds track and +1 spirit', proves: ['PR-12'], stat: 'heart', sheet: { bonds: 3, spirit: 3 }, dice: [5, 4, 2], choose: [1], expect: { outcome: 'strong_hit', after: { bonds: 4, spirit: 4 } } },
			{ name: 'strong hit: a tick on the bonds track and +2 momentum', proves: ['PR-12'], stat: 'heart', dice: [5, 4, 2], choose: [2], expect: { after: { bonds: 1, momentum: 4 } } },
			{ name: 'weak hit: do what they ask, then mark the bond', proves: ['PR-12'], stat: 'heart', dice: [3, 4, 9], choose: [1], expect: { outcome: 'weak_hit', after: { bonds: 1, momentum: 2 } } },
			{ name: 'weak hit: swear a vow to do it and mark the bond', proves: ['PR-12'], stat: 'heart', dice: [3, 4, 9], choose: [2], expect: { after: { bonds: 1 }, followUps: [SWEAR_AN_IRON_VOW] } },
			{ name: 'weak hit: refuse, no bond, Pay the Price', proves: ['PR-12'], stat: 'heart', dice: [3, 4, 9], choose: [3], expect: { after: { bonds: 0 }, followUps: ['move:classic/fate/pay_the_price'] } },
			{ name: 'miss: rejected, no tick, Pay the Price', proves: ['PR-12'], stat: 'heart', sheet: { bonds: 2 }, dice: [2, 5, 8], expect: { outcome: 'miss', after: { bonds: 2 }, followUps: ['move:classic/fate/pay_the_price'] } },
		],
	},
	{
		id: 'move:classic/relationship/test_your_bond',
		// "Clear the bond" is left to the player: the rules do not say it takes a tick off the bonds track.
		outcomes: {
			strong_hit: { choices: [BOND_REWARD()] },
			weak_hit: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Prove your loyalty: do what they ask' },
							{ text: 'Swear an Iron Vow to do it', followUps: [{ move: SWEAR_AN_IRON_VOW }] },
							{ text: 'Refuse or fail: clear the bond and Pay the Price', followUps: [PAY_THE_PRICE] },
						],
					},
				],
			},
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: the bond is stronger, +2 momentum', stat: 'heart', dice: [6, 2, 3], choose: [2], expect: { outcome: 'strong_hit', after: { momentum: 4 } } },
			{ name: 'strong hit: +1 spirit', stat: 'heart', sheet: { spirit: 2 }, dice: [6, 2, 3], choose: [1], expect: { after: { spirit: 3 } } },
			{ name: 'weak hit: swear a vow to prove your loyalty', stat: 'heart', dice: [2, 3, 7], choose: [2], expect: { outcome: 'weak_hit', followUps: [SWEAR_AN_IRON_VOW] } },
			{ name: 'weak hit: refuse, Pay the Price', stat: 'heart', dice: [2, 3, 7], choose: [3], expect: { followUps: ['move:classic/fate/pay_the_price'] } },
			{ name: 'miss: clear the bond and Pay the Price', stat: 'heart', dice: [1, 3, 7], expect: { outcome: 'miss', followUps: ['move:classic/fate/pay_the_price'] } },
		],
	},
	{
		id: 'move:classic/relationship/aid_your_ally',
		noRoll: {
			// The initiative comes from the aiding roll itself (--ally in a fight: both have it or both lose it,
			// CB-19); offered here, it was set before any roll.
			followUps: [{ move: 'move:classic/adventure/secure_an_advantage', note: 'in support of an ally: on a hit, they take its benefits' }],
		},
		outcomes: {},
		examples: [
			{ name: 'you Secure an Advantage for your ally', dice: [], expect: { followUps: ['move:classic/adventure/secure_an_advantage'] } },
			{ name: 'no initiative is set before the aiding roll', proves: ['CB-19'], sheet: { initiative: true }, dice: [], expect: { options: [], after: { initiative: true } } },
		],
	},
	{
		id: 'move:classic/relationship/write_your_epilogue',
		// Hopes and fears are the player's to envision; the roll only decides which come to pass.
		outcomes: { strong_hit: {}, weak_hit: {}, miss: {} },
		examples: [
			{ name: 'six full boxes of bonds beat a 5 and a 4', proves: ['PR-09', 'PR-14'], stat: 'bonds_track', sheet: { bonds: 24 }, dice: [5, 4], expect: { outcome: 'strong_hit' } },
			{ name: 'a partial box does not count: 23 ticks score 5, a tie with the 5', proves: ['PR-14'], stat: 'bonds_track', sheet: { bonds: 23 }, dice: [5, 2], expect: { outcome: 'weak_hit' } },
			{ name: 'miss: two boxes against a 2 and a 7', proves: ['PR-14'], stat: 'bonds_track', sheet: { bonds: 8 }, dice: [2, 7], expect: { outcome: 'miss' } },
		],
	},
];

function GATHER_NOW() {
	return {
		pick: 1,
		upTo: true,
		options: [{ text: 'Use this exchange to Gather Information now, with +1', effects: [nextMove(1, GATHER_INFORMATION)], followUps: [{ move: GATHER_INFORMATION }] }],
	};
}

function BOND_REWARD() {
	return { pick: 1, options: [{ text: 'Take +1 spirit', effects: [gain('spirit', 1)] }, { text: 'Take +2 momentum', effects: [gain('momentum', 2)] }] };
}

// Clearing a condition comes before its meter rises, so Mend is open while wounded.
function SOJOURN_OPTIONS(): OptionSpec[] {
	return [
		{ text: 'Mend: clear wounded, +1 health', effects: [{ kind: 'clear', impact: 'wounded' }, gain('health', 1)] },
		{ text: 'Hearten: clear shaken, +1 spirit', effects: [{ kind: 'clear', impact: 'shaken' }, gain('spirit', 1)] },
		{ text: 'Equip: clear unprepared, +1 supply', effects: [{ kind: 'clear', impact: 'unprepared' }, gain('supply', 1)] },
		{ text: 'Recuperate: +2 health for you and any companions', effects: [gain('health', 2), gain('companion_health', 2)] },
		{ text: 'Consort: +2 spirit', effects: [gain('spirit', 2)] },
		{ text: 'Provision: +2 supply', effects: [gain('supply', 2)] },
		{ text: 'Plan: +2 momentum', effects: [gain('momentum', 2)] },
		{ text: 'Take a quest: +1 when you Swear an Iron Vow to help', effects: [nextMove(1, SWEAR_AN_IRON_VOW)] },
	];
}

// Every boast is taken for +1 momentum; the two that change harm are kept on the duel's track, which Strike, Clash and the foe's harm read.
function BOASTS(): OptionSpec[] {
	return [
		{ text: 'Grant first strike: your foe has initiative (+1 momentum)', effects: [gain('momentum', 1), { kind: 'initiative', has: false }] },
		{ text: 'Bare yourself: no armor or shield, your foe’s harm is +1 (+1 momentum)', effects: [gain('momentum', 1), { kind: 'track_flag', key: BARED, value: true }] },
		{ text: 'Hold no iron: no weapons, your harm is 1 (+1 momentum)', effects: [gain('momentum', 1), { kind: 'track_flag', key: HOLD_NO_IRON, value: true }] },
		{ text: 'Bloody yourself: Endure Harm (1 harm) (+1 momentum)', effects: [gain('momentum', 1)], followUps: [endureHarm(1)] },
		{ text: 'To the death: this fight must end with death (+1 momentum)', effects: [gain('momentum', 1)] },
	];
}
