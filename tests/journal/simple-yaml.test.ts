import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readSimpleYaml } from '../../src/journal/simple-yaml';
import { writeBlockBody } from '../../src/journal/write';
import { EXAMPLES } from './examples';

/** What the full parser reads, or a marker when it refuses the text. */
function full(source: string): unknown {
	try {
		return parse(source, { uniqueKeys: true });
	} catch {
		return 'yaml refused';
	}
}

const word = fc.constantFrom('a', 'Face Danger', 'x: y', '#', ' # c', '-4', '07', '1.5', 'true', 'null', '~', "it's", '"q"', "'s'", '[1, 2]', '{a: 1}', '&x', '*x', '!t', '- 1', '|', '', ' ', 'é', '[[Kira]]', '  x', '[1,2]', '[ 3 ]', '[-0, +5]', '[1 ,2]', '[1 2]', '[]', '00', '-7', '+3', '12345678901234567890', '"a\\"b"', '"\\u0041"', '"x" y', 'x:y', '|-');
const key = fc.constantFrom('v', 'kind', 'roll', 'name', 'adds', 'value', 'reason', 'text', 'bad key', '- x', 'a', 'null', 'True', 'constructor');
const line = fc.tuple(fc.constantFrom(0, 0, 2, 4, 1, 3), fc.oneof(fc.tuple(key, word).map(([k, w]) => `${k}: ${w}`), key.map((k) => `${k}:`), word.map((w) => `- ${w}`), fc.tuple(key, word).map(([k, w]) => `- ${k}: ${w}`), word)).map(([n, t]) => ' '.repeat(n) + t);

describe('the fast YAML reader', () => {
	it.each(Object.entries(EXAMPLES))('reads the %s example exactly as yaml does', (_, block) => {
		const source = writeBlockBody(block);
		expect(readSimpleYaml(source)).toEqual(full(source));
	});

	it('whatever it accepts, it reads exactly as yaml does (property)', () => {
		let accepted = 0;
		fc.assert(
			fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (lines) => {
				const source = lines.join('\n');
				const fast = readSimpleYaml(source);
				if (fast !== undefined) {
					accepted++;
					expect(fast).toEqual(full(source));
				}
			}),
			{ numRuns: 6000 },
		);
		// The generator must reach the fast road often enough for this to mean something.
		expect(accepted).toBeGreaterThan(20);
	});

	it('reads any data yaml writes as yaml reads it back (property)', () => {
		let accepted = 0;
		const scalar = fc.oneof(fc.string({ maxLength: 20 }), fc.integer({ min: -1000, max: 1000 }), fc.boolean(), fc.constant(null), word);
		const safeKey = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
		const value = fc.letrec((tie) => ({
			node: fc.oneof({ depthSize: 'small' }, scalar, fc.array(fc.integer({ min: 1, max: 10 }), { maxLength: 3 }), tie('map'), fc.array(tie('map'), { maxLength: 3 })),
			map: fc.dictionary(safeKey, tie('node'), { maxKeys: 4 }),
		}));
		fc.assert(
			fc.property(fc.dictionary(safeKey, value.node, { minKeys: 1, maxKeys: 6 }), (data) => {
				const source = stringify(data, { lineWidth: 0, flowCollectionPadding: false });
				const fast = readSimpleYaml(source);
				if (fast !== undefined) {
					accepted++;
					expect(fast).toEqual(full(source));
				}
			}),
			{ numRuns: 1500 },
		);
		expect(accepted).toBeGreaterThan(300);
	});

	it.each([
		['a value after two spaces', 'k:  v'],
		['a list item after two spaces', 'a:\n-  b'],
		['a quoted value after two spaces', 'by:  "[[Kira]]"'],
		['a key yaml reads as null', 'null: 1'],
		['a key yaml reads as null, capitalised', 'Null: 1\nb: 2'],
		['a key yaml reads as true, capitalised', 'True: 1'],
	])('%s: read as yaml reads it, or left to yaml', (_, source) => {
		const fast = readSimpleYaml(source);
		if (fast !== undefined) expect(fast).toEqual(full(source));
	});

	it('tells the special keys from keys that share their length and first letter', () => {
		for (const k of ['note', 'nulL', 'nUll', 'trUe', 'Trues', 'falsE', 'valueOg', 'constructoR', '__proto_x']) {
			expect(readSimpleYaml(`${k}: 1`)).toEqual({ [k]: 1 });
		}
		for (const k of ['null', 'NULL', 'True', 'false', 'valueOf', 'constructor', '__proto__']) expect(readSimpleYaml(`${k}: 1`)).toBeUndefined();
	});

	it('reads a block after one it gave up on midway (one reader serves every read)', () => {
		expect(readSimpleYaml('a: 1\nb: &x 2\nc: 3')).toBeUndefined();
		expect(readSimpleYaml('v: 1\nkind: ask')).toEqual({ v: 1, kind: 'ask' });
		expect(readSimpleYaml('')).toBeUndefined();
		expect(readSimpleYaml('k: 1')).toEqual({ k: 1 });
	});

	it('accepts the blocks Iron Ledger writes, so they take the fast road', () => {
		for (const block of Object.values(EXAMPLES)) expect(readSimpleYaml(writeBlockBody(block))).not.toBeUndefined();
	});
});
