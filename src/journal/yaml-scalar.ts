/**
 * One scalar of the fast YAML reader (simple-yaml.ts), read from a span of the source. The
 * shapes Iron Ledger writes (words, "quoted" text, whole numbers, lists of dice) are read by
 * character codes; anything else goes through the general rules, and whatever those do not
 * know for certain throws BAIL so that the full `yaml` parser decides.
 */
type Value = unknown;

export class Bail extends Error {}
/** One instance: bailing is the ordinary way out of a hand-edited block, and a stack trace each time costs. */
export const BAIL = new Bail('not simple YAML');

const INT = /^[-+]?\d+$/;
const FLOAT = /^[-+]?(?:\.\d+|\d+\.\d*|\d+(?:\.\d*)?[eE][-+]?\d+)$/;
const WORDS = new Map<string, Value>(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL'].map((w) => [w, w.toLowerCase() === 'null' ? null : w.toLowerCase() === 'true']));
const PLAIN_START_FORBIDDEN = /^[-?:,[\]{}#&*!|>'"%@`]/;

const SPACE = 32;
const QUOTE = 34;
const HASH = 35;
const PLUS = 43;
const COMMA = 44;
const DASH = 45;
const COLON = 58;
const BRACKET = 91;
const BACKSLASH = 92;
const isDigit = (c: number) => c >= 48 && c <= 57;

/** The value of the scalar at [from, end) of `src`; `end` is past its last non-space character. */
export function scalar(src: string, from: number, end: number): Value {
	const c = src.charCodeAt(from);
	// Most values are words: no number, date or special value starts with a letter, only these.
	if ((c | 32) >= 97 && (c | 32) <= 122) return word(src, from, end);
	if (c === QUOTE) return doubleQuoted(src, from, end);
	if (c === BRACKET) return numbers(src, from, end) ?? general(src.slice(from, end));
	if (isDigit(c) || c === DASH || c === PLUS) {
		const n = integer(src, from, end);
		if (n !== undefined) return n;
	}
	return general(src.slice(from, end));
}

function word(src: string, from: number, end: number): Value {
	for (let i = from + 1; i < end; i++) {
		const c = src.charCodeAt(i);
		// `a: b` is a map, `a #b` ends in a comment, `a:` is a key.
		if (c === COLON && (i + 1 === end || src.charCodeAt(i + 1) === SPACE)) throw BAIL;
		if (c === HASH && src.charCodeAt(i - 1) === SPACE) throw BAIL;
	}
	const text = src.slice(from, end);
	return text.length === 4 || text.length === 5 ? (WORDS.has(text) ? WORDS.get(text) : text) : text;
}

function doubleQuoted(src: string, from: number, end: number): Value {
	if (end - from < 2 || src.charCodeAt(end - 1) !== QUOTE) throw BAIL;
	for (let i = from + 1; i < end - 1; i++) {
		const c = src.charCodeAt(i);
		// Escapes, quotes and control characters: JSON's rules, which are YAML's for these.
		if (c < SPACE || c === QUOTE || c === BACKSLASH) return viaJson(src.slice(from, end));
	}
	return src.slice(from + 1, end - 1);
}

function viaJson(text: string): Value {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		throw BAIL;
	}
	if (typeof value !== 'string') throw BAIL;
	return value;
}

/** Digits with an optional sign at [from, to): the number, as Number() reads it; undefined when it is not. */
function digits(src: string, from: number, to: number): number | undefined {
	let i = from;
	const sign = src.charCodeAt(i);
	if (sign === DASH || sign === PLUS) i++;
	if (i === to) return undefined;
	let n = 0;
	for (let k = i; k < to; k++) {
		const c = src.charCodeAt(k);
		if (!isDigit(c)) return undefined;
		n = n * 10 + (c - 48);
	}
	// Beyond 15 digits the sum above may round differently from Number's reading.
	if (to - i > 15) return Number(src.slice(from, to));
	return sign === DASH ? -n : n;
}

/** A whole number as a value: undefined when the text is something else (the general rules read it). */
function integer(src: string, from: number, end: number): number | undefined {
	const n = digits(src, from, end);
	if (n === undefined) return undefined;
	const first = src.charCodeAt(from) === DASH || src.charCodeAt(from) === PLUS ? from + 1 : from;
	// `07` is octal in YAML 1.1 and a string to some readers: yaml decides.
	if (!Number.isSafeInteger(n) || (src.charCodeAt(first) === 48 && end - first > 1)) throw BAIL;
	return n;
}

/** `[3, 8]`: whole numbers, single spaces after the commas; undefined for any other list. */
function numbers(src: string, from: number, end: number): number[] | undefined {
	if (src.charCodeAt(end - 1) !== 93) throw BAIL;
	const out: number[] = [];
	let i = from + 1;
	while (src.charCodeAt(i) === SPACE) i++;
	if (i === end - 1) return out;
	for (;;) {
		let j = i;
		while (j < end - 1 && src.charCodeAt(j) !== COMMA && src.charCodeAt(j) !== SPACE) j++;
		const n = digits(src, i, j);
		if (n === undefined) return undefined;
		out.push(n);
		while (src.charCodeAt(j) === SPACE) j++;
		if (j === end - 1) return out;
		if (src.charCodeAt(j) !== COMMA) return undefined;
		i = j + 1;
		while (src.charCodeAt(i) === SPACE) i++;
	}
}

/** The rules for every other plain or quoted scalar. */
function general(text: string): Value {
	if (text.startsWith("'")) {
		const inner = text.slice(1, -1);
		if (!text.endsWith("'") || text.length < 2 || /'(?!')/.test(inner.replace(/''/g, ''))) throw BAIL;
		return inner.replace(/''/g, "'");
	}
	if (text.startsWith('[')) {
		if (!text.endsWith(']')) throw BAIL;
		const inner = text.slice(1, -1).trim();
		if (inner === '') return [];
		return inner.split(',').map((part) => {
			const t = part.trim();
			if (!INT.test(t)) throw BAIL;
			return Number(t);
		});
	}
	if (INT.test(text)) {
		const n = Number(text);
		if (!Number.isSafeInteger(n) || /^[-+]?0\d/.test(text)) throw BAIL;
		return n;
	}
	if (PLAIN_START_FORBIDDEN.test(text) || text.includes(': ') || text.includes(' #') || text.endsWith(':')) throw BAIL;
	if (text === '~') return null;
	if (FLOAT.test(text) || /^[-+]?\.(inf|Inf|INF|nan|NaN|NAN)$/.test(text) || /^0[xo]/.test(text)) throw BAIL;
	return text;
}
