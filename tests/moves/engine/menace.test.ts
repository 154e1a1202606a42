import { describe, expect, it } from 'vitest';
import { newReport } from '../../../src/moves/engine/effects';
import { FORSAKE_YOUR_VOW, MENACE_TICKS, markMenace } from '../../../src/moves/engine/menace';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const THREAT = '[[Threats/Cult]]';
const s: Situation = { ruleset: 'delve', moveId: 'move:delve/threat/advance_a_threat', character: '[[Hero]]', impacts: [], track: THREAT };

/** Delve threats (DV-22, DV-23, DV-25): menace fills like progress on a vow of the threat's rank. */
describe('marking menace on a threat', () => {
	it('a dangerous threat marks 8 ticks a time; twice marks 16', () => {
		const v = new StateView({ [THREAT]: { kind: 'threat', rank: 'dangerous', menace: 0 } });
		markMenace(v, s, 2, newReport());
		expect(v.get(THREAT, 'menace')).toBe(16);
	});

	it('a threat without a rank is taken as dangerous', () => {
		const v = new StateView({ [THREAT]: { kind: 'threat', menace: 4 } });
		markMenace(v, s, 1, newReport());
		expect(v.get(THREAT, 'menace')).toBe(12);
	});

	it('the last box makes the threat achieve its goal and calls for Forsake Your Vow, once', () => {
		const v = new StateView({ [THREAT]: { kind: 'threat', rank: 'formidable', menace: MENACE_TICKS - 4 } });
		const r = newReport();
		markMenace(v, s, 1, r);
		expect(v.get(THREAT, 'menace')).toBe(MENACE_TICKS);
		expect(v.get(THREAT, 'achieved')).toBe(true);
		expect(r.triggered).toEqual([{ move: FORSAKE_YOUR_VOW, note: 'the threat achieved its goal' }]);
		expect(r.notes).toEqual(['The last menace box is marked: the threat achieves its goal. You must Forsake Your Vow.']);
		// Marking a full track again calls for nothing new.
		const again = newReport();
		markMenace(v, s, 1, again);
		expect(again.triggered).toEqual([]);
	});

	it('a box short of the end is not the goal', () => {
		const v = new StateView({ [THREAT]: { kind: 'threat', rank: 'epic', menace: MENACE_TICKS - 2 } });
		const r = newReport();
		markMenace(v, s, 1, r);
		expect(v.get(THREAT, 'menace')).toBe(MENACE_TICKS - 1);
		expect(v.get(THREAT, 'achieved')).toBeUndefined();
		expect(r.triggered).toEqual([]);
	});

	it('a track that is not a threat, or no track, marks nothing and says to mark by hand', () => {
		const v = new StateView({ [THREAT]: { kind: 'vow', rank: 'dangerous', menace: 0 } });
		const r = newReport();
		markMenace(v, s, 1, r);
		markMenace(v, { ...s, track: undefined }, 2, r);
		expect(v.changes()).toEqual([]);
		expect(r.notes).toEqual(['No threat was given: mark menace by hand.', 'No threat was given: mark menace 2 times by hand.']);
	});
});
