/**
 * A fast reader for the plain YAML that Iron Ledger writes: block maps and lists, flow
 * lists of numbers, quoted and plain scalars, `|` text. It returns undefined for anything
 * else (anchors, tags, flow maps, odd indentation, comments after values…), and the caller
 * then uses the full `yaml` parser. A test checks that whatever it accepts, it reads
 * exactly as `yaml` does.
 *
 * It walks the source by offsets, one line at a time, and slices only keys and text values:
 * a journal check reads tens of thousands of blocks, and an object per line was most of its cost.
 */
import { BAIL, Bail, scalar } from './yaml-scalar';
import { SpanMap, hasKeySpan, isSpecialKey, toPlain } from './yaml-tree';

type Value = unknown;

const SPACE = 32;
const HASH = 35;
const DASH = 45;
const COLON = 58;
const OTHER_SPACE = /[\v\f\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\ufeff]/;
const otherSpace = (c: number) => c === 11 || c === 12 || (c >= 0xa0 && OTHER_SPACE.test(String.fromCharCode(c)));
const isKeyStart = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122) || c === 95;
const isKeyChar = (c: number) => isKeyStart(c) || (c >= 48 && c <= 57) || c === DASH;

/** The parsed value, or undefined when the source is not YAML this reader handles. */
export function readSimpleYaml(source: string): Value {
	const tree = readYamlTree(source);
	return tree === undefined ? undefined : toPlain(tree);
}

/**
 * The same, with maps left as spans of the source (see yaml-tree.ts). With more keys than
 * `maxKeys` in all, undefined: a map's keys are checked for repeats pair by pair.
 */
export function readYamlTree(source: string, maxKeys = Infinity): SpanMap | undefined {
	return hasOddBreaks(source) ? undefined : readYamlTreeIn(source, 0, source.length, maxKeys);
}

/** Tabs, CRs and the Unicode line breaks (which a line's `.` does not match): text the reader leaves to yaml. */
export function hasOddBreaks(text: string): boolean {
	return text.includes('\t') || text.includes('\r') || text.includes('\u2028') || text.includes('\u2029');
}

/**
 * The tree of the YAML at [from, to) of a larger text (a block inside its note), which the
 * caller has checked has no odd breaks. Reading inside the note spares a copy of each block,
 * and the note's characters are read faster than those of a slice of it.
 */
export function readYamlTreeIn(text: string, from: number, to: number, maxKeys = Infinity): SpanMap | undefined {
	try {
		return READER.start(text, from, to, maxKeys).document();
	} catch (error) {
		if (error instanceof Bail) return undefined;
		throw error;
	} finally {
		// The reader outlives the read: it must not keep the note alive.
		READER.start('', 0, 0, Infinity);
	}
}

/**
 * One reader, reused: V8 drops the hidden class of objects that all died at a full GC, and the
 * code compiled for it with it, so a reader made per block was recompiled after every GC and
 * ran several times slower. Reading never nests, so one instance serves every call.
 */
class Reader {
	private src = '';
	private to = 0;
	private maxKeys = Infinity;
	/** The current line: where it starts, its end (the LF or the end of the range), its indent (-1 when blank or a comment) and its text without spaces at either end. */
	private pos = 0;
	private eol = 0;
	private indent = -1;
	private ts = 0;
	private te = 0;
	private done = false;
	private keys = 0;
	/** The entries of the maps being read, innermost last, up to `top`; each map takes its own at its end. */
	private stack: unknown[] = [];
	private top = 0;

	start(src: string, from: number, to: number, maxKeys: number): this {
		// What a read left must not keep its note alive: a map clears its entries when it ends, so
		// only a bail leaves some, below `top`.
		if (this.stack.length > 3000) this.stack = [];
		else for (let i = 0; i < this.top; i++) this.stack[i] = 0;
		this.top = 0;
		this.src = src;
		this.to = to;
		this.maxKeys = maxKeys;
		this.done = false;
		this.keys = 0;
		this.indent = -1;
		this.load(from);
		return this;
	}

	document(): SpanMap | undefined {
		if (!this.peek() || this.indent !== 0) return undefined;
		const value = this.map(0, -1, 0);
		return this.peek() ? undefined : value;
	}

	private load(at: number): void {
		const src = this.src;
		let eol = src.indexOf('\n', at);
		if (eol < 0 || eol > this.to) eol = this.to;
		let ts = at;
		while (ts < eol && src.charCodeAt(ts) === SPACE) ts++;
		this.pos = at;
		this.eol = eol;
		if (ts === eol || src.charCodeAt(at) === HASH) {
			this.indent = -1;
			return;
		}
		let te = eol;
		while (src.charCodeAt(te - 1) === SPACE) te--;
		// Spaces are counted; other whitespace at either end (String.trim's) is left to yaml.
		if (otherSpace(src.charCodeAt(ts)) || otherSpace(src.charCodeAt(te - 1))) throw BAIL;
		this.indent = ts - at;
		this.ts = ts;
		this.te = te;
	}

	private next(): void {
		if (this.eol >= this.to) this.done = true;
		else this.load(this.eol + 1);
	}

	/** Skips blank and comment lines; false at the end of the source. */
	private peek(): boolean {
		while (!this.done && this.indent < 0) this.next();
		return !this.done;
	}

	/** Where the key of `key: value` text ends (its colon), or -1 when the text is no such key. */
	private keyEnd(from: number, end: number): number {
		const src = this.src;
		if (!isKeyStart(src.charCodeAt(from))) return -1;
		let k = from + 1;
		while (k < end && isKeyChar(src.charCodeAt(k))) k++;
		if (k >= end || src.charCodeAt(k) !== COLON) return -1;
		return k + 1 === end || src.charCodeAt(k + 1) === SPACE ? k : -1;
	}

	/** A map at `indent`; its first `key: value` may already be consumed, at [from, end) (a list item's). */
	private map(indent: number, from: number, end: number): SpanMap {
		const base = this.top;
		for (;;) {
			if (from < 0) {
				if (!this.peek() || this.indent < indent) {
					const out = new SpanMap(this.src, this.stack.slice(base, this.top));
					for (let i = base; i < this.top; i++) this.stack[i] = 0;
					this.top = base;
					return out;
				}
				if (this.indent > indent) throw BAIL;
				from = this.ts;
				end = this.te;
				this.next();
			}
			const colon = this.keyEnd(from, end);
			if (colon < 0) throw BAIL;
			// A key seen before, one of every object's own (__proto__, constructor…) or a word: yaml decides.
			if (++this.keys > this.maxKeys || hasKeySpan(this.src, this.stack, base, this.top, from, colon) || isSpecialKey(this.src, from, colon)) throw BAIL;
			// The value first: a nested map's entries go above this one's, and are gone when it ends.
			const value = colon + 1 === end ? this.nested(indent) : this.inline(indent, colon + 2, end);
			const stack = this.stack;
			stack[this.top] = from;
			stack[this.top + 1] = colon;
			stack[this.top + 2] = value;
			this.top += 3;
			from = -1;
		}
	}

	/** The value of a `key:` line with nothing after the colon: a list, a map or null. */
	private nested(indent: number): Value {
		if (!this.peek() || this.indent < indent) return null;
		if (this.isItem()) return this.list(this.indent);
		return this.indent > indent ? this.map(this.indent, -1, 0) : null;
	}

	private inline(indent: number, from: number, end: number): Value {
		const src = this.src;
		const c = src.charCodeAt(from);
		// `key:  value`: yaml drops the extra spaces; left to it.
		if (c === SPACE) throw BAIL;
		if (c === 124 && (end === from + 1 || (end === from + 2 && src.charCodeAt(from + 1) === DASH))) return this.blockText(indent, end === from + 2);
		return scalar(src, from, end);
	}

	private isItem(): boolean {
		return this.src.charCodeAt(this.ts) === DASH && this.ts + 1 < this.te && this.src.charCodeAt(this.ts + 1) === SPACE;
	}

	private list(indent: number): Value[] {
		const out: Value[] = [];
		while (this.peek() && this.indent >= indent && this.isItem()) {
			if (this.indent > indent) throw BAIL;
			const from = this.ts + 2;
			const end = this.te;
			if (this.src.charCodeAt(from) === SPACE) throw BAIL;
			this.next();
			out.push(this.keyEnd(from, end) >= 0 ? this.map(indent + 2, from, end) : scalar(this.src, from, end));
		}
		return out;
	}

	private blockText(indent: number, strip: boolean): string {
		const body: string[] = [];
		let contentIndent = -1;
		while (!this.done) {
			if (this.indent >= 0 && this.indent <= indent) break;
			// Comments and space-only lines mean different things inside text: let yaml decide.
			if (this.indent < 0 && this.eol !== this.pos) throw BAIL;
			if (this.indent >= 0) {
				if (contentIndent < 0) contentIndent = this.indent;
				if (this.indent < contentIndent) throw BAIL;
			}
			// Text keeps its trailing spaces, unlike keys and plain values.
			body.push(this.indent < 0 ? '' : this.src.slice(this.pos + contentIndent, this.eol));
			this.next();
		}
		// Blank lines at the start of text are ambiguous here: let yaml decide.
		if (contentIndent < 0 || body[0] === '') throw BAIL;
		while (body.length > 0 && body[body.length - 1] === '') body.pop();
		const text = body.join('\n');
		return strip ? text : `${text}\n`;
	}
}

const READER = new Reader();
