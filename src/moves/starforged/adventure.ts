import type { MoveModel } from '../model';
import { PAY_THE_PRICE, gain, lose, nextMove, sufferMove } from './shared';

const SUFFER_1 = ['Lose Momentum (−1)', 'Endure Harm (−1)', 'Endure Stress (−1)', 'Sacrifice Resources (−1)', 'Companion Takes a Hit (−1)', 'Withstand Damage (−1)'];

/** Ironsworn: Starforged, adventure moves (seed 003 lines 68-160). */
export const STARFORGED_ADVENTURE = (): MoveModel[] => [
	{
		id: 'move:starforged/adventure/face_danger',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1)] },
			weak_hit: { choices: [sufferMove(1)] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit takes +1 momentum', proves: ['SF-12'], stat: 'edge', sheet: { momentum: 2 }, dice: [5, 3, 6], expect: { outcome: 'strong_hit', after: { momentum: 3 } } },
			{ name: 'weak hit: Sacrifice Resources to 0 supply marks unprepared', proves: ['SF-29'], stat: 'iron', sheet: { supply: 1, momentum: 5 }, dice: [4, 3, 9], choose: [4], expect: { outcome: 'weak_hit', after: { supply: 0, unprepared: true } } },
			{
				name: 'weak hit: a suffer move (−1), Lose Momentum',
				proves: ['SF-11', 'SF-12'],
				stat: 'iron',
				dice: [4, 3, 9],
				choose: [1],
				expect: { outcome: 'weak_hit', options: SUFFER_1, after: { momentum: 1 } },
			},
			{ name: 'weak hit: Endure Harm (−1) is the next move', proves: ['SF-11'], stat: 'iron', dice: [4, 3, 9], choose: [2], expect: { followUps: ['move:starforged/suffer/endure_harm 1'], after: { health: 5 } } },
			{ name: 'weak hit: Sacrifice Resources (−1) comes off supply', proves: ['SF-11'], stat: 'wits', sheet: { supply: 3 }, dice: [4, 3, 9], choose: [4], expect: { after: { supply: 2 } } },
			{ name: 'miss: Pay the Price', stat: 'shadow', sheet: { shadow: 1 }, dice: [1, 8, 9], expect: { outcome: 'miss', followUps: ['move:starforged/fate/pay_the_price'], after: { momentum: 2 } } },
		],
	},
	{
		id: 'move:starforged/adventure/secure_an_advantage',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 2), nextMove(1)] },
			weak_hit: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Take +2 momentum', effects: [gain('momentum', 2)] },
							{ text: 'Add +1 on your next move (not a progress move)', effects: [nextMove(1)] },
						],
					},
				],
			},
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit takes both: +2 momentum and +1 on the next move',
				proves: ['SF-12'],
				stat: 'wits',
				dice: [6, 2, 3],
				expect: { outcome: 'strong_hit', after: { momentum: 4, pending_adds: [{ value: 1, reason: 'Secure an Advantage' }] } },
			},
			{
				name: 'weak hit: choose one, +1 on the next move',
				proves: ['SF-12'],
				stat: 'heart',
				dice: [3, 2, 8],
				choose: [2],
				expect: { outcome: 'weak_hit', options: ['Take +2 momentum', 'Add +1 on your next move (not a progress move)'], after: { momentum: 2, pending_adds: [{ value: 1, reason: 'Secure an Advantage' }] } },
			},
			{ name: 'weak hit: choose one, +2 momentum', proves: ['SF-12'], stat: 'heart', dice: [3, 2, 8], choose: [1], expect: { after: { momentum: 4, pending_adds: undefined } } },
			{ name: 'miss: Pay the Price', stat: 'edge', dice: [2, 4, 4], expect: { outcome: 'miss', followUps: ['move:starforged/fate/pay_the_price'] } },
		],
	},
	{
		id: 'move:starforged/adventure/gather_information',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 2)] },
			weak_hit: { effects: [gain('momentum', 1)] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: +2 momentum', stat: 'wits', dice: [6, 1, 5], expect: { outcome: 'strong_hit', after: { momentum: 4 } } },
			{ name: 'weak hit: +1 momentum', stat: 'wits', dice: [3, 1, 5], expect: { outcome: 'weak_hit', after: { momentum: 3 } } },
			{ name: 'miss: Pay the Price', stat: 'wits', dice: [2, 7, 5], expect: { outcome: 'miss', after: { momentum: 2 }, followUps: ['move:starforged/fate/pay_the_price'] } },
		],
	},
	{
		id: 'move:starforged/adventure/compel',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1)] },
			// They agree with a counteroffer: nothing for the sheet.
			weak_hit: {},
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: they agree, +1 momentum', stat: 'heart', sheet: { heart: 3 }, dice: [4, 6, 1], expect: { outcome: 'strong_hit', after: { momentum: 3 } } },
			{ name: 'weak hit: a counteroffer, no momentum', stat: 'iron', dice: [4, 5, 7], expect: { outcome: 'weak_hit', after: { momentum: 2 }, followUps: [] } },
			{ name: 'miss: Pay the Price', stat: 'shadow', dice: [3, 5, 9], expect: { outcome: 'miss', followUps: ['move:starforged/fate/pay_the_price'] } },
		],
	},
	{
		// The ally, not this sheet, takes the benefits of the move rolled, and Gain Ground's positions
		// (both in control on a strong hit; ally in control, you in a bad spot on a weak) are SF-39's.
		id: 'move:starforged/adventure/aid_your_ally',
		noRoll: {
			choices: [
				{
					pick: 1,
					options: [
						{ text: 'Secure an Advantage for your ally', followUps: [{ move: 'move:starforged/adventure/secure_an_advantage', note: 'your ally takes the benefits of a hit' }] },
						{ text: 'Gain Ground for your ally', followUps: [{ move: 'move:starforged/combat/gain_ground', note: 'your ally takes the benefits of a hit' }] },
					],
				},
			],
		},
		outcomes: {},
		examples: [{ name: 'aid by Securing an Advantage', dice: [], choose: [1], expect: { followUps: ['move:starforged/adventure/secure_an_advantage'], after: { momentum: 2 } } }],
	},
	{
		id: 'move:starforged/adventure/check_your_gear',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1)] },
			// The seed's weak hit says "choose one" with no options; these are Datasworn's (README).
			weak_hit: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Your supply is diminished: Sacrifice Resources (−1)', effects: [lose('supply', 1)] },
							{ text: 'It is not quite right, a complication or delay: Lose Momentum (−2)', effects: [lose('momentum', 2)] },
						],
					},
				],
			},
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: +1 momentum', proves: ['SF-38'], stat: 'supply', sheet: { supply: 3 }, dice: [5, 2, 7], expect: { outcome: 'strong_hit', after: { momentum: 3, supply: 3 } } },
			{
				name: 'weak hit: supply diminished, −1 supply',
				proves: ['SF-38'],
				stat: 'supply',
				sheet: { supply: 2 },
				dice: [3, 2, 8],
				choose: [1],
				expect: {
					outcome: 'weak_hit',
					options: ['Your supply is diminished: Sacrifice Resources (−1)', 'It is not quite right, a complication or delay: Lose Momentum (−2)'],
					after: { supply: 1, momentum: 2 },
				},
			},
			{ name: 'weak hit: not quite right, −2 momentum', proves: ['SF-38'], stat: 'supply', sheet: { supply: 2 }, dice: [3, 2, 8], choose: [2], expect: { after: { supply: 2, momentum: 0 } } },
			{ name: 'miss at 0 supply: Pay the Price', proves: ['SF-38'], stat: 'supply', sheet: { supply: 0 }, dice: [2, 5, 6], expect: { outcome: 'miss', followUps: ['move:starforged/fate/pay_the_price'] } },
		],
	},
];
