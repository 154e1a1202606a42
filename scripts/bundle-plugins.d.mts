// Types for bundle-plugins.mjs.
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { PackedOrigin, PackingFormat } from './datasworn-pack.mjs';

/** The esbuild plugins every bundle is built with. */
export declare function bundlePlugins(options?: { origin?: PackedOrigin; format?: PackingFormat }): EsbuildPlugin[];
