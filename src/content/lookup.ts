import { nearest } from './nearest';
import type { IndexedEntry } from './package-index';

export class ContentLookupError extends Error {
	override name = 'ContentLookupError';
	constructor(
		message: string,
		readonly candidates: readonly IndexedEntry[] = [],
	) {
		super(message);
	}
}

/** "Planet › Desert › Settlements": a table's name with the collections it sits in. */
export function qualifiedName(entry: IndexedEntry): string {
	return [...entry.path, entry.name].join(' › ');
}

function normalise(text: string): string {
	return text
		.toLowerCase()
		.replace(/[’']/g, '')
		.replace(/[^a-z0-9/]+/g, ' ')
		.trim();
}

/**
 * Finds one entry by Datasworn id or by name. An exact id wins; then an exact name or
 * qualified name; then a unique match of whole words. Several equally good candidates are an
 * error listing their ids, never a guess, except that an expansion's own entry (`prefer`, the
 * Sundered Isles' Given Name beside Starforged's) is what a player of that expansion means.
 */
const squeeze = (s: string) => normalise(s).replace(/[^\p{L}\p{N}]+/gu, '');

export function findEntry(entries: readonly IndexedEntry[], query: string, kind: string, scope: string, prefer?: string): IndexedEntry {
	const trimmed = query.trim();
	const byId = entries.find((e) => e.id === trimmed || e.id.slice(e.id.indexOf(':') + 1) === trimmed);
	if (byId) return byId;
	const wanted = normalise(trimmed);
	if (wanted === '') throw new ContentLookupError(`No ${kind} name was given.`);
	const tiers: ((e: IndexedEntry) => boolean)[] = [
		(e) => normalise(e.name) === wanted,
		(e) => normalise(qualifiedName(e)) === wanted,
		// Whole words only: "Lot" must not roll Major Plot Twist without a word said.
		(e) => ` ${normalise(qualifiedName(e))} `.endsWith(` ${wanted} `),
		(e) => ` ${normalise(qualifiedName(e))} `.includes(` ${wanted} `),
		// "Ice Reach" for Datasworn's "Icereach": the words run together.
		(e) => squeeze(e.name) === squeeze(trimmed),
	];
	for (const test of tiers) {
		const hits = entries.filter(test);
		if (hits.length === 1) return hits[0] as IndexedEntry;
		if (hits.length > 1) {
			const own = prefer === undefined ? [] : hits.filter((h) => h.pkg === prefer);
			if (own.length === 1) return own[0] as IndexedEntry;
			const list = hits.map((h) => h.id).join(', ');
			throw new ContentLookupError(`"${trimmed}" matches ${hits.length} ${kind}s in ${scope}: ${list}.`, hits);
		}
	}
	const guess = nearest(trimmed, entries.map((e) => e.name));
	throw new ContentLookupError(`Unknown ${kind} "${trimmed}" in ${scope}${guess ? `: did you mean ${guess}?` : '.'}`);
}
