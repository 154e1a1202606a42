import { linkFor } from '../campaign/links';
import { nearest } from '../content/nearest';
import type { OracleBlock } from '../journal/block';
import { oracleBlock } from '../play/blocks-from-rolls';
import type { StateStore } from '../play/note-store';
import type { DiceSource } from '../rules/dice';
import { OracleError, type OracleTable, type TableLookup, rollOracle } from '../rules/oracle-table';
import { parseOracleTable } from './parse-table';

/** A player's oracle: a note in the oracle folder, or anywhere with `iron_ledger: oracle`. */
export interface NoteOracle {
	path: string;
	name: string;
	/** The table's id in blocks: a link to its note, which `journal check` knows is the player's. */
	link: string;
}

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '');
const MAX_NOTES = 25;

export async function listNoteOracles(store: StateStore, folder: string): Promise<NoteOracle[]> {
	const paths = new Set<string>(folder.trim() ? await store.list(folder.trim()) : []);
	for (const { path, fm } of await store.campaignNotes('')) if (fm.iron_ledger === 'oracle') paths.add(path);
	// By name, as the player looks for them; the path breaks a tie.
	return [...paths].map((path) => ({ path, name: nameOf(path), link: linkFor(path) })).sort((a, b) => a.name.localeCompare(b.name) || a.path.localeCompare(b.path));
}

/** An oracle note by its name, its path, or a link to it; "did you mean" on a near miss. */
export function pickNoteOracle(all: readonly NoteOracle[], query: string): NoteOracle | undefined {
	const q = query.trim().replace(/^\[\[|\]\]$/g, '').replace(/\.md$/, '').toLowerCase();
	const byPath = all.find((o) => o.path.replace(/\.md$/, '').toLowerCase() === q);
	if (byPath) return byPath;
	const byName = all.filter((o) => o.name.toLowerCase() === q);
	// Two notes of that name in different folders: which one is meant is the player's to say.
	if (byName.length > 1) throw new OracleError(`"${query.trim()}" names ${byName.length} notes: ${byName.map((o) => o.path).join(', ')}. Give the note's path.`);
	return byName[0];
}

function unknown(all: readonly NoteOracle[], query: string): OracleError {
	const guess = nearest(query, all.map((o) => o.name));
	return new OracleError(all.length === 0 ? `No oracle note "${query}": put a table in a note in the oracle folder, or mark a note with iron_ledger: oracle.` : `No oracle note "${query}"${guess ? `: did you mean ${guess}?` : '.'}`);
}

/** Reads a note's table; its problems become one line naming the note and the line. */
async function readTable(store: StateStore, oracle: NoteOracle): Promise<OracleTable> {
	const text = await store.read(oracle.path);
	if (text === null) throw new OracleError(`There is no oracle note at ${oracle.path}.`);
	const parsed = parseOracleTable(text, oracle.link, oracle.name);
	const first = parsed.problems[0];
	if (!parsed.table || first) {
		const more = parsed.problems.length > 1 ? ` (and ${parsed.problems.length - 1} more)` : '';
		throw new OracleError(`${oracle.path}:${first?.line ?? 1}: ${first?.message ?? 'no table'}${more}`);
	}
	return parsed.table;
}

/**
 * The note's table and every table its rows link to, read afresh (an edit counts at once),
 * and a lookup that finds them by the links the rows use, then by `fallback` (Datasworn).
 */
export async function loadNoteTables(store: StateStore, all: readonly NoteOracle[], root: NoteOracle, fallback?: TableLookup): Promise<{ table: OracleTable; lookup: TableLookup }> {
	const byLink = new Map<string, OracleTable>();
	const queue = [root];
	let table: OracleTable | undefined;
	while (queue.length > 0) {
		const next = queue.shift() as NoteOracle;
		if (byLink.has(next.link)) continue;
		if (byLink.size >= MAX_NOTES) throw new OracleError(`${root.path} links more than ${MAX_NOTES} oracle notes.`);
		const t = await readTable(store, next);
		table ??= t;
		byLink.set(next.link, t);
		for (const spec of t.rows.flatMap((r) => r.rolls ?? [])) {
			if (spec.oracle === null) continue;
			const target = pickNoteOracle(all, spec.oracle);
			if (!target) throw new OracleError(`${next.path}: ${spec.oracle} is not an oracle note${nearest(spec.oracle, all.map((o) => o.name)) ? ` (did you mean [[${nearest(spec.oracle, all.map((o) => o.name))}]]?)` : ''}.`);
			byLink.set(spec.oracle, byLink.get(target.link) ?? (await readTable(store, target)));
			queue.push(target);
		}
	}
	return { table: table as OracleTable, lookup: (id) => byLink.get(id) ?? fallback?.(id) };
}

/** A player's oracle by name, read and ready: rolling it is then pure, so entered dice can run it again. */
export async function prepareNoteOracle(store: StateStore, folder: string, query: string): Promise<{ table: OracleTable; lookup: TableLookup }> {
	const all = await listNoteOracles(store, folder);
	const root = pickNoteOracle(all, query);
	if (!root) throw unknown(all, query);
	return loadNoteTables(store, all, root);
}

/** The block for one roll on a prepared table, nested rolls followed. */
export function rollPrepared(prepared: { table: OracleTable; lookup: TableLookup }, dice: DiceSource, by?: string): OracleBlock {
	return oracleBlock(rollOracle(prepared.table, dice, prepared.lookup), undefined, by);
}
