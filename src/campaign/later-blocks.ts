import type { JournalBlock, StateChange } from '../journal/block';
import { type FoundBlock, findBlocks } from '../journal/note-text';
import { oneLine } from '../journal/one-line';
import type { StateStore } from '../play/note-store';
import { summarise } from '../journal/summary';
import { StateError } from '../state/schema';
import { pathFor } from './links';
import { type Placed, blocksInPlayOrder, placeOf } from './play-order';

/** A block of the journal where it stands, in play order. */
export interface PlayedBlock {
	path: string;
	found: FoundBlock;
	block: JournalBlock;
	/** "Journal/Session 1.md:42" */
	where: string;
}

/** Every note of the campaign that holds a block, with its blocks: read only where a note has one. */
async function journalNotes(store: StateStore, folder: string): Promise<Map<string, FoundBlock[]>> {
	const notes = new Map<string, FoundBlock[]>();
	for (const path of await store.list(folder)) {
		const text = await store.read(path).catch(() => null);
		if (!text?.includes('iron-move')) continue;
		const found = findBlocks(text);
		if (found.length > 0) notes.set(path, found);
	}
	return notes;
}

const played = (p: Placed<FoundBlock>): PlayedBlock | undefined =>
	p.item.result.ok ? { path: p.path, found: p.item, block: p.item.result.block, where: placeOf(p) } : undefined;

/** The campaign's blocks that read and are not undone, in play order. */
export async function blocksInPlay(store: StateStore, folder = ''): Promise<PlayedBlock[]> {
	const out: PlayedBlock[] = [];
	for (const p of blocksInPlayOrder(await journalNotes(store, folder))) {
		const b = played(p);
		if (b && !b.block.undone) out.push(b);
	}
	return out;
}

/** The blocks played after the one starting at `line` of `path` (not undone, readable), in play order. */
export async function blocksPlayedAfter(store: StateStore, path: string, line: number, folder = ''): Promise<PlayedBlock[]> {
	const all = blocksInPlayOrder(await journalNotes(store, folder));
	const at = all.findIndex((p) => p.path === path && p.item.startLine === line);
	if (at < 0) return [];
	return all.slice(at + 1).flatMap((p) => {
		const b = played(p);
		return b && !b.block.undone ? [b] : [];
	});
}

/**
 * Values that hang together on one note: XP earned and spent; a track's progress, ticks and
 * status (a track completed after its progress was marked). A change to one may rest on another.
 */
function family(key: string): string {
	if (/(^|_)xp(_|$)|experience/i.test(key)) return 'xp';
	if (['progress', 'ticks', 'status', 'boxes'].includes(key)) return 'track';
	return key;
}

const valueOf = (c: StateChange) => `${pathFor(c.note)}#${family(c.key)}`;

/** The first of `later` that changes a value `changes` change (or one resting on it), if any. */
export function firstInTheWay(changes: readonly StateChange[], later: readonly PlayedBlock[]): { block: PlayedBlock; change: StateChange } | undefined {
	const values = new Set(changes.map(valueOf));
	if (values.size === 0) return undefined;
	for (const b of later) {
		const change = b.block.changes.find((c) => values.has(valueOf(c)));
		if (change) return { block: b, change };
	}
	return undefined;
}

/** "Forge a Bond at Session 1.md:20": a later block named as the player finds it. */
export const nameOf = (b: PlayedBlock): string => `${oneLine(summarise(b.block)).replace(/\s+/g, ' ').slice(0, 80)} at ${oneLine(b.where)}`;

/**
 * Refuses an act on an older block (choose, burn, undo) when a block played after it changed a
 * value the act would change: the act would write a change from a value no longer there.
 */
export function refuseInTheWay(changes: readonly StateChange[], later: readonly PlayedBlock[], act: string, remedy: string): void {
	const hit = firstInTheWay(changes, later);
	if (!hit) return;
	const what = `${hit.change.key.replace(/_/g, ' ')} of ${oneLine(hit.change.note)}`;
	throw new StateError(`${act} is refused: ${what} was changed since, by ${nameOf(hit.block)}, played after it. ${remedy} Nothing was written.`);
}
