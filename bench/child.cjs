'use strict';
// One cold sample per process, spawned by bench/run.mjs. Prints one JSON line.
//   require-plugin <main.js>            require main.js (obsidian stubbed), construct, onload;
//                                       also which rulesets onload decoded, and the CPU time
//                                       the require took (wall time less waiting for a core)
//   require-bundle <bundle.js>          require a bundle, nothing else
//   cold-load <bundle.js> <rulesets>    require (untimed), then time a fresh library making
//                                       the comma-separated rulesets ready for lookups
//   cold-decode <bundle.js> <inflater>  require (untimed), then time decoding the four packed
//                                       rulesets to JSON text ('native' or 'fflate')
//   cold-raw <file.json>...             read (untimed), then time JSON.parse of each file
//   memory <bundle.js> <file.json>...   heap after all four rulesets are ready (needs --expose-gc)
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { performance } = require('node:perf_hooks');

const STUB = path.join(__dirname, 'obsidian-stub.cjs');

/** A lookup each ruleset must answer once ready: proves the index is there. */
const PROBES = {
	classic: 'move:classic/adventure/face_danger',
	delve: 'move:delve/delve/delve_the_depths',
	starforged: 'move:starforged/adventure/face_danger',
	sundered_isles: 'move:sundered_isles/exploration/set_a_course',
};

function stubObsidian() {
	const resolve = Module._resolveFilename;
	Module._resolveFilename = function (request, ...rest) {
		return request === 'obsidian' ? STUB : resolve.call(this, request, ...rest);
	};
	require(STUB); // Obsidian's own module is loaded before any plugin: keep it out of the timing.
	// So is its CodeMirror, which plugins import for editor extensions (links in Live Preview).
	require('@codemirror/state');
	require('@codemirror/view');
}

/**
 * What onload may reach of Obsidian's app and window beyond the obsidian module: event sources
 * whose `on` hands back a reference, and a document to listen on. Only registered, never fired.
 */
function stubApp() {
	const events = () => ({ on: () => ({}), off() {}, offref() {} });
	globalThis.document ??= { addEventListener() {}, removeEventListener() {} };
	return { workspace: { ...events(), onLayoutReady() {} }, metadataCache: events(), vault: events() };
}

/** Fresh library → every listed ruleset ready for lookups. Returns the library (kept alive by callers that need it). */
function makeReady(bundle, rulesets) {
	const lib = bundle.bundledContent();
	for (const id of rulesets) {
		if (!lib.ruleset(id).get(PROBES[id])) throw new Error(`${id}: probe ${PROBES[id]} not found`);
	}
	return lib;
}

function heapUsed() {
	global.gc();
	global.gc();
	return process.memoryUsage().heapUsed;
}

async function main() {
	const [mode, ...args] = process.argv.slice(2);
	const out = {};
	switch (mode) {
		case 'require-plugin': {
			stubObsidian();
			const c0 = process.cpuUsage();
			const t0 = performance.now();
			const mod = require(path.resolve(args[0]));
			const t1 = performance.now();
			const cpu = process.cpuUsage(c0);
			const PluginClass = mod.default ?? mod;
			const plugin = new PluginClass(stubApp(), { id: 'iron-ledger', name: 'Iron Ledger', version: '0.0.0' });
			const t2 = performance.now();
			await plugin.onload();
			const t3 = performance.now();
			// What onload decoded: nothing, if content waits for its first use.
			const library = plugin.library;
			const decoded = library ? ['classic', 'delve', 'starforged', 'sundered_isles'].filter((p) => library.isLoaded(p)) : [];
			Object.assign(out, { require: t1 - t0, requireCpu: (cpu.user + cpu.system) / 1000, construct: t2 - t1, onload: t3 - t2, decoded });
			break;
		}
		case 'require-bundle': {
			const t0 = performance.now();
			require(path.resolve(args[0]));
			out.require = performance.now() - t0;
			break;
		}
		case 'cold-load': {
			const bundle = require(path.resolve(args[0]));
			const rulesets = args[1].split(',');
			const t0 = performance.now();
			makeReady(bundle, rulesets);
			out.ms = performance.now() - t0;
			break;
		}
		case 'cold-decode': {
			const bundle = require(path.resolve(args[0]));
			const t0 = performance.now();
			for (const [pkg, packed] of Object.entries(bundle.packedRulesets)) bundle.unpackRuleset(pkg, packed, args[1]);
			out.ms = performance.now() - t0;
			break;
		}
		case 'cold-raw': {
			const texts = args.map((f) => readFileSync(f, 'utf8'));
			const t0 = performance.now();
			for (const text of texts) JSON.parse(text);
			out.ms = performance.now() - t0;
			break;
		}
		case 'memory': {
			const [bundlePath, ...rawFiles] = args;
			const bundle = require(path.resolve(bundlePath));
			const base = heapUsed();
			const lib = makeReady(bundle, ['classic', 'delve', 'starforged', 'sundered_isles']);
			const loaded = heapUsed();
			// For scale: the same four files parsed raw and held.
			const texts = rawFiles.map((f) => readFileSync(f, 'utf8'));
			const withTexts = heapUsed();
			const raw = texts.map((t) => JSON.parse(t));
			const rawLoaded = heapUsed();
			Object.assign(out, { base, loaded, rawDelta: rawLoaded - withTexts });
			if (!lib || !raw) throw new Error('unreachable'); // keep both alive through the last measurement
			break;
		}
		default:
			throw new Error(`unknown mode ${mode}`);
	}
	process.stdout.write(JSON.stringify(out) + '\n');
}

main().catch((err) => {
	process.stderr.write(String(err?.stack ?? err) + '\n');
	process.exit(1);
});
