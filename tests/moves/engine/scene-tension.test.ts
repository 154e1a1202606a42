import { describe, expect, it } from 'vitest';
import { newReport } from '../../../src/moves/engine/effects';
import { fillTensionClock, tensionHoldsProgress } from '../../../src/moves/engine/scene-tension';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const SCENE = '[[Tracks/Scene]]';
const CLOCK = '[[Tracks/Tension]]';
const at = (extra: Partial<Situation> = {}): Situation => ({ ruleset: 'starforged', moveId: 'move:starforged/scene_challenge/face_danger', character: '[[Hero]]', impacts: [], track: SCENE, clock: CLOCK, ...extra });
const view = (clock: Record<string, unknown>, kind = 'scene_challenge') => new StateView({ [SCENE]: { kind, ticks: 8 }, [CLOCK]: { segments: 6, filled: 0, ...clock } });

/** SF-24: a scene challenge marks no progress once its tension clock is full. */
describe('the tension clock of a scene challenge (SF-24)', () => {
	it('fills segments up to the clock size, no further, and a full clock says Finish the Scene', () => {
		const v = view({ filled: 4 });
		const r = newReport();
		fillTensionClock(v, at(), 1, r);
		expect(v.get(CLOCK, 'filled')).toBe(5);
		expect(v.get(CLOCK, 'status')).toBeUndefined();
		expect(r.notes).toEqual([]);
		fillTensionClock(v, at(), 2, r);
		expect(v.get(CLOCK, 'filled')).toBe(6);
		expect(v.get(CLOCK, 'status')).toBe('complete');
		expect(r.notes).toEqual(['The tension clock is full: Finish the Scene.']);
	});

	it('a clock with no size is a four-segment clock', () => {
		const v = new StateView({ [CLOCK]: { filled: 3 } });
		const r = newReport();
		fillTensionClock(v, at(), 1, r);
		expect(v.get(CLOCK, 'status')).toBe('complete');
		expect(v.get(CLOCK, 'filled')).toBe(4);
	});

	it('with no clock given, says how many segments to fill by hand', () => {
		const r = newReport();
		fillTensionClock(new StateView(), at({ clock: undefined }), 1, r);
		fillTensionClock(new StateView(), at({ clock: undefined }), 2, r);
		expect(r.notes).toEqual(['No tension clock was given: fill 1 segment by hand.', 'No tension clock was given: fill 2 segments by hand.']);
	});

	it('holds progress back once the clock is full or complete, and says so', () => {
		for (const clock of [{ filled: 6 }, { filled: 2, status: 'complete' }]) {
			const r = newReport();
			expect(tensionHoldsProgress(view(clock), at(), r)).toBe(true);
			expect(r.notes).toEqual(['The tension clock is full: no progress is marked. Finish the Scene.']);
		}
	});

	it('lets progress through while the clock has room, on any other track, or with no clock', () => {
		const r = newReport();
		expect(tensionHoldsProgress(view({ filled: 5 }), at(), r)).toBe(false);
		expect(tensionHoldsProgress(view({ filled: 6 }, 'vow'), at(), r)).toBe(false);
		expect(tensionHoldsProgress(view({ filled: 6 }), at({ clock: undefined }), r)).toBe(false);
		expect(tensionHoldsProgress(view({ filled: 6 }), at({ track: undefined }), r)).toBe(false);
		expect(r.notes).toEqual([]);
	});
});
