import type { RulesetContent } from '../content/library';
import { rollOptionLabel } from '../content/map-move';
import { RULESET_LABELS, packageOfId } from '../content/rulesets';
import { renderDataswornMarkdown } from '../render/datasworn-markdown';
import { actionRollOdds, percent } from '../rules/odds';

export interface MovesTabActions {
	roll(scope: RulesetContent, moveId: string): void;
	open(id: string): void;
}

/** Moves by category, each with its full text (built when opened), its roll options with odds, and a roll button. */
export function renderMovesTab(el: HTMLElement, scopes: readonly RulesetContent[], values: Record<string, number>, momentum: number | undefined, actions: MovesTabActions): void {
	const seen = new Set<string>();
	for (const scope of scopes) {
		const byCategory = new Map<string, ReturnType<RulesetContent['moves']>>();
		for (const m of scope.moves()) {
			if (seen.has(m.id)) continue;
			seen.add(m.id);
			byCategory.set(m.category, [...(byCategory.get(m.category) ?? []), m]);
		}
		for (const [category, moves] of byCategory) {
			el.createEl('h5', { text: `${category}${scopes.length > 1 ? ` · ${RULESET_LABELS[packageOfId(moves[0]?.id ?? '') ?? scope.id]}` : ''}` });
			for (const move of moves) {
				const details = el.createEl('details', { cls: 'iron-ledger-move' });
				const summary = details.createEl('summary');
				summary.createSpan({ text: move.name });
				const roll = summary.createEl('button', { cls: 'iron-ledger-roll-button', text: 'Roll' });
				roll.addEventListener('click', (e) => {
					e.preventDefault();
					actions.roll(scope, move.id);
				});
				const body = details.createDiv();
				details.addEventListener('toggle', () => {
					if (!details.open || body.hasChildNodes()) return;
					const options = move.conditions.flatMap((c) => c.options);
					if (options.length > 0) {
						const list = body.createEl('ul', { cls: 'iron-ledger-roll-options' });
						for (const o of options) {
							const key = 'stat' in o ? o.stat : 'meter' in o ? o.meter : undefined;
							const value = key ? values[key] : undefined;
							const odds = value === undefined ? '' : (() => {
								const r = actionRollOdds({ stat: value, momentum });
								return ` (${value}): strong ${percent(r.strong_hit)} · weak ${percent(r.weak_hit)} · miss ${percent(r.miss)}`;
							})();
							list.createEl('li', { text: `${rollOptionLabel(o)}${odds}` });
						}
					}
					renderDataswornMarkdown(body, move.text, (id) => actions.open(id));
				});
			}
		}
	}
}
