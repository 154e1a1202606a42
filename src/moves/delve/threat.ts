import type { MoveModel } from '../model';

const ADVANCE_A_THREAT = 'move:delve/threat/advance_a_threat';

/** Ironsworn: Delve, threat and rarity moves (seed 004 lines 157-212). */
export const DELVE_THREAT = (): MoveModel[] => [
	{
		id: ADVANCE_A_THREAT,
		// The table is rolled elsewhere, and how much one "mark menace" fills is not stated (DV-25).
		track: 'threat',
		outcomes: {},
		noRoll: {
			choices: [
				{
					pick: 1,
					upTo: true,
					options: [{ text: 'You marked the last menace box: the threat achieves its goal; Forsake Your Vow', followUps: [{ move: 'move:classic/quest/forsake_your_vow' }] }],
				},
			],
		},
		examples: [
			{ name: 'the last menace box marked: Forsake Your Vow', proves: ['DV-23'], dice: [], choose: [1], expect: { followUps: ['move:classic/quest/forsake_your_vow'] } },
			{ name: 'menace left to fill: nothing follows', dice: [], expect: { followUps: [] } },
		],
	},
	{
		id: 'move:delve/threat/take_a_hiatus',
		outcomes: {},
		noRoll: {
			// Clearing conditions and filling meters only help, so they happen; a reset would cost high momentum, so it is the player's "any".
			effects: [{ kind: 'clear_conditions' }, { kind: 'restore', gauges: ['health', 'spirit', 'supply', 'companion_health'] }],
			choices: [{ pick: 1, upTo: true, options: [{ text: 'Set your momentum to its reset value', effects: [{ kind: 'momentum_reset' }] }] }],
			followUps: [{ move: ADVANCE_A_THREAT, note: 'once for each active threat' }],
		},
		examples: [
			{
				name: 'conditions cleared, banes and burdens kept, meters to max, then Advance a Threat',
				proves: ['DV-24', 'DB-17'],
				dice: [],
				sheet: { wounded: true, shaken: true, unprepared: true, encumbered: true, maimed: true, cursed: true, health: 1, spirit: 0, supply: 0 },
				expect: {
					after: { wounded: false, shaken: false, unprepared: false, encumbered: false, maimed: true, cursed: true, health: 5, spirit: 5, supply: 5 },
					followUps: [ADVANCE_A_THREAT],
				},
			},
			{ name: 'companion health to its max', proves: ['DV-24'], dice: [], sheet: { hawk_health: 1 }, expect: { after: { hawk_health: 3 } } },
			{ name: 'momentum to its reset value', proves: ['MO-27', 'DV-24'], dice: [], sheet: { momentum: -4 }, choose: [1], expect: { after: { momentum: 2 } } },
			{ name: 'the reset counts the debilities left after the conditions clear', proves: ['MO-27', 'DB-17'], dice: [], sheet: { momentum: -4, wounded: true, maimed: true }, choose: [1], expect: { after: { momentum: 1, wounded: false } } },
			{ name: 'high momentum may be kept', proves: ['DV-24'], dice: [], sheet: { momentum: 7 }, expect: { after: { momentum: 7 } } },
		],
	},
	{
		id: 'move:delve/rarity/wield_a_rarity',
		// It changes another move's action die (DV-16-18); the model has no way to say so, so the roll carries it.
		outcomes: {},
		noRoll: {},
		examples: [],
	},
];
