import type { Situation } from './situation';
import type { StateView } from './state-view';
import type { EffectReport } from './effects';

/** Whether the scene's tension clock is full: the scene is over but for Finish the Scene (SF-24). */
function clockFull(view: StateView, clock: string): boolean {
	return view.get(clock, 'status') === 'complete' || view.num(clock, 'filled') >= view.num(clock, 'segments', 4);
}

/**
 * A scene challenge marks no more progress once its tension clock is full (SF-24): the time is
 * up, and what is left is Finish the Scene. True (and said) when progress is held back.
 */
export function tensionHoldsProgress(view: StateView, s: Situation, r: EffectReport): boolean {
	const k = s.clock;
	if (!k || !s.track || view.get(s.track, 'kind') !== 'scene_challenge' || !clockFull(view, k)) return false;
	r.notes.push('The tension clock is full: no progress is marked. Finish the Scene.');
	return true;
}

/** Fills segments of the scene's tension clock; a full clock is complete, and says to Finish the Scene. */
export function fillTensionClock(view: StateView, s: Situation, segments: number, r: EffectReport): void {
	const k = s.clock;
	if (!k) {
		r.notes.push(`No tension clock was given: fill ${segments} segment${segments > 1 ? 's' : ''} by hand.`);
		return;
	}
	const size = view.num(k, 'segments', 4);
	const filled = Math.min(size, view.num(k, 'filled') + segments);
	view.set(k, 'filled', filled);
	if (filled >= size) {
		view.set(k, 'status', 'complete');
		r.notes.push('The tension clock is full: Finish the Scene.');
	}
}
