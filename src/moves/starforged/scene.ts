import type { Effect, MoveModel } from '../model';
import { PAY_THE_PRICE, TRACK_ACTIVE, gain, nextMove, progress } from './shared';

const clock = (segments: number): Effect => ({ kind: 'clock', segments });

const PTP = 'move:starforged/fate/pay_the_price';
const TRACK = { rank: 'dangerous', ticks: 0 };
const CLOCK = { segments: 4, filled: 0 };

/** Starforged scene challenge moves (seed 003 lines 936-1004): progress on the scene's track, tension on its clock. */
export const STARFORGED_SCENE = (): MoveModel[] => [
	// The track and its 4-segment tension clock are created where the scene is set up.
	{ id: 'move:starforged/scene_challenge/begin_the_scene', noRoll: {}, outcomes: {}, examples: [] },
	{
		id: 'move:starforged/scene_challenge/face_danger',
		track: 'scene_challenge',
		outcomes: {
			strong_hit: { effects: [progress(1)] },
			weak_hit: { effects: [progress(1), clock(1)] },
			miss: { effects: [clock(1)], followUps: [PAY_THE_PRICE] },
		},
		onMatch: {
			strong_hit: { effects: [progress(2)] },
			miss: { effects: [clock(2)], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: mark progress', proves: ['SF-22'], stat: 'edge', track: TRACK, clock: CLOCK, dice: [5, 2, 3], expect: { outcome: 'strong_hit', after: { 'track.ticks': 8, 'clock.filled': 0 } } },
			{ name: 'strong hit with a match: mark progress twice', proves: ['SF-22'], stat: 'wits', track: TRACK, clock: CLOCK, dice: [5, 3, 3], expect: { outcome: 'strong_hit', after: { 'track.ticks': 16 } } },
			{ name: 'weak hit: progress, and a clock segment', proves: ['SF-22'], stat: 'heart', track: TRACK, clock: CLOCK, dice: [3, 2, 8], expect: { outcome: 'weak_hit', after: { 'track.ticks': 8, 'clock.filled': 1 } } },
			{ name: 'strong hit on a full tension clock: no progress is marked', proves: ['SF-24'], stat: 'edge', track: TRACK, clock: { segments: 4, filled: 4 }, dice: [5, 2, 3], expect: { outcome: 'strong_hit', after: { 'track.ticks': 0 } } },
			{ name: 'miss: a segment and Pay the Price', proves: ['SF-22'], stat: 'iron', track: TRACK, clock: CLOCK, dice: [1, 6, 7], expect: { outcome: 'miss', after: { 'track.ticks': 0, 'clock.filled': 1 }, followUps: [PTP] } },
			{
				name: 'miss with a match: two segments fill the clock, time to Finish the Scene',
				proves: ['SF-22', 'SF-24'],
				stat: 'shadow',
				track: TRACK,
				clock: { segments: 4, filled: 2 },
				dice: [1, 7, 7],
				expect: { outcome: 'miss', after: { 'clock.filled': 4, 'clock.status': 'complete' }, followUps: [PTP] },
			},
		],
	},
	{
		id: 'move:starforged/scene_challenge/secure_an_advantage',
		track: 'scene_challenge',
		outcomes: {
			strong_hit: { effects: [gain('momentum', 2), nextMove(1)] },
			weak_hit: { choices: [{ pick: 1, options: [{ text: 'Take +2 momentum', effects: [gain('momentum', 2)] }, { text: 'Add +1 on your next move (not a progress move)', effects: [nextMove(1)] }] }] },
			miss: { effects: [clock(1)], followUps: [PAY_THE_PRICE] },
		},
		onMatch: {
			strong_hit: { effects: [gain('momentum', 2), nextMove(1), progress(1)] },
			miss: { effects: [clock(2)], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{
				name: 'strong hit: both, +2 momentum and +1 on the next move',
				proves: ['SF-23'],
				stat: 'wits',
				track: TRACK,
				clock: CLOCK,
				dice: [5, 2, 3],
				expect: { outcome: 'strong_hit', after: { momentum: 4, pending_adds: [{ value: 1, reason: 'Secure an Advantage (Scene Challenge)' }], 'track.ticks': 0 } },
			},
			{ name: 'strong hit with a match: both, and mark progress', proves: ['SF-23'], stat: 'wits', track: TRACK, clock: CLOCK, dice: [5, 3, 3], expect: { outcome: 'strong_hit', after: { momentum: 4, 'track.ticks': 8 } } },
			{ name: 'weak hit: choose one', proves: ['SF-23'], stat: 'edge', track: TRACK, clock: CLOCK, dice: [3, 2, 8], choose: [1], expect: { outcome: 'weak_hit', options: ['Take +2 momentum', 'Add +1 on your next move (not a progress move)'], after: { momentum: 4 } } },
			{ name: 'miss: a segment and Pay the Price', proves: ['SF-23'], stat: 'heart', track: TRACK, clock: CLOCK, dice: [2, 5, 9], expect: { outcome: 'miss', after: { 'clock.filled': 1 }, followUps: [PTP] } },
			{ name: 'miss with a match: two segments', proves: ['SF-23'], stat: 'iron', track: TRACK, clock: CLOCK, dice: [2, 8, 8], expect: { outcome: 'miss', after: { 'clock.filled': 2 }, followUps: [PTP] } },
		],
	},
	{
		id: 'move:starforged/scene_challenge/finish_the_scene',
		track: 'scene_challenge',
		preconditions: [TRACK_ACTIVE],
		outcomes: {
			strong_hit: { effects: [{ kind: 'track_status', status: 'complete' }] },
			weak_hit: { effects: [{ kind: 'track_status', status: 'complete' }], followUps: [{ ...PAY_THE_PRICE, note: 'a minor cost for the scene' }] },
			// The scene ends either way; a failed objective is set aside as forsaken.
			miss: { effects: [{ kind: 'track_status', status: 'forsaken' }], followUps: [PAY_THE_PRICE] },
		},
		examples: [
			{ name: 'strong hit: the objective, unconditionally', proves: ['SF-24'], stat: 'progress', track: { rank: 'dangerous', ticks: 28 }, dice: [3, 5], expect: { outcome: 'strong_hit', after: { 'track.status': 'complete' }, followUps: [] } },
			{ name: 'weak hit: success, and a minor Pay the Price', proves: ['SF-24'], stat: 'progress', track: { rank: 'dangerous', ticks: 20 }, dice: [3, 8], expect: { outcome: 'weak_hit', after: { 'track.status': 'complete' }, followUps: [PTP] } },
			{ name: 'miss: failure, Pay the Price', proves: ['SF-24'], stat: 'progress', track: { rank: 'formidable', ticks: 8 }, dice: [5, 9], expect: { outcome: 'miss', after: { 'track.status': 'forsaken' }, followUps: [PTP] } },
			{ name: 'refused on a finished scene', stat: 'progress', track: { rank: 'dangerous', ticks: 40, status: 'complete' }, dice: [3, 5], expect: { refused: 'track-active' } },
		],
	},
];
