import { describe, expect, it } from 'vitest';
import { fixedDice } from '../../src/rules/dice';
import { type CursedVersion, rollWithCursedDie, takenResult } from '../../src/rules/cursed-die';
import type { OracleTable } from '../../src/rules/oracle-table';

const row = (id: string, min: number, max: number, text: string) => ({ id, min, max, text });
const plain: OracleTable = { id: 't:plain', name: 'Plain', sides: 10, rows: [row('p.0', 1, 5, 'Calm'), row('p.1', 6, 10, 'Storm')] };
const cursedTable: OracleTable = { id: 't:cursed', name: 'Cursed', sides: 10, rows: [row('c.0', 1, 5, 'Ghost lights'), row('c.1', 6, 10, 'Blood rain')] };
const lookup = () => undefined;
const replace: CursedVersion = { table: cursedTable, behavior: 'replace' };
const add: CursedVersion = { table: cursedTable, behavior: 'add' };

describe('the cursed die (Sundered Isles)', () => {
	it('rolls the table, then the d10; below 10 the plain result stands and the die is kept', () => {
		const dice = fixedDice([7, 9]);
		expect(rollWithCursedDie(plain, replace, dice, lookup)).toEqual({ oracle: 't:plain', name: 'Plain', roll: 7, result: 'Storm', row: 'p.1', rolls: [], cursedDie: 9 });
		expect(dice.remaining()).toBe(0);
	});

	it('a 10 with a replace curse reads the cursed table with the same roll, and rolls no more dice', () => {
		const dice = fixedDice([3, 10]);
		const result = rollWithCursedDie(plain, replace, dice, lookup);
		expect(result.result).toBe('Calm');
		expect(result.cursedDie).toBe(10);
		expect(result.rolls).toEqual([{ oracle: 't:cursed', name: 'Cursed', roll: 3, result: 'Ghost lights', row: 'c.0', rolls: [], curse: 'replace' }]);
		expect(takenResult(result)).toBe('Ghost lights');
		expect(dice.remaining()).toBe(0);
	});

	it('a 10 with an add curse keeps the plain result and rolls the cursed table too', () => {
		const result = rollWithCursedDie(plain, add, fixedDice([3, 10, 8]), lookup);
		expect(result.result).toBe('Calm');
		expect(result.rolls).toEqual([{ oracle: 't:cursed', name: 'Cursed', roll: 8, result: 'Blood rain', row: 'c.1', rolls: [], curse: 'add' }]);
		expect(takenResult(result)).toBe('Calm');
	});
});
