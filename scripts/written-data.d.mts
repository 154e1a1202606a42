// Types for written-data.mjs, so its test is checked.
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { PackedOrigin } from './datasworn-pack.mjs';

export interface WrittenModule {
	file: string;
	name: string;
	what: string;
}
/** The TypeScript modules the bundles carry as packed JSON. */
export declare const WRITTEN_DATA: WrittenModule[];
/** One module's data as compact JSON text, built and run from its TypeScript, with its input files. */
export declare function writtenJson(entry: WrittenModule): Promise<{ text: string; inputs: string[] }>;
/** The module source the bundles get in place of the TypeScript one. */
export declare function writtenModuleSource(entry: WrittenModule, text: string, origin?: PackedOrigin): string;
/** esbuild plugin replacing the written modules with packed JSON. */
export declare function writtenDataPlugin(options?: { origin?: PackedOrigin }): EsbuildPlugin;
