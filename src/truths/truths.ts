import type { RulesetContent } from '../content/library';
import { ContentLookupError } from '../content/lookup';
import { nearest } from '../content/nearest';
import type { RawNode } from '../content/datasworn-shapes';

/** One answer to a setting truth, as Datasworn gives it, with the range a d100 picks it on. */
export interface TruthOption {
	id: string;
	/** 1-based, in the book's order: what a player types to pick it. */
	number: number;
	min: number;
	max: number;
	/** Starforged's one-line statement; classic options have only a description. */
	summary?: string;
	description: string;
	questStarter?: string;
	/** The option's own table (Starforged's cataclysm, magic…), by Datasworn id. */
	table?: { id: string; name: string };
}

export interface Truth {
	id: string;
	/** The id's last part (`cataclysm`): the key of the truths note's `truths` map. */
	key: string;
	name: string;
	options: TruthOption[];
	/** Starforged's "your character" prompt. */
	yourCharacter?: string;
}

/**
 * Datasworn 0.1.0 gives classic Mysticism's second option 68-100, the third's range; the
 * Ironsworn rulebook rolls every truth on 1-33, 34-67 and 68-100. Fixed only while the data
 * still says so, so a corrected Datasworn is taken as it is.
 */
const RANGE_FIXES: Record<string, { wrong: [number, number]; right: [number, number] }> = {
	'truth.option:classic/mysticism.1': { wrong: [68, 100], right: [34, 67] },
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function toOption(raw: RawNode, index: number): TruthOption {
	const id = String(raw._id);
	const roll = (raw.roll ?? {}) as { min?: number; max?: number };
	let min = roll.min ?? 0;
	let max = roll.max ?? 0;
	const fix = RANGE_FIXES[id];
	if (fix && min === fix.wrong[0] && max === fix.wrong[1]) [min, max] = fix.right;
	const option: TruthOption = { id, number: index + 1, min, max, description: text(raw.description) ?? '' };
	const summary = text(raw.summary);
	if (summary) option.summary = summary;
	const quest = text(raw.quest_starter);
	if (quest) option.questStarter = quest;
	const table = Object.values((raw.oracles ?? {}) as Record<string, RawNode>).find((t) => typeof t._id === 'string');
	if (table) option.table = { id: table._id as string, name: table.name ?? (table._id as string) };
	return option;
}

/**
 * The setting truths of a ruleset, in the book's order: those of its own package, or of the
 * package it is played on when it has none (Delve plays in classic's world; Sundered Isles has
 * truths of its own, in place of Starforged's).
 */
export function truthsOf(scope: RulesetContent): Truth[] {
	const entries = scope.entries('truth');
	const pkg = entries.at(-1)?.pkg;
	return entries.filter((e) => e.pkg === pkg).map((entry) => {
		const node = entry.node;
		const truth: Truth = {
			id: entry.id,
			key: entry.id.slice(entry.id.lastIndexOf('/') + 1),
			name: entry.name,
			options: ((node.options ?? []) as RawNode[]).map(toOption),
		};
		const yours = text(node.your_character);
		if (yours) truth.yourCharacter = yours;
		return truth;
	});
}

/** An option's one-line label: its summary, or its description's first sentence. */
export function optionHeadline(option: TruthOption): string {
	if (option.summary) return option.summary;
	const first = option.description.split(/\n\s*\n/)[0] ?? '';
	const sentence = /^.*?[.!?](?=\s|$)/.exec(first.trim());
	return (sentence ? sentence[0] : first).trim();
}

const normal = (s: string) => s.toLowerCase().replace(/[’']/g, '').replace(/[^a-z0-9]+/g, ' ').trim();

/** A truth by key (`cataclysm`), Datasworn id or name; a near miss is named. */
export function findTruth(truths: readonly Truth[], query: string, scopeLabel: string): Truth {
	const q = query.trim();
	const hit = truths.find((t) => t.id === q || t.key === q || normal(t.name) === normal(q) || normal(t.key) === normal(q));
	if (hit) return hit;
	const guess = nearest(q, truths.map((t) => t.key));
	throw new ContentLookupError(`Unknown truth "${q}" in ${scopeLabel}${guess ? `: did you mean ${guess}?` : `; the truths are ${truths.map((t) => t.key).join(', ')}.`}`);
}

/** An option by its number (1, 2, 3), its Datasworn id (whole or from the ruleset on), or words of its headline. */
export function findOption(truth: Truth, query: string): TruthOption {
	const q = query.trim();
	const byNumber = /^\d+$/.test(q) ? truth.options.find((o) => o.number === Number(q)) : undefined;
	const byId = truth.options.find((o) => o.id === q || o.id.slice(o.id.indexOf(':') + 1) === q);
	const words = normal(q);
	const byText = words ? truth.options.filter((o) => normal(optionHeadline(o)).includes(words)) : [];
	const hit = byNumber ?? byId ?? (byText.length === 1 ? byText[0] : undefined);
	if (hit) return hit;
	const numbers = `1-${truth.options.length}`;
	if (byText.length > 1) throw new ContentLookupError(`"${q}" fits ${byText.length} options of ${truth.name}: give the option's number (${numbers}).`);
	const guess = nearest(q, truth.options.map((o) => optionHeadline(o)));
	throw new ContentLookupError(`Unknown option "${q}" for ${truth.name}: give ${numbers}, an option id or words of its text${guess ? `; did you mean "${guess}"?` : '.'}`);
}

/** The option a d100 roll lands on. */
export function optionForRoll(truth: Truth, roll: number): TruthOption | undefined {
	return truth.options.find((o) => o.min <= roll && roll <= o.max);
}
