/**
 * Renders the small markdown Datasworn uses in move and table text — paragraphs, bullet
 * lists, __bold__, *italic* and [links](datasworn:id) — with DOM calls only, so no HTML
 * string is ever parsed. Datasworn links call `openLink` instead of leaving the app.
 */
import { entryAnchor } from '../links/entry-link';
import { idOfHref } from '../links/link-text';

export type OpenLink = (id: string) => void;
/** Attaches a click handler; a render child passes its own registerDomEvent so it owns the event. */
export type Listen = (el: HTMLElement, handler: (event: MouseEvent) => void) => void;

const plainListen: Listen = (el, handler) => el.addEventListener('click', handler);

const INLINE = /(__[^_]+__|\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\)|\*[^*\s][^*]*\*)/g;

function appendInline(parent: HTMLElement, text: string, openLink: OpenLink, listen: Listen): void {
	let last = 0;
	for (const m of text.matchAll(INLINE)) {
		const token = m[0];
		const at = m.index ?? 0;
		if (at > last) parent.appendText(text.slice(last, at));
		if (token.startsWith('__') || token.startsWith('**')) {
			parent.createEl('strong', { text: token.slice(2, -2) });
		} else if (token.startsWith('[')) {
			const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(token);
			const label = link?.[1] ?? token;
			// Datasworn's own links and a player's iron: links are the same link, opened the same way.
			const id = idOfHref(link?.[2]);
			if (id) {
				entryAnchor(parent, label, id, openLink, listen);
			} else {
				parent.appendText(label);
			}
		} else {
			parent.createEl('em', { text: token.slice(1, -1) });
		}
		last = at + token.length;
	}
	if (last < text.length) parent.appendText(text.slice(last));
}

export function renderDataswornMarkdown(parent: HTMLElement, markdown: string, openLink: OpenLink, listen: Listen = plainListen): void {
	for (const chunk of markdown.split(/\n\s*\n/)) {
		const lines = chunk.split('\n').filter((l) => l.trim() !== '');
		if (lines.length === 0) continue;
		if (lines.every((l) => /^\s*[*-]\s+/.test(l))) {
			const ul = parent.createEl('ul');
			for (const l of lines) appendInline(ul.createEl('li'), l.replace(/^\s*[*-]\s+/, ''), openLink, listen);
		} else if (lines.every((l) => l.trim().startsWith('|'))) {
			const pre = parent.createEl('pre');
			pre.setText(lines.join('\n'));
		} else {
			appendInline(parent.createEl('p'), lines.join(' '), openLink, listen);
		}
	}
}
