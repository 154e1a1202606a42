import type { RulesetContent } from '../content/library';
import { type MoveInfo, rollOptionLabel } from '../content/map-move';
import { RULESET_LABELS, packageOfId } from '../content/rulesets';
import { renderDataswornMarkdown } from '../render/datasworn-markdown';
import { actionRollOdds, percent } from '../rules/odds';
import { filterBox, groupBox } from './groups';

export interface MovesTabActions {
	roll(scope: RulesetContent, moveId: string): void;
	open(id: string): void;
}

interface MoveRow {
	scope: RulesetContent;
	move: MoveInfo;
	/** The name and category, lower case, for the filter. */
	words: string;
}

/** The moves the enabled rulesets offer, each once, grouped by the package it comes from and its category. */
function movesByGroup(scopes: readonly RulesetContent[]): Map<string, Map<string, MoveRow[]>> {
	const seen = new Set<string>();
	const byRuleset = new Map<string, Map<string, MoveRow[]>>();
	for (const scope of scopes) {
		for (const move of scope.moves()) {
			if (seen.has(move.id)) continue;
			seen.add(move.id);
			// Delve shows classic's moves and its own: each under the book it comes from.
			const ruleset = RULESET_LABELS[packageOfId(move.id) ?? scope.id];
			const categories = byRuleset.get(ruleset) ?? new Map<string, MoveRow[]>();
			byRuleset.set(ruleset, categories);
			const rows = categories.get(move.category) ?? [];
			categories.set(move.category, rows);
			rows.push({ scope, move, words: `${move.name} ${move.category}`.toLowerCase() });
		}
	}
	return byRuleset;
}

function renderMove(el: HTMLElement, row: MoveRow, values: Record<string, number>, momentum: number | undefined, actions: MovesTabActions): void {
	const { scope, move } = row;
	const details = el.createEl('details', { cls: 'iron-ledger-move' });
	const summary = details.createEl('summary');
	summary.createSpan({ text: move.name });
	const roll = summary.createEl('button', { cls: 'iron-ledger-roll-button', text: 'Roll' });
	roll.addEventListener('click', (e) => {
		e.preventDefault();
		actions.roll(scope, move.id);
	});
	const body = details.createDiv();
	// The text and odds are built when the player opens the move: most are never opened.
	details.addEventListener('toggle', () => {
		if (!details.open || body.hasChildNodes()) return;
		const options = move.conditions.flatMap((c) => c.options);
		if (options.length > 0) {
			const list = body.createEl('ul', { cls: 'iron-ledger-roll-options' });
			for (const o of options) {
				const key = 'stat' in o ? o.stat : 'meter' in o ? o.meter : undefined;
				const value = key ? values[key] : undefined;
				const odds =
					value === undefined
						? ''
						: (() => {
								const r = actionRollOdds({ stat: value, momentum });
								return ` (${value}): strong ${percent(r.strong_hit)} · weak ${percent(r.weak_hit)} · miss ${percent(r.miss)}`;
							})();
				list.createEl('li', { text: `${rollOptionLabel(o)}${odds}` });
			}
		}
		renderDataswornMarkdown(body, move.text, (id) => actions.open(id));
	});
}

/**
 * Moves grouped by ruleset and category, each group folding away, with a filter over names and
 * categories: on a phone the list is long, and a player looks for one move at a time.
 */
export function renderMovesTab(el: HTMLElement, scopes: readonly RulesetContent[], values: Record<string, number>, momentum: number | undefined, actions: MovesTabActions): void {
	const groups = movesByGroup(scopes);
	const list = createDiv({ cls: 'iron-ledger-group-list' });
	const draw = (query: string) => {
		list.empty();
		const q = query.trim().toLowerCase();
		let shown = 0;
		for (const [ruleset, categories] of groups) {
			const parent = groups.size > 1 ? list.createDiv({ cls: 'iron-ledger-ruleset' }) : list;
			if (groups.size > 1) parent.createEl('h4', { text: ruleset });
			for (const [category, rows] of categories) {
				const hits = q ? rows.filter((r) => r.words.includes(q)) : rows;
				if (hits.length === 0) continue;
				shown += hits.length;
				// Open while filtering, so what matches is in view; a folded group draws its moves when opened.
				groupBox(parent, category, hits.length, q !== '', (body) => {
					for (const row of hits) renderMove(body, row, values, momentum, actions);
				});
			}
			if (groups.size > 1 && !parent.querySelector('details')) parent.remove();
		}
		if (shown === 0) list.createEl('p', { cls: 'iron-ledger-empty', text: `No move named like "${query.trim()}".` });
	};
	filterBox(el, 'Filter moves', draw);
	el.appendChild(list);
	draw('');
}
