// Types for strip-examples.mjs, so its test is checked.
import type { Plugin as EsbuildPlugin } from 'esbuild';

/** The source with every `examples: [...]` property replaced by an empty list. */
export declare function stripExamples(source: string): string;
/** The esbuild plugin that loads the move data files without their examples. */
export declare function stripExamplesPlugin(): EsbuildPlugin;
