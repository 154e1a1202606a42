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
	/** The text, ASCII, zlib-compressed and written in base64. */
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
		const node = inflater === 'fflate' ? undefined : nodeModules();
		const compressed = node ? node.Buffer.from(deflated, 'base64') : fromBase64(deflated);
		// Buffer skips characters that are not base64 (atob throws): a damaged text comes out short.
		if (compressed.length !== bytes) throw new Error('byte count');
		let text: Uint8Array;
		if (node) {
			// Checks the text's Adler-32 itself; the cap keeps damaged data from inflating on and
			// on, and one chunk of the known size spares growing and joining 16 KB ones.
			text = node.zlib.inflateSync(compressed, { maxOutputLength: size + 1, chunkSize: Math.max(64, size + 1) });
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

interface NodeModules {
	zlib: typeof import('zlib');
	Buffer: typeof import('buffer').Buffer;
}
let nodeModulesLoaded: NodeModules | null | undefined;

/**
 * Node's zlib and Buffer, in the CLI and in Obsidian on desktop (Electron): native, they
 * decode and inflate a ruleset in a few milliseconds on their first run, where JavaScript,
 * not yet compiled, takes ten times longer. Obsidian on phones has no Node: undefined there,
 * and atob and fflate do it.
 */
function nodeModules(): NodeModules | undefined {
	if (nodeModulesLoaded === undefined) {
		try {
			// Through a variable, so that bundlers leave it to the platform instead of bundling a
			// browser stand-in (or failing to) for the build that runs on phones.
			const load = typeof require === 'function' ? require : undefined;
			const zlib = load?.('zlib') as Partial<typeof import('zlib')> | undefined;
			const buffer = load?.('buffer') as Partial<typeof import('buffer')> | undefined;
			const ok = typeof zlib?.inflateSync === 'function' && typeof buffer?.Buffer?.from === 'function';
			nodeModulesLoaded = ok ? { zlib: zlib as typeof import('zlib'), Buffer: buffer.Buffer as typeof import('buffer').Buffer } : null;
		} catch {
			nodeModulesLoaded = null;
		}
	}
	return nodeModulesLoaded ?? undefined;
}

/** Base64 to bytes without Node: atob is native, and throws on a character outside base64. */
function fromBase64(text: string): Uint8Array {
	const binary = atob(text);
	const out = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
	return out;
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
