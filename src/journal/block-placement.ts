import { type Fence, closesFence, openingFence } from './fences';
import { frontmatterEnd } from '../state/frontmatter-text';

/**
 * Where a block goes so that it breaks nothing of the player's markdown, given the cursor (not
 * inside a code block: note-text.ts handles those). A block in the frontmatter would cut the
 * note's properties in two (on a character sheet, the sheet itself); in the middle of a line it
 * splits a heading or a sentence; between two rows of a table, two lines of a callout, a setext
 * heading and its underline, or inside a `$$` formula or a `%%` comment, it breaks that apart or
 * is hidden in it. In each case the block goes just after: the cursor moves forward only.
 * Only the lines around the cursor are read, and the note before it only where it holds a `$$`
 * or a `%%`: a long journal costs no more than a short one to write into.
 */
export function blockPlace(note: string, cursor: number): number {
	let at = afterFrontmatter(note, cursor);
	let line = lineOf(note, at);
	// Mid-line: after the line, so that it stays whole.
	if (at > line.start && at < line.end) at = line.end;
	else if (at === line.start && at < line.end) {
		// At a line's start, the block goes between the line before and this one.
		const before = previousLine(note, line);
		if (!before || (!sameStructure(note, before, line) && openRegion(note, line.start) === undefined)) return at;
		at = line.end;
	}
	line = lineOf(note, at);
	// At a line's end: past every line that continues the structure, or closes the region, it is in.
	const next = nextLine(note, line);
	const region = next ? openRegion(note, next.start) : undefined;
	if (region && next) return regionEnd(note, next, region);
	for (let after = next; after && sameStructure(note, line, after); after = nextLine(note, after)) line = after;
	return line.end;
}

interface Line {
	start: number;
	/** Before its line ending (a CR of CRLF belongs to the ending). */
	end: number;
	text: string;
}

const BOM = '\uFEFF';

/** The line holding `pos`; a byte order mark is no part of the first line. */
function lineOf(note: string, pos: number): Line {
	let start = note.lastIndexOf('\n', pos - 1) + 1;
	if (start === 0 && note.startsWith(BOM)) start = 1;
	const nl = note.indexOf('\n', pos);
	const stop = nl < 0 ? note.length : nl;
	const end = stop > start && note[stop - 1] === '\r' ? stop - 1 : stop;
	return { start, end, text: note.slice(start, end) };
}

function nextLine(note: string, line: Line): Line | undefined {
	const nl = note.indexOf('\n', line.end);
	return nl < 0 ? undefined : lineOf(note, nl + 1);
}

function previousLine(note: string, line: Line): Line | undefined {
	const first = note.startsWith(BOM) ? 1 : 0;
	return line.start <= first ? undefined : lineOf(note, line.start - 1);
}

/** The block never goes before the frontmatter's end: it would cut the note's properties in two. */
function afterFrontmatter(note: string, at: number): number {
	const end = frontmatterEnd(note);
	return end !== undefined && at <= end ? end : at;
}

const QUOTE = /^ {0,3}>/;
const TABLE_ROW = /^\s*\|/;
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;

/** Two neighbouring lines of one callout or quote, one table, or one setext heading. */
function sameStructure(note: string, a: Line, b: Line): boolean {
	const first = a.text;
	const second = b.text;
	if (first.trim() === '' || second.trim() === '') return false;
	if (QUOTE.test(first) && QUOTE.test(second)) return true;
	if (TABLE_ROW.test(first) && TABLE_ROW.test(second)) return true;
	if (first.includes('|') && second.includes('|') && (DELIMITER_ROW.test(second) || DELIMITER_ROW.test(first) || DELIMITER_ROW.test(previousLine(note, a)?.text ?? ''))) return true;
	return SETEXT_UNDERLINE.test(second) && !QUOTE.test(first) && !TABLE_ROW.test(first);
}

type Region = '$$' | '%%';

/** A line that opens or closes a `$$` formula or a `%%` comment: an odd count of the marker. */
function toggles(text: string, marker: Region): boolean {
	return text.split(marker).length % 2 === 0;
}

/** Lines that may open or close a fence or a region: the only ones the reading below needs. */
const CANDIDATE = /^.*(?:`{3}|~{3}|\$\$|%%).*$/gm;

/** The `$$` or `%%` region still open where the line at `pos` starts, the note's code blocks left out. */
function openRegion(note: string, pos: number): Region | undefined {
	if (note.lastIndexOf('$$', pos) < 0 && note.lastIndexOf('%%', pos) < 0) return undefined;
	let open: Region | undefined;
	let fence: Fence | undefined;
	CANDIDATE.lastIndex = 0;
	for (let m = CANDIDATE.exec(note); m && m.index < pos; m = CANDIDATE.exec(note)) {
		const text = m[0].replace(/\r$/, '').replace(BOM, '');
		if (fence) {
			if (closesFence(text, fence)) fence = undefined;
		} else if (open) {
			if (toggles(text, open)) open = undefined;
		} else {
			fence = openingFence(text);
			if (!fence) open = toggles(text, '$$') ? '$$' : toggles(text, '%%') ? '%%' : undefined;
		}
	}
	return open;
}

/** The end of the line that closes the region open at `line`, or the note's end. */
function regionEnd(note: string, line: Line, region: Region): number {
	for (let at: Line | undefined = line; at; at = nextLine(note, at)) if (toggles(at.text, region)) return at.end;
	return note.length;
}
