/**
 * The characters of YAML a one-pass key count must know (src/journal/key-count.ts): blanks,
 * and where a quoted scalar or a `|` / `>` block of text ends, so the marks inside them are
 * not taken for keys. Kept apart from the scan's state machine, which is long enough alone.
 */
export const LF = 10;
export const CR = 13;
export const SPACE = 32;
export const TAB = 9;
export const HASH = 35;

export const isWhite = (c: number) => c === SPACE || c === TAB || c === CR || c === LF;
/** A space, a line break or the end: what makes `:`, `-` and `?` indicators in block context. */
export const blankAt = (src: string, i: number) => i >= src.length || isWhite(src.charCodeAt(i));

/**
 * Where a quoted scalar that opens at `i` closes (it may run over lines, as in yaml), or where
 * the scan gave up, negated less one: at the end, or at a line starting a new document.
 */
export function closingQuote(src: string, i: number): number {
	const quote = src.charCodeAt(i);
	for (let k = i + 1; k < src.length; k++) {
		const c = src.charCodeAt(k);
		if (c === LF && (src.startsWith('---', k + 1) || src.startsWith('...', k + 1))) return -k - 1;
		if (quote === 34 && c === 92) k++;
		else if (c === quote) {
			if (quote === 39 && src.charCodeAt(k + 1) === 39) k++;
			else return k;
		}
	}
	return -src.length - 1;
}

/** Past the content lines of a `|` or `>` text whose header is at `i`, or -1 when the header is not one. */
export function skipBlockScalar(src: string, i: number, owner: number): number {
	let eol = src.indexOf('\n', i);
	if (eol < 0) eol = src.length;
	const header = /^[|>]([1-9][+-]?|[+-][1-9]?)?[ \t\r]*(#.*)?$/.exec(src.slice(i, eol));
	if (!header) return -1;
	const digit = /[1-9]/.exec(header[1] ?? '');
	// Lines more indented than the owner are text; an explicit indent fixes where text must start.
	let content = digit ? owner + Number(digit[0]) : -1;
	let at = eol + 1;
	while (at < src.length) {
		let next = src.indexOf('\n', at);
		if (next < 0) next = src.length;
		let col = 0;
		while (src.charCodeAt(at + col) === SPACE) col++;
		const blank = at + col === next || (src.charCodeAt(at + col) === CR && at + col + 1 === next);
		if (!blank) {
			if (content < 0) content = col;
			if (col < content || col <= owner) return at;
		}
		at = next + 1;
	}
	return src.length;
}
