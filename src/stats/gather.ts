import type { ContentLibrary } from '../content/library';
import { packageOfId } from '../content/rulesets';
import { sidesOf } from '../content/map-oracle';
import type { NoteStore, StateStore } from '../play/note-store';
import { readForScan } from '../play/unreadable-notes';
import { type RollStats, RollTally, type TallyOptions } from './tally';

/** Which notes to count: the named notes, else every note under a folder ('' for the whole vault). */
export interface StatsScope {
	folder?: string;
	paths?: readonly string[];
}

/** A note named for the statistics that is not there: said, never counted as empty. */
export class NoSuchNoteError extends Error {
	override name = 'NoSuchNoteError';
}

/** Reads Datasworn for what a block does not keep: a table's die and a move's name, by id. */
export function contentLookups(content: ContentLibrary): TallyOptions {
	const entry = (id: string) => {
		const pkg = packageOfId(id);
		if (!pkg) return undefined;
		try {
			return content.index(pkg).byId.get(id);
		} catch {
			// A ruleset that cannot be loaded here knows nothing: the block's own words stand.
			return undefined;
		}
	};
	return {
		oracleSides: (id) => {
			const found = entry(id);
			const dice = found?.type === 'oracle_rollable' ? (found.node as { dice?: unknown }).dice : undefined;
			if (typeof dice !== 'string') return undefined;
			try {
				return sidesOf(dice);
			} catch {
				return undefined;
			}
		},
		moveName: (id) => {
			const found = entry(id);
			return found && (found.type === 'move' || found.type === 'asset_move') ? found.name : undefined;
		},
	};
}

/**
 * The campaign's roll statistics: the use case the palette and the CLI share. Each note is
 * read and counted in turn, and only the counts are kept.
 */
export async function gatherRollStats(store: NoteStore & Pick<StateStore, 'list'>, scope: StatsScope, options: TallyOptions = {}): Promise<RollStats> {
	const tally = new RollTally(options);
	const named = scope.paths !== undefined && scope.paths.length > 0;
	for (const path of named ? (scope.paths ?? []) : await store.list(scope.folder ?? '')) {
		// A listed note that cannot be read is named and left out; a named one is refused.
		let text = named ? await store.read(path) : await readForScan(store, path, tally.unreadable);
		let at = path;
		// A note named as Obsidian links it, without its extension.
		if (text === null && named && !path.endsWith('.md')) text = await store.read((at = `${path}.md`));
		// A listed note deleted since the listing is simply gone; a named one was a mistake.
		if (text === null && named) throw new NoSuchNoteError(`There is no note at ${path}.`);
		if (text !== null) tally.addNote(at, text);
	}
	return tally.result();
}
