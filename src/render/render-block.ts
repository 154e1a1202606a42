import type { ContentLibrary } from '../content/library';
import { packageOfId } from '../content/rulesets';
import type { ChoiceRecord, FollowUpRecord, JournalBlock, OracleRecord } from '../journal/block';
import { OUTCOME_WORDS } from '../journal/block';
import { parseBlock } from '../journal/parse';
import type { BlockError } from '../journal/reader';
import { unknownIdMessage, unknownIds } from '../play/check-journal';
import { type Outcome, matchMeaning } from '../rules/outcome';
import { type Listen, type OpenLink, renderDataswornMarkdown } from './datasworn-markdown';

/** What a rendered block can start: resolving its open choice, or making a follow-up move. */
export interface BlockActions {
	choose(): void;
	followUp(followUp: FollowUpRecord): void;
}

export interface RenderContext {
	content: ContentLibrary;
	openLink: OpenLink;
	listen: Listen;
	/** Absent where the block is only shown (an export, a preview): then no buttons. */
	actions?: BlockActions;
}

const MATCH_WORDS = {
	opportunity: 'Match: a twist or an opportunity',
	twist: 'Match: a twist',
	heightened_danger: 'Match: a heightened danger',
	worst_outcome: 'Matched 10s: the worst possible outcome',
};

/** Renders an iron-move block into `el`. It never throws: a broken block shows why, and its source. */
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

/** A wikilink as Obsidian shows it: the note's name, without its folders. */
function linkText(link: string): string {
	const inner = link.replace(/^\[\[|\]\]$/g, '');
	return (inner.split('|')[1] ?? inner.split('/').pop() ?? inner).trim();
}

function renderError(el: HTMLElement, errors: readonly BlockError[], source: string): void {
	const box = el.createDiv({ cls: 'iron-ledger-block iron-ledger-error' });
	box.createDiv({ cls: 'iron-ledger-error-title', text: 'This iron-move block could not be read' });
	const list = box.createEl('ul');
	for (const e of errors) list.createEl('li', { text: `Line ${e.line}: ${e.message}` });
	box.createEl('pre', { cls: 'iron-ledger-source', text: source });
}

function dieFace(parent: HTMLElement, value: number, kind: 'action' | 'challenge' | 'oracle', extra: string[] = [], title?: string): void {
	const face = parent.createSpan({ cls: ['iron-ledger-die', `iron-ledger-die-${kind}`, ...extra], text: String(value) });
	if (title) face.setAttr('aria-label', title);
}

function renderCard(el: HTMLElement, block: JournalBlock, ctx: RenderContext): void {
	const card = el.createDiv({ cls: ['iron-ledger-block', `iron-ledger-kind-${block.kind}`] });
	if (block.undone) card.addClass('iron-ledger-undone');
	const header = card.createDiv({ cls: 'iron-ledger-header' });
	const title = block.move?.name ?? (block.kind === 'oracle' ? block.roll.name : block.kind === 'ask' ? 'Ask the Oracle' : block.kind === 'sheet' ? block.what : block.kind === 'progress' ? 'Progress roll' : 'Action roll');
	const moveId = block.move?.id ?? (block.kind === 'oracle' ? block.roll.oracle : undefined);
	if (moveId) {
		const link = header.createEl('a', { cls: 'iron-ledger-move-name iron-ledger-link', text: title, href: '#' });
		ctx.listen(link, (event) => {
			event.preventDefault();
			ctx.openLink(moveId);
		});
	} else {
		header.createSpan({ cls: 'iron-ledger-move-name', text: title });
	}
	if (block.by) header.createSpan({ cls: 'iron-ledger-by', text: linkText(block.by) });
	if (block.undone) header.createSpan({ cls: 'iron-ledger-badge iron-ledger-undone-badge', text: 'Undone' });

	switch (block.kind) {
		case 'action':
			renderAction(card, block);
			break;
		case 'progress': {
			const row = card.createDiv({ cls: 'iron-ledger-roll' });
			row.createSpan({ cls: 'iron-ledger-stat', text: `Progress ${block.score}${block.track ? ` on ${linkText(block.track)}` : ''}` });
			row.createSpan({ cls: 'iron-ledger-vs', text: 'vs' });
			block.challenge.forEach((c) => dieFace(row, c, 'challenge', block.score > c ? ['is-beaten'] : []));
			renderOutcome(card, block.outcome, block.match, block.challenge, block.countsAs);
			break;
		}
		case 'ask': {
			if (block.question) card.createDiv({ cls: 'iron-ledger-question', text: block.question });
			if (block.pick) card.createDiv({ cls: 'iron-ledger-question', text: `${block.pick.likely} (likely) or ${block.pick.other}?` });
			const row = card.createDiv({ cls: 'iron-ledger-roll' });
			row.createSpan({ cls: 'iron-ledger-stat', text: `${block.odds === '50_50' ? '50/50' : block.odds.replace(/_/g, ' ')} (${block.style})` });
			dieFace(row, block.roll, 'oracle');
			const badges = card.createDiv({ cls: 'iron-ledger-badges' });
			const answer = block.pick ? (block.yes ? block.pick.likely : block.pick.other) : block.yes ? 'Yes' : 'No';
			badges.createSpan({ cls: ['iron-ledger-badge', block.yes ? 'iron-ledger-yes' : 'iron-ledger-no'], text: answer });
			if (block.match) badges.createSpan({ cls: 'iron-ledger-badge iron-ledger-match', text: 'Match: an extreme result or a twist' });
			break;
		}
		case 'oracle':
			renderOracles(card, [block.roll]);
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
	if (block.changes.length > 0) {
		const list = card.createEl('ul', { cls: 'iron-ledger-changes' });
		for (const c of block.changes) list.createEl('li', { text: `${linkText(c.note)}: ${c.key.replace(/_/g, ' ')} ${plain(c.from)} → ${plain(c.to)}` });
	}
	if (block.followUps && block.followUps.length > 0 && !block.undone) renderFollowUps(card, block.followUps, ctx);
	renderMoveText(card, block, ctx);
}

/** A value as a player reads it: numbers and words plainly, anything else as JSON. */
function plain(value: unknown): string {
	return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : JSON.stringify(value);
}

function renderChoice(card: HTMLElement, choice: ChoiceRecord, ctx: RenderContext | undefined): void {
	const box = card.createDiv({ cls: ['iron-ledger-choice', choice.chosen ? 'is-chosen' : 'is-open'] });
	const rule = `Choose ${choice.upTo ? 'up to ' : ''}${choice.pick}`;
	box.createDiv({ cls: 'iron-ledger-choice-title', text: choice.chosen ? `${rule}:` : `${rule} (still open):` });
	const list = box.createEl('ul');
	for (const option of choice.options) {
		const times = choice.chosen?.filter((c) => c === option).length ?? 0;
		const li = list.createEl('li', { cls: times > 0 ? 'is-picked' : '', text: `${times > 0 ? '✓ ' : ''}${option}${times > 1 ? ` ×${times}` : ''}` });
		if (times > 0) li.setAttr('aria-label', `Chosen: ${option}`);
	}
	if (!choice.chosen && ctx?.actions) {
		const actions = ctx.actions;
		const button = box.createEl('button', { cls: 'iron-ledger-button', text: 'Choose now' });
		ctx.listen(button, (event) => {
			event.preventDefault();
			actions.choose();
		});
	}
}

function renderFollowUps(card: HTMLElement, followUps: readonly FollowUpRecord[], ctx: RenderContext): void {
	const row = card.createDiv({ cls: 'iron-ledger-follow-ups' });
	row.createSpan({ cls: 'iron-ledger-follow-ups-title', text: 'Next:' });
	for (const f of followUps) {
		const label = `${f.name}${f.magnitude !== undefined ? ` (${f.magnitude})` : ''}`;
		const actions = ctx.actions;
		if (!actions) {
			row.createSpan({ cls: 'iron-ledger-badge', text: label });
			continue;
		}
		const button = row.createEl('button', { cls: 'iron-ledger-button', text: label });
		ctx.listen(button, (event) => {
			event.preventDefault();
			actions.followUp(f);
		});
	}
}

function renderAction(card: HTMLElement, block: Extract<JournalBlock, { kind: 'action' }>): void {
	const row = card.createDiv({ cls: 'iron-ledger-roll' });
	dieFace(row, block.action, 'action', block.actionCancelled ? ['is-cancelled'] : [], 'Action die');
	const parts = [`+${block.stat.name ?? 'stat'} ${block.stat.value}`, ...block.adds.map((a) => `${a.value >= 0 ? '+' : ''}${a.value} ${a.reason}`)];
	row.createSpan({ cls: 'iron-ledger-stat', text: parts.join(' ') });
	row.createSpan({ cls: 'iron-ledger-score', text: `= ${block.score}` });
	row.createSpan({ cls: 'iron-ledger-vs', text: 'vs' });
	block.challenge.forEach((c) => {
		const cancelled = block.burn?.cancelled.includes(c) ?? false;
		dieFace(row, c, 'challenge', [...(cancelled ? ['is-cancelled'] : []), ...(block.score > c ? ['is-beaten'] : [])]);
	});
	if (block.actionCancelled) {
		card.createDiv({
			cls: 'iron-ledger-note',
			text: `Action die ${block.action} cancelled: momentum ${block.momentum ?? -block.action} equals it, so the score is stat and adds only.`,
		});
	}
	if (block.rerolled && block.rerolled.length > 0) {
		const words = { action: 'action die', challenge_1: 'first challenge die', challenge_2: 'second challenge die' };
		card.createDiv({ cls: 'iron-ledger-note', text: `Rerolled: ${block.rerolled.map((r) => `${words[r.die]} ${r.from} → ${r.to}`).join(', ')}` });
	}
	if (block.burn) {
		card.createDiv({
			cls: 'iron-ledger-burn',
			text: `Momentum burned ${block.burn.from} → ${block.burn.to}: cancelled ${block.burn.cancelled.join(' and ') || 'no dice'}, ${OUTCOME_WORDS[block.burn.outcomeBefore]} → ${OUTCOME_WORDS[block.outcome]}`,
		});
	}
	renderOutcome(card, block.outcome, block.match, block.challenge, block.countsAs);
}

function renderOutcome(card: HTMLElement, outcome: Outcome, match: boolean, challenge: [number, number], countsAs?: Outcome): void {
	const badges = card.createDiv({ cls: 'iron-ledger-badges' });
	badges.createSpan({ cls: ['iron-ledger-badge', `iron-ledger-${outcome.replace('_', '-')}`], text: OUTCOME_WORDS[outcome].replace(/^./, (c) => c.toUpperCase()) });
	if (countsAs) badges.createSpan({ cls: ['iron-ledger-badge', `iron-ledger-${countsAs.replace('_', '-')}`], text: `Counts as a ${OUTCOME_WORDS[countsAs]}` });
	const meaning = match ? matchMeaning(outcome, challenge) : undefined;
	if (meaning) badges.createSpan({ cls: 'iron-ledger-badge iron-ledger-match', text: MATCH_WORDS[meaning] });
}

function renderOracles(card: HTMLElement, records: readonly OracleRecord[]): void {
	const list = card.createEl('ul', { cls: 'iron-ledger-oracles' });
	const add = (parent: HTMLElement, r: OracleRecord) => {
		const li = parent.createEl('li');
		li.createSpan({ cls: 'iron-ledger-oracle-name', text: r.name });
		dieFace(li, r.roll, 'oracle');
		li.createSpan({ cls: 'iron-ledger-oracle-result', text: r.result.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1') });
		if (r.worse) li.createSpan({ cls: 'iron-ledger-badge', text: 'Make it worse' });
		if (r.duplicate) li.createSpan({ cls: 'iron-ledger-badge', text: 'Duplicate: make it worse' });
		if (r.repeated) li.createSpan({ cls: 'iron-ledger-badge', text: 'Rolled again: something dreadful' });
		if (r.rolls.length > 0) {
			const nested = li.createEl('ul');
			for (const n of r.rolls) add(nested, n);
		}
	};
	for (const r of records) add(list, r);
}

/** The move's text for this result, folded away until wanted. */
function renderMoveText(card: HTMLElement, block: JournalBlock, ctx: RenderContext): void {
	if (!block.move) return;
	const pkg = packageOfId(block.move.id);
	const entry = pkg ? ctx.content.index(pkg).byId.get(block.move.id) : undefined;
	if (!entry || entry.type !== 'move') return;
	const raw = entry.node as { outcomes?: Record<string, { text: string }>; text?: string };
	const outcome = block.kind === 'action' || block.kind === 'progress' ? raw.outcomes?.[block.outcome]?.text : block.kind === 'no_roll' ? raw.text : undefined;
	if (!outcome) return;
	const details = card.createEl('details', { cls: 'iron-ledger-move-text' });
	details.createEl('summary', { text: block.kind === 'no_roll' ? 'Move text' : `On a ${OUTCOME_WORDS[(block as { outcome: 'miss' }).outcome]}` });
	// A note may hold hundreds of blocks: the text is built the first time it is opened.
	const body = details.createDiv();
	ctx.listen(details.querySelector('summary') as HTMLElement, () => {
		if (!body.hasChildNodes()) renderDataswornMarkdown(body, outcome, ctx.openLink, ctx.listen);
	});
}
