import type { ContentLibrary } from '../content/library';
import type { FollowUpRecord, JournalBlock, OracleRecord } from '../journal/block';
import { parseBlock } from '../journal/parse';
import type { BlockError } from '../journal/reader';
import { unknownIdMessage } from '../play/check-journal';
import type { Listen, OpenLink } from './datasworn-markdown';
import { idFacts } from './move-facts';
import { moveText, openMoveText, opensFolded } from './move-text';
import { cardSkeleton } from './card-shape';
import { fillOracles, linkText, plain, renderAction, renderAsk, renderChoice, renderFollowUps, renderOracles, renderProgress, renderTemplate } from './card-parts';
import { templateTitle } from '../journal/summary';

/** What a rendered block can start: resolving its open choice, or making a follow-up move. */
export interface BlockActions {
	choose(): void;
	followUp(followUp: FollowUpRecord): void;
}

export interface RenderContext {
	content: ContentLibrary;
	openLink: OpenLink;
	listen: Listen;
	/** Attaches a keydown handler, for the folded move text; without it one is added directly. */
	listenKey?: (el: HTMLElement, handler: (event: KeyboardEvent) => void) => void;
	/** Absent where the block is only shown (an export, a preview): then no buttons. */
	actions?: BlockActions;
}

/**
 * Renders an iron-move block into `el`. It never throws: a broken block shows why, and its source.
 * It reads only the block's own text and the content library's index (each id looked up once per
 * library), never the vault, so a note of a thousand blocks costs a thousand small renders.
 */
export function renderBlockSource(el: HTMLElement, source: string, ctx: RenderContext): void {
	try {
		const parsed = parseBlock(source);
		if (!parsed.ok) return renderError(el, parsed.errors, source);
		const unknown = unknownIds(ctx.content, parsed.block);
		if (unknown.length > 0) {
			return renderError(el, unknown.map((id) => ({ line: 1, message: unknownIdMessage(id) })), source);
		}
		renderCard(el, parsed.block, ctx);
	} catch (error) {
		el.empty();
		renderError(el, [{ line: 1, message: `This block could not be shown: ${(error as Error).message}` }], source);
	}
}

const NONE: readonly string[] = [];

/** The ids of the block that no loaded ruleset has, each named once, as `verify` reports them. */
function unknownIds(content: ContentLibrary, block: JournalBlock): readonly string[] {
	// Almost every block names only known ids: no list is made for those.
	let unknown: string[] | undefined;
	if (block.move) unknown = checkId(content, block.move.id, unknown);
	unknown = checkOracles(content, block.oracles, unknown);
	if (block.kind === 'oracle') unknown = checkOracles(content, [block.roll], unknown);
	return unknown ?? NONE;
}

function checkId(content: ContentLibrary, id: string, unknown: string[] | undefined): string[] | undefined {
	if (idFacts(content, id).known || unknown?.includes(id)) return unknown;
	return [...(unknown ?? []), id];
}

function checkOracles(content: ContentLibrary, records: readonly OracleRecord[], unknown: string[] | undefined): string[] | undefined {
	for (const r of records) {
		// A link is one of the player's own tables, not a Datasworn id.
		if (!r.oracle.startsWith('[[')) unknown = checkId(content, r.oracle, unknown);
		if (r.rolls.length > 0) unknown = checkOracles(content, r.rolls, unknown);
	}
	return unknown;
}

function renderError(el: HTMLElement, errors: readonly BlockError[], source: string): void {
	const box = el.createDiv({ cls: 'iron-ledger-block iron-ledger-error' });
	box.createDiv({ cls: 'iron-ledger-error-title', text: 'This iron-move block could not be read' });
	const list = box.createEl('ul');
	for (const e of errors) list.createEl('li', { text: `Line ${e.line}: ${e.message}` });
	box.createEl('pre', { cls: 'iron-ledger-source', text: source });
}

function blockTitle(block: JournalBlock): string {
	if (block.move) return block.move.name;
	switch (block.kind) {
		case 'oracle':
			return block.roll.name;
		case 'ask':
			return 'Ask the Oracle';
		case 'sheet':
			return block.what;
		case 'template':
			return templateTitle(block);
		case 'progress':
			return 'Progress roll';
		default:
			return 'Action roll';
	}
}

function renderCard(el: HTMLElement, block: JournalBlock, ctx: RenderContext): void {
	const linkId = block.move?.id ?? (block.kind === 'oracle' ? block.roll.oracle : undefined);
	const parts = cardSkeleton(el, block, Boolean(linkId), moveText(block, ctx.content) !== undefined);
	const { card, link, roll, changes, folded } = parts;
	link.textContent = blockTitle(block);
	if (parts.by && block.by) parts.by.textContent = linkText(block.by);
	// The skeleton ends with the changes and the folded move text; what a block adds comes before them.
	const lastOfSkeleton = card.lastElementChild;
	switch (block.kind) {
		case 'action':
			if (roll) renderAction(card, roll, block);
			break;
		case 'progress':
			if (roll) renderProgress(card, roll, block);
			break;
		case 'ask':
			if (roll) renderAsk(roll, block);
			break;
		case 'oracle':
			if (parts.oracles) fillOracles(parts.oracles, [block.roll]);
			break;
		case 'template':
			renderTemplate(card, block);
			break;
		case 'no_roll':
		case 'sheet':
			break;
	}
	if (block.oracles.length > 0) renderOracles(card, block.oracles);
	if (block.abilities && block.abilities.length > 0) {
		card.createDiv({ cls: 'iron-ledger-note iron-ledger-abilities', text: `Abilities used: ${block.abilities.map((a) => a.name).join(', ')}` });
	}
	if (block.override && block.override.length > 0) {
		card.createDiv({ cls: 'iron-ledger-note', text: `Made anyway, against: ${block.override.map((o) => o.replace(/-/g, ' ')).join(', ')}` });
	}
	for (const choice of block.choices ?? []) renderChoice(card, choice, block.undone ? undefined : ctx);
	if (changes) {
		if (card.lastElementChild !== lastOfSkeleton) card.appendChild(changes);
		// Most blocks change one value: the list comes with its first item.
		block.changes.forEach((c, i) => {
			const item = i === 0 ? (changes.firstElementChild as HTMLElement) : changes.createEl('li');
			item.textContent = `${linkText(c.note)}: ${c.key.replace(/_/g, ' ')} ${plain(c.from)} → ${plain(c.to)}`;
		});
	}
	if (block.followUps && block.followUps.length > 0 && !block.undone) renderFollowUps(card, block.followUps, ctx);
	if (folded && card.lastElementChild !== folded) card.appendChild(folded);
	const summary = folded ? (folded.firstElementChild as HTMLElement) : undefined;
	// Filled while detached, the card goes into the note in one insertion.
	el.appendChild(card);
	if (!linkId && !summary) return;
	// One click handler per card, for its title link and its folded move text: a note of a
	// thousand blocks registers a thousand handlers, not two or three thousand.
	ctx.listen(card, (event) => {
		const target = event.target as Node | null;
		if (linkId && target && link.contains(target)) {
			event.preventDefault();
			ctx.openLink(linkId);
		} else if (summary && target && summary.contains(target) && openMoveText(summary, block, ctx)) {
			// Opened here: the browser must not also toggle the details it now sits in.
			event.preventDefault();
		}
	});
	if (!summary) return;
	const onKey = (event: KeyboardEvent) => {
		if (opensFolded(event) && openMoveText(summary, block, ctx)) event.preventDefault();
	};
	if (ctx.listenKey) ctx.listenKey(summary, onKey);
	else summary.addEventListener('keydown', onKey);
}
