import type { StateStore } from '../play/note-store';
import { readFrontmatter } from '../state/frontmatter-text';
import { StateError } from '../state/schema';
import { STORY_KIND } from './render-md';

export type StoryFormat = 'md' | 'html';
export const STORY_FORMATS: readonly StoryFormat[] = ['md', 'html'];

/** Where the story goes when the player names no file: the vault's root. */
export const DEFAULT_STORY_PATH: Record<StoryFormat, string> = { md: 'Story.md', html: 'Story.html' };

/** Whether a file is a story Iron Ledger exported before, which a new export may replace. */
export function isStoryExport(text: string, format: StoryFormat): boolean {
	if (format === 'md') {
		try {
			return readFrontmatter(text).iron_ledger === STORY_KIND;
		} catch {
			return false;
		}
	}
	return GENERATOR_TAG.test(headTags(text));
}

/** The export's own generator tag: `content` is "Iron Ledger", with a version after it or not. */
const GENERATOR_TAG = /<meta\s+name="generator"\s+content="Iron Ledger(?: [^"<>]*)?"\s*\/?>/i;

/**
 * The tags of an HTML file's head, and nothing that only looks like one: comments (closed or
 * not), and the text of elements whose content is not markup (a title, a script, a style),
 * are taken out first. A player's file that mentions the mark in such a place is still theirs.
 */
function headTags(text: string): string {
	const markup = text
		.replace(/<!--[\s\S]*?(?:-->|$)/g, '')
		.replace(/<(script|style|title|textarea|noscript|template|xmp)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '');
	const end = markup.search(/<\/head\s*>|<body\b/i);
	return end < 0 ? '' : markup.slice(0, end);
}

/** The out path as given, checked against the format: a story is never written under another kind of name. */
export function storyPath(out: string | undefined, format: StoryFormat): string {
	const path = (out ?? DEFAULT_STORY_PATH[format]).trim().replace(/^\.\/+/, '');
	if (path === '' || path.endsWith('/')) throw new StateError(`Name the file to write, such as ${DEFAULT_STORY_PATH[format]}.`);
	if (!path.toLowerCase().endsWith(`.${format}`)) throw new StateError(`${path} should end in .${format} for ${format === 'md' ? 'a markdown note' : 'an HTML file'}.`);
	return path;
}

/**
 * Writes the story: a new file, or over a story Iron Ledger exported before. A file the
 * player made is refused, and nothing is written.
 */
export async function writeStory(store: Pick<StateStore, 'read' | 'create' | 'process'>, path: string, text: string, format: StoryFormat): Promise<'created' | 'replaced'> {
	const existing = await store.read(path);
	if (existing === null) {
		await store.create(path, text);
		return 'created';
	}
	if (!isStoryExport(existing, format)) throw new StateError(`${path} is already there and is not a story Iron Ledger exported: nothing was written. Choose another file.`);
	await store.process(path, () => text);
	return 'replaced';
}
