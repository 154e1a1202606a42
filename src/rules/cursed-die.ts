import type { DiceSource } from './dice';
import { type CurseBehavior, type OracleRollResult, type OracleTable, OracleError, type TableLookup, resolveOracle, rollOracle, rowForRoll } from './oracle-table';

/** A table's cursed version (Sundered Isles), as Datasworn's curse tags give it. */
export interface CursedVersion {
	table: OracleTable;
	behavior: CurseBehavior;
}

/** The cursed die is a d10 rolled beside the oracle's dice; only a 10 brings the curse. */
export const CURSED_DIE_SIDES = 10;
export const CURSE_FACE = 10;

/**
 * An oracle roll with the cursed die: the table's dice first, then the cursed die, as they are
 * read together at the table. On a 10, a `replace` curse reads the cursed table with the same
 * roll in place of the result (the plain row's own rolls are not made), and an `add` curse rolls
 * on the cursed table as well. The plain row stays on record, so the roll can be checked.
 */
export function rollWithCursedDie(table: OracleTable, cursed: CursedVersion, dice: DiceSource, lookup: TableLookup): OracleRollResult {
	const roll = dice.roll(table.sides);
	const cursedDie = dice.roll(CURSED_DIE_SIDES);
	if (cursedDie !== CURSE_FACE) return { ...resolveOracle(table, roll, dice, lookup), cursedDie };
	if (cursed.behavior === 'add') {
		const plain = resolveOracle(table, roll, dice, lookup);
		return { ...plain, cursedDie, rolls: [...plain.rolls, { ...rollOracle(cursed.table, dice, lookup), curse: 'add' }] };
	}
	const row = rowForRoll(table, roll);
	if (!row) throw new OracleError(`No row of "${table.name}" (${table.id}) covers a roll of ${roll}.`);
	const replaced: OracleRollResult = { ...resolveOracle(cursed.table, roll, dice, lookup), curse: 'replace' };
	return { oracle: table.id, name: table.name, roll, result: row.text, row: row.id, rolls: [replaced], cursedDie };
}

/** The result a reader takes from a roll: the cursed one where a `replace` curse came up. */
export function takenResult(result: { result: string; rolls: readonly { curse?: CurseBehavior; result: string }[] }): string {
	return result.rolls.find((r) => r.curse === 'replace')?.result ?? result.result;
}
