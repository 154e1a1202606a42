/**
 * The pieces of a block's card: dice, the roll row, outcome badges, oracle results, choices
 * and follow-ups. Each is built with createEl/createDiv, or cloned from a template built so
 * (card-template.ts) and filled in with textContent, so no text is ever parsed as HTML.
 */
import type { ChoiceRecord, FollowUpRecord, JournalBlock, OracleRecord } from '../journal/block';
import { OUTCOME_WORDS } from '../journal/block';
import { type Outcome, matchMeaning } from '../rules/outcome';
import type { RenderContext } from './render-block';
import { child, cloneTemplate } from './card-template';

const MATCH_WORDS = {
	opportunity: 'Match: a twist or an opportunity',
	twist: 'Match: a twist',
	heightened_danger: 'Match: a heightened danger',
	worst_outcome: 'Matched 10s: the worst possible outcome',
};

const BADGE_WORDS: Record<Outcome, string> = { strong_hit: 'Strong hit', weak_hit: 'Weak hit', miss: 'Miss' };
const BADGE_CLASS: Record<Outcome, string> = { strong_hit: 'iron-ledger-strong-hit', weak_hit: 'iron-ledger-weak-hit', miss: 'iron-ledger-miss' };

/** A wikilink as Obsidian shows it: the note's name, without its folders. */
export function linkText(link: string): string {
	const inner = link.replace(/^\[\[|\]\]$/g, '');
	return (inner.split('|')[1] ?? inner.split('/').pop() ?? inner).trim();
}

/** A value as a player reads it: numbers and words plainly, anything else as JSON. */
export function plain(value: unknown): string {
	return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : JSON.stringify(value);
}

const CHALLENGE_DIE = 'iron-ledger-die iron-ledger-die-challenge';

function challengeClass(beaten: boolean, cancelled: boolean): string {
	return `${CHALLENGE_DIE}${cancelled ? ' is-cancelled' : ''}${beaten ? ' is-beaten' : ''}`;
}

/** Fills the template's two challenge dice, from the `first`-th child of the row on. */
function challengeDice(row: HTMLElement, first: number, challenge: readonly number[], score: number, cancelled: readonly number[] | undefined): void {
	let die = child(row, first);
	for (const c of challenge) {
		const cls = challengeClass(score > c, cancelled?.includes(c) ?? false);
		if (cls !== CHALLENGE_DIE) die.className = cls;
		die.textContent = String(c);
		die = die.nextElementSibling as HTMLElement;
	}
}

const ACTION_DIE = 'iron-ledger-die iron-ledger-die-action';

export function renderAction(card: HTMLElement, block: Extract<JournalBlock, { kind: 'action' }>): void {
	const row = cloneTemplate(card, 'action-roll', (holder) => {
		const r = holder.createDiv({ cls: 'iron-ledger-roll' });
		r.createSpan({ cls: ACTION_DIE });
		r.createSpan({ cls: 'iron-ledger-stat' });
		r.createSpan({ cls: 'iron-ledger-score' });
		r.createSpan({ cls: 'iron-ledger-vs', text: 'vs' });
		r.createSpan({ cls: CHALLENGE_DIE });
		r.createSpan({ cls: CHALLENGE_DIE });
		return r;
	});
	// Delve: a rarity die rolled in place of the action die is shown as what it is.
	const rarity = block.extra.rarity as { name?: unknown; die?: unknown } | undefined;
	const rarityName = rarity && typeof rarity.die === 'number' ? (typeof rarity.name === 'string' ? rarity.name : 'a rarity') : undefined;
	const actionDie = child(row, 0);
	if (block.actionCancelled) actionDie.className = `${ACTION_DIE} is-cancelled`;
	actionDie.textContent = String(block.action);
	actionDie.setAttribute('aria-label', rarityName ? `Rarity die (${rarityName})` : 'Action die');
	let stat = `+${block.stat.name ?? 'stat'} ${block.stat.value}`;
	for (const a of block.adds) stat += ` ${a.value >= 0 ? '+' : ''}${a.value} ${a.reason}`;
	child(row, 1).textContent = stat;
	child(row, 2).textContent = `= ${block.score}`;
	challengeDice(row, 4, block.challenge, block.score, block.burn?.cancelled);
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
	if (rarityName) card.createDiv({ cls: 'iron-ledger-note', text: `Rarity die ${block.action}: ${rarityName} in place of the action die` });
	if (block.burn) {
		card.createDiv({
			cls: 'iron-ledger-burn',
			text: `Momentum burned ${block.burn.from} → ${block.burn.to}: cancelled ${block.burn.cancelled.join(' and ') || 'no dice'}, ${OUTCOME_WORDS[block.burn.outcomeBefore]} → ${OUTCOME_WORDS[block.outcome]}`,
		});
	}
	renderOutcome(card, block.outcome, block.match, block.challenge, block.countsAs);
}

export function renderProgress(card: HTMLElement, block: Extract<JournalBlock, { kind: 'progress' }>): void {
	const row = cloneTemplate(card, 'progress-roll', (holder) => {
		const r = holder.createDiv({ cls: 'iron-ledger-roll' });
		r.createSpan({ cls: 'iron-ledger-stat' });
		r.createSpan({ cls: 'iron-ledger-vs', text: 'vs' });
		r.createSpan({ cls: CHALLENGE_DIE });
		r.createSpan({ cls: CHALLENGE_DIE });
		return r;
	});
	child(row, 0).textContent = `Progress ${block.score}${block.track ? ` on ${linkText(block.track)}` : ''}`;
	challengeDice(row, 2, block.challenge, block.score, undefined);
	renderOutcome(card, block.outcome, block.match, block.challenge, block.countsAs);
}

export function renderAsk(card: HTMLElement, block: Extract<JournalBlock, { kind: 'ask' }>): void {
	if (block.question) card.createDiv({ cls: 'iron-ledger-question', text: block.question });
	if (block.pick) card.createDiv({ cls: 'iron-ledger-question', text: `${block.pick.likely} (likely) or ${block.pick.other}?` });
	const row = cloneTemplate(card, 'ask-roll', (holder) => {
		const r = holder.createDiv({ cls: 'iron-ledger-roll' });
		r.createSpan({ cls: 'iron-ledger-stat' });
		r.createSpan({ cls: 'iron-ledger-die iron-ledger-die-oracle' });
		return r;
	});
	child(row, 0).textContent = `${block.odds === '50_50' ? '50/50' : block.odds.replace(/_/g, ' ')} (${block.style})`;
	child(row, 1).textContent = String(block.roll);
	const answer = block.pick ? (block.yes ? block.pick.likely : block.pick.other) : block.yes ? 'Yes' : 'No';
	const badges = badgeLine(card, block.yes ? 'iron-ledger-badge iron-ledger-yes' : 'iron-ledger-badge iron-ledger-no', answer);
	if (block.match) badges.createSpan({ cls: 'iron-ledger-badge iron-ledger-match', text: 'Match: an extreme result or a twist' });
}

function renderOutcome(card: HTMLElement, outcome: Outcome, match: boolean, challenge: [number, number], countsAs?: Outcome): void {
	const badges = badgeLine(card, `iron-ledger-badge ${BADGE_CLASS[outcome]}`, BADGE_WORDS[outcome]);
	if (countsAs) badges.createSpan({ cls: `iron-ledger-badge ${BADGE_CLASS[countsAs]}`, text: `Counts as a ${OUTCOME_WORDS[countsAs]}` });
	const meaning = match ? matchMeaning(outcome, challenge) : undefined;
	if (meaning) badges.createSpan({ cls: 'iron-ledger-badge iron-ledger-match', text: MATCH_WORDS[meaning] });
}

/** A filled template: its text first and large, line by line (the slots' rolls follow as oracle results). */
export function renderTemplate(card: HTMLElement, block: Extract<JournalBlock, { kind: 'template' }>): void {
	const text = card.createDiv({ cls: 'iron-ledger-template-text' });
	for (const line of block.text.split('\n')) text.createDiv({ cls: 'iron-ledger-template-line', text: line });
	if (!block.template.includes('{{')) return;
	card.createDiv({ cls: 'iron-ledger-note iron-ledger-template-source', text: `Template: ${block.template.replace(/\s+/g, ' ')}` });
}

/** A line of badges with its first badge: every rolled card has one. */
function badgeLine(card: HTMLElement, cls: string, text: string): HTMLElement {
	const badges = cloneTemplate(card, 'badges', (holder) => {
		const line = holder.createDiv({ cls: 'iron-ledger-badges' });
		line.createSpan();
		return line;
	});
	const first = child(badges, 0);
	first.className = cls;
	first.textContent = text;
	return badges;
}

export function renderOracles(card: HTMLElement, records: readonly OracleRecord[]): void {
	const list = card.createEl('ul', { cls: 'iron-ledger-oracles' });
	const add = (parent: HTMLElement, r: OracleRecord) => {
		const li = cloneTemplate(parent, 'oracle-item', (holder) => {
			const item = holder.createEl('li');
			item.createSpan({ cls: 'iron-ledger-oracle-name' });
			item.createSpan({ cls: 'iron-ledger-die iron-ledger-die-oracle' });
			item.createSpan({ cls: 'iron-ledger-oracle-result' });
			return item;
		});
		child(li, 0).textContent = r.name;
		child(li, 1).textContent = String(r.roll);
		// Markdown links in a result show as their label; only results that have one pay for the regex.
		child(li, 2).textContent = r.result.includes('](') ? r.result.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1') : r.result;
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

export function renderChoice(card: HTMLElement, choice: ChoiceRecord, ctx: RenderContext | undefined): void {
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

export function renderFollowUps(card: HTMLElement, followUps: readonly FollowUpRecord[], ctx: RenderContext): void {
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
