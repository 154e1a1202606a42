import { type OracleRow, type OracleTable, neighbouringRows, reversedRoll, rowForRoll } from '../../rules/oracle-table';
import { type ParsedArgs, UsageError } from '../args';

/**
 * OR-15: when an answer is hard to read, the rules let the player look one row up or down, or
 * read the digits the other way round (37 as 73). These are readings of the roll already made:
 * no die is rolled for them, so the journal keeps the roll as it fell and the aids are shown only.
 */

export interface AidReading {
	lines: string[];
	json: Record<string, unknown>;
}

function asked(args: ParsedArgs): string[] {
	return ['reversed', 'neighbours'].filter((f) => args.flags.has(f)).map((f) => `--${f}`);
}

/** The aids read a rolled result: a command that rolls nothing refuses them, in one line. */
export function refuseAidsOn(args: ParsedArgs, why: string): void {
	const given = asked(args);
	if (given.length > 0) throw new UsageError(`${why}: leave out ${given.join(' and ')}.`);
}

function range(row: OracleRow): string {
	return row.min === row.max ? String(row.min) : `${row.min}-${row.max}`;
}

function rowJson(row: OracleRow | undefined): Record<string, unknown> | undefined {
	return row ? { min: row.min, max: row.max, result: row.text } : undefined;
}

/**
 * Checks the asked aids against the table before any die is rolled (reversing digits reads a
 * d100 only: a d6 has one digit), and returns the reader for the roll that comes.
 */
export function interpretationAids(args: ParsedArgs, table: OracleTable): (roll: number) => AidReading {
	const reversed = args.flags.has('reversed');
	const neighbours = args.flags.has('neighbours');
	if (reversed && table.sides !== 100) {
		throw new UsageError(`--reversed swaps the two digits of a d100 roll, and ${table.name} is rolled on a d${table.sides}: use --neighbours to read the rows beside it.`);
	}
	return (roll) => {
		const lines: string[] = [];
		const json: Record<string, unknown> = {};
		if (reversed) {
			const other = reversedRoll(roll);
			const row = rowForRoll(table, other);
			lines.push(other === roll ? `Reversed: ${roll} reads the same both ways.` : `Reversed, ${other}: ${row?.text ?? 'no row'}`);
			json.reversed = { roll: other, result: row?.text ?? null };
		}
		if (neighbours) {
			const { above, below } = neighbouringRows(table, roll);
			lines.push(above ? `Row above (${range(above)}): ${above.text}` : 'Row above: none, this is the first row.');
			lines.push(below ? `Row below (${range(below)}): ${below.text}` : 'Row below: none, this is the last row.');
			json.neighbours = { above: rowJson(above) ?? null, below: rowJson(below) ?? null };
		}
		return { lines, json };
	};
}
