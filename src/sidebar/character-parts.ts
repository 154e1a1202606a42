import { NEW_ASSET_COST, UPGRADE_COST, affordable } from '../character/advancement';
import { abilityLabel, assetNode, assetSlug, stringList } from '../character/asset-state';
import { changeAssetMeter, setImpact, setInitiative, setPosition } from '../character/conditions';
import type { Sheet } from '../character/sheet';
import type { ImpactInfo, RulesetContent } from '../content/library';
import { type RulesetId, coreOf } from '../content/rulesets';
import type { FlowPorts } from '../flows/ports';
import { type SheetChange, changeSheet, spendXpFlow } from '../flows/sheet-flows';
import { assetMeters } from '../play/turn-setup';

/** What the sheet's parts do: each change runs through the palette's use case, journaled where moves go. */
export interface SheetActions {
	run(flow: (ports: FlowPorts) => Promise<unknown>): void;
	open(id: string): void;
}

const change = (actions: SheetActions, c: SheetChange, companion?: string) => actions.run((ports) => changeSheet(ports, c, companion));

/** "lasting_effects" → "Lasting effects". */
const heading = (key: string) => {
	const words = key.replace(/_/g, ' ');
	return words.charAt(0).toUpperCase() + words.slice(1);
};

function checkbox(parent: HTMLElement, label: string, checked: boolean, onChange: (checked: boolean) => void, disabled?: string): HTMLInputElement {
	const row = parent.createEl('label', { cls: 'iron-ledger-toggle' });
	const box = row.createEl('input', { type: 'checkbox' });
	box.checked = checked;
	if (disabled) {
		box.disabled = true;
		row.addClass('is-disabled');
		row.setAttr('title', disabled);
	}
	row.createSpan({ text: label });
	box.addEventListener('change', () => onChange(box.checked));
	return box;
}

/** Companions' health and the vehicle's integrity, with −/+ through the sheet rules. */
export function renderAssetMeters(el: HTMLElement, scope: RulesetContent, fm: Record<string, unknown>, actions: SheetActions): void {
	const rows = [
		...assetMeters(scope, fm, 'health').map((m) => ({ m, which: 'companion' as const, what: 'health' })),
		...assetMeters(scope, fm, 'integrity').slice(0, 1).map((m) => ({ m, which: 'vehicle' as const, what: 'integrity' })),
	];
	if (rows.length === 0) return;
	const box = el.createDiv({ cls: 'iron-ledger-meters iron-ledger-asset-meters' });
	for (const { m, which, what } of rows) {
		const row = box.createDiv({ cls: 'iron-ledger-meter' });
		const entry = m.asset ? scope.get(m.asset) : undefined;
		const name = entry && entry.name !== m.name ? `${m.name} (${entry.name})` : m.name;
		row.createSpan({ cls: 'iron-ledger-meter-label', text: `${name} ${what}` });
		const minus = row.createEl('button', { text: '−', attr: { 'aria-label': `Suffer −1 ${what}: ${m.name}` } });
		row.createSpan({ cls: 'iron-ledger-meter-value', text: `${typeof fm[m.key] === 'number' ? String(fm[m.key]) : '–'}/${m.max}` });
		const plus = row.createEl('button', { text: '+', attr: { 'aria-label': `Take +1 ${what}: ${m.name}` } });
		const companion = which === 'companion' ? m.asset : undefined;
		minus.addEventListener('click', () => change(actions, (s) => changeAssetMeter(s, which, -1), companion));
		plus.addEventListener('click', () => change(actions, (s) => changeAssetMeter(s, which, 1), companion));
	}
}

/** Classic: initiative as a checkbox. Starforged: in control or in a bad spot, one button each. */
export function renderCombat(el: HTMLElement, ruleset: RulesetId, fm: Record<string, unknown>, actions: SheetActions): void {
	const box = el.createDiv({ cls: 'iron-ledger-combat' });
	if (coreOf(ruleset) !== 'starforged') {
		checkbox(box, 'Initiative', fm.initiative === true, (has) => change(actions, (s) => setInitiative(s, has)));
		return;
	}
	box.createSpan({ cls: 'iron-ledger-combat-label', text: 'Position' });
	const group = box.createDiv({ cls: 'iron-ledger-segmented', attr: { role: 'group', 'aria-label': 'Position' } });
	for (const position of ['in control', 'in a bad spot']) {
		const now = fm.position === position;
		const b = group.createEl('button', { text: position === 'in control' ? 'In control' : 'In a bad spot', cls: now ? 'is-active' : '', attr: { 'aria-pressed': String(now) } });
		if (!now) b.addEventListener('click', () => change(actions, (s) => setPosition(s, position)));
	}
}

/** Every debility (impact) of the ruleset as a checkbox, by category; a marked permanent one cannot be cleared. */
export function renderImpacts(el: HTMLElement, ruleset: RulesetId, impacts: readonly ImpactInfo[], fm: Record<string, unknown>, actions: SheetActions): void {
	const section = el.createDiv({ cls: 'iron-ledger-impact-section' });
	section.createEl('h5', { text: coreOf(ruleset) === 'starforged' ? 'Impacts' : 'Debilities' });
	const marked = impacts.filter((i) => fm[i.key] === true);
	if (marked.length > 0) section.createDiv({ cls: 'iron-ledger-impacts', text: `Marked: ${marked.map((i) => i.label).join(', ')}` });
	const categories = [...new Set(impacts.map((i) => i.category))];
	for (const category of categories) {
		const group = section.createDiv({ cls: 'iron-ledger-impact-group' });
		if (categories.length > 1) group.createDiv({ cls: 'iron-ledger-impact-category', text: heading(category) });
		const boxes = group.createDiv({ cls: 'iron-ledger-toggles' });
		for (const i of impacts.filter((x) => x.category === category)) {
			const on = fm[i.key] === true;
			const box = checkbox(boxes, i.label, on, (mark) => change(actions, (s) => setImpact(s, i.key, mark)), on && i.permanent ? 'Permanent: it cannot be cleared' : undefined);
			box.dataset.impact = i.key;
		}
	}
}

/** XP earned and spent, what is left to spend and what it buys now. */
export function renderXp(el: HTMLElement, fm: Record<string, unknown>, sheet: Sheet | undefined, actions: SheetActions): void {
	const n = (v: unknown) => (typeof v === 'number' ? v : 0);
	el.createDiv({ cls: 'iron-ledger-xp', text: `XP ${n(fm.xp_earned)} earned, ${n(fm.xp_spent)} spent` });
	if (!sheet) return;
	const a = affordable(sheet);
	const box = el.createDiv({ cls: 'iron-ledger-xp-spend' });
	box.createDiv({ cls: 'iron-ledger-xp-available', text: `XP: ${a.available} to spend` });
	const buys = [
		...(a.newAsset ? [`a new asset (${NEW_ASSET_COST} XP)`] : []),
		...(a.upgrades.length > 0 ? [`an upgrade (${UPGRADE_COST} XP): ${a.upgrades.map((u) => `${u.asset}, ${u.ability}`).join('; ')}`] : []),
	];
	if (buys.length === 0) {
		box.createDiv({ cls: 'iron-ledger-xp-buys', text: `An upgrade costs ${UPGRADE_COST} XP, a new asset ${NEW_ASSET_COST}.` });
		return;
	}
	box.createDiv({ cls: 'iron-ledger-xp-buys', text: `Buys ${buys.join(', or ')}` });
	const spend = box.createEl('button', { text: 'Spend experience', cls: 'iron-ledger-button' });
	spend.addEventListener('click', () => actions.run(spendXpFlow));
}

/** The sheet's assets: name (opens the card), abilities ●/○, meters and marks, and each marked ability with ✓. */
export function renderAssets(el: HTMLElement, scope: RulesetContent, fm: Record<string, unknown>, actions: SheetActions): void {
	const assets = stringList(fm.assets);
	if (assets.length === 0) return;
	const marked = stringList(fm.asset_abilities);
	const list = el.createEl('ul', { cls: 'iron-ledger-assets' });
	for (const id of assets) {
		const entry = scope.get(id);
		const abilities = entry ? (assetNode(entry).abilities ?? []) : [];
		const li = list.createEl('li');
		const head = li.createDiv({ cls: 'iron-ledger-asset-head' });
		const a = head.createEl('a', { text: entry?.name ?? id, href: '#', cls: 'iron-ledger-link' });
		a.addEventListener('click', (e) => {
			e.preventDefault();
			actions.open(id);
		});
		const marks = abilities.map((ab) => (marked.includes(ab._id) ? '●' : '○')).join('');
		if (marks) head.createSpan({ cls: 'iron-ledger-asset-abilities', text: ` ${marks}` });
		const slug = assetSlug(id);
		for (const [k, v] of Object.entries(fm)) {
			if (!k.startsWith(`${slug}_`)) continue;
			const name = k.slice(slug.length + 1).replace(/_/g, ' ');
			if (typeof v === 'number') head.createSpan({ cls: 'iron-ledger-asset-meter', text: ` ${name} ${v}` });
			else if (v === true) head.createSpan({ cls: 'iron-ledger-asset-meter', text: ` ${name}` });
		}
		// Its inputs as the player filled them: a companion's name, a path's bond.
		for (const [key, control] of Object.entries(entry ? (assetNode(entry).options ?? {}) : {})) {
			const value = fm[`${slug}_${key}`];
			if (control.field_type === 'text' && typeof value === 'string' && value.trim()) li.createDiv({ cls: 'iron-ledger-asset-input', text: `${heading(control.label ?? key)}: ${value}` });
		}
		const on = abilities.flatMap((ab, i) => (marked.includes(ab._id) ? [abilityLabel(ab, i)] : []));
		if (on.length > 0) {
			const ul = li.createEl('ul', { cls: 'iron-ledger-asset-marked' });
			for (const label of on) ul.createEl('li', { text: `✓ ${label}` });
		}
	}
}
