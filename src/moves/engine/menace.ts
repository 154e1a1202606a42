import { MAX_TICKS, isRank, markProgress } from '../../rules/progress';
import type { Situation } from './situation';
import type { StateView } from './state-view';

/**
 * Neither the rules nor Datasworn size a menace track (DV-25). Iron Ledger's choice, written in
 * docs/state.md: it is a ten-box track like a vow's, and one "mark menace" fills it as marking
 * progress on a vow of the threat's rank does. So a threat and the vow it opposes race on the
 * same scale, and a dangerous threat needs five marks to win.
 */
export const MENACE_TICKS = MAX_TICKS;

export const FORSAKE_YOUR_VOW = 'move:classic/quest/forsake_your_vow';

/** Marks menace on the move's threat; the last box means the threat wins and the vow is forsaken (DV-23). */
export function markMenace(view: StateView, s: Situation, times: number, r: { notes: string[]; triggered: { move: string; note?: string }[] }): void {
	const t = s.track;
	if (!t || view.get(t, 'kind') !== 'threat') {
		r.notes.push(`No threat was given: mark menace${times > 1 ? ` ${times} times` : ''} by hand.`);
		return;
	}
	const rank = view.get(t, 'rank');
	const before = view.num(t, 'menace');
	const after = markProgress(before, isRank(rank) ? rank : 'dangerous', times);
	view.set(t, 'menace', after);
	if (before < MENACE_TICKS && after >= MENACE_TICKS) {
		view.set(t, 'achieved', true);
		r.notes.push('The last menace box is marked: the threat achieves its goal. You must Forsake Your Vow.');
		r.triggered.push({ move: FORSAKE_YOUR_VOW, note: 'the threat achieved its goal' });
	}
}
