import type { Sheet } from '../character/sheet';
import type { ContentLibrary } from '../content/library';
import { type RulesetId, isRulesetId } from '../content/rulesets';
import { pendingAdds } from '../moves/engine/pending-adds';
import { momentumMax, momentumReset } from '../rules/momentum';
import { METERS, STATS } from '../state/schema';
import { type SheetActions, renderAssetMeters, renderAssets, renderCombat, renderImpacts, renderXp } from './character-parts';

export interface CharacterTabActions extends SheetActions {
	/** Take (+1) or suffer (−1) on a meter or momentum through the same rule as the commands. */
	adjust(key: string, delta: number): void;
}

/** A frontmatter value as the sheet shows it: numbers and text as they are, anything else as a dash. */
function show(value: unknown): string {
	return typeof value === 'number' || typeof value === 'string' ? String(value) : '–';
}

/**
 * The character sheet: stats, meters with −/+, momentum with max and reset, companions and
 * vehicle, initiative or position, debilities (impacts) to tick, what is kept for the next move,
 * XP and what it buys, assets with their marked abilities. `sheet` is the same sheet opened by
 * the rules (for what XP buys); without it the rest still shows.
 */
export function renderCharacterTab(el: HTMLElement, fm: Record<string, unknown> | null, path: string, content: ContentLibrary, actions: CharacterTabActions, sheet?: Sheet): void {
	if (!path) {
		el.createEl('p', { cls: 'iron-ledger-empty', text: 'No active character yet: create one, or choose one, from the command palette.' });
		return;
	}
	if (!fm || fm.iron_ledger !== 'character' || !isRulesetId(fm.ruleset)) {
		el.createEl('p', { cls: 'iron-ledger-empty', text: `${path} is not a character note Iron Ledger can read.` });
		return;
	}
	const impacts = content.ruleset(fm.ruleset).rules().impacts;
	const marked = impacts.filter((i) => fm[i.key] === true);
	el.createEl('h4', { text: typeof fm.name === 'string' ? fm.name : path });
	const stats = el.createDiv({ cls: 'iron-ledger-stats' });
	for (const s of STATS) {
		const cell = stats.createDiv({ cls: 'iron-ledger-stat-cell' });
		cell.createDiv({ cls: 'iron-ledger-stat-value', text: show(fm[s]) });
		cell.createDiv({ cls: 'iron-ledger-stat-label', text: s });
	}
	const meters = el.createDiv({ cls: 'iron-ledger-meters' });
	const meterRow = (key: string, value: unknown, extra?: string) => {
		const row = meters.createDiv({ cls: 'iron-ledger-meter' });
		row.createSpan({ cls: 'iron-ledger-meter-label', text: key });
		const minus = row.createEl('button', { text: '−', attr: { 'aria-label': `Suffer −1 ${key}` } });
		row.createSpan({ cls: 'iron-ledger-meter-value', text: show(value) });
		const plus = row.createEl('button', { text: '+', attr: { 'aria-label': `Take +1 ${key}` } });
		if (extra) row.createSpan({ cls: 'iron-ledger-meter-extra', text: extra });
		minus.addEventListener('click', () => actions.adjust(key, -1));
		plus.addEventListener('click', () => actions.adjust(key, 1));
	};
	for (const m of METERS) meterRow(m, fm[m]);
	meterRow('momentum', fm.momentum, `max ${momentumMax(marked.length)} · reset ${momentumReset(marked.length)}`);
	const scope = content.ruleset(fm.ruleset);
	renderAssetMeters(el, scope, fm, actions);
	renderCombat(el, fm.ruleset, fm, actions);
	renderImpacts(el, fm.ruleset, impacts, fm, actions);
	const pending = pendingAdds(fm.pending_adds);
	if (pending.length > 0) {
		const names = (id: string) => content.ruleset(fm.ruleset as RulesetId).get(id)?.name ?? id;
		el.createDiv({
			cls: 'iron-ledger-pending',
			text: `Kept for your next move: ${pending.map((p) => `+${p.value} ${p.reason}${p.move ? ` (on ${names(p.move)})` : ''}`).join(', ')}`,
		});
	}
	renderXp(el, fm, sheet, actions);
	renderAssets(el, scope, fm, actions);
}
