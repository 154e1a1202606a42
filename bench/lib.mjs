// Helpers shared by the bench sections: statistics, formatting, tables, timing, child processes.
import esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { dataswornEsbuildPlugin } from '../scripts/datasworn-pack.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHILD = join(ROOT, 'bench', 'child.cjs');

/** The plugin build's settings (esbuild.config.mjs), shared by the bench's variants of main.js. */
export const PLUGIN_BUILD = { bundle: true, minify: true, treeShaking: true, charset: 'utf8', format: 'cjs', platform: 'browser', target: 'es2021', logLevel: 'warning' };

/** A bench entry bundled for Node with the packed rulesets, as a section loads it. */
export function nodeBundle(entry, outfile) {
	return esbuild.build({ entryPoints: [entry], outfile, bundle: true, format: 'cjs', platform: 'node', minify: true, charset: 'utf8', logLevel: 'silent', plugins: [dataswornEsbuildPlugin()] });
}

export const median = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	const m = s.length >> 1;
	return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function ms(x) {
	if (x >= 100) return `${x.toFixed(0)} ms`;
	if (x >= 10) return `${x.toFixed(1)} ms`;
	if (x >= 1) return `${x.toFixed(2)} ms`;
	if (x >= 0.01) return `${x.toFixed(3)} ms`;
	return `${(x * 1000).toFixed(2)} µs`;
}
export const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
export const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
export const bytesLabel = (bytes) => `${mb(bytes)} (${bytes.toLocaleString('en-US')} B)`;
export const verdict = (ok) => (ok ? 'ok' : 'OVER');

export function printTable(title, headers, rows) {
	const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
	const line = (cells) =>
		cells
			.map((c, i) => (i === 0 ? String(c ?? '').padEnd(widths[i]) : String(c ?? '').padStart(widths[i])))
			.join('  ');
	console.log(`\n${title}`);
	console.log(line(headers));
	console.log(widths.map((w) => '-'.repeat(w)).join('  '));
	for (const r of rows) console.log(line(r));
}

/**
 * Warm in-process timing of two alternatives, interleaved (and alternating which goes first)
 * so both see the same heap and GC state; warm-up runs first, median of the samples.
 * No forced GC between samples: on this V8 a gc() before each sample made timings flip
 * between two modes, while occasional GC pauses in a sample are absorbed by the median.
 */
export function timePair(fnA, fnB, { warmup = 5, samples = 21 } = {}) {
	for (let i = 0; i < warmup; i++) fnA(), fnB();
	const a = [];
	const b = [];
	const once = (fn, into) => {
		const t0 = performance.now();
		fn();
		into.push(performance.now() - t0);
	};
	global.gc();
	for (let i = 0; i < samples; i++) {
		if (i % 2) once(fnB, b), once(fnA, a);
		else once(fnA, a), once(fnB, b);
	}
	return [median(a), median(b)];
}

/** Mean time per call over a time box, after a short warm-up. */
export function meanPerCall(fns, boxMs = 250) {
	let sink = 0;
	for (let i = 0; i < 200; i++) sink += fns[i % fns.length]() ? 1 : 0;
	global.gc();
	let calls = 0;
	const t0 = performance.now();
	let now = t0;
	while (now - t0 < boxMs) {
		for (let i = 0; i < 50; i++, calls++) sink += fns[calls % fns.length]() ? 1 : 0;
		now = performance.now();
	}
	if (sink < 0) console.log(sink);
	return (now - t0) / calls;
}

/** One sample in a fresh node process (bench/child.cjs): its one JSON line. */
export function child(args, nodeFlags = []) {
	const out = execFileSync(process.execPath, [...nodeFlags, CHILD, ...args], { cwd: ROOT, encoding: 'utf8' });
	return JSON.parse(out.trim().split('\n').pop());
}
