import type { RulesetContent } from '../content/library';
import type { DiceSource } from '../rules/dice';
import { OracleError, type OracleRow, flattenRolls, resolveOracle, rollOracle } from '../rules/oracle-table';
import { type Truth, type TruthOption, optionForRoll } from './truths';

/** What an option's own table gave: rolled (with its roll) or picked by the player. */
export interface TableResult {
	table: string;
	name: string;
	row: string;
	text: string;
	roll?: number;
}

/** One truth settled: the option, the d100 when it was rolled, and its table's result. */
export interface TruthPick {
	truth: Truth;
	option: TruthOption;
	roll?: number;
	table?: TableResult;
}

/** Rolls d100 on a truth's options. */
export function rollTruthOption(truth: Truth, dice: DiceSource): { option: TruthOption; roll: number } {
	const roll = dice.roll(100);
	const option = optionForRoll(truth, roll);
	if (!option) throw new OracleError(`No option of the truth ${truth.name} (${truth.id}) covers a roll of ${roll}.`);
	return { option, roll };
}

/** The rows of an option's table a player may pick. */
export function tableRows(scope: RulesetContent, option: TruthOption): OracleRow[] {
	if (!option.table) return [];
	return scope.table(option.table.id).rows.filter((r) => r.min !== null && r.max !== null);
}

/**
 * The option's table, rolled, or read at the row the player picked (a picked row's own nested
 * rolls, should it have any, still come from the dice).
 */
export function tableResult(scope: RulesetContent, option: TruthOption, dice: DiceSource, pickedRow?: string): TableResult | undefined {
	if (!option.table) return undefined;
	const table = scope.table(option.table.id);
	const row = pickedRow === undefined ? undefined : table.rows.find((r) => r.id === pickedRow);
	if (pickedRow !== undefined && (!row || row.min === null)) throw new OracleError(`${table.name} has no row ${pickedRow}.`);
	const result = row ? resolveOracle(table, row.min as number, dice, scope.lookup) : rollOracle(table, dice, scope.lookup);
	const text = [result.result, ...flattenRolls(result).map((r) => r.result)].join(' — ');
	const out: TableResult = { table: table.id, name: table.name, row: result.row, text };
	if (!row) out.roll = result.roll;
	return out;
}

/** Settles one truth: the option given (or rolled), then its table (the row given, or rolled). */
export function settleTruth(scope: RulesetContent, truth: Truth, dice: DiceSource, chosen?: { option: TruthOption; row?: string }): TruthPick {
	const rolled = chosen ? undefined : rollTruthOption(truth, dice);
	const option = chosen?.option ?? (rolled as { option: TruthOption }).option;
	const pick: TruthPick = { truth, option };
	if (rolled) pick.roll = rolled.roll;
	const table = tableResult(scope, option, dice, chosen?.row);
	if (table) pick.table = table;
	return pick;
}
