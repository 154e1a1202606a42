/**
 * A whole card's skeleton, cloned in one piece. A note of a thousand blocks repeats a few
 * dozen shapes (an action roll's weak hit by a character, with one change and its folded move
 * text; an ask's yes; ...): each shape is built once per document, and every card of that shape
 * is one native deep clone whose words are then filled in. Whatever depends only on the shape
 * (the card's classes, the outcome badge, which challenge dice the score beat, the fold's line)
 * is in the skeleton already, so a card sets only the words of its own block.
 */
import type { JournalBlock } from '../journal/block';
import { OUTCOME_WORDS } from '../journal/block';
import { BADGE_CLASS, BADGE_WORDS, buildBadgeLine, buildRollRow } from './card-parts';
import { templateCopy } from './card-template';

/** The parts of a cloned card that its block fills in or builds around. */
export interface CardParts {
	card: HTMLElement;
	/** The move's (or table's) name: a link when the card has something to open. */
	link: HTMLElement;
	/** The character's name, when the block has `by`. */
	by: HTMLElement | null;
	/** An oracle card's list for its roll. */
	oracles: HTMLElement | null;
	/** The roll row, for action, progress and ask blocks; the badge line follows it, an ask's question lines come before it. */
	roll: HTMLElement | null;
	/** The changes list with its first item, when the block changes anything. */
	changes: HTMLElement | null;
	/** The folded move text's line, when the move has text for this block. */
	folded: HTMLElement | null;
}

function beatenBits(score: number, challenge: readonly number[]): string {
	let bits = '';
	for (const c of challenge) bits += score > c ? '1' : '0';
	return bits;
}

/** What tells one shape from another; every card of a shape looks the same before its words. */
function shapeKey(block: JournalBlock, linked: boolean, folded: boolean): string {
	const flags = `${linked ? 'l' : ''}${block.by ? 'b' : ''}${block.undone ? 'u' : ''}${block.changes.length > 0 ? 'c' : ''}${folded ? 'f' : ''}`;
	switch (block.kind) {
		case 'action':
		case 'progress':
			return `${block.kind} ${flags} ${block.outcome} ${beatenBits(block.score, block.challenge)}`;
		case 'ask':
			return `ask ${flags} ${block.yes ? 'y' : 'n'}${block.question ? 'q' : ''}${block.pick ? 'p' : ''}`;
		default:
			return `${block.kind} ${flags}`;
	}
}

/** The fold's closed line, as move-text.ts opens it: a summary that is a control by itself. */
function buildFolded(card: HTMLElement, block: JournalBlock): void {
	const line = card.createDiv({ cls: 'iron-ledger-move-text' });
	const words = block.kind === 'action' || block.kind === 'progress' ? `On a ${OUTCOME_WORDS[block.outcome]}` : 'Move text';
	// Outside a details, a summary is not a control by itself: say what it is, and take focus.
	line.createEl('summary', { text: words, attr: { role: 'button', tabindex: '0', 'aria-expanded': 'false' } });
}

function buildShape(holder: HTMLElement, block: JournalBlock, linked: boolean, folded: boolean): HTMLElement {
	const card = holder.createDiv({ cls: `iron-ledger-block iron-ledger-kind-${block.kind}${block.undone ? ' iron-ledger-undone' : ''}` });
	const header = card.createDiv({ cls: 'iron-ledger-header' });
	if (linked) header.createEl('a', { cls: 'iron-ledger-move-name iron-ledger-link', href: '#' });
	else header.createSpan({ cls: 'iron-ledger-move-name' });
	if (block.by) header.createSpan({ cls: 'iron-ledger-by' });
	if (block.undone) header.createSpan({ cls: 'iron-ledger-badge iron-ledger-undone-badge', text: 'Undone' });
	if (block.kind === 'action' || block.kind === 'progress') {
		buildRollRow(card, block.kind, block.challenge.map((c) => block.score > c));
		buildBadgeLine(card, `iron-ledger-badge ${BADGE_CLASS[block.outcome]}`, BADGE_WORDS[block.outcome]);
	} else if (block.kind === 'ask') {
		if (block.question) card.createDiv({ cls: 'iron-ledger-question' });
		if (block.pick) card.createDiv({ cls: 'iron-ledger-question' });
		buildRollRow(card, 'ask', []);
		buildBadgeLine(card, block.yes ? 'iron-ledger-badge iron-ledger-yes' : 'iron-ledger-badge iron-ledger-no', block.yes ? 'Yes' : 'No');
	} else if (block.kind === 'oracle') {
		card.createEl('ul', { cls: 'iron-ledger-oracles' });
	}
	if (block.changes.length > 0) card.createEl('ul', { cls: 'iron-ledger-changes' }).createEl('li');
	if (folded) buildFolded(card, block);
	return card;
}

/** A fresh, detached copy of the skeleton for `block`'s shape, made in `el`'s document, and its parts. */
export function cardSkeleton(el: HTMLElement, block: JournalBlock, linked: boolean, folded: boolean): CardParts {
	const card = templateCopy(el, shapeKey(block, linked, folded), (holder) => buildShape(holder, block, linked, folded));
	const header = card.firstElementChild as HTMLElement;
	const link = header.firstElementChild as HTMLElement;
	let roll: HTMLElement | null = null;
	const oracles = block.kind === 'oracle' ? (header.nextElementSibling as HTMLElement) : null;
	if (block.kind === 'action' || block.kind === 'progress') roll = header.nextElementSibling as HTMLElement;
	else if (block.kind === 'ask') {
		// An ask's question and pick lines come before its roll row.
		roll = header.nextElementSibling as HTMLElement;
		if (block.question) roll = roll.nextElementSibling as HTMLElement;
		if (block.pick) roll = roll.nextElementSibling as HTMLElement;
	}
	const foldedLine = folded ? (card.lastElementChild as HTMLElement) : null;
	const changes = block.changes.length > 0 ? ((foldedLine ? foldedLine.previousElementSibling : card.lastElementChild) as HTMLElement) : null;
	return {
		card,
		link,
		by: block.by ? (link.nextElementSibling as HTMLElement) : null,
		oracles,
		roll,
		changes,
		folded: foldedLine,
	};
}
