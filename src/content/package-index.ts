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
// back what the packer leaves out of table rows, so a table must never sit in a skipped branch
// (tests/content/packed.test.ts compares every ruleset with its Datasworn file).
const SKIPPED_KEYS = new Set(['rows', 'text', 'trigger', 'outcomes', 'rules', 'authors', '_source', 'controls']);

/**
 * How the packer (scripts/datasworn-pack.mjs) ships a ruleset: its data, and where the walk
 * below would find each indexed entry and each table, so that loading follows a few thousand
 * short paths instead of walking every object, which was most of a cold load.
 */
interface HintedPackage {
	hints: IndexHint[];
	package: RawPackage;
}
/**
 * One node the walk stops at, in the walk's order: how many indexed entries enclose it, 1 if
 * it is indexed + 2 if its table's rows are to be restored, then the keys that lead to it
 * from the entry enclosing it (from the root when none does).
 */
export type IndexHint = [depth: number, flags: number, ...keys: (string | number)[]];

/** Parses one package's JSON text and indexes every move, table, asset… by Datasworn id. */
export function indexPackage(pkg: PackageId, jsonText: string): PackageIndex {
	const parsed = JSON.parse(jsonText) as RawPackage | HintedPackage;
	if (Array.isArray(parsed.hints) && parsed.package && typeof parsed.package === 'object') {
		const { hints, package: root } = parsed as HintedPackage;
		// A hint that leads nowhere would be the packer's mistake: the walk still gets it right.
		return indexByHints(pkg, root, hints) ?? indexByWalk(pkg, root);
	}
	return indexByWalk(pkg, parsed as RawPackage);
}

function emptyIndex(pkg: PackageId, root: RawPackage): PackageIndex {
	return { pkg, root, byId: new Map(), byType: new Map(INDEXED_TYPES.map((t) => [t, []])) };
}

function addEntry(index: PackageIndex, node: RawNode, path: string[]): IndexedEntry {
	const id = node._id as string;
	// Moves granted by asset abilities are kept apart from the rulebook's moves.
	const type = node.type === 'move' && !id.startsWith('move:') ? 'asset_move' : (node.type as IndexedType);
	const entry: IndexedEntry = { id, type, name: typeof node.name === 'string' ? node.name : id, pkg: index.pkg, path, node };
	index.byId.set(id, entry);
	index.byType.get(type)?.push(entry);
	return entry;
}

function indexByHints(pkg: PackageId, root: RawPackage, hints: IndexHint[]): PackageIndex | undefined {
	const index = emptyIndex(pkg, root);
	const enclosing: IndexedEntry[] = [];
	for (const hint of hints) {
		const depth = hint[0];
		if (depth > enclosing.length) return undefined;
		enclosing.length = depth;
		let node: unknown = depth > 0 ? enclosing[depth - 1]!.node : root;
		for (let i = 2; i < hint.length && node !== null && typeof node === 'object'; i++) node = (node as Record<string | number, unknown>)[hint[i]!];
		if (node === null || typeof node !== 'object') return undefined;
		const raw = node as RawNode;
		if (hint[1] & 2 && Array.isArray(raw.rows) && typeof raw._id === 'string') restoreRows(raw._id, raw.rows as unknown[]);
		if (hint[1] & 1) {
			if (typeof raw._id !== 'string') return undefined;
			enclosing.push(addEntry(index, raw, enclosing.map((e) => e.name)));
		}
	}
	return index;
}

function indexByWalk(pkg: PackageId, root: RawPackage): PackageIndex {
	const index = emptyIndex(pkg, root);
	const path: string[] = [];

	const visit = (value: unknown): void => {
		if (value === null || typeof value !== 'object') return;
		if (Array.isArray(value)) {
			for (const item of value) visit(item);
			return;
		}
		const node = value as RawNode;
		if (Array.isArray(node.rows) && typeof node._id === 'string') restoreRows(node._id, node.rows as unknown[]);
		const indexed = typeof node._id === 'string' && typeof node.type === 'string' && INDEXED.has(node.type);
		if (indexed) path.push(addEntry(index, node, path.slice()).name);
		for (const key in node) {
			if (!SKIPPED_KEYS.has(key)) visit(node[key]);
		}
		if (indexed) path.pop();
	};
	for (const key in root) {
		if (key !== 'rules') visit(root[key]);
	}
	return index;
}

/**
 * Puts back what the packer leaves out of a table's rows (compactTables in
 * scripts/datasworn-pack.mjs): each row's id, formed from the table's as Datasworn forms it
 * (`oracle_rollable.row:…/action.0`), and a roll given by its `max` alone, whose `min` follows
 * on from the row before.
 */
function restoreRows(tableId: string, rows: unknown[]): void {
	const colon = tableId.indexOf(':');
	const prefix = `${tableId.slice(0, colon)}.row${tableId.slice(colon)}.`;
	let before = 0;
	for (let i = 0; i < rows.length; i++) {
		const row = rows[i] as RawNode | null;
		if (row === null || typeof row !== 'object') continue;
		if (row._id === undefined) row._id = prefix + i;
		if (typeof row.roll === 'number') row.roll = { min: before + 1, max: row.roll };
		const roll = row.roll as { max?: unknown } | null | undefined;
		if (roll !== null && typeof roll === 'object' && typeof roll.max === 'number') before = roll.max;
	}
}
