import { findBlocks } from '../journal/note-text';
import { frontmatterEnd } from '../state/frontmatter-text';

/** Where a link goes instead of the cursor: after what it would break, on a line of its own. */
export type LinkPlace = { after: number; what: 'the frontmatter' | 'the move block' } | { refuse: string } | undefined;

function lineStarts(note: string): number[] {
	const starts = [0];
	for (let i = note.indexOf('\n'); i !== -1; i = note.indexOf('\n', i + 1)) starts.push(i + 1);
	return starts;
}

/** The end of a line, before its ending (CR included). */
function lineEnd(note: string, starts: number[], line: number): number {
	const next = starts[line + 1];
	if (next === undefined) return note.length;
	return note[next - 2] === '\r' ? next - 2 : next - 1;
}

/**
 * A link typed into the frontmatter would break the note's properties, and one inside an
 * iron-move block (or on its fence lines) the block's YAML: so when the selection touches
 * either, the link goes just after it. A block left open to the end of the note has no after.
 * Undefined: the cursor is a fine place.
 */
export function linkPlace(note: string, from: number, to: number): LinkPlace {
	const end = frontmatterEnd(note);
	if (end !== undefined && from <= end) return { after: end, what: 'the frontmatter' };
	const starts = lineStarts(note);
	for (const block of findBlocks(note)) {
		const start = starts[block.startLine] ?? 0;
		const end = lineEnd(note, starts, block.endLine);
		if (to < start || from > end) continue;
		if (!block.closed) return { refuse: `The cursor is in a move block left open (line ${block.startLine + 1}): close its fence first; no link was inserted.` };
		return { after: end, what: 'the move block' };
	}
	return undefined;
}
