import type { RulesetContent } from '../content/library';
import { qualifiedName } from '../content/lookup';

export interface OracleResultLine {
	name: string;
	roll: number;
	result: string;
}

export interface OraclesTabActions {
	roll(scope: RulesetContent, tableId: string): void;
}

/** Searchable tables with a roll button each, and the last results. */
export function renderOraclesTab(el: HTMLElement, scopes: readonly RulesetContent[], recent: readonly OracleResultLine[], actions: OraclesTabActions): void {
	if (recent.length > 0) {
		el.createEl('h5', { text: 'Last results' });
		const list = el.createEl('ul', { cls: 'iron-ledger-recent' });
		for (const r of recent) list.createEl('li', { text: `${r.name} ${r.roll}: ${r.result.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')}` });
	}
	const search = el.createEl('input', { type: 'search', placeholder: 'Search tables', cls: 'iron-ledger-search' });
	const list = el.createDiv({ cls: 'iron-ledger-oracle-list' });
	const seen = new Set<string>();
	const rows = scopes.flatMap((scope) =>
		scope
			.oracles()
			.filter((e) => !seen.has(e.id) && (seen.add(e.id), true))
			.map((e) => ({ scope, id: e.id, label: qualifiedName(e) })),
	);
	const show = (query: string) => {
		list.empty();
		const q = query.trim().toLowerCase();
		const hits = rows.filter((r) => q === '' || r.label.toLowerCase().includes(q)).slice(0, 60);
		for (const r of hits) {
			const row = list.createDiv({ cls: 'iron-ledger-oracle-row' });
			row.createSpan({ text: r.label });
			row.createEl('button', { text: 'Roll' }).addEventListener('click', () => actions.roll(r.scope, r.id));
		}
		if (hits.length === 0) list.createEl('p', { cls: 'iron-ledger-empty', text: 'No table matches.' });
	};
	search.addEventListener('input', () => show(search.value));
	show('');
}
