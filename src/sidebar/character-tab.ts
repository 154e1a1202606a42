import type { ContentLibrary } from '../content/library';
import { type RulesetId, isRulesetId } from '../content/rulesets';
import { pendingAdds } from '../moves/engine/effects';
import { momentumMax, momentumReset } from '../rules/momentum';
import { METERS, STATS } from '../state/schema';

export interface CharacterTabActions {
	/** Take (+1) or suffer (−1) on a meter or momentum through the same rule as the commands. */
	adjust(key: string, delta: number): void;
	open(id: string): void;
}

/** A frontmatter value as the sheet shows it: numbers and text as they are, anything else as a dash. */
function show(value: unknown): string {
	return typeof value === 'number' || typeof value === 'string' ? String(value) : '–';
}

/** The character sheet: stats, meters with −/+, momentum with max and reset, impacts, XP, assets. */
export function renderCharacterTab(el: HTMLElement, fm: Record<string, unknown> | null, path: string, content: ContentLibrary, actions: CharacterTabActions): void {
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
	if (marked.length > 0) el.createDiv({ cls: 'iron-ledger-impacts', text: `Marked: ${marked.map((i) => i.label).join(', ')}` });
	const pending = pendingAdds(fm.pending_adds);
	if (pending.length > 0) {
		const names = (id: string) => content.ruleset(fm.ruleset as RulesetId).get(id)?.name ?? id;
		el.createDiv({
			cls: 'iron-ledger-pending',
			text: `Kept for your next move: ${pending.map((p) => `+${p.value} ${p.reason}${p.move ? ` (on ${names(p.move)})` : ''}`).join(', ')}`,
		});
	}
	if (typeof fm.position === 'string') el.createDiv({ cls: 'iron-ledger-position', text: `Position: ${fm.position}` });
	if (typeof fm.initiative === 'boolean') el.createDiv({ cls: 'iron-ledger-position', text: fm.initiative ? 'You have initiative' : 'No initiative' });
	el.createDiv({ cls: 'iron-ledger-xp', text: `XP ${show(fm.xp_earned ?? 0)} earned, ${show(fm.xp_spent ?? 0)} spent` });
	const assets = Array.isArray(fm.assets) ? (fm.assets as unknown[]).filter((a): a is string => typeof a === 'string') : [];
	const abilities = Array.isArray(fm.asset_abilities) ? (fm.asset_abilities as unknown[]) : [];
	if (assets.length > 0) {
		const list = el.createEl('ul', { cls: 'iron-ledger-assets' });
		for (const id of assets) {
			const entry = content.ruleset(fm.ruleset).get(id);
			const li = list.createEl('li');
			const a = li.createEl('a', { text: entry?.name ?? id, href: '#', cls: 'iron-ledger-link' });
			a.addEventListener('click', (e) => {
				e.preventDefault();
				actions.open(id);
			});
			const node = entry?.node as { abilities?: { _id: string; name?: string }[] } | undefined;
			const marks = (node?.abilities ?? []).map((ab) => (abilities.includes(ab._id) ? '●' : '○')).join('');
			if (marks) li.createSpan({ cls: 'iron-ledger-asset-abilities', text: ` ${marks}` });
			const key = id.split('/').pop() ?? id;
			for (const [k, v] of Object.entries(fm)) if (k.startsWith(`${key}_`) && typeof v === 'number') li.createSpan({ cls: 'iron-ledger-asset-meter', text: ` ${k.slice(key.length + 1)} ${v}` });
		}
	}
}
