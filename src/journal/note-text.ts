import { BLOCK_LANGUAGE } from './block';
import { closesFence, enclosingFence, openingFence } from './fences';
import { blockPlace } from './block-placement';
import { lineEnding, withLineEnding } from './line-endings';
import { type ParseResult, parseBlock, parseBlockIn } from './parse';
import { hasOddBreaks } from './simple-yaml';
import { type PlayClock, stampForNote } from './play-order';

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
 * takes the note's own line ending, so a CRLF note stays CRLF. With a play clock the block is
 * stamped with its place in play order (play-order.ts).
 */
export function insertBlock(note: string, offset: number, given: string, clock?: PlayClock): Insertion {
	// A writer that keeps play order stamps the block here, where it lands, from the note it lands in.
	const fenced = stampForNote(note, given, clock);
	const eol = lineEnding(note);
	let at = Math.max(0, Math.min(note.length, offset));
	// Never between the CR and the LF of one line ending, nor before a byte order mark.
	if (at > 0 && note[at - 1] === '\r' && note[at] === '\n') at--;
	if (at === 0 && note.startsWith(BOM)) at = 1;
	const inside = enclosingFence(note, at);
	let close = '';
	if (!inside) at = blockPlace(note, at);
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
	// Whatever followed the cursor must start its own line. At the end of a line the note's own
	// line ending closes the block's last line; at the start of one (a blank line between two
	// paragraphs) the block brings its own, so that line stays, and taking the block out gives
	// the note back as it was.
	const atLineEnd = lead !== '' && !close && /^\r?\n/.test(after);
	const body = atLineEnd ? closed.slice(0, closed.endsWith('\r\n') ? -2 : -1) : closed;
	const inserted = `${lead}${body}`;
	const from = at + lead.length;
	return { text: before + inserted + after, from, to: from + body.length, at, inserted };
}

/** Appends a block at the end of a note, after a blank line. */
export function appendBlock(note: string, fenced: string, clock?: PlayClock): Insertion {
	// A code block left open at the end: closed first, with nothing added inside it.
	if (enclosingFence(note, note.length)) return insertBlock(note, note.length, fenced, clock);
	const eol = lineEnding(note);
	const empty = note === '' || note === BOM;
	const separator = empty || /\r?\n\r?\n$/.test(note) ? '' : note.endsWith('\n') ? eol : eol + eol;
	return insertBlock(note + separator, note.length + separator.length, fenced, clock);
}

/**
 * The change that appends a block to a note, stamped with its place in play order the first
 * time it runs: a change made again (merged over another program's edit of the note) gives the
 * very same bytes, while another block, even one of the same text, gets a stamp of its own.
 */
export function appendingBlock(fenced: string, clock?: PlayClock): (note: string) => string {
	let stamped: string | undefined;
	return (note) => {
		stamped ??= stampForNote(note, fenced, clock);
		return appendBlock(note, stamped).text;
	};
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

/** Past the spaces (at most three) a fence line may start with, whether the line starts with `char` there (or either fence character). */
function fenceStart(note: string, pos: number, char?: number): boolean {
	let at = pos;
	while (at < pos + 3 && note.charCodeAt(at) === 32) at++;
	const c = note.charCodeAt(at);
	return char === undefined ? c === 96 || c === 126 : c === char;
}

/** The text of the line at [pos, eol): without the CR of a CRLF ending (a CR at the very end is no line ending). */
const lineText = (note: string, pos: number, eol: number) => note.slice(pos, eol > pos && eol < note.length && note.charCodeAt(eol - 1) === 13 ? eol - 1 : eol);

/** A block's lines [from, to) of the note joined with LF, as the lines' texts. */
function joined(note: string, from: number, to: number): string {
	const text = note.slice(from, to);
	return text.includes('\r') ? text.replace(/\r\n/g, '\n') : text;
}

/**
 * Every `iron-move` block of a note, in order, each parsed. Lines end in LF or CRLF; `source` is joined with LF.
 */
export function findBlocks(note: string): FoundBlock[] {
	const found: FoundBlock[] = [];
	eachBlock(note, (b) => found.push(b));
	return found;
}

/**
 * The same, handing each block over as it is parsed: a check of a long note keeps none of
 * them, and thousands of blocks kept alive to the end were a fifth of its time in the GC.
 * The note is walked line by line by offsets: only a line that starts like a fence is looked at twice.
 */
export function eachBlock(note: string, visit: (block: FoundBlock) => void): void {
	const n = note.length;
	const eolOf = (pos: number) => {
		const eol = note.indexOf('\n', pos);
		return eol < 0 ? n : eol;
	};
	// A byte order mark is not part of the first line's text: a block may open the note.
	let pos = note.startsWith(BOM) ? 1 : 0;
	let line = 0;
	// A note without CRs, tabs or Unicode line breaks has its blocks read in place.
	const inPlace = !hasOddBreaks(note);
	while (pos <= n) {
		const eol = eolOf(pos);
		const open = fenceStart(note, pos) ? openingFence(lineText(note, pos, eol)) : undefined;
		if (!open) {
			pos = eol + 1;
			line++;
			continue;
		}
		const startLine = line;
		const bodyStart = eol + 1;
		const char = open.char.charCodeAt(0);
		// Find the closing line, and where the line before it ends.
		let end = line + 1;
		let at = bodyStart;
		let lastEol = eol;
		while (at <= n) {
			const next = eolOf(at);
			if (fenceStart(note, at, char) && closesFence(lineText(note, at, next), open)) break;
			lastEol = next;
			at = next + 1;
			end++;
		}
		const closed = at <= n;
		// Another language's block is skipped whole: an iron-move fence inside it is its text.
		if (open.info === BLOCK_LANGUAGE) {
			// The body's last line ends before its line ending (CRLF or LF); an open block's runs to the end.
			const bodyEnd = closed ? lastEol - (note.charCodeAt(lastEol - 1) === 13 ? 1 : 0) : n;
			const source = end === startLine + 1 ? '' : joined(note, bodyStart, bodyEnd);
			const result: ParseResult = closed
				? inPlace
					? parseBlockIn(note, bodyStart, Math.max(bodyStart, bodyEnd), source)
					: parseBlock(source)
				: { ok: false, errors: [{ line: Math.max(1, end - startLine - 1), message: 'The block has no closing ``` fence.' }] };
			visit({ startLine, endLine: closed ? end : end - 1, source, closed, result });
		}
		pos = (closed ? eolOf(at) : n) + 1;
		line = end + 1;
	}
}
