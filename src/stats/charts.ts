import type { Fairness } from './fairness';
import type { DieTally, OutcomeCounts } from './tally';
import type { Outcome } from '../rules/outcome';

/**
 * The statistics' charts as SVG built element by element (no canvas, no markup strings).
 * Sizes are in the viewBox's units and the SVG is scaled to its pane by the stylesheet, so a
 * chart fits a phone; every colour is a class the theme's variables paint.
 */

const WIDTH = 320;
const OUTCOMES: { key: Outcome; word: string }[] = [
	{ key: 'strong_hit', word: 'strong hit' },
	{ key: 'weak_hit', word: 'weak hit' },
	{ key: 'miss', word: 'miss' },
];

// Each chart's <title> needs an id of its own for aria-labelledby, even with two views open.
let chartCount = 0;

function chart(parent: HTMLElement, height: number, title: string): SVGSVGElement {
	const id = `iron-ledger-stats-chart-${++chartCount}`;
	const svg = parent.createSvg('svg', {
		cls: 'iron-ledger-stats-chart',
		attr: { viewBox: `0 0 ${WIDTH} ${height}`, role: 'img', 'aria-labelledby': id, preserveAspectRatio: 'xMinYMin meet' },
	});
	svg.createSvg('title', { attr: { id } }).textContent = title;
	return svg;
}

function text(svg: SVGElement, words: string, attr: Record<string, string | number>, cls = 'iron-ledger-stats-label'): SVGTextElement {
	const el = svg.createSvg('text', { cls, attr });
	el.textContent = words;
	return el;
}

function rect(svg: SVGElement, cls: string, x: number, y: number, width: number, height: number, tip: string): SVGRectElement {
	const el = svg.createSvg('rect', { cls, attr: { x: round(x), y: round(y), width: round(Math.max(0, width)), height: round(height) } });
	// A tooltip on hover, and a name for the part a screen reader lands on.
	el.createSvg('title').textContent = tip;
	return el;
}

const round = (n: number) => Math.round(n * 100) / 100;

export interface OutcomeRow {
	label: string;
	outcomes: OutcomeCounts;
	total: number;
}

/** A legend for the outcome colours, in words, so colour is never the only cue. */
export function outcomeLegend(parent: HTMLElement): HTMLElement {
	const legend = parent.createDiv({ cls: 'iron-ledger-stats-legend' });
	for (const o of OUTCOMES) {
		const item = legend.createSpan({ cls: 'iron-ledger-stats-legend-item' });
		item.createSpan({ cls: `iron-ledger-stats-swatch iron-ledger-stats-${o.key.replace('_', '-')}` });
		item.createSpan({ text: o.word });
	}
	return legend;
}

/** One bar per row, split into strong hits, weak hits and misses; bar lengths compare the rows' totals. */
export function outcomeBars(parent: HTMLElement, title: string, rows: readonly OutcomeRow[]): SVGSVGElement {
	const ROW = 30;
	const BAR = 12;
	const svg = chart(parent, Math.max(ROW, rows.length * ROW), title);
	const most = Math.max(1, ...rows.map((r) => r.total));
	rows.forEach((row, i) => {
		const top = i * ROW;
		text(svg, row.label, { x: 0, y: top + 11 });
		let x = 0;
		for (const o of OUTCOMES) {
			const n = row.outcomes[o.key];
			if (n === 0) continue;
			const width = (n / most) * (WIDTH - 30);
			rect(svg, `iron-ledger-stats-bar iron-ledger-stats-${o.key.replace('_', '-')}`, x, top + 14, width, BAR, `${row.label}: ${n} ${o.word}${n === 1 || o.key === 'miss' ? '' : 's'}`);
			x += width;
		}
		text(svg, String(row.total), { x: round(x + 4), y: top + 24 }, 'iron-ledger-stats-label iron-ledger-stats-muted');
	});
	return svg;
}

/** Bins' labels short enough to fit under ten bars: a d100 bin by where it starts. */
function binLabel(tally: DieTally, i: number): string {
	const bin = tally.bins[i] ?? '';
	return tally.kind === 'oracle' ? bin.split('-')[0] ?? bin : bin;
}

/** How often each face came up, against the line a fair die would draw. */
export function dieHistogram(parent: HTMLElement, tally: DieTally, fairness: Fairness): SVGSVGElement {
	const HEIGHT = 150;
	const LEFT = 26;
	const BOTTOM = 18;
	const TOP = 6;
	const svg = chart(parent, HEIGHT, `${tally.label}: rolls per ${tally.kind === 'oracle' ? 'ten faces' : 'face'} against a fair die's ${round(fairness.rolls / tally.counts.length)} each; ${fairness.verdict}`);
	const expected = fairness.rolls / tally.counts.length;
	const top = Math.max(1, expected, ...tally.counts) * 1.1;
	const plot = HEIGHT - BOTTOM - TOP;
	const y = (n: number) => TOP + plot - (n / top) * plot;
	const step = (WIDTH - LEFT) / tally.counts.length;
	svg.createSvg('line', { cls: 'iron-ledger-stats-axis', attr: { x1: LEFT, y1: y(0), x2: WIDTH, y2: y(0) } });
	text(svg, '0', { x: LEFT - 4, y: round(y(0)), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, 'iron-ledger-stats-label iron-ledger-stats-muted');
	const peak = Math.max(...tally.counts);
	if (peak > 0) text(svg, String(peak), { x: LEFT - 4, y: round(y(peak)), 'text-anchor': 'end', 'dominant-baseline': 'middle' }, 'iron-ledger-stats-label iron-ledger-stats-muted');
	tally.counts.forEach((n, i) => {
		const x = LEFT + i * step;
		rect(svg, 'iron-ledger-stats-bar iron-ledger-stats-face', x + step * 0.15, y(n), step * 0.7, y(0) - y(n), `${tally.bins[i] ?? ''}: ${n} roll${n === 1 ? '' : 's'}`);
		text(svg, binLabel(tally, i), { x: round(x + step / 2), y: HEIGHT - 4, 'text-anchor': 'middle' });
	});
	if (fairness.rolls > 0) {
		const line = svg.createSvg('line', { cls: 'iron-ledger-stats-expected', attr: { x1: LEFT, y1: round(y(expected)), x2: WIDTH, y2: round(y(expected)) } });
		line.createSvg('title').textContent = `A fair die: ${round(expected)} each`;
	}
	return svg;
}
