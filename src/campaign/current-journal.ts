import { compareStamps, lastStampIn, type PlayStamp } from '../journal/play-order';
import type { StateStore } from '../play/note-store';
import { naturalCompare } from '../play/note-order';

/**
 * The note of the block played last in the campaign: where the next move and the next sheet
 * change go when the player names no note, so a campaign played with the defaults keeps one
 * journal per session and reads in order. Each note is read for its last block's stamp only
 * (no block is parsed). Without any stamp (a journal written before play order was kept) it is
 * the last note with a block, by name, as blocks were always read.
 */
export async function lastPlayedNote(store: StateStore, folder = ''): Promise<string | undefined> {
	let best: { path: string; stamp: PlayStamp } | undefined;
	let lastByName: string | undefined;
	for (const path of await store.list(folder)) {
		const text = await store.read(path).catch(() => null);
		if (!text?.includes('iron-move')) continue;
		const stamp = lastStampIn(text);
		if (stamp && (!best || compareStamps(stamp, best.stamp) > 0 || (compareStamps(stamp, best.stamp) === 0 && naturalCompare(path, best.path) > 0))) best = { path, stamp };
		if (/^ {0,3}(`{3,}|~{3,})iron-move/m.test(text) && (!lastByName || naturalCompare(path, lastByName) > 0)) lastByName = path;
	}
	return best?.path ?? lastByName;
}
