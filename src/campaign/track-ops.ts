import type { StateChange } from '../journal/block';
import type { StateStore } from '../play/note-store';
import { markProgress } from '../rules/progress';
import { readClock, readTrack, StateError } from '../state/schema';
import { applyChanges } from './changes';
import { linkFor } from './links';

async function trackAt(store: StateStore, path: string) {
	const fm = await store.frontmatter(path);
	if (fm === null) throw new StateError(`There is no note at ${path}.`);
	return readTrack(fm, path);
}

/** Mark progress on a track by its rank, `times` times; never past 10 boxes. */
export async function markTrack(store: StateStore, path: string, times = 1): Promise<StateChange[]> {
	const track = await trackAt(store, path);
	if (track.status !== 'active') throw new StateError(`${path} is ${track.status}: reopen it before marking progress.`);
	const to = markProgress(track.ticks, track.rank, times);
	const changes = to === track.ticks ? [] : [{ note: linkFor(path), key: 'ticks', from: track.ticks, to }];
	await applyChanges(store, changes);
	return changes;
}

export async function setTrackStatus(store: StateStore, path: string, status: 'complete' | 'forsaken'): Promise<StateChange[]> {
	const track = await trackAt(store, path);
	if (track.status === status) throw new StateError(`${path} is already ${status}.`);
	const changes = [{ note: linkFor(path), key: 'status', from: track.status, to: status }];
	await applyChanges(store, changes);
	return changes;
}

/** Fill segments of a clock; filling the last completes it. */
export async function advanceClock(store: StateStore, path: string, segments = 1): Promise<StateChange[]> {
	const fm = await store.frontmatter(path);
	if (fm === null) throw new StateError(`There is no note at ${path}.`);
	const clock = readClock(fm, path);
	if (clock.status === 'complete') throw new StateError(`${path} is already full.`);
	const to = Math.min(clock.segments, clock.filled + segments);
	const changes: StateChange[] = [{ note: linkFor(path), key: 'filled', from: clock.filled, to }];
	if (to === clock.segments) changes.push({ note: linkFor(path), key: 'status', from: clock.status, to: 'complete' });
	await applyChanges(store, changes);
	return changes;
}
