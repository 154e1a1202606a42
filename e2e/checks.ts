/**
 * What a player would check on a rendered card, measured in the browser's real layout:
 * nothing spills out of its box, badges and dice are there to see, text is readable
 * against what is actually behind it, and a broken block says so and shows its source.
 */

export interface CardExpectation {
	/** A label for messages, e.g. "Face Danger, strong hit". */
	label: string;
	/** Texts of the badges that must be visible in this card, in any order. */
	badges?: string[];
	/** Faces of the dice that must be visible in this card, in order. */
	dice?: string[];
	/** The block is malformed: the card must be the error card showing this source. */
	errorSource?: string;
}

export interface CheckResult {
	name: string;
	/** What was looked at, for the summary line. */
	detail: string;
	failures: string[];
	/** Per failure, what is at fault independent of card and theme (for grouping), e.g. `span.iron-ledger-die.is-beaten`. */
	culprits?: string[];
}

/** WCAG 2.x: 4.5:1 for normal text, 3:1 for large text (24px, or 18.66px bold). */
export const MIN_CONTRAST = 4.5;
export const MIN_CONTRAST_LARGE = 3;

type Rgba = [number, number, number, number];

function parseColor(value: string): Rgba | undefined {
	const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(value);
	if (rgb) {
		const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
		return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
	}
	const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+))?\)$/.exec(value);
	if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
	if (value === 'transparent') return [0, 0, 0, 0];
	return undefined;
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
	const a = top[3];
	return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
	const lin = (c: number) => {
		const s = c / 255;
		return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
	};
	return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
	const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
	return (hi + 0.05) / (lo + 0.05);
}

function hex([r, g, b]: Rgba): string {
	return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** The opaque colour behind `el`: every ancestor's background composited from the canvas (white) down. */
function effectiveBackground(el: Element): { color: Rgba; unknown?: string } {
	const chain: Element[] = [];
	for (let e: Element | null = el; e; e = e.parentElement) chain.unshift(e);
	let color: Rgba = [255, 255, 255, 1];
	let unknown: string | undefined;
	for (const e of chain) {
		const cs = getComputedStyle(e);
		if (cs.backgroundImage !== 'none') unknown = `background-image on ${describe(e)}`;
		const bg = parseColor(cs.backgroundColor);
		if (!bg) unknown = `unreadable background-color ${cs.backgroundColor} on ${describe(e)}`;
		else if (bg[3] > 0) color = over(bg, color);
	}
	return { color, unknown };
}

/** Opacity as painted: the product of the element's and its ancestors' opacity. */
function paintedOpacity(el: Element): number {
	let o = 1;
	for (let e: Element | null = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
	return o;
}

/** The element as a selector: tag.classes. */
export function selectorOf(el: Element): string {
	return `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`;
}

/** A short, readable name for an element: tag.classes "text". */
export function describe(el: Element): string {
	const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
	return `${selectorOf(el)}${text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : ''}`;
}

function isRendered(el: Element): boolean {
	// What a closed <details> holds is not shown, though Chromium may still give it a size.
	if (el.closest('details:not([open]) > :not(summary)')) return false;
	const rect = el.getBoundingClientRect();
	const cs = getComputedStyle(el);
	return rect.width > 0 && rect.height > 0 && cs.visibility === 'visible' && cs.display !== 'none';
}

function ownText(el: Element): string {
	let text = '';
	for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
	return text.trim();
}

/** No element of a card is wider than its box or pokes out of the card; no card out of its container. */
export function checkOverflow(cards: HTMLElement[], container: HTMLElement, labels: string[]): CheckResult {
	const failures: string[] = [];
	const culprits: string[] = [];
	let elements = 0;
	const box = container.getBoundingClientRect();
	const doc = document.documentElement;
	if (doc.scrollWidth > doc.clientWidth + 1) {
		failures.push(`the page scrolls sideways: ${doc.scrollWidth}px of content in ${doc.clientWidth}px`);
		culprits.push('html: scrolls sideways');
	}
	const px = (n: number) => Math.round(n);
	cards.forEach((card, i) => {
		const where = labels[i] ?? `card ${i + 1}`;
		const cardRect = card.getBoundingClientRect();
		if (cardRect.left < box.left - 1 || cardRect.right > box.right + 1) {
			failures.push(`${where}: the card (${px(cardRect.width)}px) extends beyond its container (${px(box.left)}..${px(box.right)}px)`);
			culprits.push(`${selectorOf(card)}: wider than its container`);
		}
		for (const el of [card, ...card.querySelectorAll('*')]) {
			if (!isRendered(el)) continue;
			elements++;
			const cs = getComputedStyle(el);
			// Inside an SVG, scroll and client widths mean nothing: its shapes are checked by their boxes below.
			const inSvg = el instanceof SVGElement && !(el instanceof SVGSVGElement);
			if (cs.display !== 'inline' && !inSvg && el.scrollWidth > el.clientWidth + 1) {
				failures.push(`${where}: ${describe(el)} holds ${el.scrollWidth}px of content in ${el.clientWidth}px (overflow-x: ${cs.overflowX})`);
				culprits.push(`${selectorOf(el)}: content wider than its box`);
			}
			if (el === card) continue;
			const r = el.getBoundingClientRect();
			if (r.left < cardRect.left - 1 || r.right > cardRect.right + 1 || r.top < cardRect.top - 1 || r.bottom > cardRect.bottom + 1) {
				failures.push(
					`${where}: ${describe(el)} extends beyond its card (element x ${px(r.left)}..${px(r.right)} y ${px(r.top)}..${px(r.bottom)}, card x ${px(cardRect.left)}..${px(cardRect.right)} y ${px(cardRect.top)}..${px(cardRect.bottom)})`,
				);
				culprits.push(`${selectorOf(el)}: extends beyond its card`);
			}
		}
	});
	return { name: 'overflow', detail: `${elements} elements in ${cards.length} boxes`, failures, culprits };
}

/** Every badge and die can be seen: it has a size, is not hidden or transparent, shows its text and is not covered. */
export function checkVisible(cards: HTMLElement[], labels: string[], expectations: (CardExpectation | undefined)[]): CheckResult {
	const failures: string[] = [];
	const culprits: string[] = [];
	let count = 0;
	cards.forEach((card, i) => {
		const where = labels[i] ?? `card ${i + 1}`;
		const items = [...card.querySelectorAll<HTMLElement>('.iron-ledger-badge, .iron-ledger-die')].filter((el) => !el.closest('details:not([open])'));
		for (const el of items) {
			count++;
			const cs = getComputedStyle(el);
			const rect = el.getBoundingClientRect();
			const problems: string[] = [];
			if (cs.display === 'none') problems.push('display: none');
			if (cs.visibility !== 'visible') problems.push(`visibility: ${cs.visibility}`);
			if (rect.width < 1 || rect.height < 1) problems.push(`size ${rect.width}×${rect.height}`);
			if (paintedOpacity(el) <= 0.01) problems.push('opacity 0');
			if (!(el.textContent ?? '').trim()) problems.push('no text');
			if (problems.length === 0) {
				const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
				if (!hit || !(el === hit || el.contains(hit))) problems.push(`covered by ${hit ? describe(hit) : 'nothing (off screen)'}`);
			}
			if (problems.length > 0) {
				failures.push(`${where}: ${describe(el)} is not visible: ${problems.join(', ')}`);
				culprits.push(`${selectorOf(el)}: not visible (${problems.join(', ')})`);
			}
		}
		const expected = expectations[i];
		const visible = (el: HTMLElement) => isRendered(el) && paintedOpacity(el) > 0.01;
		const badgeTexts = items.filter((el) => el.matches('.iron-ledger-badge') && visible(el)).map((el) => (el.textContent ?? '').trim());
		for (const badge of expected?.badges ?? []) {
			if (badgeTexts.includes(badge)) continue;
			failures.push(`${where}: no visible "${badge}" badge (badges: ${badgeTexts.map((t) => `"${t}"`).join(', ') || 'none'})`);
			culprits.push(`a "${badge}" badge is missing`);
		}
		if (expected?.dice) {
			const faces = items.filter((el) => el.matches('.iron-ledger-die') && visible(el)).map((el) => (el.textContent ?? '').trim());
			if (faces.join(',') !== expected.dice.join(',')) {
				failures.push(`${where}: dice shown ${faces.join(',') || 'none'}, expected ${expected.dice.join(',')}`);
				culprits.push(`${expected.label}: dice missing`);
			}
		}
	});
	return { name: 'badges and dice visible', detail: `${count} badges and dice`, failures, culprits };
}

/** Every piece of text in the cards against its effective background, by WCAG's ratio. */
export function checkContrast(cards: HTMLElement[], labels: string[]): CheckResult {
	const failures: string[] = [];
	const culprits: string[] = [];
	let count = 0;
	let lowest = Infinity;
	cards.forEach((card, i) => {
		const where = labels[i] ?? `card ${i + 1}`;
		for (const el of [card, ...card.querySelectorAll('*')]) {
			if (!ownText(el) || !isRendered(el)) continue;
			count++;
			const cs = getComputedStyle(el);
			const fg = parseColor(cs.color);
			const { color: bg, unknown } = effectiveBackground(el);
			if (!fg || unknown) {
				failures.push(`${where}: ${describe(el)}: cannot compute contrast (${fg ? unknown : `color ${cs.color}`})`);
				culprits.push(`${selectorOf(el)}: contrast unknown`);
				continue;
			}
			const painted: Rgba = [fg[0], fg[1], fg[2], fg[3] * paintedOpacity(el)];
			const text = over(painted, bg);
			const ratio = contrastRatio(text, bg);
			const size = parseFloat(cs.fontSize);
			const large = size >= 24 || (size >= 18.66 && Number(cs.fontWeight) >= 700);
			const min = large ? MIN_CONTRAST_LARGE : MIN_CONTRAST;
			lowest = Math.min(lowest, ratio);
			if (ratio < min) {
				failures.push(`${where}: ${describe(el)}: contrast ${ratio.toFixed(2)} < ${min} (text ${hex(text)} on ${hex(bg)}, ${size}px)`);
				culprits.push(`${selectorOf(el)}: ${hex(text)} on ${hex(bg)}, ${ratio.toFixed(2)}:1`);
			}
		}
	});
	return { name: 'text contrast', detail: `${count} texts, lowest ${Number.isFinite(lowest) ? lowest.toFixed(2) : '-'}:1 (need ${MIN_CONTRAST}:1)`, failures, culprits };
}

/** A malformed block shows the error card: its title, what is wrong, and its source verbatim. */
export function checkMalformed(cards: HTMLElement[], labels: string[], expectations: (CardExpectation | undefined)[]): CheckResult {
	const failures: string[] = [];
	let count = 0;
	cards.forEach((card, i) => {
		const where = labels[i] ?? `card ${i + 1}`;
		const expected = expectations[i];
		const isError = card.matches('.iron-ledger-error');
		if (expected?.errorSource === undefined) {
			if (isError) failures.push(`${where}: a valid block rendered as an error: ${(card.querySelector('li')?.textContent ?? '').trim()}`);
			return;
		}
		count++;
		if (!isError) return void failures.push(`${where}: the malformed block did not render as an error card`);
		const title = card.querySelector<HTMLElement>('.iron-ledger-error-title');
		if (!title || !isRendered(title) || !/could not be read/.test(title.textContent ?? '')) failures.push(`${where}: no visible error title`);
		const reasons = [...card.querySelectorAll('li')].map((li) => (li.textContent ?? '').trim());
		if (reasons.length === 0 || !reasons.every((r) => /^Line \d+: ./.test(r))) failures.push(`${where}: the reasons do not say which line is wrong: ${JSON.stringify(reasons)}`);
		const source = card.querySelector<HTMLElement>('.iron-ledger-source');
		if (!source || !isRendered(source)) failures.push(`${where}: the source is not shown`);
		else if ((source.textContent ?? '').trim() !== expected.errorSource.trim()) failures.push(`${where}: the source shown differs from the block: ${JSON.stringify(source.textContent)}`);
	});
	return { name: 'malformed block', detail: `${count} error cards, ${cards.length - count} valid cards`, failures };
}
