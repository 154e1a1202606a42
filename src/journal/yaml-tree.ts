/**
 * What the fast YAML reader (simple-yaml.ts) builds: maps kept as spans of the source, so that
 * reading a block slices no key and builds no object with keys of its own. The block parser
 * looks keys up by name (a block map has a dozen or two); `toPlain` gives yaml's plain data.
 */
export class SpanMap {
	/**
	 * For each entry, in order: where its key starts and ends in the source, and its value. The
	 * reader fills it once, at its exact size (see Reader.map): grown entry by entry, a block's maps
	 * were a quarter of what a journal check allocates.
	 */
	constructor(
		readonly src: string,
		readonly entries: unknown[] = [],
	) {}

	get size(): number {
		return this.entries.length / 3;
	}

	/** The entry holding `key`, or -1. */
	find(key: string): number {
		const e = this.entries;
		const src = this.src;
		const first = key.charCodeAt(0);
		const length = key.length;
		for (let i = 0; i < e.length; i += 3) {
			const start = e[i] as number;
			if ((e[i + 1] as number) - start !== length || src.charCodeAt(start) !== first) continue;
			// By character codes, as isSpecialKey: a call to startsWith per key was most of a lookup.
			let k = 1;
			while (k < length && src.charCodeAt(start + k) === key.charCodeAt(k)) k++;
			if (k === length) return i / 3;
		}
		return -1;
	}

	key(n: number): string {
		return this.src.slice(this.entries[3 * n] as number, this.entries[3 * n + 1] as number);
	}

	value(n: number): unknown {
		return this.entries[3 * n + 2];
	}
}

/** Whether a key spelled as the source's [start, end) is among the entries [from, to) of `entries`. */
export function hasKeySpan(src: string, entries: readonly unknown[], from: number, to: number, start: number, end: number): boolean {
	const length = end - start;
	for (let i = from; i < to; i += 3) {
		const other = entries[i] as number;
		if ((entries[i + 1] as number) - other !== length) continue;
		let k = 0;
		while (k < length && src.charCodeAt(other + k) === src.charCodeAt(start + k)) k++;
		if (k === length) return true;
	}
	return false;
}

/** The value as plain data, as yaml's `toJSON` gives it. */
export function toPlain(value: unknown): unknown {
	if (value instanceof SpanMap) {
		const out: Record<string, unknown> = {};
		for (let n = 0; n < value.size; n++) out[value.key(n)] = toPlain(value.value(n));
		return out;
	}
	if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) return value.map(toPlain);
	return value;
}

// Keys every object has (__proto__, constructor…) and keys yaml reads as null, true or false:
// the first cannot be set on plain data as they are, the others yaml writes back as "" or "true".
const SPECIAL = [...Object.getOwnPropertyNames(Object.prototype), 'true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL'];
const SPECIAL_BY_LENGTH: string[][] = [];
// Whether any of them has this length and first character (an ASCII one, a name shorter than 64):
// nearly every key is told apart by that alone, with no loop over the names.
const SPECIAL_START = new Uint8Array(64 * 128);
for (const name of SPECIAL) {
	(SPECIAL_BY_LENGTH[name.length] ??= []).push(name);
	if (name.length < 64 && name.charCodeAt(0) < 128) SPECIAL_START[name.length * 128 + name.charCodeAt(0)] = 1;
}

/** Whether the key at [start, end) of the source is one of those, which the fast reader leaves to yaml. */
export function isSpecialKey(src: string, start: number, end: number): boolean {
	const first = src.charCodeAt(start);
	if (end - start < 64 && first < 128 && SPECIAL_START[(end - start) * 128 + first] === 0) return false;
	const names = SPECIAL_BY_LENGTH[end - start];
	if (names === undefined) return false;
	// Compared by character codes: a call to startsWith for each key cost more than the rest of this.
	const length = end - start;
	for (const name of names) {
		if (name.charCodeAt(0) !== first) continue;
		let k = 1;
		while (k < length && name.charCodeAt(k) === src.charCodeAt(start + k)) k++;
		if (k === length) return true;
	}
	return false;
}
