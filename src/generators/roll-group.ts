import type { RulesetContent } from '../content/library';
import type { RawNode } from '../content/datasworn-shapes';
import type { RulesetId } from '../content/rulesets';
import type { DiceSource } from '../rules/dice';
import { type OracleRollResult, rollOracle } from '../rules/oracle-table';
import type { Generator, OracleSource } from './catalogue';
import { fillTemplates, readable } from './field-text';

/** A region as Datasworn tags the columns that differ by it: Starforged's terminus, the Sundered Isles' myriads… */
export type Region = string;

export interface EntityField {
	/** Unique within the entity: the Datasworn key (a column's collection key), snake_case. */
	key: string;
	/** The Datasworn name of the table (of the collection, for a column). */
	name: string;
	/** The table rolled, by Datasworn id. */
	oracle: string;
	result: OracleRollResult;
	/** The result as one readable line: the row, then what its nested rolls gave. */
	text: string;
	/** A name template filled from the fields it names. */
	filled?: string;
	/** The key of the field whose row led here (a planet's class → that type's tables). */
	from?: string;
}

export interface Entity {
	kind: string;
	ruleset: RulesetId;
	region?: Region;
	fields: EntityField[];
}

interface Step {
	oracle: string;
	key: string;
	name: string;
	from?: string;
	/** A column picked by a tag of a row rolled before it (a Sundered Isles ship's mission by its size). */
	byTag?: { tag: string; columns: { value: unknown; oracle: string }[] };
}

type RawCollection = RawNode & { oracle_type?: string; contents?: Record<string, RawNode>; collections?: Record<string, RawCollection> };
type RawTableRow = { _id: string; oracle_rolls?: { oracle: string | null }[]; suggestions?: unknown; tags?: Record<string, Record<string, unknown>> };

function node(scope: RulesetContent, id: string): RawCollection {
	const entry = scope.get(id);
	if (!entry) throw new Error(`Datasworn has no ${id} in ${scope.label}.`);
	return entry.node;
}

const lastKey = (id: string) => id.slice(id.lastIndexOf('/') + 1);
const parentOf = (tableId: string) => `oracle_collection:${tableId.slice(tableId.indexOf(':') + 1, tableId.lastIndexOf('/'))}`;

/** A column of a shared-text table (a region's population, a location's derelict type) is named for its table. */
function stepFor(scope: RulesetContent, oracle: string, from?: string, key?: string): Step {
	const parent: RawCollection | undefined = scope.get(parentOf(oracle))?.node;
	const column = parent?.oracle_type?.startsWith('table_shared_text') === true;
	const named = column ? parent : node(scope, oracle);
	return { oracle, key: key ?? (column ? lastKey(parentOf(oracle)) : lastKey(oracle)), name: String(named?.name ?? lastKey(oracle)), from };
}

type Tags = Record<string, Record<string, unknown>> | undefined;

function tagged(node: RawNode, tag: string): unknown {
	return Object.values((node.tags as Tags) ?? {}).find((t) => t[tag] !== undefined)?.[tag];
}

function regionOf(column: RawNode): string | undefined {
	// The Sundered Isles' island vitality is tagged `regional`, every other regional table `region`.
	const region = tagged(column, 'region') ?? tagged(column, 'regional');
	return typeof region === 'string' ? region : undefined;
}

/** A collection whose columns differ only by region: one field, the region's column. */
function isRegionGroup(group: RawCollection): boolean {
	const columns = Object.values(group.contents ?? {});
	return columns.length > 0 && columns.every((c) => regionOf(c) !== undefined);
}

/**
 * A cursed version of a table (Sundered Isles) replaces it only when the cursed die says so, and
 * Iron Ledger does not roll that die for you. Datasworn tags one of them as cursing itself.
 */
function isCursedVersion(table: RawNode): boolean {
	return tagged(table, 'cursed_version_of') !== undefined || tagged(table, 'cursed_by') === table._id;
}

/**
 * A collection's fields in Datasworn's order: each table of its contents, except those another
 * of its tables rolls (Ultra-scale, rolled from Scale's 100), and each region-keyed group.
 */
function collectionSteps(scope: RulesetContent, id: string, region: Region, from?: string): Step[] {
	const group = node(scope, id);
	const tables = Object.values(group.contents ?? {}).filter((t) => t.type === 'oracle_rollable' && !isCursedVersion(t));
	const rolledByOthers = new Set(
		tables.flatMap((t) => ((t.rows ?? []) as RawTableRow[]).flatMap((r) => (r.oracle_rolls ?? []).map((o) => o.oracle))),
	);
	const steps = tables.filter((t) => !rolledByOthers.has(t._id as string)).map((t) => stepFor(scope, t._id as string, from));
	for (const sub of Object.values(group.collections ?? {})) {
		const columns = Object.values(sub.contents ?? {});
		if (isRegionGroup(sub)) {
			const column = columns.find((c) => regionOf(c) === region);
			if (column) steps.push(stepFor(scope, column._id as string, from));
			continue;
		}
		const tag = columnTag(sub);
		if (tag) {
			const byTag = { tag, columns: columns.map((c) => ({ value: tagged(c, tag), oracle: c._id as string })) };
			steps.push({ oracle: '', key: lastKey(sub._id as string), name: String(sub.name ?? lastKey(sub._id as string)), ...(from ? { from } : {}), byTag });
		}
	}
	return steps;
}

const CURSE_TAGS = new Set(['cursed_by', 'cursed_version_of', 'curse_behavior']);

/** The tag every column of a shared table is keyed by (ship_size, location), if the columns are keyed by one. */
function columnTag(group: RawCollection): string | undefined {
	if (!group.oracle_type?.startsWith('table_shared_text')) return undefined;
	const keys = Object.values(group.contents ?? {}).map((c) => new Set(Object.values((c.tags as Tags) ?? {}).flatMap((t) => Object.keys(t))));
	const [first, ...others] = keys;
	return [...(first ?? [])].find((k) => !CURSE_TAGS.has(k) && others.every((o) => o.has(k)));
}

/** The column a tag-keyed step stands for: the latest field whose row carries the tag picks it. */
function resolveByTag(scope: RulesetContent, step: Step, earlier: readonly EntityField[]): Step | undefined {
	if (!step.byTag) return step;
	const { tag, columns } = step.byTag;
	for (const f of [...earlier].reverse()) {
		const row = ((node(scope, f.oracle).rows ?? []) as RawNode[]).find((r) => r._id === f.result.row);
		const value = row ? tagged(row, tag) : undefined;
		if (value === undefined) continue;
		const column = columns.find((c) => c.value === value);
		return column ? { oracle: column.oracle, key: step.key, name: step.name, from: f.key } : undefined;
	}
	return undefined;
}

/** A collection a row links to: a region-keyed one is its region's column. */
function groupSteps(scope: RulesetContent, id: string, region: Region, from: string): Step[] {
	const group = node(scope, id);
	if (!isRegionGroup(group)) return collectionSteps(scope, id, region, from);
	const column = Object.values(group.contents ?? {}).find((c) => regionOf(c) === region);
	return column ? [stepFor(scope, column._id as string, from)] : [];
}

function sourceSteps(scope: RulesetContent, source: OracleSource, region: Region): Step[] {
	if (typeof source !== 'string') return [stepFor(scope, source.oracle, undefined, source.key)];
	return source.startsWith('oracle_collection:') ? collectionSteps(scope, source, region) : [stepFor(scope, source)];
}

function topSteps(scope: RulesetContent, generator: Generator, region: Region): Step[] {
	return generator.oracles.flatMap((s) => sourceSteps(scope, s, region));
}

/** The regions of the region-keyed groups the generator may reach, in Datasworn order; none when the region does not matter. */
export function regionsOf(scope: RulesetContent, generator: Generator): string[] {
	const out = new Set<string>();
	const walk = (group: RawCollection): void => {
		if (isRegionGroup(group)) for (const c of Object.values(group.contents ?? {})) out.add(regionOf(c) as string);
		for (const sub of Object.values(group.collections ?? {})) walk(sub);
	};
	for (const s of generator.oracles) if (typeof s === 'string' && s.startsWith('oracle_collection:')) walk(node(scope, s));
	return [...out];
}

/** Where a rolled row points inside the generator's collections: a linked collection, or a suggested table. */
function leads(scope: RulesetContent, generator: Generator, field: EntityField, region: Region): Step[] {
	const roots = generator.oracles.map((s) => (typeof s === 'string' ? s : s.oracle)).map((id) => `${id.slice(id.indexOf(':') + 1)}/`);
	const inside = (id: string) => roots.some((r) => `${id.slice(id.indexOf(':') + 1)}/`.startsWith(r));
	const table = node(scope, field.oracle);
	const row = ((table.rows ?? []) as RawTableRow[]).find((r) => r._id === field.result.row);
	const steps: Step[] = [];
	for (const [, id] of field.result.result.matchAll(/datasworn:(oracle_collection:[^)\s]+)/g)) {
		if (id && inside(id)) steps.push(...groupSteps(scope, id, region, field.key));
	}
	const suggested = Array.isArray(row?.suggestions) ? (row.suggestions as unknown[]) : [];
	for (const id of suggested) {
		if (typeof id === 'string' && id.startsWith('oracle_rollable:') && inside(id)) steps.push(stepFor(scope, id, field.key));
	}
	return steps;
}

function uniqueKey(step: Step, taken: ReadonlySet<string>): string {
	const base = step.key.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
	if (!taken.has(base)) return base;
	const prefixed = step.from ? `${step.from}_${base}` : base;
	let key = prefixed;
	for (let n = 2; taken.has(key); n++) key = `${prefixed}_${n}`;
	return key;
}

/** Rolls the steps in order; each row's leads are rolled right after it, depth first. */
function rollSteps(
	scope: RulesetContent,
	generator: Generator,
	steps: Step[],
	dice: DiceSource,
	region: Region,
	taken: Set<string>,
	rolled: Set<string>,
	earlier: readonly EntityField[],
): EntityField[] {
	const out: EntityField[] = [];
	// A row may link to a table the generator rolls anyway (a multipurpose starship's mission): it stays its own field.
	const planned = new Set(topSteps(scope, generator, region).map((s) => s.oracle));
	for (const planStep of steps) {
		const step = resolveByTag(scope, planStep, [...earlier, ...out]);
		if (!step || rolled.has(step.oracle) || (planStep.from !== undefined && planned.has(step.oracle))) continue;
		rolled.add(step.oracle);
		const result = rollOracle(scope.table(step.oracle), dice, scope.lookup);
		const key = uniqueKey(step, taken);
		taken.add(key);
		const field: EntityField = { key, name: step.name, oracle: step.oracle, result, text: readable(result, scope), ...(step.from ? { from: step.from } : {}) };
		out.push(field, ...rollSteps(scope, generator, leads(scope, generator, field, region), dice, region, taken, rolled, [...earlier, ...out, field]));
	}
	return out;
}

/** Keys the note itself uses; a table keyed like one gets its collection's key in front. */
const RESERVED = ['iron_ledger', 'kind', 'ruleset', 'region', 'oracles', 'tags', 'aliases', 'cssclasses'];

/** Rolls every field of a generator's collections, following where the rows lead. */
export function generateEntity(scope: RulesetContent, generator: Generator, dice: DiceSource, given?: Region): Entity {
	const regions = regionsOf(scope, generator);
	const region = given ?? regions[0] ?? '';
	const steps = topSteps(scope, generator, region);
	const fields = rollSteps(scope, generator, steps, dice, region, new Set(RESERVED), new Set(), []);
	return { kind: generator.kind, ruleset: scope.id, ...(regions.length > 0 ? { region } : {}), fields: fillTemplates(scope, fields) };
}

/** The fields that came from a field's row, and from theirs. */
function descendants(fields: readonly EntityField[], key: string): Set<string> {
	const out = new Set<string>();
	const add = (k: string) => {
		for (const f of fields) {
			if (f.from !== k || out.has(f.key)) continue;
			out.add(f.key);
			add(f.key);
		}
	};
	add(key);
	return out;
}

/**
 * Rolls one field again. What its old row led to goes (a planet of another class has other
 * tables) and what the new row leads to is rolled in its place; every other field stays.
 */
export function rerollField(scope: RulesetContent, generator: Generator, entity: Entity, key: string, dice: DiceSource): Entity {
	const index = entity.fields.findIndex((f) => f.key === key);
	const field = entity.fields[index];
	if (!field) throw new RangeError(key);
	const gone = descendants(entity.fields, key);
	const kept = entity.fields.filter((f) => !gone.has(f.key));
	const taken = new Set([...RESERVED, ...kept.map((f) => f.key)]);
	taken.delete(key);
	const rolled = new Set(kept.map((f) => f.oracle));
	rolled.delete(field.oracle);
	const region = entity.region ?? '';
	const at = kept.findIndex((f) => f.key === key);
	const step = { oracle: field.oracle, key, name: field.name, ...(field.from ? { from: field.from } : {}) };
	const [again, ...led] = rollSteps(scope, generator, [step], dice, region, taken, rolled, kept.slice(0, at));
	const before = [...kept.slice(0, at), { ...(again as EntityField), key }, ...led];
	// A column the old row's tag picked went with it: the new row's tag picks it again.
	const missing = topSteps(scope, generator, region).filter((s) => s.byTag && !kept.some((f) => f.key === s.key) && !before.some((f) => f.key === s.key));
	const picked = rollSteps(scope, generator, missing, dice, region, taken, rolled, [...before, ...kept.slice(at + 1)]);
	return { ...entity, fields: fillTemplates(scope, [...before, ...picked, ...kept.slice(at + 1)]) };
}
