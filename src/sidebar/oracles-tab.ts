import type { RulesetContent } from '../content/library';
import { qualifiedName } from '../content/lookup';

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

/** Searchable tables with a roll button each (the player's own first), and the last results. */
export function renderOraclesTab(el: HTMLElement, scopes: readonly RulesetContent[], recent: readonly OracleResultLine[], actions: OraclesTabActions, own: readonly OwnTable[] = []): void {
	if (recent.length > 0) {
		el.createEl('h5', { text: 'Last results' });
		const list = el.createEl('ul', { cls: 'iron-ledger-recent' });
		for (const r of recent) list.createEl('li', { text: `${r.name} ${r.roll}: ${r.result.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')}` });
	}
	const search = el.createEl('input', { type: 'search', placeholder: 'Search tables', cls: 'iron-ledger-search' });
	const list = el.createDiv({ cls: 'iron-ledger-oracle-list' });
	const seen = new Set<string>();
	const rollNote = actions.rollNote;
	const rows = [
		...(rollNote ? own.map((t) => ({ label: t.name, detail: 'Your table', roll: () => rollNote(t.path) })) : []),
		...scopes.flatMap((scope) =>
			scope
				.oracles()
				.filter((e) => !seen.has(e.id) && (seen.add(e.id), true))
				.map((e) => ({ label: qualifiedName(e), detail: '', roll: () => actions.roll(scope, e.id) })),
		),
	];
	const show = (query: string) => {
		list.empty();
		const q = query.trim().toLowerCase();
		const hits = rows.filter((r) => q === '' || r.label.toLowerCase().includes(q)).slice(0, 60);
		for (const r of hits) {
			const row = list.createDiv({ cls: 'iron-ledger-oracle-row' });
			row.createSpan({ text: r.label });
			if (r.detail) row.createSpan({ cls: 'iron-ledger-path', text: ` ${r.detail}` });
			row.createEl('button', { text: 'Roll' }).addEventListener('click', r.roll);
		}
		if (hits.length === 0) list.createEl('p', { cls: 'iron-ledger-empty', text: 'No table matches.' });
	};
	search.addEventListener('input', () => show(search.value));
	show('');
}
