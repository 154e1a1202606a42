// Sections 4-6 of the bench: what main.js costs before anything is played. Bundle sizes,
// require and onload in fresh processes (against an empty module, main.js with the rulesets
// as plain JSON text and main.js without them, all built and timed in this run), and heap.
import esbuild from 'esbuild';
import { statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { bundlePlugins } from '../scripts/bundle-plugins.mjs';
import { packRuleset, packedRuleset } from '../scripts/datasworn-pack.mjs';
import { PLUGIN_BUILD, ROOT, bytesLabel, child, mb, median, ms, printTable, ratio, verdict } from './lib.mjs';

const PACKAGES = ['classic', 'delve', 'starforged', 'sundered_isles'];
const SIZE_TARGET = 0.8e6;
const REQUIRE_TARGET = 10;
const ONLOAD_TARGET = 2;
const HEAP_TARGET = 20e6;
const REQUIRE_SAMPLES = 9;
const MEMORY_SAMPLES = 3;

/** The packed modules left empty: main.js's code alone. */
const noRulesets = {
	name: 'no-rulesets',
	setup(build) {
		build.onResolve({ filter: /^datasworn-packed:/ }, (args) => ({ path: args.path, namespace: 'no-rulesets' }));
		build.onLoad({ filter: /.*/, namespace: 'no-rulesets' }, () => ({ contents: 'export default {};', loader: 'js' }));
	},
};

/** main.js again with other packing, same settings as the plugin build in esbuild.config.mjs. */
async function buildVariant(outfile, ...plugins) {
	await esbuild.build({
		...PLUGIN_BUILD,
		entryPoints: [join(ROOT, 'main.ts')],
		outfile,
		external: ['obsidian', 'electron', '@codemirror/*', '@lezer/*', ...builtinModules],
		plugins,
	});
}

export async function benchStartup({ outDir, mainJs, cliJs, contentJs, rawFile }) {
	const size = (f) => statSync(f).size;
	const asJson = join(outDir, 'main-json.js');
	const codeOnly = join(outDir, 'main-code.js');
	const empty = join(outDir, 'empty.cjs');
	await buildVariant(asJson, ...bundlePlugins({ format: 'json' }));
	await buildVariant(codeOnly, noRulesets, ...bundlePlugins());
	writeFileSync(empty, '"use strict";\n');

	// ------------------------------------------------------------ 4. sizes
	const packedChars = PACKAGES.reduce((n, p) => n + packedRuleset(p).deflated.length, 0);
	const textBytes = PACKAGES.reduce((n, p) => n + packRuleset(p).length, 0);
	const rawBytes = PACKAGES.reduce((n, p) => n + size(rawFile[p]), 0);
	const mainBytes = size(mainJs);
	printTable('4. Bundle size (MB = 10^6 bytes)', ['file', 'size', 'target', ''], [
		['main.js (the plugin, all four rulesets inside)', bytesLabel(mainBytes), '≤ 0.8 MB', verdict(mainBytes <= SIZE_TARGET)],
		['  of which: the four rulesets, deflated, base64 text', bytesLabel(packedChars), '—', ''],
		['  of which: code (main.js built without the rulesets)', bytesLabel(size(codeOnly)), '—', ''],
		['  for comparison: main.js with the rulesets as JSON text', bytesLabel(size(asJson)), '—', ''],
		['bench/.out/content.js (content + rules alone, main.js settings)', bytesLabel(size(contentJs)), '—', ''],
		['bin/iron-ledger.cjs (CLI, same packing)', bytesLabel(size(cliJs)), '—', ''],
		['for scale: the rulesets decoded (compact JSON text)', bytesLabel(textBytes), '—', ''],
		['for scale: raw Datasworn package files, 4 rulesets', bytesLabel(rawBytes), '—', ''],
	]);

	// ------------------------------------------------------------ 5. start-up
	// Interleaved, so that load on the machine falls on every variant alike.
	const samples = { main: [], json: [], code: [], empty: [] };
	for (let i = 0; i < REQUIRE_SAMPLES; i++) {
		samples.main.push(child(['require-plugin', mainJs]));
		samples.json.push(child(['require-plugin', asJson]));
		samples.code.push(child(['require-plugin', codeOnly]));
		samples.empty.push(child(['require-bundle', empty]));
	}
	const req = (k) => median(samples[k].map((s) => s.require));
	const max = (k) => Math.max(...samples[k].map((s) => s.require));
	const onload = median(samples.main.map((s) => s.onload));
	const decoded = [...new Set(samples.main.flatMap((s) => s.decoded))];
	const contentRequire = Array.from({ length: REQUIRE_SAMPLES }, () => child(['require-bundle', contentJs]).require);
	printTable(
		`5. Plugin start-up (fresh node process per sample, median of ${REQUIRE_SAMPLES}; obsidian stubbed by bench/obsidian-stub.cjs, pre-loaded)`,
		['step', 'median', 'max', 'vs empty module', 'target', ''],
		[
			['require main.js', ms(req('main')), ms(max('main')), ratio(req('main'), req('empty')), `≤ ${REQUIRE_TARGET} ms`, verdict(req('main') <= REQUIRE_TARGET)],
			['  the same, CPU time of the process (less time spent waiting for a core)', ms(median(samples.main.map((s) => s.requireCpu))), ms(Math.max(...samples.main.map((s) => s.requireCpu))), '', '—', ''],
			['  main.js with the rulesets as JSON text (the packing before)', ms(req('json')), ms(max('json')), ratio(req('json'), req('empty')), '—', ''],
			['  main.js without the rulesets (its code alone)', ms(req('code')), ms(max('code')), ratio(req('code'), req('empty')), '—', ''],
			['  baseline: an empty module', ms(req('empty')), ms(max('empty')), '1.00×', '—', ''],
			['  the content bundle alone (bench/.out/content.js)', ms(median(contentRequire)), ms(Math.max(...contentRequire)), ratio(median(contentRequire), req('empty')), '—', ''],
			['new plugin + onload()', ms(onload), ms(Math.max(...samples.main.map((s) => s.onload))), '', `≤ ${ONLOAD_TARGET} ms`, verdict(onload <= ONLOAD_TARGET)],
			[`  rulesets decoded by onload: ${decoded.length ? decoded.join(', ') : 'none'}`, '', '', '', 'none', verdict(decoded.length === 0)],
		],
	);
	console.log(
		`   The rulesets add ${ms(req('main') - req('code'))} to require (packed) where plain JSON text added ${ms(req('json') - req('code'))}; ` +
			`the rest is main.js's code.`,
	);

	// ------------------------------------------------------------ 6. memory
	const mem = Array.from({ length: MEMORY_SAMPLES }, () =>
		child(['memory', contentJs, ...PACKAGES.map((p) => rawFile[p])], ['--expose-gc']),
	);
	const delta = median(mem.map((m) => m.loaded - m.base));
	printTable(
		`6. Memory (V8 heapUsed after full GC, fresh node process, median of ${MEMORY_SAMPLES})`,
		['state', 'heap used', 'target', ''],
		[
			['baseline: content bundle required, nothing decoded (packed text in heap)', mb(median(mem.map((m) => m.base))), '—', ''],
			['all four rulesets decoded, parsed and indexed', mb(median(mem.map((m) => m.loaded))), '—', ''],
			['  growth from loading all four', mb(delta), '≤ 20 MB', verdict(delta <= HEAP_TARGET)],
			['  for scale: the four raw package files JSON.parse-d and held', mb(median(mem.map((m) => m.rawDelta))), '—', ''],
		],
	);
}
