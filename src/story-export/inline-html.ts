import { linkName } from './mechanics-text';

/**
 * Markdown's inline marks as HTML, every character of the player's text escaped: emphasis,
 * strong, strikethrough, highlight, code, links (web and mail only), wikilinks as their text.
 * Raw HTML in a note is text here, never markup.
 */

export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Placeholders for finished HTML, so later marks never look inside it. The NUL cannot come from a note: it is removed first. */
const HOLE = String.fromCharCode(0);
const HOLE_RE = new RegExp(`${HOLE}(\\d+)${HOLE}`, 'g');

/** Link targets a story may open: the web and mail. Anything else (javascript:, obsidian:, a vault path) stays text. */
const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** A link's target (one level of parentheses inside it, as in a wiki's URLs) and an optional title. */
const TARGET = String.raw`((?:[^()\s]|\([^()\s]*\))*)(?:\s+&quot;[^\n]*?&quot;)?`;

function unescapeHtml(text: string): string {
	return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] as string);
}

export function inlineHtml(source: string): string {
	const held: string[] = [];
	const hold = (html: string) => `${HOLE}${held.push(html) - 1}${HOLE}`;
	let text = source.split(HOLE).join('');
	// Obsidian's comments are hidden when reading: so they are here.
	text = text.replace(/%%[\s\S]*?%%/g, '');
	text = text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_m, _f, code: string) => hold(`<code>${escapeHtml(code.trim() === '' ? code : code.replace(/^ (.*) $/, '$1'))}</code>`));
	text = text.replace(/\\([!-/:-@[-`{-~])/g, (_m, c: string) => hold(escapeHtml(c)));
	text = text.replace(/!?\[\[([^\]\n]+)\]\]/g, (m) => hold(escapeHtml(linkName(m))));
	text = text.replace(/<((?:https?:\/\/|mailto:)[^\s<>]+)>/gi, (_m, url: string) => hold(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`));
	text = escapeHtml(text);
	// An image is its description: the story stands alone and fetches nothing.
	text = text.replace(new RegExp(`!\\[([^\\]\\n]*)\\]\\(${TARGET}\\)`, 'g'), (_m, alt: string) => hold(alt));
	text = text.replace(new RegExp(`\\[([^\\]\\n]+)\\]\\(${TARGET}\\)`, 'g'), (_m, label: string, href: string) => {
		const url = unescapeHtml(href).replace(/^<|>$/g, '');
		return hold(SAFE_URL.test(url) ? `<a href="${escapeHtml(url)}">${marks(label)}</a>` : marks(label));
	});
	text = marks(text);
	// Holes may hold holes (a link's label): filled until none is left.
	for (let depth = 0; depth < 8 && text.includes(HOLE); depth++) text = text.replace(HOLE_RE, (_m, n: string) => held[Number(n)] ?? '');
	return text;
}

/** Emphasis marks on text already escaped. */
function marks(text: string): string {
	return text
		.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '<strong>$2</strong>')
		.replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1<em>$2</em>')
		.replace(/(^|[^\w_])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1<em>$2</em>')
		.replace(/~~(?=\S)([\s\S]*?\S)~~/g, '<del>$1</del>')
		.replace(/==(?=\S)([\s\S]*?\S)==/g, '<mark>$1</mark>');
}
