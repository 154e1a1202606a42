import { quoted } from '../journal/one-line';
import { StateError } from '../state/schema';

/**
 * In a wikilink everything after "|" is the text shown, not the note: `[[a|b]]` links to a.
 * A note whose own name holds "|" cannot be linked, so a change to it could not be undone
 * or verified: it is refused with a message rather than recorded against another note.
 */
function refusePipe(path: string): void {
	if (path.includes('|')) {
		throw new StateError(`${quoted(path)} has "|" in its name, which a link cannot hold (in [[a|b]] the b is only the text shown): rename the note.`);
	}
}

/** Notes are linked by their vault path without ".md", so a link resolves to one note. */
export function linkFor(path: string): string {
	refusePipe(path);
	return `[[${path.replace(/\.md$/, '')}]]`;
}

/** The note a wikilink points to; a plain path is taken as it is. */
export function pathFor(link: string): string {
	const stripped = link.replace(/^\[\[/, '').replace(/\]\]$/, '');
	const inner = link.startsWith('[[') ? (stripped.split('|')[0] ?? '') : stripped;
	refusePipe(inner);
	return inner.endsWith('.md') ? inner : `${inner}.md`;
}

/** A file name that is safe on every platform, from a player's title. */
export function safeName(title: string): string {
	// A name starting with a dot would make a hidden file, which Obsidian does not show.
	return title.replace(/[\\/:*?"<>|#^[\]]/g, ' ').replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '') || 'Untitled';
}
