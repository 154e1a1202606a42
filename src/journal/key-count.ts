/**
 * Counts the keys of a block's YAML in one pass over its characters, without the parser: a
 * hostile block of thousands of keys must be refused in a moment, and yaml's tokenizer took
 * most of a second on one. The count is exact for the shapes a player might write (block maps,
 * flow maps, lists of maps) and never below yaml's: where the YAML is ambiguous to a character
 * scan (a quote that might be inside a plain scalar, text that might continue one), the marks
 * are counted rather than skipped. What the cap protects is the parser's time, so erring high
 * on odd YAML is safe; erring low is not.
 */
import { CR, HASH, LF, SPACE, blankAt, closingQuote, isWhite, skipBlockScalar } from './key-scan-text';

interface Frame {
	map: boolean;
	/** Entries begun (a flow map's every entry is a key, with or without a colon) and colons seen. */
	entries: number;
	colons: number;
	pending: boolean;
}

/** The frame's keys: whichever of its two counts is higher, so that either reading being right is enough. */
const frameKeys = (f: Frame) => (f.map ? Math.max(f.entries, f.colons) : f.colons);

/** The scan's state; one instance per count. */
class KeyScan {
	keys = 0;
	private readonly flow: Frame[] = [];
	/** Columns of the block lists open here, innermost last. */
	private readonly seqs: number[] = [];
	// A node may start here (quoted scalar, flow collection, block text); or a plain scalar runs.
	private atStart = true;
	private inPlain = false;
	/** The column of the current entry (its key, or what follows its dash). */
	private entry = 0;
	/** The column lines must pass to continue a plain scalar begun here, and that of the one running. */
	private floor = -1;
	private plainFloor = -1;
	private lineBegin = 0;
	/** The line's first node may be a key yaml makes of it (one not followed by a value is still an item of the map). */
	private lineEntry = false;
	private entryCounted = false;
	private sawContent = false;
	/** When the last line ended on an indicator with no value: the column its value must pass; -2 when not. */
	private emptyCol = -1;
	private readonly unclosedUntil = [-1, -1];
	/** The column of the last `? `, whose `: ` is not another key. */
	private explicitCol = -1;

	constructor(private readonly src: string) {}

	run(): number {
		const src = this.src;
		let i = 0;
		let lineStart = true;
		while (i < src.length) {
			if (lineStart) {
				lineStart = false;
				i = this.startLine(i);
				continue;
			}
			const c = src.charCodeAt(i);
			if (c === LF) {
				this.endLine();
				lineStart = true;
				i++;
			} else if (isWhite(c)) i++;
			else if (c === HASH && (i === 0 || isWhite(src.charCodeAt(i - 1)))) {
				// A comment ends a plain scalar: the next line starts afresh.
				this.inPlain = false;
				const eol = src.indexOf('\n', i);
				i = eol < 0 ? src.length : eol;
			} else {
				this.sawContent = true;
				const next = this.flow.length > 0 ? this.inFlow(i, c) : this.inBlock(i, c);
				if (next < 0) {
					i = -next - 1;
					lineStart = true;
				} else i = next;
			}
		}
		for (const f of this.flow) this.keys += frameKeys(f);
		return this.keys;
	}

	private startLine(at: number): number {
		const src = this.src;
		this.lineBegin = at;
		let col = 0;
		while (src.charCodeAt(at + col) === SPACE) col++;
		const c = src.charCodeAt(at + col);
		// A blank line changes nothing: plain text may go on after it.
		if (at + col >= src.length || c === LF || (c === CR && src.charCodeAt(at + col + 1) === LF)) return at + col;
		this.sawContent = false;
		if (this.flow.length > 0) {
			if (this.inPlain) this.atStart = false;
			return at + col;
		}
		if (this.inPlain && col > this.plainFloor) {
			this.atStart = false;
			return at + col;
		}
		this.atStart = true;
		this.inPlain = false;
		this.entryCounted = false;
		const dash = c === 45 && blankAt(src, at + col + 1);
		const value = this.emptyCol !== -2 && (col > this.emptyCol || (dash && col >= this.emptyCol));
		const seqs = this.seqs;
		if (dash) {
			while (seqs.length > 0 && (seqs[seqs.length - 1] as number) > col) seqs.pop();
			const open = seqs[seqs.length - 1] === col;
			if (value && !open) seqs.push(col);
			// A dash where no list can be: yaml makes an item of the map of it.
			else if (!open) this.keys++;
		} else while (seqs.length > 0 && (seqs[seqs.length - 1] as number) >= col) seqs.pop();
		this.lineEntry = !value && !dash;
		this.entry = col;
		this.floor = value ? this.emptyCol : col;
		this.emptyCol = -2;
		return at + col;
	}

	private endLine(): void {
		if (!this.sawContent) return;
		this.emptyCol = this.flow.length === 0 && this.atStart && !this.inPlain ? this.entry : -2;
	}

	/** Where a quoted scalar opening at `at` closes, or -1. */
	private quoted(at: number): number {
		const kind = this.src.charCodeAt(at) === 34 ? 0 : 1;
		// A quote that found no closing one: later ones of its kind before where it stopped find none
		// either (or would close an empty one, and counting its marks then only errs high). Scanning again would be quadratic.
		if (at < (this.unclosedUntil[kind] as number)) return -1;
		const close = closingQuote(this.src, at);
		if (close < 0) this.unclosedUntil[kind] = -close - 1;
		// Text after a quote that ran over lines is on the closing quote's line.
		else this.lineBegin = Math.max(this.lineBegin, this.src.lastIndexOf('\n', close) + 1);
		return close;
	}

	/** A node starts: the line's first one may be a key. */
	private node(): void {
		if (this.lineEntry) {
			this.keys++;
			this.entryCounted = true;
		}
		this.lineEntry = false;
	}

	private open(c: number): void {
		this.flow.push({ map: c === 123, entries: 0, colons: 0, pending: c === 123 });
		this.atStart = true;
		this.inPlain = false;
	}

	private inFlow(i: number, c: number): number {
		const top = this.flow[this.flow.length - 1] as Frame;
		if (top.map && top.pending && c !== 44 && c !== 125) {
			top.entries++;
			top.pending = false;
		}
		if (c === 91 || c === 123) {
			// A collection right after a scalar or another collection, with no comma: yaml reads a pair.
			if (!this.atStart) top.colons++;
			this.open(c);
		} else if (c === 93 || c === 125) {
			this.keys += frameKeys(this.flow.pop() as Frame);
			this.atStart = false;
			this.inPlain = false;
		} else if (c === 44 || c === 58 || (c === 63 && this.atStart && blankAt(this.src, i + 1))) {
			if (c === 44 && top.map) top.pending = true;
			if (c !== 44) top.colons++;
			this.atStart = true;
			this.inPlain = false;
		} else {
			// A scalar right after a quoted one or a collection, with no comma: yaml reads a pair.
			if (!this.atStart && !this.inPlain) top.colons++;
			// A quoted scalar is stepped over whole; anything else here is plain text.
			const close = !this.inPlain && (c === 34 || c === 39) ? this.quoted(i) : -1;
			this.atStart = false;
			this.inPlain = close < 0;
			return close < 0 ? i + 1 : close + 1;
		}
		return i + 1;
	}

	/** The next offset; for block text, where the line after it starts, negated less one. */
	private inBlock(i: number, c: number): number {
		const src = this.src;
		if (!this.atStart) {
			if (c === 58 && (!this.inPlain || blankAt(src, i + 1))) this.colon();
			else if (c === 63 && !this.inPlain && blankAt(src, i + 1)) this.keys++;
			else if ((c === 91 || c === 123) && !this.inPlain) this.open(c);
			else if (!this.inPlain) {
				this.inPlain = true;
				this.plainFloor = this.floor;
			}
			return i + 1;
		}
		if ((c === 45 || c === 63) && blankAt(src, i + 1)) {
			// `- ` and `? `: an entry begins after them; `? ` is an explicit key.
			if (c === 63) this.keys++;
			this.explicitCol = c === 63 ? i - this.lineBegin : -1;
			this.lineEntry = false;
			let next = i + 1;
			while (src.charCodeAt(next) === SPACE) next++;
			this.floor = i - this.lineBegin;
			this.entry = next - this.lineBegin;
			return next;
		}
		if (c === 58 && blankAt(src, i + 1)) {
			this.lineEntry = false;
			// The `: ` of an explicit key's value, under its `? `: that key is counted.
			if (i - this.lineBegin === this.explicitCol) this.entryCounted = true;
			this.colon();
			return i + 1;
		}
		if (c === 124 || c === 62) {
			const after = skipBlockScalar(src, i, this.entry);
			if (after >= 0) {
				this.lineEntry = false;
				this.inPlain = false;
				this.atStart = false;
				this.emptyCol = -2;
				this.sawContent = false;
				return -after - 1;
			}
		}
		if (c === 38 || c === 33) {
			// An anchor or a tag comes before its node: the node may still start after it.
			while (i < src.length && !isWhite(src.charCodeAt(i))) i++;
			return i;
		}
		this.node();
		if (c === 91 || c === 123) {
			this.open(c);
			return i + 1;
		}
		const close = c === 34 || c === 39 ? this.quoted(i) : -1;
		this.atStart = false;
		if (close >= 0) return close + 1;
		this.inPlain = true;
		this.plainFloor = this.floor;
		return i + 1;
	}

	private colon(): void {
		if (this.entryCounted) this.entryCounted = false;
		else this.keys++;
		this.atStart = true;
		this.inPlain = false;
		this.floor = this.entry;
	}
}

export function countKeys(src: string): number {
	return new KeyScan(src).run();
}
