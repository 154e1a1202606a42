import { type DiceSource, percentileFromD10s } from './dice';
import { RollBudget } from './oracle-budget';

/** What the rules need of an oracle table; the content layer maps Datasworn onto it. */
export interface OracleTable {
	id: string;
	name: string;
	/** Faces of the die rolled on it: 100 for d100, 20, 10… */
	sides: number;
	rows: readonly OracleRow[];
	/** A player's own table (src/custom-oracles/): its results may be cut to fit a journal entry. */
	own?: boolean;
}

export interface OracleRow {
	id: string;
	/** Rows with no range (headings, "none") are never rolled. */
	min: number | null;
	max: number | null;
	text: string;
	/** Text template with `{{text>oracle_id}}` slots filled by the row's nested rolls. */
	template?: string;
	rolls?: readonly NestedRollSpec[];
}

/**
 * The largest die an oracle table can have: a player's own table names its die with up to three
 * digits (src/custom-oracles/parse-table.ts); Datasworn's largest is Sundered Isles' d200 names.
 */
export const MAX_ORACLE_SIDES = 999;

/** What a duplicate means when the row says no other words; blocks written before the words were kept read so too. */
export const DUPLICATE_MEANS = 'make it worse';

/** The words a flagged duplicate is shown with. */
export function duplicateWordsOf(r: { duplicateWords?: string }): string {
	return r.duplicateWords ?? DUPLICATE_MEANS;
}

export type DuplicateRule = 'reroll' | 'keep' | 'make_it_worse';

export interface NestedRollSpec {
	/** The table to roll on; null means this same table. */
	oracle: string | null;
	times: number;
	duplicates: DuplicateRule;
	/** With `make_it_worse`: what a duplicate means in the row's own words, when not "make it worse". */
	duplicateWords?: string;
	/** Roll again on this table and make the result worse (classic Pay the Price 1-2). */
	makeWorse?: boolean;
}

export interface OracleRollResult {
	oracle: string;
	name: string;
	roll: number;
	result: string;
	/** The row that was hit, by Datasworn id. */
	row: string;
	rolls: OracleRollResult[];
	/** Two nested results were the same and the table says to make it worse. */
	duplicate?: boolean;
	/** What the duplicate means in the row's own words, when not "make it worse" (Major Plot Twist: "make it more dramatic"). */
	duplicateWords?: string;
	/** The dice rolled first and rolled again, in order: a "roll twice" landing on itself, a duplicate the table rerolls. */
	rerolled?: number[];
	/** This result is to be applied, but made worse. */
	worse?: boolean;
	/** The same row came up again where the table says that means something dreadful. */
	repeated?: boolean;
	/** Sundered Isles: the cursed die rolled with this table (src/rules/cursed-die.ts). */
	cursedDie?: number;
	/** This roll is on the table's cursed version, brought by a 10 on the cursed die. */
	curse?: CurseBehavior;
	/** On the first roll only: the nested rolls a cap left unmade, in words (src/rules/oracle-budget.ts). */
	cut?: string[];
}

/** What a 10 on the cursed die does: the cursed table's row replaces the result, or is added to it. */
export type CurseBehavior = 'replace' | 'add';

export class OracleError extends Error {
	override name = 'OracleError';
}

export type TableLookup = (id: string) => OracleTable | undefined;

const MAX_REROLLS = 50;

/** Finds the row whose range holds the roll. */
export function rowForRoll(table: OracleTable, roll: number): OracleRow | undefined {
	return table.rows.find((r) => r.min !== null && r.max !== null && r.min <= roll && roll <= r.max);
}

/**
 * Rolls on a table and follows the rows' nested rolls ("roll twice", sub-tables, templates), as
 * deep and as many as the budget allows. Without a budget of the caller's, the roll has its own,
 * and what it left unrolled is in the result's `cut`; with one, the caller reads its notes.
 */
export function rollOracle(table: OracleTable, dice: DiceSource, lookup: TableLookup, budget?: RollBudget): OracleRollResult {
	return withNotes(budget, (b) => rollOn(table, dice, lookup, 0, b));
}

/** Resolves a given roll on a table; nested rolls still draw from the dice source. */
export function resolveOracle(table: OracleTable, roll: number, dice: DiceSource, lookup: TableLookup, budget?: RollBudget): OracleRollResult {
	return withNotes(budget, (b) => resolveRow(table, roll, dice, lookup, 0, b));
}

function withNotes(given: RollBudget | undefined, roll: (budget: RollBudget) => OracleRollResult): OracleRollResult {
	const budget = given ?? new RollBudget();
	const result = roll(budget);
	const notes = budget.notes();
	if (!given && notes.length > 0) result.cut = notes;
	return result;
}

function rollOn(table: OracleTable, dice: DiceSource, lookup: TableLookup, depth: number, budget: RollBudget): OracleRollResult {
	return resolveRow(table, dice.roll(table.sides), dice, lookup, depth, budget);
}

/** The row a roll lands on, its result, and (unless `follow` is false) its nested rolls. */
function resolveRow(table: OracleTable, roll: number, dice: DiceSource, lookup: TableLookup, depth: number, budget: RollBudget, follow = true): OracleRollResult {
	const row = rowForRoll(table, roll);
	if (!row) throw new OracleError(`No row of "${table.name}" (${table.id}) covers a roll of ${roll}.`);
	const result: OracleRollResult = { oracle: table.id, name: table.name, roll, result: budget.spend(table, row.text, depth), row: row.id, rolls: [] };
	if (!follow) return result;
	for (const spec of row.rolls ?? []) {
		const target = spec.oracle === null ? table : lookup(spec.oracle);
		if (!target) throw new OracleError(`"${table.name}" refers to a table that is not loaded: ${spec.oracle}.`);
		result.rolls.push(...nestedRolls(table, row, target, spec, dice, lookup, depth + 1, budget));
	}
	if (row.template) result.result = fillTemplate(row.template, result.rolls);
	return result;
}

function nestedRolls(
	table: OracleTable,
	row: OracleRow,
	target: OracleTable,
	spec: NestedRollSpec,
	dice: DiceSource,
	lookup: TableLookup,
	depth: number,
	budget: RollBudget,
): OracleRollResult[] {
	const out: OracleRollResult[] = [];
	const selfRoll = target.id === table.id;
	for (let i = 0; i < spec.times && budget.allows(depth); i++) {
		// Dice rolled and rolled again are kept with the roll that stood, so every die thrown is on record.
		const rerolled: number[] = [];
		for (let attempt = 0; ; attempt++) {
			const roll = dice.roll(target.sides);
			const landed = rowForRoll(target, roll);
			if (spec.makeWorse && selfRoll && landed?.id === row.id) {
				// The same "roll again" row twice: no further roll, the row's text says what it means.
				out.push({ ...resolveRow(target, roll, dice, lookup, depth, budget, false), repeated: true });
				break;
			}
			// A "roll twice" row landing on itself, or a duplicate the table says to reroll, is rolled again.
			const rerollSelf = selfRoll && landed !== undefined && landed.id === row.id;
			const rerollDuplicate = spec.duplicates === 'reroll' && out.some((r) => r.row === landed?.id);
			if ((rerollSelf || rerollDuplicate) && attempt < MAX_REROLLS) {
				rerolled.push(roll);
				continue;
			}
			const nested = resolveRow(target, roll, dice, lookup, depth, budget);
			if (rerolled.length > 0) nested.rerolled = rerolled;
			if (spec.makeWorse) nested.worse = true;
			if (spec.duplicates === 'make_it_worse' && out.some((r) => r.row === nested.row)) {
				nested.duplicate = true;
				if (spec.duplicateWords) nested.duplicateWords = spec.duplicateWords;
			}
			out.push(nested);
			break;
		}
	}
	return out;
}

const TEMPLATE_SLOT = /\{\{text>([^}]+)\}\}/g;

function fillTemplate(template: string, rolls: readonly OracleRollResult[]): string {
	const used = new Set<OracleRollResult>();
	return template.replace(TEMPLATE_SLOT, (slot, id: string) => {
		const hit = rolls.find((r) => r.oracle === id && !used.has(r));
		if (!hit) return slot;
		used.add(hit);
		return slotText(hit);
	});
}

/**
 * A slot shows the most specific result: a row that only points at a sub-table (a Delve
 * site's "Barrow" place → the barrow's place names) reads as what that sub-table gave.
 */
function slotText(result: OracleRollResult): string {
	const only = result.rolls.length === 1 ? result.rolls[0] : undefined;
	return only ? slotText(only) : result.result;
}

/** Every nested result, depth first, for printing. */
export function flattenRolls(result: OracleRollResult): OracleRollResult[] {
	return result.rolls.flatMap((r) => [r, ...flattenRolls(r)]);
}

/** Interpretation aid: read 37 as 73. 100 ("00") and doubles read the same. */
export function reversedRoll(roll: number): number {
	if (roll === 100) return 100;
	const tens = Math.floor(roll / 10) % 10;
	const units = roll % 10;
	return percentileFromD10s(units, tens);
}


/** Interpretation aid: the rows just above and below the one rolled. */
export function neighbouringRows(table: OracleTable, roll: number): { above?: OracleRow; below?: OracleRow } {
	const rolled = table.rows.filter((r) => r.min !== null);
	const index = rolled.findIndex((r) => (r.min as number) <= roll && roll <= (r.max as number));
	return { above: rolled[index - 1], below: index >= 0 ? rolled[index + 1] : undefined };
}
