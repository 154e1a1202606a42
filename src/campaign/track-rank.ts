import type { IndexedEntry } from '../content/package-index';
import type { StateChange } from '../journal/block';
import type { BlockSink, StateStore } from '../play/note-store';
import { commitEdit } from '../character/sheet';
import { RANKS, type Rank, isRank, rankFromNumber } from '../rules/progress';
import { StateError, readTrack } from '../state/schema';
import { linkFor } from './links';

/**
 * PR-20: a foe's rank is the NPC's, raised one step for an unusually powerful one or lowered one
 * step for a weaker one, never past epic or troublesome; circumstances may shift it the same way
 * before the fight. The rank sets how much each hit marks, so it moves only before progress is
 * marked, and only on a foe's track: a vow's rank is the one it was sworn at.
 */

/** Tracks whose rank is a foe's. */
const FOE_KINDS = new Set(['fight', 'combat_objective']);

/** The rank Datasworn gives an NPC (1 troublesome … 5 epic), read by `track new --foe`. */
export function npcRank(entry: IndexedEntry): Rank {
	const raw = (entry.node as { rank?: unknown }).rank;
	const rank = typeof raw === 'number' ? rankFromNumber(raw) : undefined;
	if (!rank) throw new StateError(`${entry.name} has no rank to fight by: give --rank.`);
	return rank;
}

/** One step from `from`: `up`, `down`, or the neighbouring rank by name; anything further is refused. */
export function adjustRank(from: Rank, wanted: string): Rank {
	const word = wanted.trim().toLowerCase();
	const index = RANKS.indexOf(from);
	const step = word === 'up' ? 1 : word === 'down' ? -1 : undefined;
	if (step === undefined && !isRank(word)) throw new StateError(`Give the new rank as up, down, or one of ${RANKS.join(', ')}, not "${wanted}".`);
	const to = step === undefined ? (word as Rank) : RANKS[index + step];
	if (to === undefined) throw new StateError(`The rank is already ${from}: a foe is never ${step === 1 ? 'above epic' : 'below troublesome'} (PR-20).`);
	if (to === from) throw new StateError(`The rank is already ${from}.`);
	if (Math.abs(RANKS.indexOf(to) - index) !== 1) throw new StateError(`A rank moves one step at a time: ${from} goes to ${RANKS.filter((_, i) => Math.abs(i - index) === 1).join(' or ')}, not ${to} (PR-20).`);
	return to;
}

/** A foe's rank given with `--rank` beside `--foe`: the NPC's own, or one step from it. */
export function foeRank(npc: Rank, given: string | undefined): Rank {
	return given === undefined || given.trim().toLowerCase() === npc ? npc : adjustRank(npc, given);
}

/** `track rank PATH RANK|up|down`: a journaled change of a foe track's rank, before the fight. */
export async function setTrackRank(store: StateStore, path: string, wanted: string | undefined, journal: string | BlockSink): Promise<StateChange[]> {
	if (!wanted) throw new StateError(`Give the new rank: track rank ${path} up, down or a rank's name.`);
	const fm = await store.frontmatter(path);
	if (fm === null) throw new StateError(`There is no note at ${path}.`);
	const track = readTrack(fm, path);
	if (!FOE_KINDS.has(track.kind)) throw new StateError(`Only a foe's rank is adjusted (a fight or a combat objective): a ${track.kind.replace(/_/g, ' ')} keeps the rank it was given.`);
	if (track.status !== 'active') throw new StateError(`${path} is ${track.status}: its rank no longer matters.`);
	if (track.ticks > 0) throw new StateError(`${path} has progress marked: a foe's rank is set before the fight (PR-20).`);
	if (fm.pack !== undefined) throw new StateError(`${path} is a pack: its rank comes from its foes and their number.`);
	const to = adjustRank(track.rank, wanted);
	const changes: StateChange[] = [{ note: linkFor(path), key: 'rank', from: track.rank, to }];
	const name = path.replace(/\.md$/, '').split('/').pop() ?? path;
	await commitEdit(store, journal, `${name}: rank ${to}`, changes);
	return changes;
}
