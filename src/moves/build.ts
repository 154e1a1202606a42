/** Small builders the move data files share, so each outcome reads like the rule it encodes. */
import type { Effect, Gauge, Precondition } from './model';

/** Take +n on a gauge. */
export const gain = (gauge: Gauge, n: number): Effect => ({ kind: 'gauge', gauge, amount: n });
/** Suffer −n on a gauge. */
export const lose = (gauge: Gauge, n: number): Effect => ({ kind: 'gauge', gauge, amount: -n });
export const progress = (times = 1): Effect => ({ kind: 'progress', times });
export const nextMove = (add: number, move?: string): Effect => (move ? { kind: 'next_move', add, move } : { kind: 'next_move', add });

export const TRACK_ACTIVE: Precondition = {
	id: 'track-active',
	requires: { kind: 'track_active' },
	rule: 'A progress move is made on an active track, not one already completed or forsaken',
};

/** Forsake Your Vow: a vow already forsaken or fulfilled is refused by what it is, not as a progress move. */
export const VOW_OPEN: Precondition[] = [
	{ id: 'already-forsaken', requires: { kind: 'track_not', status: 'forsaken' }, rule: 'This vow is already forsaken' },
	{ id: 'already-fulfilled', requires: { kind: 'track_not', status: 'complete' }, rule: 'This vow is already fulfilled: there is nothing left to forsake' },
];
