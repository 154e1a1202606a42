import { bundledContent } from '../../src/content/bundled';

/** One library per test file: parsing is lazy, so a file pays only for what it reads. */
export const library = bundledContent();
export const classic = library.ruleset('classic');
export const delve = library.ruleset('delve');
export const starforged = library.ruleset('starforged');
