import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../src/rules/dice';
import { rollWithCursedDie } from '../../src/rules/cursed-die';
import type { OracleTable } from '../../src/rules/oracle-table';

const row = (id: string, min: number, max: number, text: string) => ({ id, min, max, text });
// A hand-made table with a gap at 6-10: the plain roll has no row to replace.
const gappy: OracleTable = { id: 't:gappy', name: 'Gappy', sides: 10, rows: [row('g.0', 1, 5, 'Calm')] };
const cursed: OracleTable = { id: 't:cursed', name: 'Cursed', sides: 10, rows: [row('c.0', 1, 10, 'Ghost lights')] };

describe('the cursed die on a table with a gap', () => {
	it('a replace curse on a roll no row covers is refused, naming the table and the roll', () => {
		expect(() => rollWithCursedDie(gappy, { table: cursed, behavior: 'replace' }, fixedDice([7, 10]), () => undefined)).toThrow(
			'No row of "Gappy" (t:gappy) covers a roll of 7.',
		);
	});
});
