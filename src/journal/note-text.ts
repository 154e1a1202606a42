import { BLOCK_LANGUAGE } from './block';
import { closesFence, enclosingFence, openingFence } from './fences';
import { lineEnding, withLineEnding } from './line-endings';
import { type ParseResult, parseBlock } from './parse';

const BOM = '\uFEFF';

export interface Insertion {
	text: string;
	/** Where the block starts and ends in the new text (offsets). */
	from: number;
	to: number;
	/** Where the inserted text goes in the old note, and the text itself (for an editor's replaceRange). */
	at: number;
	inserted: string;
}

/**
 * Inserts a fenced block at an offset so that it sits on its own lines. Only newlines
 * needed to separate it are added; no other character of the note changes. Inside someone
 * else's code block the block goes just after it, so neither swallows the other; in a fence
 * left open at the end of the note, that fence is closed first. The block (written with LF)
 * takes the note's own line ending, so a CRLF note stays CRLF.
 */
export function insertBlock(note: string, offset: number, fenced: string): Insertion {
	const eol = lineEnding(note);
	let at = Math.max(0, Math.min(note.length, offset));
	// Never between the CR and the LF of one line ending, nor before a byte order mark.
	if (at > 0 && note[at - 1] === '\r' && note[at] === '\n') at--;
	if (at === 0 && note.startsWith(BOM)) at = 1;
	const inside = enclosingFence(note, at);
	let close = '';
	if (inside?.end !== undefined) at = inside.end;
	else if (inside) {
		// Left open to the end: what follows the cursor stays in it; the block goes after, the fence closed.
		at = note.length;
		close = `${note.endsWith('\n') ? '' : eol}${inside.fence.char.repeat(inside.fence.length)}${eol}`;
	}
	const before = note.slice(0, at);
	const after = note.slice(at);
	const lead = close ? close : before === '' || before === BOM || before.endsWith('\n') ? '' : eol;
	const own = withLineEnding(fenced, eol);
	const closed = own.endsWith('\n') ? own : `${own}${eol}`;
	// Whatever followed the cursor must start its own line; if it already does (the cursor
	// was at the end of a line), the note's own line ending closes the block's last line.
	const ending = /^\r?\n/.exec(after)?.[0];
	const body = ending ? closed.slice(0, closed.endsWith('\r\n') ? -2 : -1) : closed;
	const inserted = `${lead}${body}`;
	const from = at + lead.length;
	return { text: before + inserted + after, from, to: from + body.length, at, inserted };
}

/** Appends a block at the end of a note, after a blank line. */
export function appendBlock(note: string, fenced: string): Insertion {
	// A code block left open at the end: closed first, with nothing added inside it.
	if (enclosingFence(note, note.length)) return insertBlock(note, note.length, fenced);
	const eol = lineEnding(note);
	const empty = note === '' || note === BOM;
	const separator = empty || /\r?\n\r?\n$/.test(note) ? '' : note.endsWith('\n') ? eol : eol + eol;
	return insertBlock(note + separator, note.length + separator.length, fenced);
}

export interface FoundBlock {
	/** 0-based line of the opening fence. */
	startLine: number;
	/** 0-based line of the closing fence (or the last line when it is missing). */
	endLine: number;
	source: string;
	closed: boolean;
	result: ParseResult;
}

/** Every `iron-move` block of a note, in order, each parsed. Lines end in LF or CRLF; `source` is joined with LF. */
export function findBlocks(note: string): FoundBlock[] {
	const lines = note.split(/\r?\n/);
	// A byte order mark is not part of the first line's text: a block may open the note.
	if (lines[0]?.startsWith(BOM)) lines[0] = lines[0].slice(1);
	const found: FoundBlock[] = [];
	for (let i = 0; i < lines.length; i++) {
		const open = openingFence(lines[i] as string);
		if (!open) continue;
		let end = i + 1;
		while (end < lines.length && !closesFence(lines[end] as string, open)) end++;
		// Another language's block is skipped whole: an iron-move fence inside it is its text.
		if (open.info !== BLOCK_LANGUAGE) {
			i = end;
			continue;
		}
		const closed = end < lines.length;
		const source = lines.slice(i + 1, end).join('\n');
		const result: ParseResult = closed
			? parseBlock(source)
			: { ok: false, errors: [{ line: Math.max(1, end - i - 1), message: 'The block has no closing ``` fence.' }] };
		found.push({ startLine: i, endLine: closed ? end : lines.length - 1, source, closed, result });
		i = end;
	}
	return found;
}
