import type { ContentLibrary } from '../content/library';
import { isRulesetId, packageOfId } from '../content/rulesets';
import type { JournalBlock, OracleRecord } from '../journal/block';
import { type OracleTable, rowForRoll } from '../rules/oracle-table';
import { CURSE_FACE, type CursedVersion } from '../rules/cursed-die';
import type { DiceProblem } from './check-dice';

// A long journal rolls on the same few dozen tables thousands of times: each library's tables
// are kept (a ruleset's tables do not change once it is loaded). Looking each roll up again was
// a fifth of a 5 MB note's check.
const tables = new WeakMap<ContentLibrary, Map<string, OracleTable | undefined>>();

/** A Datasworn table by id; undefined for a player's own table, an id no ruleset has, or dice written another way. */
function tableOf(content: ContentLibrary, id: string): OracleTable | undefined {
	let known = tables.get(content);
	if (!known) tables.set(content, (known = new Map<string, OracleTable | undefined>()));
	if (known.has(id)) return known.get(id);
	const pkg = packageOfId(id);
	if (!pkg || !isRulesetId(pkg)) {
		known.set(id, undefined);
		return undefined;
	}
	let index;
	try {
		// A ruleset that cannot be loaded now throws here, and is asked again next time.
		index = content.index(pkg);
	} catch {
		return undefined;
	}
	let table: OracleTable | undefined;
	try {
		table = index.byId.get(id)?.type === 'oracle_rollable' ? content.ruleset(pkg).table(id) : undefined;
	} catch {
		// Dice the table writes another way: the roll stands.
		table = undefined;
	}
	known.set(id, table);
	return table;
}

const short = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text);

/**
 * A roll past its table's die, or a result that is not its row's: each recorded roll is worked
 * out again from the table, as a template's slots are. A row whose text is filled from its
 * nested rolls is left to them.
 */
function recordProblems(content: ContentLibrary, record: OracleRecord, key: string, resultKey: string, out: DiceProblem[]): void {
	const table = tableOf(content, record.oracle);
	if (table && record.roll > table.sides) {
		out.push({ key, message: `"roll" is ${record.roll}, but ${table.name} is a d${table.sides} table: its rolls run from 1 to ${table.sides}.` });
	} else if (table) {
		const row = rowForRoll(table, record.roll);
		if (row && !row.template && row.text !== record.result) {
			out.push({ key: resultKey, message: `${table.name} ${record.roll} is ${short(row.text)}, but the block says ${short(record.result)}.` });
		}
	}
	if (record.cursedDie !== undefined || record.rolls.some((n) => n.curse)) curseProblems(content, record, key, out);
	for (const nested of record.rolls) recordProblems(content, nested, key === 'roll' ? 'rolls' : key, key === 'roll' ? 'rolls' : resultKey, out);
}

/** The table's cursed version, for a Datasworn table of a ruleset that can be loaded now. */
function cursedVersionOf(content: ContentLibrary, id: string): CursedVersion | undefined {
	const pkg = packageOfId(id);
	if (!pkg || !isRulesetId(pkg)) return undefined;
	try {
		return content.ruleset(pkg).cursedVersion(id);
	} catch {
		return undefined;
	}
}

/**
 * The Sundered Isles' cursed die: only a table with a cursed version has one, and only its 10
 * brings exactly one roll on that version, which for a `replace` curse reads the same roll.
 */
function curseProblems(content: ContentLibrary, record: OracleRecord, key: string, out: DiceProblem[]): void {
	const cursed = record.rolls.filter((n) => n.curse);
	const die = record.cursedDie;
	if (die === undefined) {
		out.push({ key, message: `${record.name} has a roll marked "curse" but no "cursed_die": only a 10 on the cursed die brings the cursed table.` });
		return;
	}
	const version = cursedVersionOf(content, record.oracle);
	if (!version) {
		if (tableOf(content, record.oracle)) out.push({ key, message: `${record.name} has no cursed version, but the block gives it a cursed die.` });
		return;
	}
	if (die !== CURSE_FACE) {
		if (cursed.length > 0) out.push({ key, message: `The cursed die is ${die}: only a ${CURSE_FACE} brings ${version.table.name}.` });
		return;
	}
	const [roll, ...more] = cursed;
	if (!roll || more.length > 0) {
		out.push({ key, message: `The cursed die is ${CURSE_FACE}: the block should have one roll on ${version.table.name} marked "curse", not ${cursed.length}.` });
		return;
	}
	if (roll.oracle !== version.table.id) out.push({ key, message: `The cursed roll is on ${roll.name}, but ${record.name}'s cursed version is ${version.table.name}.` });
	else if (roll.curse !== version.behavior) out.push({ key, message: `${version.table.name} ${version.behavior === 'replace' ? 'replaces' : 'adds to'} the result: "curse" should be ${version.behavior}, not ${roll.curse}.` });
	else if (version.behavior === 'replace' && roll.roll !== record.roll) out.push({ key, message: `${version.table.name} replaces ${record.name} with the same roll: ${roll.roll} should be ${record.roll}.` });
}

/**
 * Oracle rolls past their own table's die, and results that are not their roll's row. A block is
 * read with rolls up to the largest die any table has (d200 names in Sundered Isles); only the
 * table says whether 150 is a roll on it. A template block's slots are worked out again row by
 * row in src/templates/check.ts.
 */
export function oracleRollProblems(block: JournalBlock, content: ContentLibrary): DiceProblem[] {
	const out: DiceProblem[] = [];
	if (block.kind === 'oracle') recordProblems(content, block.roll, 'roll', 'result', out);
	if (block.kind !== 'template') for (const record of block.oracles) recordProblems(content, record, 'oracles', 'oracles', out);
	return out;
}
