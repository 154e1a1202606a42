// Section 7 of the bench: parse + write per block, and rendering 1000 blocks into a DOM.
// The baseline for parse/write is JSON.stringify + JSON.parse of the same block data,
// measured in the same run, so the ratio says what YAML and validation cost.
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { Window } from 'happy-dom';
import { nodeBundle } from './lib.mjs';
import { renderInChromium } from './browser-render.mjs';

const require = createRequire(import.meta.url);

function timeIt(fn, minMs = 200) {
	for (let i = 0; i < 20; i++) fn(i);
	let n = 0;
	const start = performance.now();
	while (performance.now() - start < minMs) fn(n++);
	return (performance.now() - start) / n;
}

const fmt = (x) => (x < 1 ? `${(x * 1000).toFixed(1)} µs` : `${x.toFixed(2)} ms`);

export async function benchBlocks(outDir) {
	const out = join(outDir, 'render.cjs');
	await nodeBundle(join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, 'render-entry.ts'), out);
	const window = new Window();
	// Expose the DOM classes as globals, the way a browser has them, for the mocks' setup().
	for (const key of Object.getOwnPropertyNames(window)) {
		if (/^[A-Z]/.test(key) && !(key in globalThis) && typeof window[key] === 'function') globalThis[key] = window[key];
	}
	globalThis.window = window;
	globalThis.document = window.document;
	const { setup } = await import('obsidian-test-mocks/setup');
	setup();
	const b = require(out);
	const content = b.bundledContent();
	const samples = [
		{ kind: 'action', move: { id: 'move:classic/adventure/face_danger', name: 'Face Danger' }, by: '[[Kira]]', stat: { name: 'edge', value: 2 }, adds: [{ value: 1, reason: 'Secure an Advantage' }], action: 4, challenge: [3, 8], momentum: 3, score: 7, outcome: 'weak_hit', match: false, actionCancelled: false, oracles: [], changes: [{ note: '[[Kira]]', key: 'momentum', from: 3, to: 2 }], extra: {} },
		{ kind: 'progress', move: { id: 'move:classic/quest/fulfill_your_vow', name: 'Fulfill Your Vow' }, track: '[[Vow]]', score: 6, challenge: [3, 3], outcome: 'strong_hit', match: true, oracles: [], changes: [], extra: {} },
		{ kind: 'oracle', roll: { oracle: 'oracle_rollable:classic/turning_point/major_plot_twist', name: 'Major Plot Twist', roll: 97, result: 'Roll twice more.', rolls: [{ oracle: 'oracle_rollable:classic/turning_point/major_plot_twist', name: 'Major Plot Twist', roll: 3, result: 'It was all a diversion.', rolls: [] }] }, oracles: [], changes: [], extra: {} },
		{ kind: 'ask', question: 'Is it guarded?', odds: 'likely', style: 'classic', roll: 66, yes: true, match: true, oracles: [], changes: [], extra: {} },
	];
	const sources = samples.map((s) => b.writeBlockBody(s));
	const writeMs = timeIt((i) => b.writeBlockBody(samples[i % samples.length]));
	const parseMs = timeIt((i) => b.parseBlock(sources[i % sources.length]));
	const jsonMs = timeIt((i) => JSON.parse(JSON.stringify(b.blockToData(samples[i % samples.length]))));
	// Content is loaded once before timing the renders, as it would be after the first block.
	b.renderBlockSource(window.document.createElement('div'), sources[0], { content, openLink: () => {}, listen: () => {} });
	const renderThousand = () => {
		const root = window.document.createElement('div');
		window.document.body.appendChild(root);
		const start = performance.now();
		for (let i = 0; i < 1000; i++) {
			const el = root.createDiv();
			b.renderBlockSource(el, sources[i % sources.length], { content, openLink: () => {}, listen: (t, h) => t.addEventListener('click', h) });
		}
		const ms = performance.now() - start;
		root.remove();
		return ms;
	};
	renderThousand();
	const runs = [renderThousand(), renderThousand(), renderThousand()].sort((x, y) => x - y);
	const render = runs[1];
	const chromium = await renderInChromium(outDir, new URL('.', import.meta.url).pathname);
	const chromiumMs = chromium?.ms;
	return [
		['write one block (YAML)', fmt(writeMs), '', '', '—', ''],
		['parse one block (YAML + validation)', fmt(parseMs), '', '', '—', ''],
		['parse + write one block', fmt(writeMs + parseMs), fmt(jsonMs), `${((writeMs + parseMs) / jsonMs).toFixed(1)}×`, '—', ''],
		chromiumMs === undefined
			? ['render 1000 blocks in Chromium', 'not run: install Debian chromium', '', '', '≤ 100 ms', '']
			: ['render 1000 blocks in Chromium (real DOM + layout, median of 5)', fmt(chromiumMs), '', '', '≤ 100 ms', chromiumMs <= 100 ? 'ok' : 'OVER'],
		...(chromium
			? [
					[`  of which: build ${fmt(chromium.split.build)} (reading the blocks alone: ${fmt(chromium.split.parse)}), layout ${fmt(chromium.split.layout)}`, '', '', '', '', ''],
					[`  fastest of the 5 runs; median main-thread CPU time ${Number.isNaN(chromium.cpu) ? 'not read' : fmt(chromium.cpu)}`, fmt(chromium.min), '', '', '', ''],
				]
			: []),
		...(chromium?.profile
			? [
					[`  BENCH_PROFILE: own time per render of 1000 blocks, profiled apart, with the clean-up after each (forced layout, ${fmt(chromium.profile.layout)}, counts as render's own)`, '', '', '', '', ''],
					...chromium.profile.rows.map(([name, ms]) => [`    ${name}`, fmt(ms), '', '', '', '']),
				]
			: []),
		['render 1000 blocks in happy-dom (a slow simulated DOM, median of 3)', fmt(render), '', '', '—', ''],
	];
}
