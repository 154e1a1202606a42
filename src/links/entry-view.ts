import type { ContentLibrary } from '../content/library';
import { qualifiedName } from '../content/lookup';
import type { RawMove, RawNode, RawOracle, RawRow } from '../content/datasworn-shapes';
import type { IndexedEntry } from '../content/package-index';
import { type Listen, type OpenLink, renderDataswornMarkdown } from '../render/datasworn-markdown';
import { entryAnchor } from './entry-link';
import { resolveEntry } from './resolve';

/**
 * An entry's text as the content modal, the sidebar and a link's hover show it: a move's text,
 * a table's rows, an asset's abilities, a collection's members. Links inside open `open`.
 */
export function renderEntry(el: HTMLElement, content: ContentLibrary, id: string, open: OpenLink, listen?: Listen): IndexedEntry | undefined {
	const { entry } = resolveEntry(content, id);
	if (!entry) return undefined;
	el.createDiv({ cls: 'iron-ledger-path', text: qualifiedName(entry) });
	const md = (parent: HTMLElement, text: string) => renderDataswornMarkdown(parent, text, open, listen);
	const node = entry.node;
	if (entry.type === 'oracle_rollable') {
		const table = node as RawOracle;
		if (table.summary) md(el, table.summary);
		rowsTable(el, table.rows, md);
		return entry;
	}
	if (entry.type === 'asset') {
		renderAsset(el, node, md);
		return entry;
	}
	const text = textOf(node);
	if (text) md(el, text);
	for (const key of ['features', 'dangers'] as const) {
		const rows = node[key];
		if (!Array.isArray(rows) || rows.length === 0) continue;
		el.createEl('h5', { text: key === 'features' ? 'Features' : 'Dangers' });
		rowsTable(el, rows as RawRow[], md);
	}
	renderMembers(el, node, open, listen);
	const page = (node as RawMove)._source?.page;
	if (page) el.createDiv({ cls: 'iron-ledger-path', text: `Page ${page}` });
	return entry;
}

function textOf(node: RawNode): string | undefined {
	for (const key of ['text', 'description', 'summary']) {
		const value = node[key];
		if (typeof value === 'string' && value.trim() !== '') return value;
	}
	return undefined;
}

function rowsTable(el: HTMLElement, rows: readonly RawRow[], md: (parent: HTMLElement, text: string) => void): void {
	const t = el.createEl('table', { cls: 'iron-ledger-table' });
	for (const row of rows) {
		const tr = t.createEl('tr');
		tr.createEl('td', { text: row.roll ? (row.roll.min === row.roll.max ? String(row.roll.min) : `${row.roll.min}-${row.roll.max}`) : '' });
		md(tr.createEl('td'), row.text2 ? `${row.text} — ${row.text2}` : row.text);
	}
}

function renderAsset(el: HTMLElement, node: RawNode, md: (parent: HTMLElement, text: string) => void): void {
	if (typeof node.category === 'string') el.createDiv({ cls: 'iron-ledger-path', text: node.category });
	if (typeof node.requirement === 'string') md(el, node.requirement);
	const abilities = Array.isArray(node.abilities) ? (node.abilities as RawNode[]) : [];
	const list = el.createEl('ul', { cls: 'iron-ledger-asset-abilities' });
	for (const ability of abilities) {
		// The book prints a filled dot by the abilities an asset starts with.
		const li = list.createEl('li', { cls: ability.enabled === true ? 'is-enabled' : '' });
		li.createSpan({ cls: 'iron-ledger-ability-dot', text: ability.enabled === true ? '● ' : '○ ' });
		md(li.createSpan(), typeof ability.text === 'string' ? ability.text : '');
	}
}

/** A collection's or category's members, each a link: the way from "Core oracles" to its tables. */
function renderMembers(el: HTMLElement, node: RawNode, open: OpenLink, listen?: Listen): void {
	const members: RawNode[] = [];
	for (const key of ['collections', 'contents']) {
		const group = node[key];
		if (group && typeof group === 'object' && !Array.isArray(group)) {
			for (const member of Object.values(group as Record<string, RawNode>)) if (typeof member?._id === 'string') members.push(member);
		}
	}
	if (members.length === 0) return;
	const list = el.createEl('ul', { cls: 'iron-ledger-entry-members' });
	for (const m of members) entryAnchor(list.createEl('li'), typeof m.name === 'string' ? m.name : String(m._id), String(m._id), open, listen);
}
