import { BLOCK_LANGUAGE } from './block';
import { type ParseResult, parseBlock } from './parse';

export interface Insertion {
	text: string;
	/** Where the block starts and ends in the new text (offsets). */
	from: number;
	to: number;
}

/**
 * Inserts a fenced block at an offset so that it sits on its own lines. Only newlines
 * needed to separate it are added; no other character of the note changes.
 */
export function insertBlock(note: string, offset: number, fenced: string): Insertion {
	const at = Math.max(0, Math.min(note.length, offset));
	const before = note.slice(0, at);
	const after = note.slice(at);
	const lead = before === '' || before.endsWith('\n') ? '' : '\n';
	const closed = fenced.endsWith('\n') ? fenced : `${fenced}\n`;
	// Whatever followed the cursor must start its own line; if it already does (the cursor
	// was at the end of a line), the note's own newline closes the block's last line.
	const body = after.startsWith('\n') ? closed.slice(0, -1) : closed;
	const inserted = `${lead}${body}`;
	const from = at + lead.length;
	return { text: before + inserted + after, from, to: from + body.length };
}

/** Appends a block at the end of a note, after a blank line. */
export function appendBlock(note: string, fenced: string): Insertion {
	const separator = note === '' ? '' : note.endsWith('\n\n') ? '' : note.endsWith('\n') ? '\n' : '\n\n';
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

const OPEN = new RegExp(`^(\`{3,}|~{3,})\\s*${BLOCK_LANGUAGE}\\s*$`);

/** Every `iron-move` block of a note, in order, each parsed. */
export function findBlocks(note: string): FoundBlock[] {
	const lines = note.split(/\r?\n/);
	const found: FoundBlock[] = [];
	for (let i = 0; i < lines.length; i++) {
		const open = OPEN.exec(lines[i] as string);
		if (!open) continue;
		const fence = open[1] as string;
		let end = i + 1;
		while (end < lines.length && !(lines[end] as string).trim().startsWith(fence)) end++;
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
