import { linkFor } from '../campaign/links';
import { applyChanges } from '../campaign/changes';
import type { ContentLibrary, RulesetContent } from '../content/library';
import type { RulesetId } from '../content/rulesets';
import type { SheetBlock, StateChange } from '../journal/block';
import { appendingBlock } from '../journal/note-text';
import { writeBlock } from '../journal/write';
import { type EffectReport, applyEffect, newReport } from '../moves/engine/effects';
import { impactRules } from '../moves/engine/impacts';
import type { Situation } from '../moves/engine/situation';
import { StateView } from '../moves/engine/state-view';
import type { Effect } from '../moves/model';
import type { BlockSink, StateStore } from '../play/note-store';
import { addCharacter, addParty } from '../play/turn-setup';
import { shareWithParty } from '../moves/engine/party';
import { StateError, kindOf } from '../state/schema';
import { characterRuleset } from '../state/character-fields';
import { checkAssetMeters } from './asset-state';

/** A character sheet opened for a change made outside a move, worked on in memory by the move engine. */
export interface Sheet {
	path: string;
	link: string;
	ruleset: RulesetId;
	scope: RulesetContent;
	view: StateView;
	situation: Situation;
	report: EffectReport;
}

export async function openSheet(store: StateStore, content: ContentLibrary, path: string, companion?: string, vehicle?: string): Promise<Sheet> {
	const fm = await store.frontmatter(path);
	if (fm === null) throw new StateError(`There is no character note at ${path}.`);
	if (kindOf(fm) !== 'character') throw new StateError(`${path} is not a character note (its frontmatter has no "iron_ledger: character").`);
	const ruleset = characterRuleset(fm, path);
	const scope = content.ruleset(ruleset);
	checkAssetMeters(scope, fm, path);
	const situation: Situation = { ruleset, moveId: 'sheet', impacts: impactRules(scope) };
	const view = new StateView();
	addCharacter(view, situation, scope, fm, path, companion, vehicle);
	await addParty(store, view, situation, fm);
	return { path, link: linkFor(path), ruleset, scope, view, situation, report: newReport() };
}

/** The same rules a move follows: harm past 0 comes off momentum, wounded keeps health down, max momentum follows debilities. */
export function applyToSheet(sheet: Sheet, effects: readonly Effect[]): void {
	for (const e of effects) applyEffect(sheet.view, sheet.situation, e, sheet.report);
}

export function sheetValue(sheet: Sheet, key: string): unknown {
	return sheet.view.get(sheet.link, key);
}

export function setOnSheet(sheet: Sheet, key: string, value: unknown): void {
	sheet.view.set(sheet.link, key, value);
}

/** What a sheet change wrote, and what the rules said about it. */
export interface EditResult {
	block: SheetBlock;
	changes: StateChange[];
	notes: string[];
	/** Moves the change now calls for (a setback at −6 momentum…), by Datasworn id. */
	next: { move: string; magnitude?: number }[];
}

/**
 * Writes a change as a `sheet` block in the journal and into frontmatter, so undo and verify
 * cover it like a move. A change that changes nothing is refused with the reason.
 */
export async function commitEdit(store: StateStore, journal: string | BlockSink, what: string, changes: StateChange[], by?: string, notes: string[] = []): Promise<SheetBlock> {
	if (changes.length === 0) throw new StateError(`${what}: nothing would change${notes.length ? ` (${notes.join(' ').replace(/\.$/, '')})` : ''}. Nothing was written.`);
	const block: SheetBlock = { kind: 'sheet', what, oracles: [], changes, extra: {} };
	if (by) block.by = by;
	await applyChanges(store, changes);
	if (typeof journal === 'string') await store.process(journal, appendingBlock(writeBlock(block), store.playClock));
	else await journal.insert(writeBlock(block));
	return block;
}

/** With a journal path the block goes to the note's end; with a sink, where the player writes (the cursor). */
export async function commitSheet(store: StateStore, sheet: Sheet, journal: string | BlockSink, what: string): Promise<EditResult> {
	shareWithParty(sheet.view, sheet.situation);
	const changes = sheet.view.changes();
	const block = await commitEdit(store, journal, what, changes, sheet.link, sheet.report.notes);
	return { block, changes, notes: sheet.report.notes, next: sheet.report.triggered };
}
