import { type PlayClock, stampFenced } from '../journal/play-order';

/**
 * The port every use case writes notes through. The Obsidian adapter implements it with
 * `Vault.process` and `processFrontMatter`; the CLI with the file system.
 */
export interface NoteStore {
	/** The note's text, or null when there is no such note. */
	read(path: string): Promise<string | null>;
	/** Read-modify-write in one step, so two quick edits never lose one another. Creates the note when missing. */
	process(path: string, change: (text: string) => string): Promise<string>;
	/** The clock that stamps each block written through this store with its place in play order; none in a bare test store. */
	readonly playClock?: PlayClock;
}

export interface CampaignNote {
	path: string;
	fm: Record<string, unknown>;
}

/** Notes with frontmatter state: characters, tracks, clocks. */
export interface StateStore extends NoteStore {
	/** The note's frontmatter, {} when it has none, null when there is no note. Throws on broken YAML. */
	frontmatter(path: string): Promise<Record<string, unknown> | null>;
	/** Changes frontmatter in place; the body and untouched keys are kept. Throws if the note is missing. */
	updateFrontmatter(path: string, change: (fm: Record<string, unknown>) => void): Promise<void>;
	/** Creates a note; refuses to overwrite one. */
	create(path: string, text: string): Promise<void>;
	/** Markdown notes under a folder ('' for all), vault-relative. */
	list(folder: string): Promise<string[]>;
	/**
	 * Notes under a folder that Iron Ledger keeps (an `iron_ledger` kind in their frontmatter),
	 * with their frontmatter. In Obsidian from an index kept by metadata events, so a palette
	 * command or the sidebar never reads the vault; a note that cannot be read is left out.
	 */
	campaignNotes(folder: string): Promise<CampaignNote[]>;
	/** Runs one read-decide-write use case at a time, so two quick moves never lose one another. */
	exclusive<T>(run: () => Promise<T>): Promise<T>;
}

/** Where a new journal block goes: the editor's cursor, or the end of a note. */
export interface BlockSink {
	insert(fenced: string): Promise<void>;
}

/**
 * A sink that stamps each block with its place in play order before it goes on: outermost, so
 * what is remembered for undo is the block as it stands in the note.
 */
export function stampingSink(sink: BlockSink, clock: PlayClock | undefined): BlockSink {
	if (!clock) return sink;
	return { insert: (fenced) => sink.insert(stampFenced(fenced, clock.next())) };
}

/** A sink that appends to the end of a note in a store. */
export function appendSink(store: NoteStore, path: string, append: (note: string, fenced: string) => string): BlockSink {
	return {
		insert: async (fenced) => {
			await store.process(path, (text) => append(text, fenced));
		},
	};
}
