import type { NestedRollSpec, OracleRow, OracleTable } from '../rules/oracle-table';
import type { RawOracle, RawRow } from './datasworn-shapes';
import { DUPLICATE_WORDS } from './duplicate-words';

/**
 * Classic Pay the Price 1-2 says "roll again and make it worse; if you roll this yet
 * again, something dreadful", but Datasworn gives that row no structured roll. We add it.
 */
const EXTRA_ROLLS: Record<string, NestedRollSpec[]> = {
	'move.oracle_rollable.row:classic/fate/pay_the_price.pay_the_price.0': [
		{ oracle: null, times: 1, duplicates: 'keep', makeWorse: true },
	],
};

/** Dice notation "1d100" → 100 faces. Only single dice appear in the rulesets. */
export function sidesOf(dice: string): number {
	const match = /^1d(\d+)$/.exec(dice.trim());
	if (!match) throw new Error(`Unsupported oracle dice "${dice}".`);
	return Number(match[1]);
}

function mapRow(row: RawRow): OracleRow {
	const text = row.text2 ? `${row.text} — ${row.text2}` : row.text;
	const out: OracleRow = { id: row._id, min: row.roll?.min ?? null, max: row.roll?.max ?? null, text };
	if (row.template?.text) out.template = row.template.text;
	const words = DUPLICATE_WORDS[row._id];
	const rolls: NestedRollSpec[] = (row.oracle_rolls ?? []).map((r) => ({
		oracle: r.oracle,
		times: r.number_of_rolls,
		duplicates: r.duplicates,
		...(words && r.duplicates === 'make_it_worse' ? { duplicateWords: words } : {}),
	}));
	rolls.push(...(EXTRA_ROLLS[row._id] ?? []));
	if (rolls.length > 0) out.rolls = rolls;
	return out;
}

export function toOracleTable(raw: RawOracle): OracleTable {
	return {
		id: raw._id as string,
		name: raw.name ?? (raw._id as string),
		sides: sidesOf(raw.dice),
		rows: raw.rows.map(mapRow),
	};
}
