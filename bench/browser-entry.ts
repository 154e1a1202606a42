/**
 * Browser bench entry: Obsidian's DOM helpers (from obsidian-test-mocks) and the block
 * renderer, bundled for Chromium, so rendering is timed in a real browser DOM.
 */
import { setup } from 'obsidian-test-mocks/setup';
import { bundledContent } from '../src/content/bundled';
import { writeBlockBody } from '../src/journal/write';
import { parseBlock } from '../src/journal/parse';
import type { JournalBlock } from '../src/journal/block';
import { renderBlockSource } from '../src/render/render-block';

setup();

const SAMPLES: JournalBlock[] = [
	{ kind: 'action', move: { id: 'move:classic/adventure/face_danger', name: 'Face Danger' }, by: '[[Kira]]', stat: { name: 'edge', value: 2 }, adds: [{ value: 1, reason: 'Secure an Advantage' }], action: 4, challenge: [3, 8], momentum: 3, score: 7, outcome: 'weak_hit', match: false, actionCancelled: false, oracles: [], changes: [{ note: '[[Kira]]', key: 'momentum', from: 3, to: 2 }], extra: {} },
	{ kind: 'progress', move: { id: 'move:classic/quest/fulfill_your_vow', name: 'Fulfill Your Vow' }, track: '[[Vow]]', score: 6, challenge: [3, 3], outcome: 'strong_hit', match: true, oracles: [], changes: [], extra: {} },
	{ kind: 'oracle', roll: { oracle: 'oracle_rollable:classic/turning_point/major_plot_twist', name: 'Major Plot Twist', roll: 97, result: 'Roll twice more.', rolls: [{ oracle: 'oracle_rollable:classic/turning_point/major_plot_twist', name: 'Major Plot Twist', roll: 3, result: 'It was all a diversion.', rolls: [] }] }, oracles: [], changes: [], extra: {} },
	{ kind: 'ask', question: 'Is it guarded?', odds: 'likely', style: 'classic', roll: 66, yes: true, match: true, oracles: [], changes: [], extra: {} },
];

let run = 0;
let prepared: { sources: string[]; render: () => void } | undefined;
let lastSplit = { build: 0, layout: 0, parse: 0 };

/**
 * Writes n distinct blocks (each a different score or roll) for the next `renderPrepared`, apart
 * from it so that the bench can read the page's CPU time around the render alone. Each run's
 * blocks differ from every earlier run's (the note names the run), so nothing kept from a
 * previous run can answer for this one: each is a first render, as on opening a note.
 */
function prepare(n: number): void {
	run++;
	const content = bundledContent();
	const sources = Array.from({ length: n }, (_, i) => {
		const base = SAMPLES[i % SAMPLES.length] as JournalBlock;
		return writeBlockBody({ ...base, extra: { note: `run ${run}, entry ${i}` } });
	});
	// Handlers are registered as a render child's registerDomEvent does: listened to, and a
	// clean-up kept for when the block unloads.
	const cleanups: (() => void)[] = [];
	const register = <E extends Event>(type: string) => (el: HTMLElement, handler: (event: E) => void) => {
		el.addEventListener(type, handler as EventListener);
		cleanups.push(() => el.removeEventListener(type, handler as EventListener));
	};
	const ctx = { content, openLink: () => undefined, listen: register<MouseEvent>('click'), listenKey: register<KeyboardEvent>('keydown') };
	// The content is parsed by the first block a session shows; time the rest as a note full of blocks.
	renderBlockSource(document.createElement('div'), writeBlockBody(SAMPLES[0] as JournalBlock), ctx);
	const render = () => {
		const root = document.body.createDiv();
		const start = performance.now();
		for (const source of sources) renderBlockSource(root.createDiv(), source, ctx);
		const built = performance.now();
		// Force layout, as showing the note would.
		void root.offsetHeight;
		const end = performance.now();
		lastSplit = { build: built - start, layout: end - built, parse: 0 };
		for (const cleanup of cleanups) cleanup();
		root.remove();
	};
	prepared = { sources, render };
}

/** Renders the prepared blocks into the page and returns the milliseconds taken. */
function renderPrepared(): number {
	if (!prepared) throw new Error('prepare(n) first');
	prepared.render();
	return lastSplit.build + lastSplit.layout;
}

/** The last render's build and layout, and how long reading the same blocks alone takes. */
function renderSplit(): typeof lastSplit {
	const start = performance.now();
	for (const source of prepared?.sources ?? []) parseBlock(source);
	return { ...lastSplit, parse: performance.now() - start };
}

/** Prepares and renders n blocks: the milliseconds taken by the render. */
function renderMany(n: number): number {
	prepare(n);
	return renderPrepared();
}

Object.assign(window, { prepare, renderPrepared, renderMany, renderSplit });
