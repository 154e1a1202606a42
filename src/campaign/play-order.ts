import type { JournalBlock } from '../journal/block';
import type { FoundBlock } from '../journal/note-text';
import { type PlayStamp, compareStamps } from '../journal/play-order';
import { naturalCompare } from '../play/note-order';

/** A block where it stands: its note, its place in the note, and the place in play order it takes. */
export interface Placed<T> {
	path: string;
	item: T;
	/**
	 * The stamp it is ordered by: its own, or for a block without one the stamp of the block
	 * before it in its note (it was played after that one). None: written before blocks kept
	 * the time of play, and ordered as they always were, by note name and place.
	 */
	stamp: PlayStamp | undefined;
}

/**
 * Every block of the notes, in the campaign's play order. Blocks written before play order
 * existed come first, as they always were read (notes as a person counts, Session 2 before
 * Session 10, then top to bottom); then every stamped block by its time and sequence, a tie
 * (two writers in one millisecond) going by note and place. A block without a stamp below a
 * stamped one in its note (typed by hand, written by an older version) goes right after it.
 */
export function playOrder<T>(notes: ReadonlyMap<string, readonly T[]>, stampOf: (item: T) => PlayStamp | undefined): Placed<T>[] {
	const paths = [...notes.keys()].sort(naturalCompare);
	const placed: Placed<T>[] = [];
	let sorted = true;
	let previous: PlayStamp | undefined;
	for (const path of paths) {
		let carried: PlayStamp | undefined;
		for (const item of notes.get(path) ?? []) {
			carried = stampOf(item) ?? carried;
			const stamp = carried;
			// Already in order (one note, or notes named in the order they were played): no sort.
			if (previous && (!stamp || compareStamps(stamp, previous) < 0)) sorted = false;
			previous = stamp ?? previous;
			placed.push({ path, item, stamp });
		}
	}
	if (sorted) return placed;
	const rank = new Map(paths.map((p, i) => [p, i]));
	return placed
		.map((p, i) => ({ p, i }))
		.sort((x, y) => {
			const a = x.p.stamp;
			const b = y.p.stamp;
			if (!a || !b) return a === b ? x.i - y.i : a ? 1 : -1;
			const byTime = compareStamps(a, b);
			if (byTime !== 0) return byTime;
			const byNote = (rank.get(x.p.path) ?? 0) - (rank.get(y.p.path) ?? 0);
			return byNote !== 0 ? byNote : x.i - y.i;
		})
		.map(({ p }) => p);
}

/** Found blocks in play order: the stamp of each that reads. */
export const blocksInPlayOrder = (notes: ReadonlyMap<string, readonly FoundBlock[]>): Placed<FoundBlock>[] => playOrder(notes, stampOfFound);

export const stampOfFound = (found: FoundBlock): PlayStamp | undefined => (found.result.ok ? found.result.block.played : undefined);

/** The block of a placed found block, when it reads. */
export const blockOf = (p: Placed<FoundBlock>): JournalBlock | undefined => (p.item.result.ok ? p.item.result.block : undefined);

/** Where a block stands, as the player finds it: "Journal/Session 1.md:42". */
export const placeOf = (p: Placed<FoundBlock>): string => `${p.path}:${p.item.startLine + 1}`;
