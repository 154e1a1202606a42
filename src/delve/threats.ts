import { MENACE_TICKS } from '../moves/engine/menace';
import type { StateStore } from '../play/note-store';

/** The threats still at work: active, and their menace track not yet full (a full one has won). */
export async function activeThreats(store: StateStore, folder = ''): Promise<string[]> {
	const notes = await store.campaignNotes(folder);
	return notes
		.filter(({ fm }) => fm.iron_ledger === 'track' && fm.kind === 'threat' && (fm.status ?? 'active') === 'active' && fm.achieved !== true && !(typeof fm.menace === 'number' && fm.menace >= MENACE_TICKS))
		.map(({ path }) => path)
		.sort((a, b) => a.localeCompare(b));
}
