import { oneLine } from '../journal/one-line';
import type { StateStore } from '../play/note-store';
import { type UnreadableNote, unreadableLine } from '../play/unreadable-notes';
import { StateError } from '../state/schema';
import { type Chapter, type Mechanics, type StoryProblem, chapterOf } from './chapters';
import { type StorySource, collectJournal } from './collect';
import { renderHtml } from './render-html';
import { renderMarkdown } from './render-md';
import { type StoryFormat, storyPath, writeStory } from './write';

export interface ExportRequest {
	sources: readonly StorySource[];
	mechanics: Mechanics;
	format: StoryFormat;
	/** Vault-relative; `Story.md` or `Story.html` at the vault's root when not given. */
	out?: string;
}

export interface ExportResult {
	path: string;
	written: 'created' | 'replaced';
	chapters: { path: string; title: string }[];
	/** Blocks that could not be read: kept in the story as text. */
	problems: StoryProblem[];
	/** Notes in a folder (or the vault) that could not be read: left out of the story, and as they were. */
	unreadable: UnreadableNote[];
}

/** The story's text from the journal notes, without writing it. */
export function storyText(notes: readonly { path: string; text: string }[], mechanics: Mechanics, format: StoryFormat, title = 'Story'): { text: string; chapters: Chapter[]; problems: StoryProblem[] } {
	const told = notes.map((n) => chapterOf(n, mechanics));
	const chapters = told.map((t) => t.chapter);
	const problems = told.flatMap((t) => t.problems);
	const text = format === 'md' ? renderMarkdown(chapters, mechanics) : renderHtml(chapters, title);
	return { text, chapters, problems };
}

/** Export the campaign as a story: the one use case the palette and the CLI share. */
export function exportStory(store: StateStore, request: ExportRequest): Promise<ExportResult> {
	return store.exclusive(async () => {
		const path = storyPath(request.out, request.format);
		const unreadable: UnreadableNote[] = [];
		const notes = await collectJournal(store, request.sources, [path], unreadable);
		if (notes.some((n) => n.path === path)) throw new StateError(`${path} is one of the notes to export: write the story to another file.`);
		const title = (path.split('/').pop() ?? path).replace(/\.(md|html)$/i, '');
		const { text, chapters, problems } = storyText(notes, request.mechanics, request.format, title);
		const written = await writeStory(store, path, text, request.format);
		return { path, written, chapters: chapters.map((c) => ({ path: c.path, title: c.title })), problems, unreadable };
	});
}

/** What the player is told: where the story went, each block kept as text, and each note left out. */
export function exportMessage(result: ExportResult): string[] {
	const count = `${result.chapters.length} chapter${result.chapters.length === 1 ? '' : 's'}`;
	const lines = [`${result.written === 'created' ? 'Wrote' : 'Replaced'} ${result.path}: ${count} (${result.chapters.map((c) => c.path).join(', ')}).`];
	for (const p of result.problems) lines.push(`${p.note}:${p.line}: a block that cannot be read is kept as text: ${oneLine(p.message)}`);
	lines.push(...result.unreadable.map(unreadableLine));
	return lines;
}
