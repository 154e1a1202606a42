// Types for datasworn-pack.mjs, so TypeScript callers (vitest.config.mts) get checked.
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vitest/config';

export type PackedRulesetId = 'classic' | 'delve' | 'starforged';

export declare const RULESET_FILES: Record<PackedRulesetId, string>;
export declare const VIRTUAL_PREFIX: string;

/** The path of a ruleset's raw Datasworn JSON file. */
export declare function rawRulesetPath(id: string): string;
/** Returns the compact JSON text for one ruleset. */
export declare function packRuleset(id: string): string;
/** A JS module whose default export is the packed JSON text. */
export declare function packedModuleSource(id: string): string;
/** esbuild plugin: `import text from 'datasworn-packed:classic'`. */
export declare function dataswornEsbuildPlugin(): EsbuildPlugin;
/** Vite/vitest plugin providing the same virtual modules to tests. */
export declare function dataswornVitePlugin(): VitePlugin;
