import { joinLines, lineEnding, splitLines } from './line-endings';

/** Where a block sits in a note, as findBlocks reports it. */
export interface BlockPlace {
	startLine: number;
	endLine: number;
	source: string;
}

/**
 * The note with one block's body rewritten, between its own fences. Each other line keeps
 * its bytes and ending, and the new lines take the note's ending (a CRLF note stays CRLF).
 * Returns null when the block is no longer what was read, so the caller can refuse.
 */
export function replaceBlockBody(note: string, place: BlockPlace, body: string): string | null {
	const lines = splitLines(note);
	const inner = lines.slice(place.startLine + 1, place.endLine);
	if (inner.map((l) => l.text).join('\n') !== place.source) return null;
	const eol = lineEnding(note);
	const fresh = body
		.trimEnd()
		.split('\n')
		.map((text) => ({ text, end: eol }));
	lines.splice(place.startLine + 1, inner.length, ...fresh);
	return joinLines(lines);
}
