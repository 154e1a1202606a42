import { type LineEnding, lineEnding, withLineEnding } from '../journal/line-endings';
import { readFrontmatter, updateFrontmatter } from '../state/frontmatter-text';
import type { TruthPick } from './roll';
import type { Truth } from './truths';

/** The frontmatter kind that marks a truths note Iron Ledger made, and may update. */
export const TRUTHS_KIND = 'truths';
export const DEFAULT_TRUTHS_NOTE = 'Truths.md';

/** What a truths note records: the ruleset, and per truth key the option and its table's row (Datasworn ids). */
export interface TruthsState {
	ruleset?: string;
	truths: Record<string, string>;
	tables: Record<string, string>;
}

const stringMap = (value: unknown): Record<string, string> =>
	value && typeof value === 'object' && !Array.isArray(value)
		? Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'))
		: {};

export function truthsState(fm: Record<string, unknown>): TruthsState {
	const state: TruthsState = { truths: stringMap(fm.truths), tables: stringMap(fm.truth_tables) };
	if (typeof fm.ruleset === 'string') state.ruleset = fm.ruleset;
	return state;
}

// Obsidian comments: hidden when the note is read, they tell Iron Ledger where its sections are.
const startMarker = (truth: Truth) => `%% iron-ledger ${truth.id} %%`;
const endMarker = (truth: Truth) => `%% /iron-ledger ${truth.id} %%`;

/** Datasworn's `[label](datasworn:…)` links read as their label: they lead nowhere in a vault. */
export function readableLinks(markdown: string): string {
	return markdown.replace(/\[([^\]]+)\]\(datasworn:[^)]*\)/g, '$1');
}

function tableLine(pick: TruthPick): string | undefined {
	const t = pick.table;
	if (!t) return undefined;
	return `**${t.name}:** ${readableLinks(t.text)} (${t.roll === undefined ? 'chosen' : `rolled ${t.roll}`})`;
}

/** The option's description with its embedded table replaced by what the table gave. */
function descriptionWithTable(pick: TruthPick): string[] {
	const line = tableLine(pick);
	let placed = false;
	const paragraphs = pick.option.description
		.split(/\n\s*\n/)
		.map((p) => p.trim())
		.filter((p) => p !== '')
		.flatMap((p) => {
			if (!/^\{\{\w+>[^}]+\}\}$/.test(p)) return [readableLinks(p)];
			if (!line || placed) return [];
			placed = true;
			return [line];
		});
	if (line && !placed) paragraphs.push(line);
	return paragraphs;
}

/** One truth's section, between its markers, with LF line endings. */
export function truthSection(pick: TruthPick): string {
	const { truth, option } = pick;
	const how = pick.roll === undefined ? `*Chosen (${option.min}-${option.max}).*` : `*Rolled ${pick.roll} (${option.min}-${option.max}).*`;
	const parts = [`## ${truth.name}`];
	if (option.summary) parts.push(`**${readableLinks(option.summary)}**`);
	parts.push(...descriptionWithTable(pick), how);
	if (option.questStarter) parts.push(`**Quest starter:** ${readableLinks(option.questStarter)}`);
	if (truth.yourCharacter) parts.push(`**Your character:** ${readableLinks(truth.yourCharacter)}`);
	return [startMarker(truth), parts.join('\n\n'), endMarker(truth)].join('\n');
}

function recorded(fm: Record<string, unknown>, rulesetId: string, picks: readonly TruthPick[]): void {
	fm.iron_ledger = TRUTHS_KIND;
	fm.ruleset ??= rulesetId;
	const truths = stringMap(fm.truths);
	const tables = stringMap(fm.truth_tables);
	for (const p of picks) {
		truths[p.truth.key] = p.option.id;
		if (p.table) tables[p.truth.key] = p.table.row;
		else delete tables[p.truth.key];
	}
	fm.truths = truths;
	if (Object.keys(tables).length > 0) fm.truth_tables = tables;
	else delete fm.truth_tables;
}

/** A new truths note: frontmatter, a title and one section per truth settled. */
export function newTruthsNote(title: string, rulesetLabel: string, rulesetId: string, picks: readonly TruthPick[]): string {
	const body = [
		`# ${title}`,
		`The truths of your ${rulesetLabel} world. Choosing a truth again rewrites only its marked section; write anything you like around them.`,
		...picks.map(truthSection),
	].join('\n\n');
	return updateFrontmatter(`${body}\n`, (fm) => recorded(fm, rulesetId, picks));
}

/** Whether a pick says something other than what the note records for its truth. */
function changes(state: TruthsState, pick: TruthPick): boolean {
	return state.truths[pick.truth.key] !== pick.option.id || state.tables[pick.truth.key] !== pick.table?.row;
}

/** Where the marked section of a truth sits in the note, markers included. */
function sectionAt(text: string, truth: Truth): { from: number; to: number } | undefined {
	const from = text.indexOf(startMarker(truth));
	if (from < 0) return undefined;
	const end = text.indexOf(endMarker(truth), from);
	if (end < 0) return undefined;
	return { from, to: end + endMarker(truth).length };
}

function insertSection(text: string, section: string, truth: Truth, order: readonly Truth[], eol: LineEnding): string {
	const later = order.slice(order.findIndex((t) => t.id === truth.id) + 1);
	for (const next of later) {
		const at = sectionAt(text, next);
		if (at) return `${text.slice(0, at.from)}${section}${eol}${eol}${text.slice(at.from)}`;
	}
	const trimmed = text.replace(/(\r?\n)*$/, '');
	return `${trimmed}${trimmed === '' ? '' : `${eol}${eol}`}${section}${eol}`;
}

/**
 * The truths note with the picks that change something written in: each such truth's marked
 * section replaced (or added, in the truths' order), its frontmatter entries set. Text outside
 * the changed sections, and sections of truths that did not change, are kept byte for byte.
 */
export function updatedTruthsNote(text: string, rulesetId: string, picks: readonly TruthPick[], order: readonly Truth[]): { text: string; changed: TruthPick[] } {
	const state = truthsState(readFrontmatter(text));
	const changed = picks.filter((p) => changes(state, p));
	if (changed.length === 0) return { text, changed };
	const eol = lineEnding(text);
	let out = updateFrontmatter(text, (fm) => recorded(fm, rulesetId, changed));
	for (const pick of changed) {
		const section = withLineEnding(truthSection(pick), eol);
		const at = sectionAt(out, pick.truth);
		out = at ? `${out.slice(0, at.from)}${section}${out.slice(at.to)}` : insertSection(out, section, pick.truth, order, eol);
	}
	return { text: out, changed };
}
