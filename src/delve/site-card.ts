import type { RulesetContent } from '../content/library';
import { MENACE_TICKS } from '../moves/engine/menace';
import { boxTicks, isRank, progressScore } from '../rules/progress';
import { readDenizens } from './denizens';

/** A threat as a site's card lists it. */
export interface ThreatLine {
	name: string;
	link: string;
	menace: number;
	achieved: boolean;
}

interface CardRow {
	range: string;
	text: string;
}

interface RawCard {
	name?: string;
	summary?: string;
	features?: { roll?: { min: number; max: number }; text?: string }[];
	dangers?: { roll?: { min: number; max: number }; text?: string }[];
}

/** What a site or threat note shows of itself, read from its frontmatter and the cards it names. */
export interface SiteCardData {
	kind: 'delve_site' | 'threat';
	name: string;
	rank: string;
	/** Progress ticks (a site) or menace ticks (a threat). */
	ticks: number;
	status: string;
	theme?: { name: string; summary?: string; features: CardRow[]; dangers: CardRow[] };
	domain?: { name: string; summary?: string; features: CardRow[]; dangers: CardRow[] };
	lastDanger?: string;
	lastOpportunity?: string;
	denizens: { range: string; frequency: string; name: string }[];
	vow?: string;
	category?: string;
	achieved: boolean;
	threats: ThreatLine[];
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const rows = (list: RawCard['features']): CardRow[] =>
	(list ?? []).map((r) => ({ range: r.roll ? (r.roll.min === r.roll.max ? String(r.roll.min) : `${r.roll.min}-${r.roll.max}`) : '', text: r.text ?? '' }));

function card(scope: RulesetContent, id: unknown): SiteCardData['theme'] {
	const entry = typeof id === 'string' ? scope.get(id) : undefined;
	if (!entry) return undefined;
	const node = entry.node as RawCard;
	return { name: entry.name, ...(node.summary ? { summary: node.summary } : {}), features: rows(node.features), dangers: rows(node.dangers) };
}

/** The card's data; undefined when the note is neither a site nor a threat. */
export function siteCardData(scope: RulesetContent, name: string, fm: Record<string, unknown>, threats: readonly ThreatLine[] = []): SiteCardData | undefined {
	if (fm.iron_ledger !== 'track' || (fm.kind !== 'delve_site' && fm.kind !== 'threat')) return undefined;
	const isThreat = fm.kind === 'threat';
	const ticks = isThreat ? fm.menace : fm.ticks;
	const data: SiteCardData = {
		kind: isThreat ? 'threat' : 'delve_site',
		name,
		rank: isRank(fm.rank) ? fm.rank : '?',
		ticks: typeof ticks === 'number' ? ticks : 0,
		status: text(fm.status) ?? 'active',
		denizens: readDenizens(fm.denizens).map((d) => ({ range: d.min === d.max ? String(d.min) : `${d.min}-${d.max}`, frequency: d.frequency.replace(/_/g, ' '), name: d.name })),
		achieved: fm.achieved === true || (isThreat && typeof ticks === 'number' && ticks >= MENACE_TICKS),
		threats: [...threats],
	};
	const theme = card(scope, fm.theme);
	const domain = card(scope, fm.domain);
	if (theme) data.theme = theme;
	if (domain) data.domain = domain;
	for (const [key, field] of [['last_danger', 'lastDanger'], ['last_opportunity', 'lastOpportunity'], ['vow', 'vow'], ['category', 'category']] as const) {
		const v = text(fm[key]);
		if (v) data[field] = v;
	}
	return data;
}

/** Opens a link the card shows (a vow, a threat). */
export type OpenNote = (link: string) => void;

function boxes(parent: HTMLElement, ticks: number, label: string): void {
	const el = parent.createDiv({ cls: 'iron-ledger-boxes', attr: { role: 'img', 'aria-label': `${label}: ${progressScore(ticks)} of 10 boxes filled` } });
	for (const t of boxTicks(ticks)) el.createSpan({ cls: ['iron-ledger-box', `ticks-${t}`] });
}

function link(parent: HTMLElement, target: string, open: OpenNote, listen: (el: HTMLElement, handler: () => void) => void): void {
	const a = parent.createEl('a', { cls: 'iron-ledger-link', text: target.replace(/^\[\[|\]\]$/g, '').split('/').pop() ?? target, href: '#' });
	listen(a, () => open(target));
}

function cardTables(parent: HTMLElement, label: string, c: NonNullable<SiteCardData['theme']>): void {
	const details = parent.createEl('details', { cls: 'iron-ledger-site-cardtable' });
	details.createEl('summary', { text: `${label}: ${c.name}${c.summary ? ` — ${c.summary}` : ''}` });
	for (const [title, list] of [['Features', c.features], ['Dangers', c.dangers]] as const) {
		if (list.length === 0) continue;
		details.createEl('h6', { text: title });
		const table = details.createEl('table');
		for (const r of list) {
			const tr = table.createEl('tr');
			tr.createEl('td', { text: r.range });
			tr.createEl('td', { text: r.text });
		}
	}
}

/** The card: rank and progress (or menace), theme and domain with their tables, the last danger and opportunity, threats. */
export function renderSiteCard(el: HTMLElement, data: SiteCardData, open: OpenNote, listen: (el: HTMLElement, handler: () => void) => void): void {
	const root = el.createDiv({ cls: ['iron-ledger-block', 'iron-ledger-site', `iron-ledger-site-${data.kind === 'threat' ? 'threat' : 'site'}`] });
	const header = root.createDiv({ cls: 'iron-ledger-header' });
	header.createSpan({ cls: 'iron-ledger-move-name', text: data.name });
	header.createSpan({ cls: 'iron-ledger-badge', text: `${data.kind === 'threat' ? 'Threat' : 'Delve site'} · ${data.rank}${data.status !== 'active' ? ` · ${data.status}` : ''}` });
	if (data.kind === 'threat') {
		if (data.category) root.createDiv({ cls: 'iron-ledger-note', text: data.category });
		boxes(root, data.ticks, 'Menace');
		if (data.achieved) root.createDiv({ cls: ['iron-ledger-note', 'iron-ledger-miss'], text: 'The threat has achieved its goal.' });
	} else {
		boxes(root, data.ticks, 'Progress');
		if (data.theme && data.domain) root.createDiv({ cls: 'iron-ledger-note', text: `${data.theme.name} ${data.domain.name}` });
		else root.createDiv({ cls: ['iron-ledger-note', 'iron-ledger-error'], text: 'This site needs a theme and a domain (Datasworn ids) in its frontmatter.' });
		if (data.lastDanger) root.createDiv({ cls: 'iron-ledger-note', text: `Last danger: ${data.lastDanger}` });
		if (data.lastOpportunity) root.createDiv({ cls: 'iron-ledger-note', text: `Last opportunity: ${data.lastOpportunity}` });
	}
	if (data.vow) {
		const vow = root.createDiv({ cls: 'iron-ledger-note', text: data.kind === 'threat' ? 'Opposes ' : 'For ' });
		link(vow, data.vow, open, listen);
	}
	if (data.threats.length > 0) {
		const list = root.createEl('ul', { cls: 'iron-ledger-changes' });
		for (const t of data.threats) {
			const li = list.createEl('li');
			link(li, t.link, open, listen);
			li.createSpan({ text: ` — menace ${progressScore(t.menace)}/10${t.achieved ? ', achieved its goal' : ''}` });
		}
	}
	if (data.theme) cardTables(root, 'Theme', data.theme);
	if (data.domain) cardTables(root, 'Domain', data.domain);
	const named = data.denizens.filter((d) => d.name);
	if (data.denizens.length > 0) {
		const details = root.createEl('details', { cls: 'iron-ledger-site-cardtable' });
		details.createEl('summary', { text: `Denizens (${named.length} of ${data.denizens.length} named)` });
		const table = details.createEl('table');
		for (const d of data.denizens) {
			const tr = table.createEl('tr');
			tr.createEl('td', { text: d.range });
			tr.createEl('td', { text: d.frequency });
			tr.createEl('td', { text: d.name || '—' });
		}
	}
}
