// Types for datasworn-pack.mjs, so TypeScript callers (vitest.config.mts, tests) get checked.
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vitest/config';
import type { PackedRuleset } from '../src/content/packed';

export type PackedRulesetId = 'classic' | 'delve' | 'starforged';
export type PackingFormat = 'deflate' | 'json';
/** The bundle a ruleset ships in, and what to do when it is damaged. */
export interface PackedOrigin {
	file: string;
	remedy: string;
}

export declare const RULESET_FILES: Record<PackedRulesetId, string>;
export declare const VIRTUAL_PREFIX: string;
export declare const PLUGIN_ORIGIN: PackedOrigin;

/** The path of a ruleset's raw Datasworn JSON file. */
export declare function rawRulesetPath(id: string): string;
/** The compact JSON text for one ruleset as packed: ASCII, row ids and following-on roll minimums left out. */
export declare function packRuleset(id: string): string;
/** The data the plugin sees for one ruleset: the raw file less what it never reads. */
export declare function rulesetData(id: string): unknown;
/** A table row's id as Datasworn forms it from the table's. */
export declare function rowIdOf(tableId: string, index: number): string;
/** Where the index walk of src/content/package-index.ts stops in this data, in its order (its IndexHint). */
export declare function indexHints(data: unknown): (string | number)[][];
/** Leaves out of every table where the index walk goes what restoreRows puts back (row ids, a roll's `min` that follows on). Changes `data` in place. */
export declare function compactTables(data: unknown): void;
/** Compact JSON text with non-ASCII written as \u escapes. */
export declare function asciiJson(data: unknown): string;
/** ASCII text compressed and encoded: a PackedRuleset's fields other than its origin. */
export declare function deflateText(text: string): Required<Pick<PackedRuleset, 'size' | 'bytes' | 'adler' | 'deflated'>>;
/** zlib's Adler-32. */
export declare function adler32(bytes: Uint8Array): number;
/** One ruleset as the bundles carry it: deflated and encoded (default) or the JSON text. */
export declare function packedRuleset(id: string, options?: { format?: PackingFormat; origin?: PackedOrigin }): PackedRuleset;
/** A JS module whose default export is the packed ruleset. */
export declare function packedModuleSource(id: string, options?: { format?: PackingFormat; origin?: PackedOrigin }): string;
/** esbuild plugin: `import packed from 'datasworn-packed:classic'`, compressed unless `format` says 'json'. */
export declare function dataswornEsbuildPlugin(options?: { origin?: PackedOrigin; format?: PackingFormat }): EsbuildPlugin;
/** Vite/vitest plugin providing the same virtual modules to tests (plain JSON by default). */
export declare function dataswornVitePlugin(options?: { format?: PackingFormat }): VitePlugin;
