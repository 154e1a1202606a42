import type { OracleTable, TableLookup } from '../rules/oracle-table';
import type { RawOracle, RawImpact, RawPackage, RawRulesMeter } from './datasworn-shapes';
import { type MoveInfo, toMoveInfo } from './map-move';
import { toOracleTable } from './map-oracle';
import { curseBehaviorOf, cursedLinks, isCursedTable } from './cursed';
import type { CursedVersion } from '../rules/cursed-die';
import { ContentLookupError, findEntry } from './lookup';
import { type IndexedEntry, type IndexedType, type PackageIndex, indexPackage } from './package-index';
import { type PackageId, type RulesetId, RULESET_LABELS, isRulesetId, packageOfId, packagesOf } from './rulesets';

/** Where the JSON text of a package comes from: bundled strings, or files for tools. */
export type PackageTextSource = (pkg: PackageId) => string;

/**
 * All game content, loaded lazily: a package is parsed and indexed the first time
 * something in it is asked for, and never before.
 */
export class ContentLibrary {
	private readonly indexes = new Map<PackageId, PackageIndex>();
	private readonly scopes = new Map<RulesetId, RulesetContent>();

	constructor(private readonly source: PackageTextSource) {}

	isLoaded(pkg: PackageId): boolean {
		return this.indexes.has(pkg);
	}

	index(pkg: PackageId): PackageIndex {
		let index = this.indexes.get(pkg);
		if (!index) {
			index = indexPackage(pkg, this.source(pkg));
			this.indexes.set(pkg, index);
		}
		return index;
	}

	ruleset(id: RulesetId): RulesetContent {
		let scope = this.scopes.get(id);
		if (!scope) {
			scope = new RulesetContent(this, id);
			this.scopes.set(id, scope);
		}
		return scope;
	}
}

export interface ImpactInfo extends RawImpact {
	key: string;
	category: string;
}

export interface RulesInfo {
	stats: string[];
	meters: Record<string, RawRulesMeter>;
	impacts: ImpactInfo[];
	specialTracks: Record<string, { label: string; optional?: boolean }>;
}

export interface Credit {
	title: string;
	authors: string;
	license: string;
	url: string;
	date: string;
}

/** The content a ruleset plays with: Delve sees classic plus Delve. */
export class RulesetContent {
	private moveCache?: MoveInfo[];
	/** Replaced move id → the entry of the move that replaces it. */
	private replaced?: Map<string, IndexedEntry>;
	private readonly tables = new Map<string, OracleTable>();
	private curses?: Map<string, string>;

	constructor(
		private readonly library: ContentLibrary,
		readonly id: RulesetId,
	) {}

	/**
	 * The package whose own entry wins a tie of names. The Sundered Isles write their own
	 * versions of Starforged's tables (Given Name, Character First Look) for play at sea: theirs
	 * is the one meant. Delve adds to classic rather than rewrites it, so a tie there stays one.
	 */
	get expansion(): PackageId | undefined {
		return this.id === 'sundered_isles' ? 'sundered_isles' : undefined;
	}

	get label(): string {
		return RULESET_LABELS[this.id];
	}

	private packages(): PackageIndex[] {
		return packagesOf(this.id).map((p) => this.library.index(p));
	}

	/**
	 * Every entry of a kind. An expansion's move that replaces a move of another package
	 * (Sundered Isles' Set a Course) is listed in its place; the replaced one is still found
	 * by its id, for the blocks made with it. Delve's alternate moves replace within Delve
	 * and are listed beside the move.
	 */
	entries(type: IndexedType): IndexedEntry[] {
		const all = this.packages().flatMap((p) => p.byType.get(type) ?? []);
		if (type !== 'move') return all;
		const replaced = this.replacedMoves(all);
		if (replaced.size === 0) return all;
		// In the place of the move replaced, so that a category reads in the rulebook's order.
		const replacing = new Set([...replaced.values()].map((e) => e.id));
		return all.flatMap((e) => (replacing.has(e.id) ? [] : [replaced.get(e.id) ?? e]));
	}

	get(id: string): IndexedEntry | undefined {
		for (const p of this.packages()) {
			const hit = p.byId.get(id);
			if (hit) return hit;
		}
		return undefined;
	}

	find(type: IndexedType, query: string): IndexedEntry {
		const replaced = type === 'move' ? this.get(query.trim()) : undefined;
		if (replaced && this.replacedMoves().has(replaced.id)) return replaced;
		// An id of a ruleset this one does not hold (Delve's Take a Hiatus for a classic character): say whose it is.
		const pkg = /^[a-z_.]+:[a-z_]+\//.test(query.trim()) ? packageOfId(query.trim()) : undefined;
		if (pkg && !(packagesOf(this.id) as readonly string[]).includes(pkg) && isRulesetId(pkg)) {
			throw new ContentLookupError(`${query.trim()} is ${RULESET_LABELS[pkg]}'s, which ${this.label} does not include: play it in ${RULESET_LABELS[pkg]} (a character whose ruleset is ${pkg}).`);
		}
		// "Ship Mission" must not roll Cursed Ship Mission, a curse no die brought: a cursed table is found by a name or id that says so.
		const entries = type === 'oracle_rollable' && !/cursed/i.test(query) ? this.entries(type).filter((e) => !isCursedTable(e.node)) : this.entries(type);
		return findEntry(entries, query, type.replace(/_/g, ' ').replace('oracle rollable', 'oracle'), this.label, this.expansion);
	}

	private replacedMoves(all?: readonly IndexedEntry[]): Map<string, IndexedEntry> {
		this.replaced ??= replacedMoves(all ?? this.packages().flatMap((p) => p.byType.get('move') ?? []));
		return this.replaced;
	}

	/** The move that takes the place of this one in the ruleset (Sundered Isles' Set a Course for Starforged's), if any. */
	replacementOf(id: string): string | undefined {
		return this.replacedMoves().get(id)?.id;
	}

	moves(): MoveInfo[] {
		this.moveCache ??= this.entries('move').map(toMoveInfo);
		return this.moveCache;
	}

	move(idOrName: string): MoveInfo {
		const entry = this.find('move', idOrName);
		return this.moves().find((m) => m.id === entry.id) ?? toMoveInfo(entry);
	}

	/** Every rollable table, those embedded in moves and truths included. */
	oracles(): IndexedEntry[] {
		return this.entries('oracle_rollable');
	}

	table(idOrName: string): OracleTable {
		const entry = this.get(idOrName) ?? this.find('oracle_rollable', idOrName);
		if (entry.type !== 'oracle_rollable') {
			throw new ContentLookupError(`${entry.id} is a ${entry.type.replace(/_/g, ' ')}, not a table to roll on.`);
		}
		let table = this.tables.get(entry.id);
		if (!table) {
			table = toOracleTable(entry.node as RawOracle);
			this.tables.set(entry.id, table);
		}
		return table;
	}

	/** Sundered Isles: the table's cursed version, read in its place or beside it when the cursed die shows 10. */
	cursedVersion(id: string): CursedVersion | undefined {
		this.curses ??= cursedLinks(this.oracles());
		const cursed = this.curses.get(id);
		const entry = cursed === undefined ? undefined : this.get(cursed);
		return entry ? { table: this.table(entry.id), behavior: curseBehaviorOf(entry.node) } : undefined;
	}

	/** For nested rolls: tables by id, within this ruleset. */
	readonly lookup: TableLookup = (id) => (this.get(id)?.type === 'oracle_rollable' ? this.table(id) : undefined);

	rules(): RulesInfo {
		const info: RulesInfo = { stats: [], meters: {}, impacts: [], specialTracks: {} };
		for (const p of this.packages()) {
			const r = p.root.rules;
			info.stats.push(...Object.keys(r.stats ?? {}));
			Object.assign(info.meters, r.condition_meters ?? {});
			Object.assign(info.specialTracks, r.special_tracks ?? {});
			for (const [category, group] of Object.entries(r.impacts ?? {})) {
				for (const [key, impact] of Object.entries(group.contents)) info.impacts.push({ ...impact, key, category });
			}
		}
		return info;
	}

	credits(): Credit[] {
		return this.packages().map((p) => creditOf(p.root));
	}
}

/** Moves replaced by a move of another package in the same scope, each with the move that replaces it. */
function replacedMoves(moves: readonly IndexedEntry[]): Map<string, IndexedEntry> {
	const out = new Map<string, IndexedEntry>();
	for (const m of moves) {
		for (const id of (m.node as { replaces?: string[] }).replaces ?? []) {
			const pkg = moves.find((x) => x.id === id)?.pkg;
			if (pkg !== undefined && pkg !== m.pkg) out.set(id, m);
		}
	}
	return out;
}

function creditOf(root: RawPackage): Credit {
	return {
		title: root.title,
		authors: root.authors.map((a) => a.name).join(', '),
		license: root.license,
		url: root.url,
		date: root.date,
	};
}
