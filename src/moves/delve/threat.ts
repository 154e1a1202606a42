import type { MoveModel } from '../model';

const ADVANCE_A_THREAT = 'move:delve/threat/advance_a_threat';
const MENACE = { kind: 'menace', times: 1 } as const;
const SURPRISE = "a match: this development also exposes a surprising aspect of the threat's plan or nature";

/** Ironsworn: Delve, threat and rarity moves (seed 004 lines 157-212). */
export const DELVE_THREAT = (): MoveModel[] => [
	{
		id: ADVANCE_A_THREAT,
		// Its table is rolled as the move is made. How much one mark fills is Iron Ledger's choice (DV-25, engine/menace.ts).
		track: 'threat',
		// A threat whose last menace box is marked has won (DV-23): marking more changes nothing.
		preconditions: [{ id: 'threat-achieved', requires: { kind: 'track_flag', key: 'achieved', is: false }, rule: 'This threat has achieved its goal (its last menace box is marked): it advances no more' }],
		outcomes: {},
		noRoll: {
			table: {
				oracle: 'move.oracle_rollable:delve/threat/advance_a_threat.advance_a_threat',
				onMatch: { note: SURPRISE },
				rows: [
					{
						// Whether the player prevents it is the move they make next; the choice may wait for it.
						choices: [
							{
								pick: 1,
								options: [
									{ text: 'You prevent this development: Reach a Milestone', followUps: [{ move: 'move:classic/quest/reach_a_milestone' }] },
									{ text: 'You do not prevent it: mark menace', effects: [MENACE] },
								],
							},
						],
					},
					{ effects: [MENACE] },
					{ effects: [{ kind: 'menace', times: 2 }] },
				],
			},
		},
		examples: [
			{ name: '1-30: prevented, Reach a Milestone', proves: ['DV-22'], dice: [], table: 30, track: { rank: 'dangerous', ticks: 0, menace: 8 }, choose: [1], expect: { after: { 'track.menace': 8 }, followUps: ['move:classic/quest/reach_a_milestone'] } },
			{ name: '1-30: not prevented, mark menace', proves: ['DV-22'], dice: [], table: 1, track: { rank: 'dangerous', ticks: 0, menace: 8 }, choose: [2], expect: { after: { 'track.menace': 16 } } },
			{ name: '31-70: mark menace (a dangerous threat: two boxes)', proves: ['DV-22', 'DV-25'], dice: [], table: 31, track: { rank: 'dangerous', ticks: 0, menace: 8 }, expect: { after: { 'track.menace': 16 }, followUps: [] } },
			{ name: '71-100: mark menace twice', proves: ['DV-22'], dice: [], table: 71, track: { rank: 'formidable', ticks: 0, menace: 0 }, expect: { after: { 'track.menace': 8 } } },
			{
				name: 'the last menace box marked: the threat achieves its goal, Forsake Your Vow',
				proves: ['DV-23'],
				dice: [],
				table: 100,
				track: { rank: 'dangerous', ticks: 0, menace: 28 },
				expect: { after: { 'track.menace': 40, 'track.achieved': true }, followUps: ['move:classic/quest/forsake_your_vow'], tableNote: SURPRISE },
			},
			{
				name: 'a match on the d100 (55): the development also exposes a surprising aspect',
				proves: ['OR-21'],
				dice: [],
				table: 55,
				track: { rank: 'dangerous', ticks: 0, menace: 0 },
				expect: { after: { 'track.menace': 8 }, tableNote: SURPRISE },
			},
			{ name: 'menace left to fill: nothing follows', dice: [], table: 50, track: { rank: 'troublesome', ticks: 0, menace: 0 }, expect: { after: { 'track.menace': 12 }, followUps: [] } },
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
