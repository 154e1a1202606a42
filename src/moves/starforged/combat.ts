import type { Effect, MoveModel, OptionSpec, Precondition } from '../model';
import { PAY_THE_PRICE, TRACK_ACTIVE, gain, nextMove, progress, sufferMove } from './shared';

const IN_CONTROL: Effect = { kind: 'position', position: 'in_control' };
const BAD_SPOT: Effect = { kind: 'position', position: 'bad_spot' };

const WHEN_IN_CONTROL: Precondition = { id: 'in-control', requires: { kind: 'position', position: 'in_control' }, rule: 'This move is made when you are in control' };
const WHEN_IN_A_BAD_SPOT: Precondition = { id: 'in-a-bad-spot', requires: { kind: 'position', position: 'bad_spot' }, rule: 'This move is made when you are in a bad spot' };

const PTP = 'move:starforged/fate/pay_the_price';

/** Starforged combat moves (seed 003 lines 429-563). Progress goes on the combat objective. */
export const STARFORGED_COMBAT = (): MoveModel[] => [
	{
		id: 'move:starforged/combat/enter_the_fray',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 2), IN_CONTROL] },
			// The roll decides whether you are in control: choosing the momentum leaves you in a bad spot.
			weak_hit: {
				choices: [
					{
						pick: 1,
						options: [
							{ text: 'Take +2 momentum (you begin in a bad spot)', effects: [gain('momentum', 2), BAD_SPOT] },
							{ text: 'You are in control', effects: [IN_CONTROL] },
						],
					},
				],
			},
			miss: { effects: [BAD_SPOT] },
		},
		examples: [
			{ name: 'strong hit: +2 momentum and in control', proves: ['SF-01', 'SF-02'], stat: 'edge', sheet: { position: 'in a bad spot' }, dice: [5, 3, 6], expect: { outcome: 'strong_hit', after: { momentum: 4, position: 'in control' } } },
			{
				name: 'weak hit: the momentum, in a bad spot',
				proves: ['SF-02'],
				stat: 'heart',
				dice: [3, 4, 6],
				choose: [1],
				expect: { outcome: 'weak_hit', options: ['Take +2 momentum (you begin in a bad spot)', 'You are in control'], after: { momentum: 4, position: 'in a bad spot' } },
			},
			{ name: 'weak hit: in control, no momentum', proves: ['SF-02'], stat: 'wits', sheet: { position: 'in a bad spot' }, dice: [3, 4, 6], choose: [2], expect: { after: { momentum: 2, position: 'in control' } } },
			{ name: 'miss: the fight begins in a bad spot', proves: ['SF-01', 'SF-02'], stat: 'iron', dice: [1, 8, 9], expect: { outcome: 'miss', after: { position: 'in a bad spot' }, followUps: [] } },
		],
	},
	{
		id: 'move:starforged/combat/gain_ground',
		track: 'combat_objective',
		preconditions: [WHEN_IN_CONTROL],
		outcomes: {
			strong_hit: { effects: [IN_CONTROL], choices: [{ pick: 2, options: GAIN_GROUND() }] },
			weak_hit: { effects: [IN_CONTROL], choices: [{ pick: 1, options: GAIN_GROUND() }] },
			miss: { effects: [BAD_SPOT], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit: choose two, progress and +2 momentum',
				proves: ['SF-03'],
				stat: 'iron',
				track: { rank: 'dangerous', ticks: 0 },
				dice: [6, 2, 5],
				choose: [1, 2],
				expect: { outcome: 'strong_hit', options: ['Mark progress', 'Take +2 momentum', 'Add +1 on your next move (not a progress move)'], after: { 'track.ticks': 8, momentum: 4, position: 'in control' } },
			},
			{
				name: 'weak hit: choose one, +1 on the next move',
				proves: ['SF-03'],
				stat: 'shadow',
				track: { rank: 'dangerous', ticks: 0 },
				dice: [3, 2, 9],
				choose: [3],
				expect: { outcome: 'weak_hit', after: { 'track.ticks': 0, pending_adds: [{ value: 1, reason: 'Gain Ground' }], position: 'in control' } },
			},
			{ name: 'miss: a bad spot and Pay the Price', proves: ['SF-03'], stat: 'edge', track: { rank: 'dangerous', ticks: 8 }, dice: [2, 7, 8], expect: { outcome: 'miss', after: { position: 'in a bad spot', 'track.ticks': 8 }, followUps: [PTP] } },
			{ name: 'refused in a bad spot', proves: ['SF-03'], stat: 'iron', sheet: { position: 'in a bad spot' }, dice: [6, 2, 5], expect: { refused: 'in-control' } },
		],
	},
	{
		id: 'move:starforged/combat/react_under_fire',
		preconditions: [WHEN_IN_A_BAD_SPOT],
		outcomes: {
			strong_hit: { effects: [IN_CONTROL, gain('momentum', 1)] },
			weak_hit: { effects: [BAD_SPOT], choices: [sufferMove(1)] },
			miss: { effects: [BAD_SPOT], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: in control, +1 momentum', proves: ['SF-04'], stat: 'edge', sheet: { position: 'in a bad spot' }, dice: [5, 1, 2], expect: { outcome: 'strong_hit', after: { position: 'in control', momentum: 3 } } },
			{
				name: 'weak hit: a suffer move (−1), still in a bad spot',
				proves: ['SF-04', 'SF-11'],
				stat: 'iron',
				sheet: { position: 'in a bad spot' },
				dice: [3, 4, 7],
				choose: [2],
				expect: {
					outcome: 'weak_hit',
					options: ['Lose Momentum (−1)', 'Endure Harm (−1)', 'Endure Stress (−1)', 'Sacrifice Resources (−1)', 'Companion Takes a Hit (−1)', 'Withstand Damage (−1)'],
					after: { position: 'in a bad spot' },
					followUps: ['move:starforged/suffer/endure_harm 1'],
				},
			},
			{ name: 'miss: still in a bad spot, Pay the Price', proves: ['SF-04'], stat: 'wits', sheet: { position: 'in a bad spot' }, dice: [2, 9, 9], expect: { outcome: 'miss', after: { position: 'in a bad spot' }, followUps: [PTP] } },
			{ name: 'refused when in control', proves: ['SF-04'], stat: 'edge', dice: [5, 1, 2], expect: { refused: 'in-a-bad-spot' } },
		],
	},
	{
		id: 'move:starforged/combat/strike',
		track: 'combat_objective',
		preconditions: [WHEN_IN_CONTROL],
		outcomes: {
			strong_hit: { effects: [progress(2), IN_CONTROL] },
			weak_hit: { effects: [progress(2), BAD_SPOT] },
			miss: { effects: [BAD_SPOT], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: progress twice, still in control', proves: ['SF-05'], stat: 'iron', track: { rank: 'dangerous', ticks: 8 }, dice: [5, 4, 6], expect: { outcome: 'strong_hit', after: { 'track.ticks': 24, position: 'in control' } } },
			{ name: 'weak hit: progress twice, then a bad spot', proves: ['SF-05'], stat: 'edge', track: { rank: 'formidable', ticks: 0 }, dice: [4, 3, 8], expect: { outcome: 'weak_hit', after: { 'track.ticks': 8, position: 'in a bad spot' } } },
			{ name: 'miss: a bad spot and Pay the Price', proves: ['SF-05'], stat: 'iron', track: { rank: 'formidable', ticks: 4 }, dice: [1, 5, 5], expect: { outcome: 'miss', after: { 'track.ticks': 4, position: 'in a bad spot' }, followUps: [PTP] } },
			{ name: 'refused in a bad spot', proves: ['SF-05'], stat: 'iron', sheet: { position: 'in a bad spot' }, track: { rank: 'dangerous', ticks: 0 }, dice: [5, 4, 6], expect: { refused: 'in-control' } },
		],
	},
	{
		id: 'move:starforged/combat/clash',
		track: 'combat_objective',
		preconditions: [WHEN_IN_A_BAD_SPOT],
		outcomes: {
			strong_hit: { effects: [progress(2), IN_CONTROL] },
			weak_hit: { effects: [progress(1), BAD_SPOT], followUps: [PAY_THE_PRICE] },
			miss: { effects: [BAD_SPOT], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: progress twice and in control', proves: ['SF-06'], stat: 'iron', sheet: { position: 'in a bad spot' }, track: { rank: 'dangerous', ticks: 0 }, dice: [6, 1, 3], expect: { outcome: 'strong_hit', after: { 'track.ticks': 16, position: 'in control' } } },
			{
				name: 'weak hit: progress once, a bad spot, Pay the Price',
				proves: ['SF-06'],
				stat: 'edge',
				sheet: { position: 'in a bad spot' },
				track: { rank: 'dangerous', ticks: 0 },
				dice: [4, 2, 9],
				expect: { outcome: 'weak_hit', after: { 'track.ticks': 8, position: 'in a bad spot' }, followUps: [PTP] },
			},
			{ name: 'miss: Pay the Price, no progress', proves: ['SF-06'], stat: 'iron', sheet: { position: 'in a bad spot' }, track: { rank: 'dangerous', ticks: 8 }, dice: [2, 6, 7], expect: { outcome: 'miss', after: { 'track.ticks': 8 }, followUps: [PTP] } },
			{ name: 'refused when in control', proves: ['SF-06'], stat: 'iron', track: { rank: 'dangerous', ticks: 0 }, dice: [6, 1, 3], expect: { refused: 'in-a-bad-spot' } },
		],
	},
	{
		id: 'move:starforged/combat/take_decisive_action',
		track: 'combat_objective',
		preconditions: [TRACK_ACTIVE],
		downgradeWhen: { kind: 'position', position: 'bad_spot' },
		outcomes: {
			strong_hit: { effects: [gain('momentum', 1), { kind: 'track_status', status: 'complete' }, IN_CONTROL] },
			// Rolling the table picks the same row as choosing it, so the rows are the options.
			weak_hit: { effects: [{ kind: 'track_status', status: 'complete' }, BAD_SPOT], choices: [{ pick: 1, options: DECISIVE_COSTS() }] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'in control, strong hit: +1 momentum, the objective complete',
				proves: ['SF-07', 'SF-08'],
				stat: 'progress',
				track: { rank: 'dangerous', ticks: 28 },
				dice: [3, 6],
				expect: { outcome: 'strong_hit', after: { momentum: 3, 'track.status': 'complete', position: 'in control' } },
			},
			{
				name: 'in a bad spot, a strong hit without a match counts as a weak hit',
				proves: ['SF-07', 'SF-08'],
				stat: 'progress',
				sheet: { position: 'in a bad spot' },
				track: { rank: 'dangerous', ticks: 28 },
				dice: [3, 6],
				choose: [1],
				expect: { outcome: 'strong_hit', countsAs: 'weak_hit', after: { momentum: 0, 'track.status': 'complete', position: 'in a bad spot' } },
			},
			{
				name: 'in a bad spot, a weak hit counts as a miss',
				proves: ['SF-07'],
				stat: 'progress',
				sheet: { position: 'in a bad spot' },
				track: { rank: 'dangerous', ticks: 20 },
				dice: [3, 8],
				expect: { outcome: 'weak_hit', countsAs: 'miss', after: { 'track.status': 'active', momentum: 2 }, followUps: [PTP] },
			},
			{
				name: 'in a bad spot, a strong hit with a match stays strong',
				proves: ['SF-07'],
				stat: 'progress',
				sheet: { position: 'in a bad spot' },
				track: { rank: 'dangerous', ticks: 28 },
				dice: [4, 4],
				expect: { outcome: 'strong_hit', after: { momentum: 3, 'track.status': 'complete', position: 'in control' } },
			},
			{
				name: 'in control, weak hit: a cost from the table, then a bad spot',
				proves: ['SF-08'],
				stat: 'progress',
				track: { rank: 'dangerous', ticks: 20 },
				dice: [3, 8],
				choose: [8],
				expect: {
					outcome: 'weak_hit',
					options: [...DECISIVE_COSTS().map((o) => o.text)],
					after: { 'track.status': 'complete', position: 'in a bad spot' },
				},
			},
			{ name: 'in control, miss: Pay the Price', proves: ['SF-08'], stat: 'progress', track: { rank: 'dangerous', ticks: 8 }, dice: [5, 9], expect: { outcome: 'miss', after: { 'track.status': 'active' }, followUps: [PTP] } },
			{ name: 'refused on a finished objective', stat: 'progress', track: { rank: 'dangerous', ticks: 40, status: 'complete' }, dice: [3, 6], expect: { refused: 'track-active' } },
		],
	},
	{
		id: 'move:starforged/combat/face_defeat',
		track: 'combat_objective',
		preconditions: [TRACK_ACTIVE],
		// The objective is cleared and gone; the bad spot holds only if objectives remain (a new one
		// counts), which the player knows and says (seed 003:544-546).
		noRoll: {
			effects: [{ kind: 'clear_progress', how: 'all' }, { kind: 'track_status', status: 'forsaken' }],
			choices: [{ pick: 1, options: [{ text: 'Objectives remain (or you make a new one): the fight continues, and you are in a bad spot', effects: [BAD_SPOT] }, { text: 'No objective remains: the fight is over' }] }],
			followUps: [PAY_THE_PRICE],
		},
		outcomes: {},
		examples: [
			{
				name: 'the objective is cleared, Pay the Price; objectives remain, a bad spot',
				proves: ['SF-09'],
				track: { rank: 'formidable', ticks: 12 },
				dice: [],
				choose: [1],
				expect: { after: { 'track.ticks': 0, 'track.status': 'forsaken', position: 'in a bad spot' }, followUps: [PTP] },
			},
			{
				name: 'no objective remains: the fight is over, no bad spot',
				proves: ['SF-09'],
				track: { rank: 'formidable', ticks: 12 },
				dice: [],
				choose: [2],
				expect: { after: { 'track.ticks': 0, 'track.status': 'forsaken', position: 'in control' }, followUps: [PTP] },
			},
		],
	},
	{
		id: 'move:starforged/combat/battle',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 2)] },
			weak_hit: { followUps: [PAY_THE_PRICE] },
			miss: { followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: +2 momentum', proves: ['SF-10'], stat: 'heart', dice: [5, 2, 3], expect: { outcome: 'strong_hit', after: { momentum: 4 }, followUps: [] } },
			{ name: 'weak hit: the objective at a cost, Pay the Price', proves: ['SF-10'], stat: 'wits', dice: [4, 5, 9], expect: { outcome: 'weak_hit', after: { momentum: 2 }, followUps: [PTP] } },
			{ name: 'miss: Pay the Price', stat: 'iron', dice: [1, 5, 9], expect: { outcome: 'miss', followUps: [PTP] } },
		],
	},
];

function GAIN_GROUND(): OptionSpec[] {
	return [
		{ text: 'Mark progress', effects: [progress(1)] },
		{ text: 'Take +2 momentum', effects: [gain('momentum', 2)] },
		{ text: 'Add +1 on your next move (not a progress move)', effects: [nextMove(1)] },
	];
}

/** The Take Decisive Action table: its first row is itself a suffer move (−2), spelled out. */
function DECISIVE_COSTS(): OptionSpec[] {
	return [
		...sufferMove(2).options.map((o) => ({ ...o, text: `It's worse than you thought: ${o.text}` })),
		{ text: 'Victory is short-lived: a new peril or foe appears' },
		{ text: 'You face collateral damage: something is lost, damaged, or broken' },
		{ text: 'Others pay the price: someone else suffers the cost' },
		{ text: "Others won't forget: you are marked for vengeance" },
		{ text: 'It gets complicated: the true nature of a foe or objective is revealed' },
		// For a player who rolls rather than picks: the row rolled is theirs to act on.
		{ text: 'Roll on the table', roll: 'move.oracle_rollable:starforged/combat/take_decisive_action.take_decisive_action' },
	];
}
