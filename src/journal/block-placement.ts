import { closesFence, openingFence } from './fences';

/**
 * Where a block goes so that it breaks nothing of the player's markdown, given the cursor (not
 * inside a code block: note-text.ts handles those). A block in the frontmatter would cut the
 * note's properties in two (on a character sheet, the sheet itself); in the middle of a line it
 * splits a heading or a sentence; between two rows of a table, two lines of a callout, a setext
 * heading and its underline, or inside a `$$` formula or a `%%` comment, it breaks that apart or
 * is hidden in it. In each case the block goes just after: the cursor moves forward only.
 */
export function blockPlace(note: string, cursor: number): number {
	const lines = linesOf(note);
	let at = afterFrontmatter(note, lines, cursor);
	let index = lineAt(lines, at);
	const line = lines[index];
	if (!line) return at;
	// Mid-line: after the line, so that it stays whole.
	if (at > line.start && at < line.end) at = line.end;
	// At a line's start, the block goes between the line before and this one.
	if (at === line.start && at < line.end) {
		if (index === 0 || (!sameStructure(lines, index - 1, index) && openRegion(lines, index) === undefined)) return at;
		at = line.end;
	}
	index = lineAt(lines, at);
	// At a line's end: past every line that continues the structure, or closes the region, it is in.
	const region = openRegion(lines, index + 1);
	if (region) return regionEnd(note, lines, index + 1, region);
	while (index + 1 < lines.length && sameStructure(lines, index, index + 1)) index++;
	return (lines[index] as Line).end;
}

interface Line {
	start: number;
	/** Before its line ending (a CR of CRLF included in the ending). */
	end: number;
	text: string;
}

function linesOf(note: string): Line[] {
	const out: Line[] = [];
	// A byte order mark is no part of the first line: a block may go before that line.
	let start = note.startsWith('\uFEFF') ? 1 : 0;
	for (;;) {
		const nl = note.indexOf('\n', start);
		const stop = nl < 0 ? note.length : nl;
		const end = stop > start && note[stop - 1] === '\r' ? stop - 1 : stop;
		out.push({ start, end, text: note.slice(start, end) });
		if (nl < 0) return out;
		start = nl + 1;
	}
}

function lineAt(lines: readonly Line[], at: number): number {
	let i = 0;
	while (i + 1 < lines.length && (lines[i + 1] as Line).start <= at) i++;
	return i;
}

/** Frontmatter opens on the first line with `---` and closes with `---` or `...`; the block never goes before its end. */
function afterFrontmatter(note: string, lines: readonly Line[], at: number): number {
	if (lines[0]?.text.trimEnd() !== '---') return at;
	const close = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l.text));
	if (close < 0) return at;
	const end = (lines[close] as Line).end;
	return at <= end ? end : at;
}

const QUOTE = /^ {0,3}>/;
const TABLE_ROW = /^\s*\|/;
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;

/** Two neighbouring lines of one callout or quote, one table, or one setext heading. */
function sameStructure(lines: readonly Line[], a: number, b: number): boolean {
	const first = (lines[a] as Line).text;
	const second = (lines[b] as Line).text;
	if (first.trim() === '' || second.trim() === '') return false;
	if (QUOTE.test(first) && QUOTE.test(second)) return true;
	if (TABLE_ROW.test(first) && TABLE_ROW.test(second)) return true;
	if (first.includes('|') && second.includes('|') && (DELIMITER_ROW.test(second) || DELIMITER_ROW.test(lines[a - 1]?.text ?? '') || DELIMITER_ROW.test(first))) return true;
	return SETEXT_UNDERLINE.test(second) && !QUOTE.test(first) && !TABLE_ROW.test(first);
}

type Region = '$$' | '%%';

/** A line that opens or closes a `$$` formula or a `%%` comment: an odd count of the marker. */
function toggles(text: string, marker: Region): boolean {
	return text.split(marker).length % 2 === 0;
}

/** The `$$` or `%%` region still open before line `index`, reading the note outside its code blocks. */
function openRegion(lines: readonly Line[], index: number): Region | undefined {
	let open: Region | undefined;
	let fence: ReturnType<typeof openingFence>;
	for (let i = 0; i < index && i < lines.length; i++) {
		const text = (lines[i] as Line).text;
		if (fence) {
			if (closesFence(text, fence)) fence = undefined;
			continue;
		}
		if (open) {
			if (toggles(text, open)) open = undefined;
			continue;
		}
		fence = openingFence(text);
		if (fence) continue;
		if (toggles(text, '$$')) open = '$$';
		else if (toggles(text, '%%')) open = '%%';
	}
	return open;
}

/** The end of the line that closes the region open at line `index`, or the note's end. */
function regionEnd(note: string, lines: readonly Line[], index: number, region: Region): number {
	for (let i = index; i < lines.length; i++) if (toggles((lines[i] as Line).text, region)) return (lines[i] as Line).end;
	return note.length;
}
