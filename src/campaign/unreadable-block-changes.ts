import { parseDocument } from 'yaml';
import { MAX_BLOCK_CHARS } from '../journal/limits';
import { pathFor } from './links';

/**
 * The values ("Characters/Kira.md#momentum") a block that cannot be read still records as
 * changed, or undefined when even that cannot be told. A hand edit often breaks one field
 * (a score of 12) and leaves the changes list whole: those values must not be set from the
 * rest of the journal, which misses this block's change. Anything less clear than a list of
 * notes and keys may have changed any value.
 */
export function valuesChangedByUnreadable(source: string): Set<string> | undefined {
	if (source.length > MAX_BLOCK_CHARS) return undefined;
	let body: unknown;
	try {
		const doc = parseDocument(source, { logLevel: 'silent' });
		if (doc.errors.length > 0) return undefined;
		body = doc.toJS({ maxAliasCount: 100 });
	} catch {
		return undefined;
	}
	if (!isRecord(body)) return undefined;
	const ids = new Set<string>();
	// Taken back, it changes nothing: the replay skips it as it skips a readable one.
	if (body.undone === true) return ids;
	const changes = body.changes;
	if (changes === undefined || changes === null) return ids;
	if (!Array.isArray(changes)) return undefined;
	for (const c of changes) {
		if (!isRecord(c) || typeof c.note !== 'string' || typeof c.key !== 'string') return undefined;
		try {
			ids.add(`${pathFor(c.note)}#${c.key}`);
		} catch {
			return undefined;
		}
	}
	return ids;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
