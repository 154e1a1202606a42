import type { PackageId } from './rulesets';
import type { RawNode, RawPackage } from './datasworn-shapes';

/** Kinds of Datasworn object that Iron Ledger looks up by id. */
export const INDEXED_TYPES = [
	'move',
	'asset_move',
	'move_category',
	'oracle_rollable',
	'oracle_collection',
	'asset',
	'asset_collection',
	'delve_site',
	'delve_site_theme',
	'delve_site_domain',
	'rarity',
	'truth',
	'npc',
	'atlas_entry',
] as const;
export type IndexedType = (typeof INDEXED_TYPES)[number];

export interface IndexedEntry {
	id: string;
	type: IndexedType;
	name: string;
	pkg: PackageId;
	/** Names of the collections, categories and moves it sits in, outermost first. */
	path: readonly string[];
	node: RawNode;
}

export interface PackageIndex {
	pkg: PackageId;
	root: RawPackage;
	byId: Map<string, IndexedEntry>;
	byType: Map<IndexedType, IndexedEntry[]>;
}

const INDEXED = new Set<string>(INDEXED_TYPES);
// Branches that hold nothing we index; skipping them keeps the walk short. The walk also puts
// back the row ids the packer leaves out, so a table must never sit in a skipped branch
// (tests/content/packed.test.ts compares every ruleset with its Datasworn file).
const SKIPPED_KEYS = new Set(['rows', 'text', 'trigger', 'outcomes', 'rules', 'authors', '_source', 'controls']);

/** Parses one package's JSON text and indexes every move, table, asset… by Datasworn id. */
export function indexPackage(pkg: PackageId, jsonText: string): PackageIndex {
	const root = JSON.parse(jsonText) as RawPackage;
	const byId = new Map<string, IndexedEntry>();
	const byType = new Map<IndexedType, IndexedEntry[]>(INDEXED_TYPES.map((t) => [t, []]));
	const path: string[] = [];

	const visit = (value: unknown): void => {
		if (value === null || typeof value !== 'object') return;
		if (Array.isArray(value)) {
			for (const item of value) visit(item);
			return;
		}
		const node = value as RawNode;
		if (Array.isArray(node.rows) && typeof node._id === 'string') restoreRowIds(node._id, node.rows as unknown[]);
		const indexed = typeof node._id === 'string' && typeof node.type === 'string' && INDEXED.has(node.type);
		if (indexed) {
			const id = node._id as string;
			// Moves granted by asset abilities are kept apart from the rulebook's moves.
			const type = node.type === 'move' && !id.startsWith('move:') ? 'asset_move' : (node.type as IndexedType);
			const entry: IndexedEntry = {
				id,
				type,
				name: typeof node.name === 'string' ? node.name : (node._id as string),
				pkg,
				path: path.slice(),
				node,
			};
			byId.set(entry.id, entry);
			byType.get(entry.type)?.push(entry);
			path.push(entry.name);
		}
		for (const key in node) {
			if (!SKIPPED_KEYS.has(key)) visit(node[key]);
		}
		if (indexed) path.pop();
	};
	for (const key in root) {
		if (key !== 'rules') visit(root[key]);
	}
	return { pkg, root, byId, byType };
}

/** A table row's id as Datasworn forms it from the table's: `oracle_rollable.row:…/action.0`. */
function restoreRowIds(tableId: string, rows: unknown[]): void {
	const colon = tableId.indexOf(':');
	const prefix = `${tableId.slice(0, colon)}.row${tableId.slice(colon)}.`;
	for (let i = 0; i < rows.length; i++) {
		const row = rows[i] as RawNode | null;
		if (row && typeof row === 'object' && row._id === undefined) row._id = prefix + i;
	}
}
