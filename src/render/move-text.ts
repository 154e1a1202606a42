/**
 * A card's folded move text. A `<details>` costs the browser far more than any other element
 * of a card (it carries its own hidden tree), and a note may hold a thousand cards whose text
 * nobody opens. So a closed card shows only its summary line, drawn like a closed details; the
 * first time it is opened (click, Enter or Space) it becomes a real, open `<details>` with the
 * text, and from then on the browser folds and unfolds it natively. The closed line is part of
 * the card's skeleton (card-shape.ts).
 */
import type { ContentLibrary } from '../content/library';
import type { JournalBlock } from '../journal/block';
import { renderDataswornMarkdown } from './datasworn-markdown';
import { idFacts } from './move-facts';
import type { RenderContext } from './render-block';

/** The move text a block folds away, if its move has one for this result. */
export function moveText(block: JournalBlock, content: ContentLibrary): string | undefined {
	if (!block.move) return undefined;
	const facts = idFacts(content, block.move.id);
	if (block.kind === 'action' || block.kind === 'progress') return facts.outcomes?.[block.outcome];
	return block.kind === 'no_roll' ? facts.text : undefined;
}

/** Whether a key opens the folded text, as it would open a details' summary. */
export function opensFolded(event: KeyboardEvent): boolean {
	return event.key === 'Enter' || event.key === ' ';
}

/**
 * Opens the folded text the first time: the summary moves into an open details with the text
 * after it. Afterwards the summary is a details' own and the browser handles it; returns false.
 */
export function openMoveText(summary: HTMLElement, block: JournalBlock, ctx: RenderContext): boolean {
	const folded = summary.parentElement;
	const card = folded?.parentElement;
	if (!folded || !card || folded.tagName === 'DETAILS') return false;
	const hadFocus = summary.ownerDocument.activeElement === summary;
	// Made in the card's own document (a popout window has its own), then put in the line's place.
	const details = card.createEl('details', { cls: 'iron-ledger-move-text' });
	details.open = true;
	for (const name of ['role', 'tabindex', 'aria-expanded']) summary.removeAttribute(name);
	details.appendChild(summary);
	const text = moveText(block, ctx.content);
	if (text) renderDataswornMarkdown(details.createDiv(), text, ctx.openLink, ctx.listen);
	folded.replaceWith(details);
	if (hadFocus) summary.focus();
	return true;
}
