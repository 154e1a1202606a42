/* global require -- main.js and the CLI are CommonJS modules: Obsidian and Node give them require() */
import type { unzlibSync as Unzlib } from 'fflate/browser';
import type { PackageTextSource } from './library';
import type { PackageId } from './rulesets';

/** One ruleset as scripts/datasworn-pack.mjs packs it into a bundle. */
export interface PackedRuleset {
	/** The bundle it ships in, and what a player does when it is damaged. */
	file: string;
	remedy: string;
	/** The compact JSON text itself (the tests' packing). */
	json?: string;
	/** The text, ASCII, zlib-compressed and written with the packer's alphabet (its encodeBytes). */
	deflated?: string;
	/** How many characters the text has, how many bytes the zlib data, and their Adler-32. */
	size?: number;
	bytes?: number;
	adler?: number;
}

/** A ruleset whose packed data does not decode: the file it ships in was changed or cut. */
export class DamagedContentError extends Error {
	override name = 'DamagedContentError';
}

/** How to inflate: Node's zlib where there is one (the default), or fflate (Obsidian on phones and tablets). */
export type Inflater = 'native' | 'fflate';

/** The JSON text of one packed ruleset; a damaged one throws a DamagedContentError naming it. */
export function unpackRuleset(pkg: PackageId, packed: PackedRuleset, inflater?: Inflater): string {
	return unpackText(`${pkg} rules`, packed, inflater);
}

/**
 * The text of packed data, a ruleset or the hand-written data that ships the same way
 * (scripts/written-data.mjs); when damaged, a DamagedContentError says what, by `what`.
 */
export function unpackText(what: string, packed: PackedRuleset, inflater?: Inflater): string {
	if (packed.json !== undefined) return packed.json;
	const { deflated, size, bytes, adler } = packed;
	try {
		if (deflated === undefined || size === undefined || bytes === undefined) throw new Error('no data');
		const compressed = decodeBytes(deflated, bytes);
		const zlib = inflater === 'fflate' ? undefined : nodeZlib();
		let text: Uint8Array;
		if (zlib) {
			// Checks the text's Adler-32 itself; the cap keeps damaged data from inflating on and on.
			text = zlib.inflateSync(compressed, { maxOutputLength: size + 1 });
		} else {
			// fflate checks nothing. Intact compressed bytes inflate to the packed text exactly,
			// and are a fifth of its size to check.
			if (adler32(compressed) !== adler) throw new Error('checksum');
			// Known size: fflate inflates straight into the final buffer instead of growing one.
			// It drops what does not fit, so one byte more shows a text longer than it should be.
			text = unzlib()(compressed, { out: new Uint8Array(size + 1) });
		}
		if (text.length !== size) throw new Error('size');
		return new TextDecoder().decode(text);
	} catch {
		throw new DamagedContentError(`The ${what} in Iron Ledger's ${packed.file} are damaged: ${packed.remedy}.`);
	}
}

/**
 * A ContentLibrary source over packed rulesets: each is decoded when the library first asks
 * for it. A damaged one fails alone, and keeps failing without decoding again, so a note
 * with a thousand blocks does not retry it a thousand times.
 */
export function packedSource(packed: Record<PackageId, PackedRuleset>): PackageTextSource {
	const damaged = new Map<PackageId, DamagedContentError>();
	return (pkg) => {
		const known = damaged.get(pkg);
		if (known) throw known;
		try {
			return unpackRuleset(pkg, packed[pkg]);
		} catch (error) {
			if (error instanceof DamagedContentError) damaged.set(pkg, error);
			throw error;
		}
	};
}

let zlibModule: typeof import('zlib') | null | undefined;

/**
 * Node's zlib, in the CLI and in Obsidian on desktop (Electron): native, it inflates a ruleset
 * in a few milliseconds on its first run, where fflate's JavaScript, not yet compiled, takes
 * ten times longer. Obsidian on phones has no Node: undefined there, and fflate does it.
 */
function nodeZlib(): typeof import('zlib') | undefined {
	if (zlibModule === undefined) {
		try {
			// Through a variable, so that bundlers leave it to the platform instead of bundling a
			// browser stand-in (or failing to) for the build that runs on phones.
			const load = typeof require === 'function' ? require : undefined;
			const zlib = load?.('zlib') as Partial<typeof import('zlib')> | undefined;
			zlibModule = typeof zlib?.inflateSync === 'function' ? (zlib as typeof import('zlib')) : null;
		} catch {
			zlibModule = null;
		}
	}
	return zlibModule ?? undefined;
}

let unzlibSync: typeof Unzlib | undefined;

/**
 * fflate, loaded on first use. Why not a static import: fflate builds its Huffman tables when
 * its module is evaluated, a few milliseconds that main.js must not spend while Obsidian
 * starts. esbuild evaluates a module reached by require() when that require() runs (and the
 * packer's esbuild plugin keeps it to unzlibSync). Its browser build: sync, no workers.
 */
function unzlib(): typeof Unzlib {
	// eslint-disable-next-line @typescript-eslint/no-require-imports -- lazy evaluation, see above
	unzlibSync ??= (require('fflate/browser') as typeof import('fflate/browser')).unzlibSync;
	return unzlibSync;
}

/** The packer's alphabet: 0x01-0x7F less BEL, BS, LF, VT, FF, CR, ESC, double quote and backslash. */
const ALPHABET_SIZE = 118;
let alphabetValues: Uint8Array | undefined;

/** Each byte's value in the alphabet, 255 for bytes outside it. */
function alphabet(): Uint8Array {
	if (!alphabetValues) {
		alphabetValues = new Uint8Array(256).fill(255);
		let value = 0;
		for (let c = 1; c < 128; c++) {
			if (![0x07, 0x08, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b, 0x22, 0x5c].includes(c)) alphabetValues[c] = value++;
		}
	}
	return alphabetValues;
}

/**
 * The packer's encodeBytes undone: each pair of characters gives 13 or 14 bits. Written for
 * its first run, which is not yet compiled: the characters are read as bytes that
 * TextEncoder gives at once (charCodeAt is a call each), and the pair's one or two bytes
 * are written without an inner loop.
 */
export function decodeBytes(text: string, byteCount: number): Uint8Array {
	const values = alphabet();
	const split = ALPHABET_SIZE * ALPHABET_SIZE - 8192;
	// ASCII, one byte each; anything else becomes bytes outside the alphabet.
	const codes = new TextEncoder().encode(text);
	const out = new Uint8Array(byteCount);
	const last = codes.length - 1;
	let o = 0;
	let queue = 0;
	let bits = 0;
	for (let i = 0; i < last && o < byteCount; i += 2) {
		const low = values[codes[i]!]!;
		const high = values[codes[i + 1]!]!;
		if (low > 127 || high > 127) throw new Error('character outside the alphabet');
		const w = low + high * ALPHABET_SIZE;
		queue |= w << bits;
		bits += (w & 8191) < split ? 14 : 13;
		// At least 13 bits are queued now, and at most 21: one byte out, maybe a second.
		out[o++] = queue;
		queue >>>= 8;
		bits -= 8;
		if (bits >= 8) {
			out[o++] = queue;
			queue >>>= 8;
			bits -= 8;
		}
	}
	// The last pair may carry a byte past the end: the typed array ignores it.
	if (o < byteCount) throw new Error('too short');
	return out;
}

/** zlib's Adler-32 checksum (the packer has the same function). */
export function adler32(bytes: Uint8Array): number {
	let a = 1;
	let b = 0;
	const n = bytes.length;
	for (let i = 0; i < n; ) {
		// zlib's NMAX: the most bytes before `b` could pass 2^32 and must be reduced.
		const end = Math.min(i + 5552, n);
		for (; i < end; i++) {
			a += bytes[i]!;
			b += a;
		}
		a %= 65521;
		b %= 65521;
	}
	return ((b << 16) | a) >>> 0;
}
