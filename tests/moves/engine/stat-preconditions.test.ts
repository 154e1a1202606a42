import { describe, expect, it } from 'vitest';
import type { MoveModel } from '../../../src/moves/model';
import { allowedStat, failedPreconditions } from '../../../src/moves/engine/preconditions';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const HERO = '[[Hero]]';
const s: Situation = { ruleset: 'delve', moveId: 'move:delve/delve/delve_the_depths', character: HERO, impacts: [] };
const sheet = (stats: Record<string, unknown>) => new StateView({ [HERO]: { edge: 2, heart: 2, iron: 2, shadow: 2, wits: 2, ...stats } });
const narrowed = { id: s.moveId, stats: ['edge', 'shadow', 'wits'] } as unknown as MoveModel;
const open = { id: 'move:classic/adventure/face_danger' } as unknown as MoveModel;

/** A stat rolled is 1 to 3 (a sheet edited to 0 or 4 is not a legal character); a move may narrow which stats it rolls. */
describe('the stat a move rolls', () => {
	it('refuses a stat outside 1-3, naming it and its value', () => {
		expect(failedPreconditions(open, sheet({ iron: 4 }), s, ['iron'])).toEqual([
			{ id: 'iron-1-to-3', requires: { kind: 'stat_in_range', stat: 'iron' }, rule: 'A stat is 1 to 3; your iron is 4' },
		]);
		expect(failedPreconditions(open, sheet({ iron: 0 }), s, ['iron']).map((p) => p.id)).toEqual(['iron-1-to-3']);
	});

	it('takes 1 and 3, the edges of the range', () => {
		expect(failedPreconditions(open, sheet({ iron: 1, wits: 3 }), s, ['iron', 'wits'])).toEqual([]);
	});

	it('refuses a stat the move does not roll, naming the ones it does', () => {
		expect(failedPreconditions(narrowed, sheet({}), s, ['iron'])).toEqual([
			{ id: 'stat-not-allowed', requires: { kind: 'stat_in_range', stat: 'iron' }, rule: 'This move rolls +edge, +shadow, +wits, not +iron' },
		]);
		// Checked before any stat is named (the move's own preconditions), a narrowed move refuses nothing yet.
		expect(failedPreconditions(narrowed, sheet({}), s)).toEqual([]);
		expect(allowedStat(narrowed, 'iron')).toBe(false);
		expect(allowedStat(narrowed, 'wits')).toBe(true);
		expect(allowedStat(open, 'iron')).toBe(true);
		expect(allowedStat(undefined, 'iron')).toBe(true);
	});

	it('checks no range for what is not a stat (a meter or an asset rolled), nor without a character', () => {
		expect(failedPreconditions(open, sheet({ health: 5 }), s, ['health'])).toEqual([]);
		expect(failedPreconditions(open, sheet({ iron: 9 }), { ...s, character: undefined }, ['iron'])).toEqual([]);
	});

	it('checks every one of the five stats, and a move with no model still checks the range', () => {
		for (const stat of ['edge', 'heart', 'iron', 'shadow', 'wits']) {
			expect(failedPreconditions(undefined, sheet({ [stat]: 0 }), s, [stat]).map((p) => p.id)).toEqual([`${stat}-1-to-3`]);
		}
	});

	it('a rule about the track is checked only when a track is given; any other only with a character', () => {
		const model = {
			id: s.moveId,
			preconditions: [
				{ id: 'active', requires: { kind: 'track_active' }, rule: 'The track must be active' },
				{ id: 'not-forsaken', requires: { kind: 'track_not', status: 'forsaken' }, rule: 'Not a forsaken track' },
				{ id: 'in-control', requires: { kind: 'position', position: 'in_control' }, rule: 'You must be in control' },
			],
		} as unknown as MoveModel;
		const T = '[[Tracks/Site]]';
		const v = new StateView({ [HERO]: { position: 'in a bad spot' }, [T]: { status: 'forsaken' } });
		expect(failedPreconditions(model, v, s).map((p) => p.id)).toEqual(['in-control']);
		expect(failedPreconditions(model, v, { ...s, track: T }).map((p) => p.id)).toEqual(['active', 'not-forsaken', 'in-control']);
		expect(failedPreconditions(model, v, { ...s, track: T, character: undefined }).map((p) => p.id)).toEqual(['active', 'not-forsaken']);
	});
});
