import type { MoveModel } from '../model';
import { gain, lose, progress } from './shared';
import { resisted } from './resisted';
import { WITHSTAND_DAMAGE } from './withstand-damage';

const mark = (impact: string) => ({ kind: 'mark' as const, impact });

const COMPANION = 'asset:starforged/companion/protocol_bot';
/** Starforged suffer moves (seed 003 lines 567-686). The loss before the roll is `sufferFirst`. */
export const STARFORGED_SUFFER = (): MoveModel[] => [
	{
		id: 'move:starforged/suffer/lose_momentum',
		// How much is lost is the player's call (−1 minor, −2 serious, −3 major); only the −6 floor is ruled.
		loss: 'momentum',
		noRoll: {
			choices: [
				{
					pick: 1,
					when: [{ kind: 'at_most', gauge: 'momentum', value: -6 }, { kind: 'loss_left' }],
					options: [
						{ text: 'Apply the cost to a different suffer move' },
						// One unit by the track's rank, once, whatever the size of the loss (003:579).
						{ text: 'Clear progress on a vow, expedition, connection or combat track: troublesome 3 boxes, dangerous 2, formidable 1, extreme 2 ticks, epic 1 tick', effects: [progress(-1)] },
					],
				},
			],
		},
		outcomes: {},
		examples: [
			{ name: 'at −6, clearing progress on a dangerous vow clears 2 boxes', proves: ['MO-25'], sheet: { momentum: -6 }, suffer: 2, track: { rank: 'dangerous', ticks: 16, kind: 'vow' }, dice: [], choose: [2], expect: { after: { 'track.ticks': 8, momentum: -6 } } },
			{ name: 'at −6, clearing progress on an extreme combat track clears 2 ticks', proves: ['MO-25'], sheet: { momentum: -6 }, suffer: 1, track: { rank: 'extreme', ticks: 5, kind: 'combat_objective' }, dice: [], choose: [2], expect: { after: { 'track.ticks': 3 } } },
			{
				name: 'at −6 the cost goes elsewhere',
				proves: ['MO-25'],
				sheet: { momentum: -6 },
				dice: [],
				expect: { options: ['Apply the cost to a different suffer move', 'Clear progress on a vow, expedition, connection or combat track: troublesome 3 boxes, dangerous 2, formidable 1, extreme 2 ticks, epic 1 tick'] },
			},
			{ name: 'above −6 there is nothing to choose', proves: ['MO-25'], sheet: { momentum: -5 }, dice: [], expect: { options: [] } },
			{ name: 'a serious setback: −2 momentum', proves: ['MO-24'], sheet: { momentum: 2 }, suffer: 2, dice: [], expect: { options: [], after: { momentum: 0 } } },
			{ name: 'a loss that reaches −6 exactly leaves nothing to choose', proves: ['MO-24', 'MO-25'], sheet: { momentum: -4 }, suffer: 2, dice: [], expect: { options: [], after: { momentum: -6 }, followUps: [] } },
			{
				name: 'a loss past −6: the rest is paid by the choice, not by Lose Momentum again',
				proves: ['MO-24', 'MO-25'],
				sheet: { momentum: -5 },
				suffer: 3,
				dice: [],
				expect: { options: ['Apply the cost to a different suffer move', 'Clear progress on a vow, expedition, connection or combat track: troublesome 3 boxes, dangerous 2, formidable 1, extreme 2 ticks, epic 1 tick'], after: { momentum: -6 }, followUps: [] },
			},
		],
	},
	{
		id: 'move:starforged/suffer/endure_harm',
		sufferFirst: 'health',
		outcomes: resisted('health', 'health', 'wounded', ['Shake it off: take +1 health', 'Embrace the pain: take +1 momentum'], [
			{ text: 'Mark wounded', effects: [mark('wounded')], requires: [{ kind: 'unmarked', impact: 'wounded' }] },
			{ text: 'Mark permanently harmed', effects: [mark('permanently_harmed')], requires: [{ kind: 'unmarked', impact: 'permanently_harmed' }] },
			{ text: 'Roll on the Endure Harm table', roll: 'move.oracle_rollable:starforged/suffer/endure_harm.endure_harm' },
		]),
		examples: [
			{ name: 'resisting: −1 health, then a strong hit shakes it off', proves: ['SF-25', 'SF-26'], stat: 'iron/health', sheet: { health: 4 }, suffer: 1, dice: [4, 5, 6], choose: [1], expect: { outcome: 'strong_hit', after: { health: 4 } } },
			{ name: 'harm past 0 comes off momentum; embrace the pain', proves: ['SF-25', 'SF-26'], stat: 'iron/health', sheet: { health: 1 }, suffer: 3, dice: [5, 3, 4], choose: [2], expect: { outcome: 'strong_hit', after: { health: 0, momentum: 1 } } },
			{
				name: 'strong hit while wounded: only embrace the pain',
				proves: ['SF-26'],
				stat: 'iron/health',
				sheet: { health: 3, wounded: true },
				suffer: 1,
				dice: [6, 1, 1],
				choose: [2],
				expect: { outcome: 'strong_hit', options: ['Shake it off: take +1 health', 'Embrace the pain: take +1 momentum'], after: { health: 2, momentum: 3 } },
			},
			{ name: 'weak hit: Lose Momentum (−1) for +1 health', proves: ['SF-26'], stat: 'iron/health', suffer: 2, dice: [2, 4, 6], choose: [1], expect: { outcome: 'weak_hit', after: { health: 4, momentum: 1 } } },
			{
				name: 'miss above 0: another −1 health or Lose Momentum (−2), nothing to mark',
				proves: ['SF-26'],
				stat: 'iron/health',
				suffer: 1,
				dice: [1, 6, 8],
				choose: [1],
				expect: { outcome: 'miss', options: ['Suffer an additional −1 health', 'Lose Momentum (−2)'], after: { health: 3 } },
			},
			{
				name: 'miss at 0: Lose Momentum (−2) and mark wounded',
				proves: ['SF-26', 'DB-13'],
				stat: 'iron/health',
				sheet: { health: 2 },
				suffer: 2,
				dice: [1, 5, 7],
				choose: [2, 3],
				expect: { outcome: 'miss', options: ['Suffer an additional −1 health', 'Lose Momentum (−2)', 'Mark wounded', 'Mark permanently harmed', 'Roll on the Endure Harm table'], after: { health: 0, momentum: 0, wounded: true } },
			},
			{ name: 'miss at 0: more harm goes to momentum; mark permanently harmed', proves: ['SF-25', 'DB-13'], stat: 'iron/health', sheet: { health: 2 }, suffer: 2, dice: [1, 5, 7], choose: [1, 4], expect: { after: { health: 0, momentum: 1, permanently_harmed: true } } },
		],
	},
	{
		id: 'move:starforged/suffer/endure_stress',
		sufferFirst: 'spirit',
		outcomes: resisted('spirit', 'spirit', 'shaken', ['Shake it off: take +1 spirit', 'Embrace the darkness: take +1 momentum'], [
			{ text: 'Mark shaken', effects: [mark('shaken')], requires: [{ kind: 'unmarked', impact: 'shaken' }] },
			{ text: 'Mark traumatized', effects: [mark('traumatized')], requires: [{ kind: 'unmarked', impact: 'traumatized' }] },
			{ text: 'Roll on the Endure Stress table', roll: 'move.oracle_rollable:starforged/suffer/endure_stress.endure_stress' },
		]),
		examples: [
			{ name: 'resisting: −2 spirit, then a strong hit shakes it off', proves: ['SF-27'], stat: 'heart/spirit', suffer: 2, dice: [4, 2, 6], choose: [1], expect: { outcome: 'strong_hit', after: { spirit: 4 } } },
			{ name: 'weak hit while shaken: press on', proves: ['SF-27'], stat: 'heart/spirit', sheet: { spirit: 3, shaken: true }, suffer: 1, dice: [3, 4, 8], choose: [2], expect: { outcome: 'weak_hit', after: { spirit: 2, momentum: 2 } } },
			{
				name: 'miss at 0: another −1 spirit goes to momentum; mark traumatized',
				proves: ['SF-27', 'DB-13'],
				stat: 'heart/spirit',
				sheet: { spirit: 1 },
				suffer: 1,
				dice: [1, 4, 9],
				choose: [1, 4],
				expect: { outcome: 'miss', options: ['Suffer an additional −1 spirit', 'Lose Momentum (−2)', 'Mark shaken', 'Mark traumatized', 'Roll on the Endure Stress table'], after: { spirit: 0, momentum: 1, traumatized: true } },
			},
			{ name: 'miss at 0: mark shaken', proves: ['SF-27', 'DB-13'], stat: 'heart/spirit', sheet: { spirit: 1 }, suffer: 1, dice: [1, 4, 9], choose: [2, 3], expect: { after: { spirit: 0, momentum: 0, shaken: true } } },
		],
	},
	{
		id: 'move:starforged/suffer/companion_takes_a_hit',
		sufferFirst: 'companion_health',
		preconditions: [{ id: 'companion', requires: { kind: 'companion' }, rule: 'Companion Takes a Hit needs a companion asset on your sheet' }],
		outcomes: {
			strong_hit: { effects: [gain('companion_health', 1)] },
			weak_hit: {
				choices: [
					{
						pick: 1,
						options: [{ text: 'Lose Momentum (−1) and give them +1 health', effects: [lose('momentum', 1), gain('companion_health', 1)], requires: [{ kind: 'at_least', gauge: 'companion_health', value: 1 }] }, { text: 'They press on' }],
					},
				],
			},
			miss: { choices: [COMPANION_MISS()] },
		},
		onMatch: {
			// A miss with a match at 0 health kills the companion (classic needed a 1 on the action die).
			miss: { choices: [COMPANION_MISS(), { pick: 1, when: [{ kind: 'at_most', gauge: 'companion_health', value: 0 }], options: [{ text: 'They are dead or destroyed: discard the asset', effects: [{ kind: 'discard_asset', asset: 'companion' }] }] }] },
		},
		examples: [
			{ name: 'strong hit: the companion rallies, +1 health', proves: ['SF-28'], stat: 'companion_health', sheet: { protocol_bot_health: 2, assets: [COMPANION] }, suffer: 1, dice: [6, 2, 5], expect: { outcome: 'strong_hit', after: { protocol_bot_health: 2 } } },
			{ name: 'weak hit: Lose Momentum (−1) for +1 health', proves: ['SF-28'], stat: 'companion_health', sheet: { protocol_bot_health: 3, assets: [COMPANION] }, suffer: 1, dice: [3, 4, 6], choose: [1], expect: { outcome: 'weak_hit', after: { protocol_bot_health: 3, momentum: 1 } } },
			{
				name: 'miss with a match at 0 health: the companion is lost',
				proves: ['SF-28'],
				stat: 'companion_health',
				sheet: { protocol_bot_health: 1, assets: [COMPANION] },
				suffer: 2,
				dice: [2, 4, 4],
				choose: [2, 3],
				expect: { outcome: 'miss', options: ['They suffer an additional −1 health', 'Lose Momentum (−2)', 'They are dead or destroyed: discard the asset'], after: { protocol_bot_health: 0, momentum: -1, assets: [] } },
			},
			{
				name: 'miss without a match at 0 health: out of action, not dead',
				proves: ['SF-28'],
				stat: 'companion_health',
				sheet: { protocol_bot_health: 1, assets: [COMPANION] },
				suffer: 1,
				dice: [2, 4, 5],
				choose: [2],
				expect: { outcome: 'miss', options: ['They suffer an additional −1 health', 'Lose Momentum (−2)'], after: { protocol_bot_health: 0, momentum: 0, assets: [COMPANION] } },
			},
			{ name: 'refused without a companion', stat: 'companion_health', suffer: 1, dice: [5, 2, 6], expect: { refused: 'companion' } },
		],
	},
	{
		id: 'move:starforged/suffer/sacrifice_resources',
		// The size of the loss is the player's call; what follows from 0 supply is ruled (a loss that empties supply marks unprepared as it is taken).
		loss: 'supply',
		noRoll: {
			choices: [
				{ pick: 1, when: [{ kind: 'at_most', gauge: 'supply', value: 0 }, { kind: 'unmarked', impact: 'unprepared' }], options: [{ text: 'Your supply is exhausted: mark unprepared', effects: [mark('unprepared')] }] },
				{ pick: 1, when: [{ kind: 'marked', impact: 'unprepared' }, { kind: 'loss_left' }], options: [{ text: 'You are unprepared: apply the cost to a different suffer move' }] },
			],
		},
		outcomes: {},
		examples: [
			{ name: 'supply at 0: mark unprepared', proves: ['SF-29'], sheet: { supply: 0 }, dice: [], choose: [1], expect: { options: ['Your supply is exhausted: mark unprepared'], after: { unprepared: true } } },
			{ name: 'already unprepared: the loss goes to another suffer move', proves: ['SF-29'], sheet: { supply: 0, unprepared: true }, dice: [], expect: { options: ['You are unprepared: apply the cost to a different suffer move'] } },
			{ name: 'supply left: nothing more', proves: ['SF-29'], sheet: { supply: 2 }, dice: [], expect: { options: [] } },
			{ name: 'a major loss: −3 supply', proves: ['SF-29'], sheet: { supply: 5 }, suffer: 3, dice: [], expect: { options: [], after: { supply: 2, unprepared: false } } },
			{ name: 'a loss that empties supply marks unprepared, with nothing more to choose', proves: ['SF-29'], sheet: { supply: 2 }, suffer: 2, dice: [], expect: { options: [], after: { supply: 0, unprepared: true } } },
			{
				name: 'a loss past 0: unprepared, and the rest goes to a different suffer move',
				proves: ['SF-29'],
				sheet: { supply: 1 },
				suffer: 3,
				dice: [],
				expect: { options: ['You are unprepared: apply the cost to a different suffer move'], after: { supply: 0, unprepared: true } },
			},
		],
	},
	WITHSTAND_DAMAGE(),
];

function COMPANION_MISS() {
	return { pick: 1, options: [{ text: 'They suffer an additional −1 health', effects: [lose('companion_health', 1)] }, { text: 'Lose Momentum (−2)', effects: [lose('momentum', 2)] }] };
}
