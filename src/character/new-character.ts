import type { ContentLibrary } from '../content/library';
import type { StateStore } from '../play/note-store';
import { type NewCharacter, createCharacter, createTrack } from '../campaign/create';
import { checkBackgroundBonds, checkBackgroundVow, startingAssetsToPick } from './starting-play';

export interface StartingCharacter extends NewCharacter {
	/** PR-13: background bonds, one tick each on the bonds track. */
	bonds?: number;
	/** PR-18: the background vow, a track owned by the character. */
	vow?: { name?: string; rank?: string; folder: string };
}

export interface StartedCharacter {
	path: string;
	vow?: string;
	/** What the book still has the player pick, in words ("two paths"). */
	toPick: string[];
}

/**
 * A character as the book starts one: the sheet, its background bonds and its background vow.
 * Everything is checked before anything is written, and the store lands the notes together.
 */
export async function startCharacter(store: StateStore, content: ContentLibrary, input: StartingCharacter): Promise<StartedCharacter> {
	checkBackgroundBonds(input.ruleset, input.bonds);
	const rank = checkBackgroundVow(input.vow?.name, input.vow?.rank);
	const path = await createCharacter(store, content, input);
	const toPick = startingAssetsToPick(content.ruleset(input.ruleset), input.ruleset, input.assets ?? []);
	if (!rank || !input.vow?.name) return { path, toPick };
	const vow = await createTrack(store, {
		name: input.vow.name,
		kind: 'vow',
		rank,
		folder: input.vow.folder,
		owners: [`[[${path.replace(/\.md$/, '')}]]`],
	});
	return { path, vow, toPick };
}
