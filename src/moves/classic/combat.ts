import type { MoveModel, Precondition } from '../model';
import { PAY_THE_PRICE, TRACK_ACTIVE, gain, progress } from './shared';

const HAS_INITIATIVE: Precondition = { id: 'has-initiative', requires: { kind: 'initiative', has: true }, rule: 'You Strike when you have initiative' };
const FOE_HAS_INITIATIVE: Precondition = { id: 'foe-has-initiative', requires: { kind: 'initiative', has: false }, rule: 'You Clash when your foe has initiative' };
const PTP = 'move:classic/fate/pay_the_price';

/** Ironsworn classic, combat moves (seed 001 lines 379-520; SRD 000:1352-1520). */
export const CLASSIC_COMBAT = (): MoveModel[] => [
	{
		id: 'move:classic/combat/enter_the_fray',
		track: 'fight',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 2), { kind: 'initiative', has: true }] },
			weak_hit: {
				choices: [
					{
						pick: 1,
						options: [
							// Initiative is one or the other: not taking it leaves it with the foe.
							{ text: 'Bolster your position: take +2 momentum', effects: [gain('momentum', 2), { kind: 'initiative', has: false }] },
							{ text: 'Prepare to act: take initiative', effects: [{ kind: 'initiative', has: true }] },
						],
					},
				],
			},
			miss: { effects: [{ kind: 'initiative', has: false }], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: +2 momentum and initiative', proves: ['CB-03'], stat: 'heart', dice: [5, 3, 6], expect: { outcome: 'strong_hit', after: { momentum: 4, initiative: true } } },
			{ name: 'weak hit, bolster your position: +2 momentum, the foe has initiative', proves: ['CB-03'], stat: 'shadow', sheet: { initiative: true }, dice: [3, 2, 9], choose: [1], expect: { outcome: 'weak_hit', after: { momentum: 4, initiative: false } } },
			{ name: 'weak hit, prepare to act: initiative and no momentum', proves: ['CB-03'], stat: 'wits', dice: [3, 2, 9], choose: [2], expect: { after: { momentum: 2, initiative: true } } },
			{ name: 'miss: Pay the Price, the foe has initiative', proves: ['CB-03'], stat: 'heart', sheet: { initiative: true }, dice: [1, 7, 8], expect: { outcome: 'miss', after: { initiative: false, momentum: 2 }, followUps: [PTP] } },
		],
	},
	{
		id: 'move:classic/combat/strike',
		track: 'fight',
		preconditions: [HAS_INITIATIVE],
		outcomes: {
			strong_hit: { effects: [{ kind: 'harm', extra: 1 }, { kind: 'initiative', has: true }] },
			weak_hit: { effects: [{ kind: 'harm', extra: 0 }, { kind: 'initiative', has: false }] },
			miss: { effects: [{ kind: 'initiative', has: false }], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit: a deadly weapon’s 2 harm +1 on a dangerous foe marks 3 × 2 boxes; initiative kept',
				proves: ['CB-06', 'CB-09', 'CB-10'],
				stat: 'iron',
				sheet: { initiative: true },
				track: { rank: 'dangerous', ticks: 0, kind: 'fight' },
				dice: [5, 3, 4],
				expect: { outcome: 'strong_hit', after: { 'track.ticks': 24, initiative: true } },
			},
			{
				name: 'strong hit unarmed on an extreme foe: 1 harm +1 marks 2 × 2 ticks',
				proves: ['CB-08', 'CB-10'],
				stat: 'iron',
				sheet: { initiative: true, weapon_harm: 1 },
				track: { rank: 'extreme', ticks: 6, kind: 'fight' },
				dice: [6, 1, 2],
				expect: { after: { 'track.ticks': 10 } },
			},
			{
				name: 'strong hit in a duel where you hold no iron: harm 1 +1, whatever the weapon',
				proves: ['CB-08', 'CB-17'],
				stat: 'iron',
				sheet: { initiative: true, weapon_harm: 2 },
				track: { rank: 'dangerous', ticks: 0, kind: 'fight', hold_no_iron: true },
				dice: [6, 1, 2],
				expect: { after: { 'track.ticks': 16 } },
			},
			{
				name: 'weak hit: inflict your harm and lose initiative',
				proves: ['CB-06'],
				stat: 'edge',
				sheet: { initiative: true },
				track: { rank: 'dangerous', ticks: 8, kind: 'fight' },
				dice: [3, 2, 9],
				expect: { outcome: 'weak_hit', after: { 'track.ticks': 24, initiative: false } },
			},
			{
				name: 'miss: no harm, Pay the Price, the foe has initiative',
				proves: ['CB-06', 'CB-09'],
				stat: 'iron',
				sheet: { initiative: true },
				track: { rank: 'formidable', ticks: 8, kind: 'fight' },
				dice: [1, 8, 9],
				expect: { outcome: 'miss', after: { 'track.ticks': 8, initiative: false }, followUps: [PTP] },
			},
			{ name: 'refused without initiative', proves: ['CB-06'], stat: 'iron', track: { rank: 'dangerous', ticks: 0, kind: 'fight' }, dice: [5, 3, 4], expect: { refused: 'has-initiative' } },
		],
	},
	{
		id: 'move:classic/combat/clash',
		track: 'fight',
		preconditions: [FOE_HAS_INITIATIVE],
		outcomes: {
			strong_hit: {
				effects: [{ kind: 'harm', extra: 0 }, { kind: 'initiative', has: true }],
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Bolster your position: take +1 momentum', effects: [gain('momentum', 1)] },
							// One more harm is one more mark of progress by the foe's rank.
							{ text: 'Find an opening: inflict +1 harm', effects: [progress(1)] },
						],
					},
				],
			},
			weak_hit: { effects: [{ kind: 'harm', extra: 0 }, { kind: 'initiative', has: false }], followUps: [PAY_THE_PRICE] },
			miss: { effects: [{ kind: 'initiative', has: false }], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit, find an opening: 2 harm +1 on a formidable foe marks 3 boxes; you take initiative',
				proves: ['CB-07', 'CB-09'],
				stat: 'iron',
				track: { rank: 'formidable', ticks: 0, kind: 'fight' },
				dice: [6, 2, 7],
				choose: [2],
				expect: { outcome: 'strong_hit', after: { 'track.ticks': 12, initiative: true, momentum: 2 } },
			},
			{
				name: 'strong hit, bolster your position: 2 harm and +1 momentum',
				proves: ['CB-07'],
				stat: 'edge',
				track: { rank: 'formidable', ticks: 0, kind: 'fight' },
				dice: [6, 2, 7],
				choose: [1],
				expect: { after: { 'track.ticks': 8, initiative: true, momentum: 3 } },
			},
			{
				name: 'weak hit: inflict harm, Pay the Price, the foe keeps initiative',
				proves: ['CB-07'],
				stat: 'iron',
				track: { rank: 'troublesome', ticks: 0, kind: 'fight' },
				dice: [3, 2, 9],
				expect: { outcome: 'weak_hit', after: { 'track.ticks': 24, initiative: false }, followUps: [PTP] },
			},
			{
				name: 'miss: no harm, Pay the Price',
				proves: ['CB-07'],
				stat: 'iron',
				track: { rank: 'troublesome', ticks: 12, kind: 'fight' },
				dice: [2, 5, 6],
				expect: { outcome: 'miss', after: { 'track.ticks': 12, initiative: false }, followUps: [PTP] },
			},
			{ name: 'refused while you have initiative', proves: ['CB-07'], stat: 'iron', sheet: { initiative: true }, track: { rank: 'dangerous', ticks: 0, kind: 'fight' }, dice: [6, 2, 7], expect: { refused: 'foe-has-initiative' } },
		],
	},
	{
		id: 'move:classic/combat/turn_the_tide',
		track: 'fight',
		preconditions: [
			{ id: 'foe-has-initiative', requires: { kind: 'initiative', has: false }, rule: 'You Turn the Tide by stealing initiative from your foe' },
			{ id: 'once-per-fight', requires: { kind: 'track_flag', key: 'tide_turned', is: false }, rule: 'Turn the Tide is once per fight, and this fight has seen it' },
		],
		// The +1 momentum on a hit and the dire price on a miss belong to the next move's roll, which this one cannot see.
		noRoll: { effects: [{ kind: 'initiative', has: true }, { kind: 'next_move', add: 1, momentumOnHit: 1 }, { kind: 'track_flag', key: 'tide_turned', value: true }] },
		outcomes: {},
		examples: [
			{ name: 'steal initiative and add +1 to your next move (not a progress move)', proves: ['CB-11'], dice: [], expect: { after: { initiative: true, pending_adds: [{ value: 1, reason: 'Turn the Tide', momentum_on_hit: 1 }] } } },
			{ name: 'refused when you already have initiative', proves: ['CB-11'], sheet: { initiative: true }, dice: [], expect: { refused: 'foe-has-initiative' } },
			{ name: 'the fight remembers it was used', proves: ['CB-11'], track: { rank: 'dangerous', ticks: 8, kind: 'fight' }, dice: [], expect: { after: { initiative: true, 'track.tide_turned': true } } },
			{ name: 'refused a second time in the same fight', proves: ['CB-11'], track: { rank: 'dangerous', ticks: 8, kind: 'fight', tide_turned: true }, dice: [], expect: { refused: 'once-per-fight' } },
		],
	},
	{
		id: 'move:classic/combat/end_the_fight',
		track: 'fight',
		preconditions: [
			TRACK_ACTIVE,
			{ id: 'after-a-strong-hit', requires: { kind: 'track_flag', key: 'decisive', is: true }, rule: 'End the Fight comes right after a strong hit on a decisive move in this fight' },
			// The track keeps its strong hit through rolls in other fights; the sheet knows which fight was rolled in last.
			{ id: 'right-after', requires: { kind: 'last_fight' }, rule: 'End the Fight comes right after a strong hit in this fight, and your last roll was in another fight' },
		],
		outcomes: {
			strong_hit: { effects: [{ kind: 'track_status', status: 'complete' }] },
			weak_hit: {
				effects: [{ kind: 'track_status', status: 'complete' }],
				choices: [
					{
						pick: 1,
						options: [
							// The harm and stress are "as appropriate", usually the foe's rank: the rules give no number.
							{ text: 'It’s worse than you thought: Endure Harm', followUps: [{ move: 'move:classic/suffer/endure_harm' }] },
							{ text: 'You are overcome: Endure Stress', followUps: [{ move: 'move:classic/suffer/endure_stress' }] },
							{ text: 'Your victory is short-lived: a new danger or foe, or a danger worsens' },
							{ text: 'Collateral damage: something of value is lost, or someone pays the cost' },
							{ text: 'You’ll pay for it: an objective falls out of reach' },
							{ text: 'Others won’t forget: you are marked for vengeance' },
						],
					},
				],
			},
			// A lost fight is over: its track is closed without being won.
			miss: { effects: [{ kind: 'track_status', status: 'forsaken' }], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'refused unless the last move in the fight was a strong hit', proves: ['CB-12'], stat: 'progress', track: { rank: 'dangerous', ticks: 28, kind: 'fight', decisive: false }, dice: [3, 6], expect: { refused: 'after-a-strong-hit' } },
			{
				name: 'refused when a roll in another fight came after the strong hit here',
				proves: ['CB-12'],
				stat: 'progress',
				sheet: { last_fight: '[[Tracks/Another fight]]' },
				track: { rank: 'dangerous', ticks: 28, kind: 'fight', decisive: true },
				dice: [3, 6],
				expect: { refused: 'right-after' },
			},
			{ name: 'strong hit: seven boxes beat a 3 and a 6, the foe is out', proves: ['PR-09', 'CB-12'], stat: 'progress', track: { rank: 'dangerous', ticks: 28, kind: 'fight', decisive: true }, dice: [3, 6], expect: { outcome: 'strong_hit', after: { 'track.status': 'complete' } } },
			{
				name: 'weak hit: the foe is out, and it’s worse than you thought: Endure Harm',
				proves: ['PR-09', 'CB-12'],
				stat: 'progress',
				track: { rank: 'formidable', ticks: 20, kind: 'fight', decisive: true },
				dice: [3, 8],
				choose: [1],
				expect: { outcome: 'weak_hit', after: { 'track.status': 'complete' }, followUps: ['move:classic/suffer/endure_harm'] },
			},
			{ name: 'weak hit: you are overcome, Endure Stress', proves: ['CB-12'], stat: 'progress', track: { rank: 'formidable', ticks: 20, kind: 'fight', decisive: true }, dice: [3, 8], choose: [2], expect: { followUps: ['move:classic/suffer/endure_stress'] } },
			{ name: 'miss: the fight is lost, Pay the Price', proves: ['PR-09', 'CB-12'], stat: 'progress', track: { rank: 'dangerous', ticks: 15, kind: 'fight', decisive: true }, dice: [4, 3], expect: { outcome: 'miss', after: { 'track.status': 'forsaken' }, followUps: [PTP] } },
			{ name: 'refused on a fight already won', stat: 'progress', track: { rank: 'dangerous', ticks: 40, kind: 'fight', status: 'complete' }, dice: [3, 6], expect: { refused: 'track-active' } },
		],
	},
	{
		id: 'move:classic/combat/battle',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 2)] },
			weak_hit: { followUps: [PAY_THE_PRICE] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: the objective is won, +2 momentum', proves: ['CB-14'], stat: 'wits', dice: [5, 2, 4], expect: { outcome: 'strong_hit', after: { momentum: 4 }, followUps: [] } },
			{ name: 'weak hit: won at a cost, Pay the Price', proves: ['CB-14'], stat: 'iron', dice: [3, 2, 9], expect: { outcome: 'weak_hit', after: { momentum: 2 }, followUps: [PTP] } },
			{ name: 'miss: defeated, Pay the Price', proves: ['CB-14'], stat: 'edge', dice: [2, 6, 9], expect: { outcome: 'miss', after: { momentum: 2 }, followUps: [PTP] } },
		],
	},
];
