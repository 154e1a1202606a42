import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../src/journal/parse';

const oracle = (roll: number) => `v: 1\nkind: oracle\noracle: oracle_rollable:sundered_isles/character/name/given_name\ntable: Given Name\nroll: ${roll}\nresult: Raven`;
const nested = (roll: number) => `v: 1\nkind: oracle\noracle: x:y\nroll: 5\nresult: Two\nrolls:\n  - oracle: x:z\n    roll: ${roll}\n    result: Raven`;
const ask = (roll: number) => `v: 1\nkind: ask\nodds: likely\nstyle: classic\nroll: ${roll}\nanswer: yes\nmatch: false`;

describe('an oracle roll is read up to the largest die a table can have', () => {
	it('reads a d200 roll of 150, at the top and nested', () => {
		const top = parseBlock(oracle(150));
		expect(top.ok && top.block.kind === 'oracle' && top.block.roll.roll).toBe(150);
		const inner = parseBlock(nested(150));
		expect(inner.ok && inner.block.kind === 'oracle' && inner.block.roll.rolls[0]?.roll).toBe(150);
	});

	it('reads 999 (a player\'s own d999 note) but not 1000, nor 0', () => {
		expect(parseBlock(oracle(999)).ok).toBe(true);
		expect(parseBlock(oracle(1000))).toEqual({ ok: false, errors: [{ line: 5, message: '"roll" is 1000; it cannot be above 999.' }] });
		expect(parseBlock(oracle(0)).ok).toBe(false);
	});

	it('keeps Ask the Oracle to percentile dice', () => {
		expect(parseBlock(ask(100)).ok).toBe(true);
		expect(parseBlock(ask(150))).toEqual({ ok: false, errors: [{ line: 5, message: '"roll" is 150; it cannot be above 100.' }] });
	});
});
