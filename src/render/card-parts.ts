/**
 * The pieces of a block's card: dice, the roll row, outcome badges, oracle results, choices
 * and follow-ups. Each is built with createEl/createDiv, or cloned from a template built so
 * (card-template.ts) and filled in with textContent, so no text is ever parsed as HTML.
 */
import type { ChoiceRecord, FollowUpRecord, JournalBlock, OracleRecord } from '../journal/block';
import { OUTCOME_WORDS } from '../journal/block';
import { type Outcome, matchMeaning } from '../rules/outcome';
import { duplicateWordsOf } from '../rules/oracle-table';
import type { RenderContext } from './render-block';
import { cloneTemplate } from './card-template';

const MATCH_WORDS = {
	opportunity: 'Match: a twist or an opportunity',
	twist: 'Match: a twist',
	heightened_danger: 'Match: a heightened danger',
	worst_outcome: 'Matched 10s: the worst possible outcome',
};

export const BADGE_WORDS: Record<Outcome, string> = { strong_hit: 'Strong hit', weak_hit: 'Weak hit', miss: 'Miss' };
export const BADGE_CLASS: Record<Outcome, string> = { strong_hit: 'iron-ledger-strong-hit', weak_hit: 'iron-ledger-weak-hit', miss: 'iron-ledger-miss' };

/**
 * The names shown for wikilinks. A journal names the same few characters and tracks on every
 * card, so each link is read once; the cache is emptied when it grows past what a campaign holds.
 */
const linkNames = new Map<string, string>();
const MAX_LINK_NAMES = 1024;

/** A wikilink as Obsidian shows it: the note's name, without its folders. */
export function linkText(link: string): string {
	let name = linkNames.get(link);
	if (name === undefined) {
		const inner = link.replace(/^\[\[|\]\]$/g, '');
		name = (inner.split('|')[1] ?? inner.split('/').pop() ?? inner).trim();
		if (linkNames.size >= MAX_LINK_NAMES) linkNames.clear();
		linkNames.set(link, name);
	}
	return name;
}

/** A value as a player reads it: numbers and words plainly, anything else as JSON. */
export function plain(value: unknown): string {
	return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? String(value) : JSON.stringify(value);
}

const CHALLENGE_DIE = 'iron-ledger-die iron-ledger-die-challenge';
const ACTION_DIE = 'iron-ledger-die iron-ledger-die-action';

function challengeClass(beaten: boolean, cancelled: boolean): string {
	return `${CHALLENGE_DIE}${cancelled ? ' is-cancelled' : ''}${beaten ? ' is-beaten' : ''}`;
}

/**
 * A roll row's elements for a card skeleton (card-shape.ts), without the block's words. The
 * challenge dice come already marked as beaten or not, which the skeleton's shape fixes.
 */
export function buildRollRow(card: HTMLElement, kind: 'action' | 'progress' | 'ask', beaten: readonly boolean[]): HTMLElement {
	const row = card.createDiv({ cls: 'iron-ledger-roll' });
	if (kind === 'ask') {
		row.createSpan({ cls: 'iron-ledger-stat' });
		row.createSpan({ cls: 'iron-ledger-die iron-ledger-die-oracle' });
		return row;
	}
	if (kind === 'action') {
		row.createSpan({ cls: ACTION_DIE }).setAttribute('aria-label', 'Action die');
		row.createSpan({ cls: 'iron-ledger-stat' });
		row.createSpan({ cls: 'iron-ledger-score' });
	} else {
		row.createSpan({ cls: 'iron-ledger-stat' });
	}
	row.createSpan({ cls: 'iron-ledger-vs', text: 'vs' });
	for (const b of beaten) row.createSpan({ cls: challengeClass(b, false) });
	return row;
}

/** A line of badges with its first badge, for a card skeleton: every rolled card has one. */
export function buildBadgeLine(card: HTMLElement, cls: string, text: string): HTMLElement {
	const line = card.createDiv({ cls: 'iron-ledger-badges' });
	line.createSpan({ cls, text });
	return line;
}

/** Fills the challenge dice from `die` on; a die a burn cancelled is marked so. */
function challengeDice(die: Element | null, challenge: readonly number[], score: number, cancelled: readonly number[] | undefined): void {
	for (const c of challenge) {
		if (!die) return;
		if (cancelled?.includes(c)) die.className = challengeClass(score > c, true);
		die.textContent = String(c);
		die = die.nextElementSibling;
	}
}

/** Fills an action card's roll row (from its skeleton); notes on the roll go between it and the badges. */
export function renderAction(card: HTMLElement, row: HTMLElement, block: Extract<JournalBlock, { kind: 'action' }>): void {
	const badges = row.nextElementSibling as HTMLElement;
	const note = (cls: string, text: string) => card.insertBefore(card.createDiv({ cls, text }), badges);
	// Delve: a rarity die rolled in place of the action die is shown as what it is.
	const rarity = block.extra.rarity as { name?: unknown; die?: unknown } | undefined;
	const rarityName = rarity && typeof rarity.die === 'number' ? (typeof rarity.name === 'string' ? rarity.name : 'a rarity') : undefined;
	const actionDie = row.firstElementChild as HTMLElement;
	if (block.actionCancelled) actionDie.className = `${ACTION_DIE} is-cancelled`;
	actionDie.textContent = String(block.action);
	if (rarityName) actionDie.setAttribute('aria-label', `Rarity die (${rarityName})`);
	let stat = `+${block.stat.name ?? 'stat'} ${block.stat.value}`;
	for (const a of block.adds) stat += ` ${a.value >= 0 ? '+' : ''}${a.value} ${a.reason}`;
	const statEl = actionDie.nextElementSibling as HTMLElement;
	statEl.textContent = stat;
	const score = statEl.nextElementSibling as HTMLElement;
	score.textContent = `= ${block.score}`;
	challengeDice(score.nextElementSibling?.nextElementSibling ?? null, block.challenge, block.score, block.burn?.cancelled);
	if (block.actionCancelled) {
		note('iron-ledger-note', `Action die ${block.action} cancelled: momentum ${block.momentum ?? -block.action} equals it, so the score is stat and adds only.`);
	}
	if (block.rerolled && block.rerolled.length > 0) {
		const words = { action: 'action die', challenge_1: 'first challenge die', challenge_2: 'second challenge die' };
		note('iron-ledger-note', `Rerolled: ${block.rerolled.map((r) => `${words[r.die]} ${r.from} → ${r.to}`).join(', ')}`);
	}
	if (rarityName) note('iron-ledger-note', `Rarity die ${block.action}: ${rarityName} in place of the action die`);
	if (block.burn) {
		note('iron-ledger-burn', `Momentum burned ${block.burn.from} → ${block.burn.to}: cancelled ${block.burn.cancelled.join(' and ') || 'no dice'}, ${OUTCOME_WORDS[block.burn.outcomeBefore]} → ${OUTCOME_WORDS[block.outcome]}`);
	}
	renderOutcome(badges, block.outcome, block.match, block.challenge, block.countsAs);
}

export function renderProgress(card: HTMLElement, row: HTMLElement, block: Extract<JournalBlock, { kind: 'progress' }>): void {
	const stat = row.firstElementChild as HTMLElement;
	stat.textContent = `Progress ${block.score}${block.track ? ` on ${linkText(block.track)}` : ''}`;
	challengeDice(stat.nextElementSibling?.nextElementSibling ?? null, block.challenge, block.score, undefined);
	renderOutcome(row.nextElementSibling as HTMLElement, block.outcome, block.match, block.challenge, block.countsAs);
}

export function renderAsk(row: HTMLElement, block: Extract<JournalBlock, { kind: 'ask' }>): void {
	// The skeleton has a line for the question and one for a pick, just before the row.
	const pickLine = block.pick ? (row.previousElementSibling as HTMLElement) : row;
	if (block.pick) pickLine.textContent = `${block.pick.likely} (likely) or ${block.pick.other}?`;
	if (block.question) (pickLine.previousElementSibling as HTMLElement).textContent = block.question;
	const odds = row.firstElementChild as HTMLElement;
	odds.textContent = `${block.odds === '50_50' ? '50/50' : block.odds.replace(/_/g, ' ')} (${block.style})`;
	(odds.nextElementSibling as HTMLElement).textContent = String(block.roll);
	const badges = row.nextElementSibling as HTMLElement;
	// The skeleton says Yes or No; a pick between two answers names the one it came to.
	if (block.pick) (badges.firstElementChild as HTMLElement).textContent = block.yes ? block.pick.likely : block.pick.other;
	if (block.match) badges.createSpan({ cls: 'iron-ledger-badge iron-ledger-match', text: 'Match: an extreme result or a twist' });
}

/** The badges after the outcome's own (which the skeleton has): counts-as and a match's meaning. */
function renderOutcome(badges: HTMLElement, outcome: Outcome, match: boolean, challenge: [number, number], countsAs?: Outcome): void {
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

export function renderOracles(card: HTMLElement, records: readonly OracleRecord[]): void {
	fillOracles(card.createEl('ul', { cls: 'iron-ledger-oracles' }), records);
}

/** The results into an oracle list (an oracle card's skeleton has its list already). */
export function fillOracles(list: HTMLElement, records: readonly OracleRecord[]): void {
	for (const r of records) addOracle(list, r);
}

/** One oracle result; a roll that led to more rolls comes with the list they go in. */
function addOracle(parent: HTMLElement, r: OracleRecord): void {
	const nests = r.rolls.length > 0;
	const li = cloneTemplate(parent, nests ? 'oracle-item-nested' : 'oracle-item', (holder) => {
		const item = holder.createEl('li');
		item.createSpan({ cls: 'iron-ledger-oracle-name' });
		item.createSpan({ cls: 'iron-ledger-die iron-ledger-die-oracle' });
		item.createSpan({ cls: 'iron-ledger-oracle-result' });
		if (nests) item.createEl('ul');
		return item;
	});
	const name = li.firstElementChild as HTMLElement;
	name.textContent = r.name;
	const die = name.nextElementSibling as HTMLElement;
	die.textContent = String(r.roll);
	// Markdown links in a result show as their label; only results that have one pay for the regex.
	(die.nextElementSibling as HTMLElement).textContent = r.result.includes('](') ? r.result.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1') : r.result;
	const nested = nests ? (li.lastElementChild as HTMLElement) : null;
	if (r.worse) li.createSpan({ cls: 'iron-ledger-badge', text: 'Make it worse' });
	if (r.duplicate) li.createSpan({ cls: 'iron-ledger-badge', text: `Duplicate: ${duplicateWordsOf(r)}` });
	if (r.repeated) li.createSpan({ cls: 'iron-ledger-badge', text: 'Rolled again: something dreadful' });
	if (r.rerolled) li.createSpan({ cls: 'iron-ledger-badge', text: `Rerolled ${r.rerolled.join(', ')}` });
	if (r.cursedDie !== undefined) li.createSpan({ cls: ['iron-ledger-badge', 'iron-ledger-cursed-die'], text: `Cursed die ${r.cursedDie}` });
	if (r.curse) li.createSpan({ cls: ['iron-ledger-badge', 'iron-ledger-curse'], text: r.curse === 'replace' ? 'Cursed: in place of the result above' : 'Cursed: added' });
	// The plain result a curse replaced stays on the card for the record, struck through.
	if (r.rolls.some((n) => n.curse === 'replace')) li.addClass('is-cursed');
	if (!nested) return;
	// The badges go before the rolls this one led to.
	if (li.lastElementChild !== nested) li.appendChild(nested);
	for (const n of r.rolls) addOracle(nested, n);
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
