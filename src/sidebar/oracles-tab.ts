import type { RulesetContent } from '../content/library';
import { qualifiedName } from '../content/lookup';
import { filterBox, groupBox } from './groups';

export interface OracleResultLine {
	name: string;
	roll: number;
	result: string;
}

export interface OraclesTabActions {
	roll: (scope: RulesetContent, tableId: string) => void;
	/** Rolls one of the player's own tables, by its note's path. */
	rollNote?: (path: string) => void;
}

/** One of the player's own tables, listed first under its own heading. */
export interface OwnTable {
	name: string;
	path: string;
}

interface TableRow {
	label: string;
	detail: string;
	/** The group it folds into: the player's own tables, or the table's collection. */
	group: string;
	roll: () => void;
}

/** Inside its group a table needs no group name before its own: "Character › Name" shows as "Name". */
function drawRow(el: HTMLElement, r: TableRow, inGroup: boolean): void {
	const row = el.createDiv({ cls: 'iron-ledger-oracle-row' });
	const at = r.label.indexOf(' › ');
	row.createSpan({ text: inGroup && at >= 0 ? r.label.slice(at + 3) : r.label });
	if (r.detail) row.createSpan({ cls: 'iron-ledger-path', text: ` ${r.detail}` });
	row.createEl('button', { text: 'Roll' }).addEventListener('click', r.roll);
}

/**
 * Tables in groups that fold away (the player's own first, then each ruleset's collections),
 * a search over all of them, a roll button each, and the last results.
 */
export function renderOraclesTab(el: HTMLElement, scopes: readonly RulesetContent[], recent: readonly OracleResultLine[], actions: OraclesTabActions, own: readonly OwnTable[] = []): void {
	if (recent.length > 0) {
		el.createEl('h5', { text: 'Last results' });
		const list = el.createEl('ul', { cls: 'iron-ledger-recent' });
		for (const r of recent) list.createEl('li', { text: `${r.name} ${r.roll}: ${r.result.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')}` });
	}
	const seen = new Set<string>();
	const rollNote = actions.rollNote;
	const several = scopes.length > 1;
	const rows: TableRow[] = [
		...(rollNote ? own.map((t) => ({ label: t.name, detail: 'Your table', group: 'Your tables', roll: () => rollNote(t.path) })) : []),
		...scopes.flatMap((scope) =>
			scope
				.oracles()
				.filter((e) => !seen.has(e.id) && (seen.add(e.id), true))
				.map((e) => ({
					label: qualifiedName(e),
					detail: '',
					group: `${e.path[0] ?? e.name}${several ? ` · ${scope.label}` : ''}`,
					roll: () => actions.roll(scope, e.id),
				})),
		),
	];
	const groups = new Map<string, TableRow[]>();
	for (const r of rows) groups.set(r.group, [...(groups.get(r.group) ?? []), r]);
	const list = createDiv({ cls: 'iron-ledger-oracle-list' });
	const show = (query: string) => {
		list.empty();
		const q = query.trim().toLowerCase();
		if (q === '') {
			for (const [group, members] of groups) {
				// The player's own tables are few and theirs: open. A collection opens on a tap, drawn then.
				groupBox(list, group, members.length, group === 'Your tables', (body) => {
					for (const r of members) drawRow(body, r, true);
				});
			}
			return;
		}
		const hits = rows.filter((r) => r.label.toLowerCase().includes(q));
		for (const r of hits.slice(0, 60)) drawRow(list, r, false);
		if (hits.length > 60) list.createEl('p', { cls: 'iron-ledger-empty', text: `${hits.length - 60} more: type more of the name.` });
		if (hits.length === 0) list.createEl('p', { cls: 'iron-ledger-empty', text: 'No table matches.' });
	};
	filterBox(el, 'Search tables', show);
	el.appendChild(list);
	show('');
}
