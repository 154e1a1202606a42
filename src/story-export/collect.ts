import { BLOCK_LANGUAGE } from '../journal/block';
import type { StateStore } from '../play/note-store';
import { naturalCompare } from '../play/note-order';
import { findBlocks } from '../journal/note-text';
import { compareStamps } from '../journal/play-order';
import { type UnreadableNote, readForScan } from '../play/unreadable-notes';
import { readFrontmatter } from '../state/frontmatter-text';
import { StateError } from '../state/schema';

/** What the player asked to export: named notes, every note under folders, or every note that holds moves. */
export type StorySource = { kind: 'note'; path: string } | { kind: 'folder'; path: string } | { kind: 'played' };

export interface JournalNote {
	path: string;
	text: string;
}

type Reader = Pick<StateStore, 'read' | 'list'>;

export { naturalCompare };


/** Whether a note holds at least one iron-move fence (cheap test first: most notes hold none). */
export function holdsMoves(text: string): boolean {
	return text.includes(BLOCK_LANGUAGE) && /^ {0,3}(`{3,}|~{3,})[ \t]*iron-move[ \t]*\r?$/m.test(text);
}

/**
 * A note Iron Ledger keeps for itself (a sheet, a track, an oracle table, an earlier export):
 * not part of the story when a whole folder is exported. A note named on its own always is.
 */
function isLedgerNote(text: string): boolean {
	try {
		return typeof readFrontmatter(text).iron_ledger === 'string';
	} catch {
		// Frontmatter that is not valid YAML is the player's own business: the note is a journal note.
		return false;
	}
}

/**
 * The journal notes to tell as one story, in natural order by path, each once. Within folders
 * (and "every note with moves"), Iron Ledger's own notes and the file being written are left out,
 * and a note that cannot be read is added to `unreadable` rather than ending the export.
 */
export async function collectJournal(store: Reader, sources: readonly StorySource[], skip: readonly string[] = [], unreadable: UnreadableNote[] = []): Promise<JournalNote[]> {
	const byPath = new Map<string, string>();
	for (const source of sources) {
		if (source.kind === 'note') {
			const text = await store.read(source.path);
			if (text === null) throw new StateError(`There is no note at ${source.path}.`);
			byPath.set(source.path, text);
			continue;
		}
		const folder = source.kind === 'folder' ? source.path.replace(/\/+$/, '') : '';
		const paths = (await store.list(folder)).filter((p) => !skip.includes(p) && !byPath.has(p));
		for (const path of paths) {
			const text = await readForScan(store, path, unreadable);
			if (text === null || isLedgerNote(text)) continue;
			if (source.kind === 'played' && !holdsMoves(text)) continue;
			byPath.set(path, text);
		}
	}
	if (byPath.size === 0) throw new StateError(noneFound(sources));
	return inPlayOrder([...byPath.entries()].map(([path, text]) => ({ path, text })));
}

/**
 * The notes in the order they were played: each by the first block in it that has its place in
 * play order (src/journal/play-order.ts); notes without one (written before play order was
 * kept, or with no block) first, by name, as they always were. Within a note the text keeps
 * its own order: prose and blocks are told as written.
 */
function inPlayOrder(notes: JournalNote[]): JournalNote[] {
	const first = new Map(notes.map((n) => [n.path, findBlocks(n.text).find((b) => b.result.ok && b.result.block.played)]));
	const stampOf = (n: JournalNote) => {
		const b = first.get(n.path);
		return b?.result.ok ? b.result.block.played : undefined;
	};
	return notes.sort((a, b) => {
		const x = stampOf(a);
		const y = stampOf(b);
		if (!x || !y) return x === y ? naturalCompare(a.path, b.path) : x ? 1 : -1;
		return compareStamps(x, y) || naturalCompare(a.path, b.path);
	});
}

function noneFound(sources: readonly StorySource[]): string {
	const folders = sources.filter((s) => s.kind === 'folder').map((s) => s.path || 'the vault');
	if (folders.length > 0) return `No journal notes in ${folders.join(', ')}: nothing was exported.`;
	return 'No note in the vault holds an iron-move block yet: name the journal notes to export.';
}
