// Packs the Datasworn rulesets into the bundles. src/content/packed.ts undoes each step.
// Why: main.js is loaded on every start, on phones too, and synced to every device.
//  1. The raw files are pretty-printed and carry per-node source and i18n metadata the plugin
//     never reads: dropped. Row ids, which their table's id gives, are left out (the index
//     walk in src/content/package-index.ts puts them back). The text carries instead where
//     that walk stops (indexHints), so that a load follows a few hundred paths rather than
//     walking every object.
//  2. Non-ASCII is written as \u escapes, so the text is ASCII and decodes from bytes ten
//     times faster than UTF-8 with a few hundred accented letters in it.
//  3. Compressed at level 9, zlib format: its Adler-32 lets Node's zlib check the text where
//     it inflates it (CLI, desktop); fflate inflates it elsewhere (phones), synchronously.
//  4. Written as base64 inside a double-quoted string literal: a string is all V8 scans when
//     main.js is required (about twenty times faster than code), and a quoted one twice as
//     fast as a template literal. Base64 rather than a denser alphabet: it is decoded natively
//     (Buffer in Node, atob elsewhere) where a denser one took a JavaScript loop over the
//     whole text on first use, not yet compiled, tens of milliseconds on a busy machine.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, deflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);

export const RULESET_FILES = {
	classic: '@datasworn/ironsworn-classic/json/classic.json',
	delve: '@datasworn/ironsworn-classic-delve/json/delve.json',
	starforged: '@datasworn/starforged/json/starforged.json',
	sundered_isles: '@datasworn/sundered-isles/json/sundered_isles.json',
};

export const VIRTUAL_PREFIX = 'datasworn-packed:';

/** Where the plugin's rulesets live, and what a player does when they are damaged. */
export const PLUGIN_ORIGIN = { file: 'main.js', remedy: 'reinstall the plugin' };

// enhance_moves: which moves an asset ability modifies is Iron Ledger's own data
// (src/assets/abilities), keyed by ability id; Datasworn's list is read only by its test.
const DROPPED_KEYS = new Set(['_i18n', 'icon', 'images', 'color', 'enhance_moves']);

export function rawRulesetPath(id) {
	return require.resolve(RULESET_FILES[id]);
}

/** The data the plugin sees for one ruleset: the raw file less what it never reads. */
export function rulesetData(id) {
	if (!(id in RULESET_FILES)) throw new Error(`Unknown ruleset ${id}`);
	return JSON.parse(readFileSync(rawRulesetPath(id), 'utf8'), (key, value) => {
		if (DROPPED_KEYS.has(key)) return undefined;
		// Keep only the page number of a source: it is what a player looks up.
		if (key === '_source') return typeof value?.page === 'number' ? { page: value.page } : undefined;
		return value;
	});
}

/** A table row's id as Datasworn forms it from the table's: `oracle_rollable.row:…/action.0`. */
export function rowIdOf(tableId, index) {
	const colon = tableId.indexOf(':');
	return `${tableId.slice(0, colon)}.row${tableId.slice(colon)}.${index}`;
}

/**
 * Left out of each table: the row ids (rowIdOf gives them) and a roll's `min` where it follows
 * on from the row before (`"roll": 6` for `{ "min": 4, "max": 6 }` after a row ending at 3).
 * Over 12,000 rows, that is about a twentieth of the compressed data. restoreRows in
 * src/content/package-index.ts puts both back the same way.
 */
export function compactTables(value) {
	if (value === null || typeof value !== 'object') return;
	if (Array.isArray(value)) {
		for (const item of value) compactTables(item);
		return;
	}
	if (typeof value._id === 'string' && Array.isArray(value.rows)) {
		let before = 0;
		value.rows.forEach((row, i) => {
			if (row?._id === rowIdOf(value._id, i)) delete row._id;
			const roll = row?.roll;
			if (roll === null || typeof roll !== 'object' || typeof roll.max !== 'number') return;
			const followsOn = roll.min === before + 1 && Object.keys(roll).join() === 'min,max';
			before = roll.max;
			if (followsOn) row.roll = roll.max;
		});
	}
	// Only where the index walk goes, which puts back what is left out here (SKIPPED_KEYS below).
	for (const key in value) if (!SKIPPED_KEYS.has(key)) compactTables(value[key]);
}

/** Compact JSON text, non-ASCII written as \u escapes (see 2. above). */
export function asciiJson(data) {
	return JSON.stringify(data).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// The same lists as src/content/package-index.ts, whose index walk these hints spare; a test
// checks that both ways give the same index (tests/content/packed.test.ts).
const INDEXED_TYPES = new Set(['move', 'asset_move', 'move_category', 'oracle_rollable', 'oracle_collection', 'asset', 'asset_collection', 'delve_site', 'delve_site_theme', 'delve_site_domain', 'rarity', 'truth', 'npc', 'atlas_entry']);
const SKIPPED_KEYS = new Set(['rows', 'text', 'trigger', 'outcomes', 'rules', 'authors', '_source', 'controls']);

/**
 * Where the index walk stops, in its order (IndexHint in package-index.ts): the count of
 * indexed entries around the node, 1 if indexed + 2 if a table, and the keys to it from
 * the nearest of those entries.
 */
export function indexHints(data) {
	const hints = [];
	let depth = 0;
	const visit = (value, keys) => {
		if (value === null || typeof value !== 'object') return;
		if (Array.isArray(value)) {
			value.forEach((item, i) => visit(item, [...keys, i]));
			return;
		}
		const table = Array.isArray(value.rows) && typeof value._id === 'string';
		const indexed = typeof value._id === 'string' && typeof value.type === 'string' && INDEXED_TYPES.has(value.type);
		if (table || indexed) hints.push([depth, (indexed ? 1 : 0) | (table ? 2 : 0), ...keys]);
		if (indexed) depth++;
		for (const key in value) if (!SKIPPED_KEYS.has(key)) visit(value[key], indexed ? [key] : [...keys, key]);
		if (indexed) depth--;
	};
	for (const key in data) if (key !== 'rules') visit(data[key], [key]);
	return hints;
}

// The plugin and the CLI are built in one process: pack and compress each ruleset once.
const textCache = new Map();
const deflatedCache = new Map();

/**
 * The compact JSON text for one ruleset, as the bundles carry it before compression: its data
 * under `package`, with the index hints that spare the load a walk of it under `hints`.
 */
export function packRuleset(id) {
	let text = textCache.get(id);
	if (text === undefined) {
		const data = rulesetData(id);
		for (const key in data) if (key !== 'rules') compactTables(data[key]);
		text = asciiJson({ hints: indexHints(data), package: data });
		textCache.set(id, text);
	}
	return text;
}

/** zlib's Adler-32 (same function in packed.ts, which checks the compressed bytes with it). */
export function adler32(bytes) {
	let a = 1;
	let b = 0;
	for (let i = 0; i < bytes.length; ) {
		const end = Math.min(i + 5552, bytes.length);
		for (; i < end; i++) {
			a += bytes[i];
			b += a;
		}
		a %= 65521;
		b %= 65521;
	}
	return ((b << 16) | a) >>> 0;
}

/**
 * One ruleset as the bundles carry it (PackedRuleset in src/content/packed.ts). 'deflate':
 * the text compressed and encoded, with its size, the compressed byte count and their
 * checksum (for fflate, which checks nothing). 'json': the text itself, for tests.
 */
export function packedRuleset(id, { format = 'deflate', origin = PLUGIN_ORIGIN } = {}) {
	const text = packRuleset(id);
	if (format === 'json') return { ...origin, json: text };
	if (format !== 'deflate') throw new Error(`Unknown packing format ${format}`);
	let deflated = deflatedCache.get(id);
	if (deflated === undefined) {
		deflated = deflateText(text);
		deflatedCache.set(id, deflated);
	}
	return { ...origin, ...deflated };
}

/** ASCII text compressed and encoded: the fields of a PackedRuleset other than its origin. */
export function deflateText(text) {
	const compressed = deflateSync(Buffer.from(text, 'latin1'), { level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
	return { size: text.length, bytes: compressed.length, adler: adler32(compressed), deflated: compressed.toString('base64') };
}

/** A JS module whose default export is the packed ruleset. */
export function packedModuleSource(id, options) {
	return `export default ${JSON.stringify(packedRuleset(id, options))};`;
}

/**
 * esbuild plugin: `import packed from 'datasworn-packed:classic'`, compressed.
 * `origin` names the bundle in the message a damaged ruleset gives; `format: 'json'` packs
 * plain text instead (the bench compares the two).
 */
export function dataswornEsbuildPlugin({ origin = PLUGIN_ORIGIN, format = 'deflate' } = {}) {
	return {
		name: 'datasworn-packed',
		setup(build) {
			build.onResolve({ filter: /^datasworn-packed:/ }, (args) => ({
				path: args.path.slice(VIRTUAL_PREFIX.length),
				namespace: 'datasworn-packed',
			}));
			build.onLoad({ filter: /.*/, namespace: 'datasworn-packed' }, (args) => ({
				contents: packedModuleSource(args.path, { format, origin }),
				loader: 'js',
				watchFiles: [rawRulesetPath(args.path)],
			}));
			// src/content/packed.ts require()s fflate on first use, so that it is not evaluated
			// at start-up. A require() would get fflate's CommonJS build, whole; this ES module
			// re-exports unzlibSync alone, so the rest of fflate is left out of the bundle.
			build.onResolve({ filter: /^fflate\/browser$/ }, (args) =>
				args.kind === 'require-call' ? { path: 'inflate', namespace: 'fflate-inflate' } : undefined,
			);
			build.onLoad({ filter: /.*/, namespace: 'fflate-inflate' }, () => ({
				contents: "export { unzlibSync } from 'fflate/browser';",
				resolveDir: dirname(fileURLToPath(import.meta.url)),
				loader: 'js',
			}));
		},
	};
}

/**
 * Vite/vitest plugin providing the same virtual modules to tests. Plain JSON by default, so
 * no test file pays for decoding; tests/content/packed.test.ts proves the compressed path.
 */
export function dataswornVitePlugin({ format = 'json' } = {}) {
	const resolvedPrefix = '\0' + VIRTUAL_PREFIX;
	const origin = { file: 'test bundle', remedy: 'run the tests again' };
	return {
		name: 'datasworn-packed',
		resolveId(id) {
			return id.startsWith(VIRTUAL_PREFIX) ? '\0' + id : undefined;
		},
		load(id) {
			return id.startsWith(resolvedPrefix)
				? packedModuleSource(id.slice(resolvedPrefix.length), { format, origin })
				: undefined;
		},
	};
}
