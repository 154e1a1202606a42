import type { RulesetContent } from '../content/library';
import { qualifiedName } from '../content/lookup';
import { nearest } from '../content/nearest';
import { RULESET_LABELS, type RulesetId, isRulesetId, packageOfId, packagesOf } from '../content/rulesets';
import type { IndexedEntry } from '../content/package-index';
import { type NoteOracle, pickNoteOracle } from '../custom-oracles/note-oracles';
import { type ParsedTemplate, type TemplateSlot, TemplateError } from './parse';

/** Where a slot's roll comes from: a Datasworn table by id in a ruleset, or one of the player's oracle notes. */
export type SlotSource = { kind: 'datasworn'; scope: RulesetContent; id: string } | { kind: 'note'; note: NoteOracle };

const words = (text: string) =>
	text
		.toLowerCase()
		.replace(/[’']/g, '')
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();

/**
 * A slot by Datasworn id, or by a table's name or its qualified name ("Character › Role"), or
 * its last words ("Name › Given Name"). Unlike the oracle command's search, a slot never
 * matches part of a word: "{{Rol}}" is a typo to name, not a search for "Role" and "Trolls".
 */
function dataswornMatches(scopes: readonly RulesetContent[], query: string): { scope: RulesetContent; entry: IndexedEntry }[] {
	const byId = new Map<string, { scope: RulesetContent; entry: IndexedEntry }>();
	for (const scope of scopes) {
		const entry = scope.get(query);
		if (entry?.type === 'oracle_rollable' && !byId.has(entry.id)) byId.set(entry.id, { scope, entry });
	}
	if (byId.size > 0) return [...byId.values()];
	const wanted = words(query);
	if (wanted === '') return [];
	const tiers: ((e: IndexedEntry) => boolean)[] = [
		(e) => words(e.name) === wanted,
		(e) => words(qualifiedName(e)) === wanted,
		(e) => words(qualifiedName(e)).endsWith(` ${wanted}`),
	];
	for (const test of tiers) {
		const hits = new Map<string, { scope: RulesetContent; entry: IndexedEntry }>();
		// Delve holds classic: a table both scopes see is one table.
		for (const scope of scopes) for (const entry of scope.oracles()) if (!hits.has(entry.id) && test(entry)) hits.set(entry.id, { scope, entry });
		// An expansion's own table is what its player means (the Sundered Isles' Given Name, not Starforged's).
		const own = [...hits.values()].filter((h) => h.entry.pkg === h.scope.expansion);
		if (hits.size > 1 && own.length === 1) return own;
		if (hits.size > 0) return [...hits.values()];
	}
	return [];
}

/** The ruleset a full Datasworn id names (`oracle_rollable:sundered_isles/island/name`); none for a name. */
export function rulesetOfId(query: string): RulesetId | undefined {
	const pkg = /^[a-z_.]+:[a-z_]+\//.test(query) ? packageOfId(query) : undefined;
	return pkg !== undefined && isRulesetId(pkg) ? pkg : undefined;
}

function resolveSlot(name: string, slot: TemplateSlot, scopes: readonly RulesetContent[], notes: readonly NoteOracle[]): SlotSource {
	const label = `Template ${JSON.stringify(name)}: {{${slot.query}}}`;
	const link = /^\[\[([^\]]+)\]\]$/.exec(slot.query);
	// A link names only the player's own tables; a plain name prefers them too, as the oracle command does.
	const note = pickNoteOracle(notes, slot.query);
	if (note) return { kind: 'note', note };
	if (link) {
		const guess = nearest(link[1] ?? '', notes.map((o) => o.name));
		throw new TemplateError(`${label} names no oracle note${guess ? `: did you mean [[${guess}]]?` : ' (a note in the oracle folder, or marked iron_ledger: oracle).'}`);
	}
	const hits = dataswornMatches(scopes, slot.query);
	if (hits.length === 1) {
		const hit = hits[0] as { scope: RulesetContent; entry: IndexedEntry };
		return { kind: 'datasworn', scope: hit.scope, id: hit.entry.id };
	}
	if (hits.length > 1) {
		const ids = hits.slice(0, 6).map((h) => h.entry.id);
		throw new TemplateError(`${label} matches ${hits.length} oracles: ${ids.join(', ')}${hits.length > 6 ? ', …' : ''}. Write the id or a longer name${new Set(hits.map((h) => h.scope.id)).size > 1 ? ', or give the template a ruleset' : ''}.`);
	}
	const named = rulesetOfId(slot.query);
	if (named !== undefined && !scopes.some((s) => (packagesOf(s.id) as readonly string[]).includes(named))) {
		throw new TemplateError(`${label} names a table of ${RULESET_LABELS[named]}, which is not among the rulesets searched (${scopes.map((s) => s.label).join(', ')}).`);
	}
	// A slot may name a table by its last words ("Role" for "Character Role"): those are offered too.
	const tails = (name: string) => name.split(' ').map((_, i, all) => all.slice(i).join(' '));
	const names = [...notes.map((o) => o.name), ...new Set(scopes.flatMap((s) => s.oracles().flatMap((e) => tails(e.name))))];
	const guess = nearest(slot.query, names);
	throw new TemplateError(`${label} names no oracle${guess ? `: did you mean ${guess}?` : '.'}`);
}

/** Every slot's table, or the first slot that names none (nothing is rolled then). */
export function resolveSlots(parsed: ParsedTemplate, scopes: readonly RulesetContent[], notes: readonly NoteOracle[]): SlotSource[] {
	return parsed.slots.map((slot) => resolveSlot(parsed.name, slot, scopes, notes));
}
