import type { StateChange } from '../journal/block';
import type { BlockSink, StateStore } from '../play/note-store';
import { markProgress } from '../rules/progress';
import { readClock, readTrack, StateError } from '../state/schema';
import { applyChanges } from './changes';
import { linkFor } from './links';
import { commitEdit } from '../character/sheet';

/** Writes the changes; with a journal note, as a `sheet` block there too, so undo and verify cover them. */
async function write(store: StateStore, changes: StateChange[], journal: string | BlockSink | undefined, what: string): Promise<void> {
	if (journal && changes.length > 0) await commitEdit(store, journal, what, changes);
	else await applyChanges(store, changes);
}

const name = (path: string) => path.replace(/\.md$/, '').split('/').pop() ?? path;

async function trackAt(store: StateStore, path: string) {
	const fm = await store.frontmatter(path);
	if (fm === null) throw new StateError(`There is no note at ${path}.`);
	return readTrack(fm, path);
}

/** Mark progress on a track by its rank, `times` times; never past 10 boxes. */
export async function markTrack(store: StateStore, path: string, times = 1, journal?: string | BlockSink): Promise<StateChange[]> {
	const track = await trackAt(store, path);
	if (track.status !== 'active') throw new StateError(`${path} is ${track.status}: reopen it before marking progress.`);
	const to = markProgress(track.ticks, track.rank, times);
	const changes = to === track.ticks ? [] : [{ note: linkFor(path), key: 'ticks', from: track.ticks, to }];
	await write(store, changes, journal, `Mark progress on ${name(path)}${times > 1 ? ` ${times} times` : ''}`);
	return changes;
}

export async function setTrackStatus(store: StateStore, path: string, status: 'complete' | 'forsaken', journal?: string | BlockSink): Promise<StateChange[]> {
	const track = await trackAt(store, path);
	if (track.status === status) throw new StateError(`${path} is already ${status}.`);
	const changes = [{ note: linkFor(path), key: 'status', from: track.status, to: status }];
	await write(store, changes, journal, `${name(path)}: ${status}`);
	return changes;
}

/** Fill segments of a clock; filling the last completes it. */
export async function advanceClock(store: StateStore, path: string, segments = 1, journal?: string | BlockSink): Promise<StateChange[]> {
	const fm = await store.frontmatter(path);
	if (fm === null) throw new StateError(`There is no note at ${path}.`);
	const clock = readClock(fm, path);
	if (clock.status === 'complete') throw new StateError(`${path} is already full.`);
	const to = Math.min(clock.segments, clock.filled + segments);
	const changes: StateChange[] = [{ note: linkFor(path), key: 'filled', from: clock.filled, to }];
	if (to === clock.segments) changes.push({ note: linkFor(path), key: 'status', from: clock.status, to: 'complete' });
	await write(store, changes, journal, `Advance ${name(path)} (${to}/${clock.segments})`);
	return changes;
}
