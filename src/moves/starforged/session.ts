import type { MoveModel } from '../model';
import { gain, nextMove } from './shared';

/** Ironsworn: Starforged, session moves (seed 003 lines 1-66). */
export const STARFORGED_SESSION = (): MoveModel[] => [
	{
		id: 'move:starforged/session/begin_a_session',
		// The flag, the recap and the scene are table talk; only the vignette changes the sheet.
		noRoll: {
			choices: [
				{
					pick: 1,
					upTo: true,
					// Every character at the table: the party on the sheet (MO-26).
					options: [{ text: 'Spotlight a danger, opportunity or insight in a vignette: all players take +1 momentum', effects: [{ kind: 'gauge', gauge: 'momentum', amount: 1, everyone: true }] }],
				},
			],
		},
		outcomes: {},
		examples: [
			{ name: 'a spotlight vignette gives +1 momentum', proves: ['MO-26'], sheet: { momentum: 2 }, dice: [], choose: [1], expect: { options: ['Spotlight a danger, opportunity or insight in a vignette: all players take +1 momentum'], after: { momentum: 3 } } },
			{ name: 'no vignette, no momentum', proves: ['MO-26'], sheet: { momentum: 2 }, dice: [], expect: { after: { momentum: 2 } } },
		],
	},
	{
		id: 'move:starforged/session/set_a_flag',
		outcomes: {},
		examples: [],
	},
	{
		// Reframe, refocus, replace, redirect, reshape: each is a change to the story, none to the sheet.
		id: 'move:starforged/session/change_your_fate',
		outcomes: {},
		examples: [],
	},
	{
		id: 'move:starforged/session/take_a_break',
		noRoll: {
			choices: [
				{
					pick: 1,
					options: [
						// An ally may take the +1 instead; this sheet records it for the one who took the break.
						{ text: 'Move on: +1 on the next move (not a progress move)', effects: [nextMove(1)] },
						{ text: 'Stop for now: End a Session', followUps: [{ move: 'move:starforged/session/end_a_session' }] },
					],
				},
			],
		},
		outcomes: {},
		examples: [
			{ name: 'move on: +1 kept for the next move', proves: ['SF-40'], dice: [], choose: [1], expect: { after: { pending_adds: [{ value: 1, reason: 'Take a Break' }] } } },
			{ name: 'stop for now: End a Session next', proves: ['SF-40'], dice: [], choose: [2], expect: { followUps: ['move:starforged/session/end_a_session'], after: { pending_adds: undefined } } },
		],
	},
	{
		id: 'move:starforged/session/end_a_session',
		noRoll: {
			choices: [
				{
					// Datasworn's two prompts for missed progress (README: where the seeds and Datasworn differ).
					pick: 2,
					upTo: true,
					options: [
						{ text: 'You strengthened your ties to a connection: Develop Your Relationship', followUps: [{ move: 'move:starforged/connection/develop_your_relationship' }] },
						{ text: 'You moved forward on a quest: Reach a Milestone', followUps: [{ move: 'move:starforged/quest/reach_a_milestone' }] },
					],
				},
				{ pick: 1, upTo: true, options: [{ text: 'Note a quest, connection or situation to focus on next session: take +1 momentum', effects: [gain('momentum', 1)] }] },
			],
		},
		outcomes: {},
		examples: [
			{ name: 'a focus noted for next session gives +1 momentum', proves: ['MO-26'], sheet: { momentum: 4 }, dice: [], choose: [3], expect: { after: { momentum: 5 }, followUps: [] } },
			{
				name: 'missed progress: Reach a Milestone next',
				dice: [],
				choose: [2],
				expect: {
					options: [
						'You strengthened your ties to a connection: Develop Your Relationship',
						'You moved forward on a quest: Reach a Milestone',
						'Note a quest, connection or situation to focus on next session: take +1 momentum',
					],
					followUps: ['move:starforged/quest/reach_a_milestone'],
					after: { momentum: 2 },
				},
			},
		],
	},
];
