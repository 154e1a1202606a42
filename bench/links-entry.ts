/**
 * Bench entry for the links section (bench/links-bench.mjs): what the reading view runs on a
 * note's `iron:` links, bundled for node with the packed content.
 */
export { bundledContent } from '../src/content/bundled';
export { findEntryLinks } from '../src/links/link-text';
export { resolveEntry } from '../src/links/resolve';
