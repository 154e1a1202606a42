import { RANKS, isRank, packRank } from '../rules/progress';
import { CLOCK_SEGMENTS_RANGE, TICKS_RANGE, TRACK_KINDS, TRACK_STATUSES } from '../state/schema';
import { NoteChecks, type SheetProblem } from './sheet-check-fields';

/** Checkboxes a track may hold: a threat's achieved, a site's explored, a fight's tide_turned and decisive. */
const TRACK_CHECKBOXES = ['achieved', 'explored', 'tide_turned', 'decisive'] as const;

/** A progress track: what readTrack reads (src/state/schema.ts), every problem said, and a threat's menace and a pack. */
export function checkTrack(fm: Record<string, unknown>, note: string): SheetProblem[] {
	const c = new NoteChecks(fm, note);
	c.oneOf('kind', TRACK_KINDS);
	// Every kind of track has a rank: it sets how much a mark fills.
	c.oneOf('rank', RANKS);
	c.oneOf('status', TRACK_STATUSES, 'active');
	c.int('ticks', TICKS_RANGE, { required: true });
	c.int('menace', TICKS_RANGE);
	for (const key of TRACK_CHECKBOXES) c.checkbox(key);
	if (fm.pack != null || fm.foe_rank != null) {
		const foe = c.oneOf('foe_rank', RANKS);
		const pack = c.int('pack', { min: 1, max: Infinity }, { required: true });
		if (pack !== undefined && isRank(foe) && pack >= 1 && !packRank(foe, pack)) {
			c.add('pack', `pack is ${pack} ${foe} foes, but a pack is 3 to 10 troublesome or dangerous foes.`);
		}
	}
	return c.problems;
}

/** A clock: its segments as readClock reads them, filled 0 to its segments, and active or complete. */
export function checkClock(fm: Record<string, unknown>, note: string): SheetProblem[] {
	const c = new NoteChecks(fm, note);
	const segments = c.int('segments', CLOCK_SEGMENTS_RANGE, { required: true });
	const known = segments !== undefined && segments >= CLOCK_SEGMENTS_RANGE.min && segments <= CLOCK_SEGMENTS_RANGE.max;
	c.int('filled', { min: 0, max: known ? segments : Infinity }, { required: true, ...(known ? { why: 'its segments' } : {}) });
	c.oneOf('status', ['active', 'complete'], 'active');
	return c.problems;
}
