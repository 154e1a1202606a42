// The esbuild plugins every bundle of Iron Ledger is built with (main.js, the CLI, the bench's
// variants of main.js), in one place so that what the bench times is what ships.
import { dataswornEsbuildPlugin } from './datasworn-pack.mjs';
import { stripExamplesPlugin } from './strip-examples.mjs';
import { writtenDataPlugin } from './written-data.mjs';

/** `origin` names the bundle in messages about damaged data; `format` is the rulesets' packing. */
export function bundlePlugins({ origin, format } = {}) {
	return [dataswornEsbuildPlugin({ origin, format }), writtenDataPlugin({ origin }), stripExamplesPlugin()];
}
