/**
 * Line endings as the note has them. Notes written on Windows (or synced through tools that
 * convert) use CRLF; whatever Iron Ledger adds to such a note must use CRLF too, or the note
 * ends up with mixed endings that other tools, diffs and undo trip over.
 */
export type LineEnding = '\n' | '\r\n';

/** The ending most of the note's lines use; on a tie the first line's; LF for a note of one line. */
export function lineEnding(text: string): LineEnding {
	let crlf = 0;
	let lf = 0;
	let first: LineEnding | undefined;
	for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
		const cr = i > 0 && text[i - 1] === '\r';
		if (cr) crlf++;
		else lf++;
		first ??= cr ? '\r\n' : '\n';
	}
	if (crlf !== lf) return crlf > lf ? '\r\n' : '\n';
	return first ?? '\n';
}

/** Text Iron Ledger built with LF, in the note's ending. A CR already before an LF is kept as it is. */
export function withLineEnding(text: string, eol: LineEnding): string {
	return eol === '\n' ? text : text.replace(/\r?\n/g, '\r\n');
}

export interface Line {
	/** The line without its ending. */
	text: string;
	/** '\r\n', '\n', or '' for a last line with no ending. */
	end: string;
}

/** The note's lines, each with its own ending, so that joining them gives the note back byte for byte. */
export function splitLines(text: string): Line[] {
	const lines: Line[] = [];
	const re = /\r?\n/g;
	let start = 0;
	for (let m = re.exec(text); m; m = re.exec(text)) {
		lines.push({ text: text.slice(start, m.index), end: m[0] });
		start = m.index + m[0].length;
	}
	lines.push({ text: text.slice(start), end: '' });
	return lines;
}

export function joinLines(lines: readonly Line[]): string {
	return lines.map((l) => l.text + l.end).join('');
}
