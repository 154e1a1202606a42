import type { MarkdownPostProcessor } from 'obsidian';
import type { ContentLibrary } from '../content/library';
import { ENTRY_ID_ATTRIBUTE, decorateEntryLink } from '../links/entry-link';
import { idOfHref } from '../links/link-text';
import { resolveEntry } from '../links/resolve';

export interface LinkHost {
	content(): ContentLibrary;
	openEntry(id: string): void;
}

/** Why a link opens nothing, or undefined when its id names an entry; never throws. */
export function linkProblem(host: LinkHost, id: string): string | undefined {
	try {
		return resolveEntry(host.content(), id).problem;
	} catch (error) {
		// A damaged install says so on the link instead of breaking the note's rendering.
		return (error as Error).message;
	}
}

/**
 * Reading view: each markdown link to `iron:` or `datasworn:` plus a Datasworn id becomes an
 * entry link. Obsidian draws such a link as an external link (or, for some versions, a note
 * link): both marks are taken off, so a click opens the entry instead of asking the system
 * for an app. The content is read only when a note holds such a link.
 */
export function entryLinkPostProcessor(host: LinkHost): MarkdownPostProcessor {
	return (el) => {
		for (const a of Array.from(el.getElementsByTagName('a'))) {
			if (a.hasAttribute(ENTRY_ID_ATTRIBUTE)) continue;
			const id = idOfHref(a.getAttribute('data-href')) ?? idOfHref(a.getAttribute('href'));
			if (!id) continue;
			a.classList.remove('external-link', 'internal-link', 'is-unresolved');
			for (const name of ['target', 'rel', 'data-href', 'data-tooltip-position', 'aria-label']) a.removeAttribute(name);
			a.setAttribute('href', '#');
			decorateEntryLink(
				a,
				id,
				(entry) => host.openEntry(entry),
				(link, handler) =>
					link.addEventListener('click', (event) => {
						// Obsidian's own link handling further up would try to open "#".
						event.stopPropagation();
						handler(event);
					}),
				linkProblem(host, id),
			);
		}
	};
}
