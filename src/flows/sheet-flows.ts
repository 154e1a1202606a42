import { NEW_ASSET_COST, UPGRADE_COST, addAsset, affordable, earnXp, fillInput, upgradeAsset } from '../character/advancement';
import { assetNode, assetSlug, stringList } from '../character/asset-state';
import { changeAssetMeter, changeMeter, setImpact, setInitiative, setPosition } from '../character/conditions';
import { type EditResult, type Sheet, commitSheet, openSheet, sheetValue } from '../character/sheet';
import type { IndexedEntry } from '../content/package-index';
import type { SheetBlock, StateChange } from '../journal/block';
import type { Choice } from '../play/prompter';
import { assetMeters } from '../play/turn-setup';
import { momentumMax } from '../rules/momentum';
import { StateError } from '../state/schema';
import { playMove } from './make-move-flow';
import type { FlowPorts } from './ports';
import { coreOf } from '../content/rulesets';

/** A change to the sheet in memory, by the rules in src/character; it returns what was done, in words. */
export type SheetChange = (sheet: Sheet) => string;

function campaignOf(ports: FlowPorts): NonNullable<FlowPorts['campaign']> {
	if (!ports.campaign) throw new StateError('Set the active character first (Set the active character, or Create character).');
	return ports.campaign;
}

/** The active character's sheet and frontmatter, read to ask the questions; the change itself reads them again. */
async function peek(ports: FlowPorts): Promise<{ sheet: Sheet; fm: Record<string, unknown> }> {
	const { store, characterPath } = campaignOf(ports);
	const sheet = await openSheet(store, ports.content, characterPath);
	return { sheet, fm: (await store.frontmatter(characterPath)) ?? {} };
}

/**
 * commitSheet's write, into the flows' sink (the cursor, or the journal note the settings name)
 * rather than the end of a note: the frontmatter and the `sheet` block together, or nothing.
 */
const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? null));
const changeText = (c: StateChange) => `${c.key.replace(/_/g, ' ')} ${shown(c.from)} → ${shown(c.to)}`;

/** The moves the change calls for (a setback at −6 momentum…): make one now, as a move's follow-ups are offered. */
async function offerNext(ports: FlowPorts, sheet: Sheet, next: EditResult['next']): Promise<void> {
	const moves = next.flatMap((n) => {
		const entry = sheet.scope.get(n.move);
		return entry?.type === 'move' ? [{ value: n, label: `${entry.name}${n.magnitude !== undefined ? ` (${n.magnitude})` : ''}`, detail: 'make it now' }] : [];
	});
	if (moves.length === 0) return;
	const pick = await ports.prompt.choose('Next move', [...moves, { value: null, label: 'Not now' }]);
	if (pick) await playMove(ports, sheet.scope, sheet.scope.move(pick.move), pick.magnitude);
}

/**
 * One sheet change as a use case, the same from the palette and the sidebar: reads the active
 * character afresh, changes it by the rules, writes the frontmatter and journals a `sheet` block
 * where moves go, so undo and verify cover it. A refusal throws its reason and writes nothing.
 */
export async function changeSheet(ports: FlowPorts, change: SheetChange, companion?: string): Promise<SheetBlock> {
	const { store, characterPath } = campaignOf(ports);
	const { sheet, result } = await store.exclusive(async () => {
		const opened = await openSheet(store, ports.content, characterPath, companion);
		const what = change(opened);
		return { sheet: opened, result: await commitSheet(store, opened, ports.sink, what) };
	});
	const scalar = result.changes.filter((c) => !Array.isArray(c.to));
	ports.notify([`${result.block.what}${scalar.length ? `: ${scalar.map(changeText).join(', ')}` : ''}.`, ...result.notes].join(' '));
	await offerNext(ports, sheet, result.next);
	return result.block;
}

type MeterPick = { kind: 'meter'; key: string } | { kind: 'companion'; asset: string; name: string } | { kind: 'vehicle'; name: string };

/** Take or suffer on a condition meter, momentum, a companion's health or the vehicle's integrity. */
export async function meterFlow(ports: FlowPorts, direction?: 'take' | 'suffer'): Promise<SheetBlock | undefined> {
	const { sheet, fm } = await peek(ports);
	const marked = sheet.situation.impacts.filter((i) => fm[i.key] === true).length;
	const choices: Choice<MeterPick>[] = [
		...['health', 'spirit', 'supply'].map((key) => ({ value: { kind: 'meter' as const, key }, label: key, detail: `now ${shown(fm[key])}` })),
		{ value: { kind: 'meter', key: 'momentum' }, label: 'momentum', detail: `now ${shown(fm.momentum)}, max ${momentumMax(marked)}` },
		...assetMeters(sheet.scope, fm, 'health').map((m) => ({
			value: { kind: 'companion' as const, asset: m.asset ?? '', name: m.name },
			label: `${m.name} (companion health)`,
			detail: `now ${shown(fm[m.key])} of ${m.max}`,
		})),
		...assetMeters(sheet.scope, fm, 'integrity').slice(0, 1).map((m) => ({
			value: { kind: 'vehicle' as const, name: m.name },
			label: `${m.name} (vehicle integrity)`,
			detail: `now ${shown(fm[m.key])} of ${m.max}`,
		})),
	];
	const pick = await ports.prompt.choose('Take or suffer on which meter?', choices);
	if (!pick) return undefined;
	const words = pick.kind === 'meter' ? pick.key : pick.kind === 'companion' ? `${pick.name}'s health` : `${pick.name}'s integrity`;
	const sign = direction
		? direction === 'take'
			? 1
			: -1
		: await ports.prompt.choose(`${words}: take or suffer?`, [
				{ value: 1, label: 'Take', detail: `+${words}` },
				{ value: -1, label: 'Suffer', detail: `−${words}` },
			]);
	if (!sign) return undefined;
	const amount = await ports.prompt.number(`${sign > 0 ? 'Take +' : 'Suffer −'}how much ${words}?`, { min: 1, max: 10 });
	if (!amount) return undefined;
	const delta = sign * amount;
	if (pick.kind === 'meter') return changeSheet(ports, (s) => changeMeter(s, pick.key, delta));
	if (pick.kind === 'companion') return changeSheet(ports, (s) => changeAssetMeter(s, 'companion', delta), pick.asset);
	return changeSheet(ports, (s) => changeAssetMeter(s, 'vehicle', delta));
}

/** The ruleset's word: debilities (classic, Delve) or impacts (Starforged). */
const impactWord = (sheet: Pick<Sheet, 'ruleset'>, plural = false) => (coreOf(sheet.ruleset) === 'starforged' ? (plural ? 'impacts' : 'impact') : plural ? 'debilities' : 'debility');

/** Mark or clear one of the ruleset's debilities (impacts), each shown with its state. */
export async function impactFlow(ports: FlowPorts, only?: 'mark' | 'clear'): Promise<SheetBlock | undefined> {
	const { sheet, fm } = await peek(ports);
	// Marking offers what is clear; clearing what is marked, never a bane or permanent impact (DB-09).
	const fitting = sheet.scope.rules().impacts.filter((i) => !only || (only === 'mark' ? fm[i.key] !== true : fm[i.key] === true && !i.permanent));
	if (fitting.length === 0) {
		ports.notify(only === 'mark' ? `Every ${impactWord(sheet)} is already marked.` : `Nothing marked can be cleared.`);
		return undefined;
	}
	const choices = fitting.map((i) => {
		const on = fm[i.key] === true;
		return { value: { key: i.key, on }, label: i.label, detail: on ? `marked${i.permanent ? ', permanent' : ''}: clear it` : 'not marked: mark it' };
	});
	const pick = await ports.prompt.choose(`Mark or clear which ${impactWord(sheet)}?`, choices);
	if (!pick) return undefined;
	return changeSheet(ports, (s) => setImpact(s, pick.key, !pick.on));
}

/** Classic (and Delve): who has initiative in the fight. */
export async function initiativeFlow(ports: FlowPorts): Promise<SheetBlock | undefined> {
	const { sheet } = await peek(ports);
	const has = sheetValue(sheet, 'initiative') === true;
	// Starforged has no initiative: the rule's refusal, before any question.
	if (coreOf(sheet.ruleset) === 'starforged') setInitiative(sheet, !has);
	const pick = await ports.prompt.choose(`Set initiative (you ${has ? 'have it' : 'do not have it'} now)`, [
		{ value: true, label: 'Take initiative', ...(has ? { detail: 'now' } : {}) },
		{ value: false, label: 'Lose initiative', ...(has ? {} : { detail: 'now' }) },
	]);
	if (pick === undefined) return undefined;
	return changeSheet(ports, (s) => setInitiative(s, pick));
}

/** Starforged: in control or in a bad spot. */
export async function positionFlow(ports: FlowPorts): Promise<SheetBlock | undefined> {
	const { sheet } = await peek(ports);
	const now = sheetValue(sheet, 'position');
	// Classic fights use initiative: the rule's refusal, before any question.
	if (coreOf(sheet.ruleset) !== 'starforged') setPosition(sheet, 'in control');
	const pick = await ports.prompt.choose(
		`Set position (${typeof now === 'string' ? `now ${now}` : 'not set'})`,
		['in control', 'in a bad spot'].map((p) => ({ value: p, label: p === 'in control' ? 'In control' : 'In a bad spot', ...(now === p ? { detail: 'now' } : {}) })),
	);
	if (!pick) return undefined;
	return changeSheet(ports, (s) => setPosition(s, pick));
}

/** Experience the story gives outside a move the engine knows. */
export async function earnXpFlow(ports: FlowPorts): Promise<SheetBlock | undefined> {
	const { sheet } = await peek(ports);
	const a = affordable(sheet);
	const amount = await ports.prompt.number(`Earn how much experience? (${a.earned} earned, ${a.available} to spend)`, { min: 1, max: 10 });
	if (!amount) return undefined;
	return changeSheet(ports, (s) => earnXp(s, amount));
}

/** The asset's text inputs (a companion's name), each asked; empty leaves it to fill later. Undefined when cancelled. */
async function askInputs(ports: FlowPorts, entry: IndexedEntry): Promise<Record<string, string> | undefined> {
	const inputs: Record<string, string> = {};
	for (const [key, control] of Object.entries(assetNode(entry).options ?? {})) {
		if (control.field_type !== 'text') continue;
		const value = await ports.prompt.text(`${entry.name}: ${control.label ?? key} (leave empty to fill it later)`, control.label ?? key);
		if (value === undefined) return undefined;
		if (value.trim()) inputs[key] = value.trim();
	}
	return inputs;
}

/** Picks one of the ruleset's assets the sheet does not have yet: a fuzzy search by name. */
async function pickNewAsset(ports: FlowPorts, sheet: Sheet, title: string): Promise<IndexedEntry | undefined> {
	const owned = stringList(sheetValue(sheet, 'assets'));
	const choices = sheet.scope
		.entries('asset')
		.filter((e) => !owned.includes(e.id))
		.map((e) => ({ value: e, label: e.name, detail: e.path.join(' › ') }));
	return ports.prompt.choose(title, choices);
}

/** A new asset the story gives, free, its inputs filled now or later. */
export async function addAssetFlow(ports: FlowPorts): Promise<SheetBlock | undefined> {
	const { sheet } = await peek(ports);
	const entry = await pickNewAsset(ports, sheet, 'Add which asset? (free)');
	if (!entry) return undefined;
	const inputs = await askInputs(ports, entry);
	if (!inputs) return undefined;
	return changeSheet(ports, (s) => addAsset(s, entry.id, { free: true, inputs }));
}

type Purchase = { kind: 'new' } | { kind: 'upgrade'; asset: string; ability: string };

/** Spend experience: what it buys now, an upgrade of an asset on the sheet or a new asset. */
export async function spendXpFlow(ports: FlowPorts): Promise<SheetBlock | undefined> {
	const { sheet } = await peek(ports);
	const a = affordable(sheet);
	const choices: Choice<Purchase>[] = [
		...a.upgrades.map((u) => ({ value: { kind: 'upgrade' as const, asset: u.asset, ability: u.id }, label: `${u.asset}: ${u.ability}`, detail: `upgrade, ${UPGRADE_COST} XP` })),
		...(a.newAsset ? [{ value: { kind: 'new' as const }, label: 'A new asset', detail: `${NEW_ASSET_COST} XP` }] : []),
	];
	if (choices.length === 0) {
		const why = a.available < UPGRADE_COST ? `an upgrade costs ${UPGRADE_COST} XP and a new asset ${NEW_ASSET_COST}` : `every ability of your assets is marked, and a new asset costs ${NEW_ASSET_COST}`;
		throw new StateError(`You have ${a.available} XP to spend: ${why}. Nothing was written.`);
	}
	const pick = await ports.prompt.choose(`Spend experience: ${a.available} XP to spend`, choices);
	if (!pick) return undefined;
	if (pick.kind === 'upgrade') return changeSheet(ports, (s) => upgradeAsset(s, pick.asset, pick.ability));
	const entry = await pickNewAsset(ports, sheet, `Spend ${NEW_ASSET_COST} XP on which asset?`);
	if (!entry) return undefined;
	const inputs = await askInputs(ports, entry);
	if (!inputs) return undefined;
	return changeSheet(ports, (s) => addAsset(s, entry.id, { inputs }));
}

/** Fill an input of an asset on the sheet: a companion's name, a path's bond… */
export async function fillInputFlow(ports: FlowPorts): Promise<SheetBlock | undefined> {
	const { sheet, fm } = await peek(ports);
	const choices = stringList(fm.assets).flatMap((id) => {
		const entry = sheet.scope.get(id);
		if (!entry) return [];
		return Object.entries(assetNode(entry).options ?? {})
			.filter(([, c]) => c.field_type === 'text')
			.map(([key, c]) => {
				const now = fm[`${assetSlug(id)}_${key}`];
				const label = c.label ?? key;
				return { value: { id, key, label, name: entry.name, now: typeof now === 'string' ? now : '' }, label: `${entry.name}: ${label}`, detail: typeof now === 'string' && now ? `now ${now}` : 'empty' };
			});
	});
	if (choices.length === 0) throw new StateError('None of your assets has an input to fill.');
	const pick = await ports.prompt.choose("Fill which asset's input?", choices);
	if (!pick) return undefined;
	const value = (await ports.prompt.text(`${pick.name}: ${pick.label}${pick.now ? ` (now ${pick.now})` : ''}`, pick.now || pick.label))?.trim();
	if (!value) return undefined;
	return changeSheet(ports, (s) => fillInput(s, pick.id, pick.key, value));
}
