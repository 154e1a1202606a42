import type { ContentLibrary } from '../content/library';
import { ContentLookupError, findEntry } from '../content/lookup';
import { nearest } from '../content/nearest';
import { type IndexedEntry, type IndexedType, INDEXED_TYPES, type PackageIndex } from '../content/package-index';
import { PACKAGES, type PackageId, type RulesetId, RULESETS, RULESET_LABELS, packageOfId } from '../content/rulesets';
import { idOfHref, parseEntryLink } from './link-text';

export type Resolved = { entry: IndexedEntry; problem?: undefined } | { entry?: undefined; problem: string };

/**
 * Longer than any Datasworn id (the longest is under 100 characters): such an id is refused
 * without looking for the nearest, and named by its start only, so a link crafted with a huge
 * id costs nothing to draw and its title stays readable.
 */
export const LONGEST_ID = 200;
const SHOWN_OF_LONG_ID = 60;

/** A package's ids by kind ("move:"), grouped once: a note of many broken links groups them once, not per link. */
const idsByKind = new WeakMap<PackageIndex, { all: string[]; byKind: Map<string, string[]> }>();

function idsOf(index: PackageIndex): { all: string[]; byKind: Map<string, string[]> } {
	let ids = idsByKind.get(index);
	if (!ids) {
		ids = { all: [...index.byId.keys()], byKind: new Map() };
		for (const id of ids.all) {
			const kind = id.slice(0, id.indexOf(':') + 1);
			const same = ids.byKind.get(kind);
			if (same) same.push(id);
			else ids.byKind.set(kind, [id]);
		}
		idsByKind.set(index, ids);
	}
	return ids;
}

/** The ids a mistyped one is compared with: those of its own kind first, as "move:…" is rarely meant for a table. */
function candidateIds(content: ContentLibrary, pkgs: readonly PackageId[], id: string): string[] {
	const kind = id.slice(0, id.indexOf(':') + 1);
	const same = pkgs.flatMap((p) => idsOf(content.index(p)).byKind.get(kind) ?? []);
	return same.length > 0 ? same : pkgs.flatMap((p) => idsOf(content.index(p)).all);
}

/**
 * The entry a Datasworn id names, or one line saying why there is none, with the nearest id.
 * Only the package the id names is read (all of them when it names none).
 */
export function resolveEntry(content: ContentLibrary, id: string): Resolved {
	const pkg = packageOfId(id);
	const entry = pkg ? content.index(pkg).byId.get(id) : undefined;
	if (entry) return { entry };
	if (id.length > LONGEST_ID) {
		return { problem: `Unknown Datasworn id ${id.slice(0, SHOWN_OF_LONG_ID)}… (${id.length.toLocaleString('en-US')} characters, longer than any id)` };
	}
	const guess = nearest(id, candidateIds(content, pkg ? [pkg] : PACKAGES, id));
	return { problem: `Unknown Datasworn id ${id}${guess ? ` (did you mean ${guess}?)` : ''}` };
}

/** What a link is most often made to; the other kinds are searched when none of these is meant. */
const FIRST: readonly IndexedType[] = ['move', 'oracle_rollable', 'asset'];
const THEN: readonly IndexedType[] = INDEXED_TYPES.filter((t) => !FIRST.includes(t));

/**
 * The entry a player means by a name, an id (with or without `iron:`) or a pasted link. A name
 * is looked up among moves, tables and assets, then among the other entries; a name in more
 * than one ruleset, or matching several entries, is an error listing their ids, never a guess.
 */
/**
 * The one entry named exactly so: a move or a truth over the table of the same name it holds
 * ("Endure Harm", "Cataclysm"), which a player linking by name means. Undefined when none; several
 * (the same move in two rulesets) are an error listing them.
 */
function exactName(content: ContentLibrary, text: string, rulesets: readonly RulesetId[]): IndexedEntry | undefined {
	const wanted = text.toLowerCase();
	const hits = new Map<string, IndexedEntry>();
	for (const r of rulesets) {
		const scope = content.ruleset(r);
		for (const t of [...FIRST, ...THEN]) for (const e of scope.entries(t)) if (e.name.toLowerCase() === wanted) hits.set(e.id, e);
	}
	const all = [...hits.values()];
	const owners = all.filter((e) => e.type !== 'oracle_rollable');
	if (owners.length > 1) {
		const ids = owners.map((e) => e.id).join(', ');
		const books = new Set(owners.map((e) => packageOfId(e.id)));
		throw new ContentLookupError(books.size === owners.length ? `"${text}" is in more than one ruleset: ${ids}. Give --ruleset or an id.` : `"${text}" names ${owners.length} entries: ${ids}. Give an id.`, owners);
	}
	return all.length === 1 ? all[0] : owners.length === 1 ? owners[0] : undefined;
}

export function findLinkTarget(content: ContentLibrary, query: string, ruleset?: RulesetId): IndexedEntry {
	const text = query.trim();
	const id = parseEntryLink(text)?.id ?? idOfHref(text) ?? (/^[\w.-]+:[\w./*-]+$/.test(text) ? text : undefined);
	if (id) {
		const found = resolveEntry(content, id);
		if (found.entry) return found.entry;
		throw new ContentLookupError(`${found.problem}.`);
	}
	if (text === '') throw new ContentLookupError('Name a move, oracle or asset, or give its id.');
	const exact = exactName(content, text, ruleset ? [ruleset] : RULESETS);
	if (exact) return exact;
	// A ruleset played on top of another (Delve on classic) finds the same entry twice: hits are kept by id.
	const rulesets = ruleset ? [ruleset] : RULESETS;
	for (const types of [FIRST, THEN]) {
		const hits = new Map<string, IndexedEntry>();
		for (const r of rulesets) {
			const scope = content.ruleset(r);
			const entries = types.flatMap((t) => scope.entries(t));
			try {
				const hit = findEntry(entries, text, 'entry', RULESET_LABELS[r], scope.expansion);
				hits.set(hit.id, hit);
			} catch (error) {
				if (!(error instanceof ContentLookupError)) throw error;
				const ids = error.candidates.map((c) => c.id);
				if (ids.length > 0) {
					const shown = ids.length > 8 ? `${ids.slice(0, 8).join(', ')} and ${ids.length - 8} more` : ids.join(', ');
					throw new ContentLookupError(`"${text}" matches ${ids.length} entries in ${RULESET_LABELS[r]}: ${shown}. Give more of the name, or an id.`, error.candidates);
				}
			}
		}
		if (hits.size === 1) return [...hits.values()][0] as IndexedEntry;
		if (hits.size > 1) throw new ContentLookupError(`"${text}" is in more than one ruleset: ${[...hits.keys()].join(', ')}. Give --ruleset or an id.`);
	}
	const names = rulesets.flatMap((r) => FIRST.flatMap((t) => content.ruleset(r).entries(t).map((e) => e.name)));
	const guess = nearest(text, names);
	const where = ruleset ? RULESET_LABELS[ruleset] : 'any ruleset';
	throw new ContentLookupError(`Unknown move, oracle or asset "${text}" in ${where}${guess ? `: did you mean ${guess}?` : '.'}`);
}
