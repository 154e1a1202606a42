/**
 * Bench entry for the replay section (bench/replay-bench.mjs): what `verify` and
 * `journal check` run in the CLI, bundled for node with the packed content.
 */
export { bundledContent } from '../src/content/bundled';
export { verifyCampaign } from '../src/campaign/verify';
export { FileStateStore } from '../src/cli/fs-state-store';
export { checkNote } from '../src/play/check-journal';
export { writeBlock } from '../src/journal/write';
export { parseBlock } from '../src/journal/parse';
export { MAX_BLOCK_CHARS, MAX_BLOCK_KEYS } from '../src/journal/limits';
export { EXAMPLES } from '../tests/journal/examples';
