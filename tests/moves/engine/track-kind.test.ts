import { describe, expect, it } from 'vitest';
import type { MoveModel } from '../../../src/moves/model';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';
import { wrongTrackKind } from '../../../src/moves/engine/track-kind';

const T = '[[Tracks/Ruins]]';
const model = (track?: string) => ({ id: 'move:classic/test', track }) as unknown as MoveModel;
const s: Situation = { ruleset: 'classic', moveId: 'move:classic/test', character: '[[Hero]]', impacts: [], track: T };
const kind = (k: unknown) => new StateView({ [T]: k === undefined ? {} : { kind: k } });

/** A progress move is made on its own kind of track: Strike on a fight, Fulfill Your Vow on a vow. */
describe('a move refuses a track of the wrong kind', () => {
	it('names the kind wanted, the kind given and how to fix it', () => {
		expect(wrongTrackKind(model('fight'), kind('delve_site'), s)).toBe(
			'is made on a fight track, but [[Tracks/Ruins]] is a delve site: give a fight with --track',
		);
	});

	it('takes the right kind, and a fight for a combat objective either way round', () => {
		expect(wrongTrackKind(model('vow'), kind('vow'), s)).toBeUndefined();
		expect(wrongTrackKind(model('fight'), kind('combat_objective'), s)).toBeUndefined();
		expect(wrongTrackKind(model('combat_objective'), kind('fight'), s)).toBeUndefined();
		expect(wrongTrackKind(model('combat_objective'), kind('vow'), s)).toMatch(/^is made on a combat objective track/);
	});

	it('takes a track that names no kind, a move that wants none, and no track at all', () => {
		expect(wrongTrackKind(model('fight'), kind(undefined), s)).toBeUndefined();
		expect(wrongTrackKind(model('fight'), kind(3), s)).toBeUndefined();
		expect(wrongTrackKind(model(undefined), kind('vow'), s)).toBeUndefined();
		expect(wrongTrackKind(model('fight'), kind('vow'), { ...s, track: undefined })).toBeUndefined();
	});

	it('a move with no model wants no kind', () => {
		expect(wrongTrackKind(undefined, kind('vow'), s)).toBeUndefined();
	});
});
