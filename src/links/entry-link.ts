import type { Listen, OpenLink } from '../render/datasworn-markdown';

/** The class every entry link has, wherever it is drawn: cards, the sidebar, a note's prose. */
export const ENTRY_LINK_CLASS = 'iron-ledger-link';
/** The data attribute holding the Datasworn id: the hover finds a link's entry by it. */
export const ENTRY_ID_ATTRIBUTE = 'data-datasworn-id';

const plainListen: Listen = (el, handler) => el.addEventListener('click', handler);

/**
 * Makes an element a link to a Datasworn entry: a click opens it with `open`, never the
 * browser's own navigation. A link whose id names nothing carries `problem` as its title,
 * looks broken, and opens nothing.
 */
export function decorateEntryLink(a: HTMLElement, id: string, open: OpenLink, listen: Listen = plainListen, problem?: string): void {
	a.classList.add(ENTRY_LINK_CLASS);
	a.setAttribute(ENTRY_ID_ATTRIBUTE, id);
	if (problem) {
		a.classList.add('is-unresolved');
		a.setAttribute('title', problem);
		a.setAttribute('aria-disabled', 'true');
	}
	listen(a, (event) => {
		event.preventDefault();
		if (!problem) open(id);
	});
}

/** A new link to an entry, with its label, at the end of `parent`. */
export function entryAnchor(parent: HTMLElement, label: string, id: string, open: OpenLink, listen?: Listen): HTMLAnchorElement {
	const a = parent.createEl('a', { text: label, href: '#' });
	decorateEntryLink(a, id, open, listen);
	return a;
}
