import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { countKeys } from '../../src/journal/key-count';
import { yamlKeyCount } from '../../src/journal/limits';
import { writeBlockBody } from '../../src/journal/write';
import { EXAMPLES } from './examples';

// yaml's own count (what the limit once ran, and still runs at or below the cap) is the reference.
const yamlKeys = yamlKeyCount;

// Explicit keys (`? `) are left out: the scan counts them, but not every way yaml recovers from their misuse.
const piece = fc.constantFrom('a', 'b c', ': ', ':', '- ', ',', '{', '}', '[', ']', '"', "'", '\\', '#', ' #', '|', '>', '|-', '  ', ' ', '\n', '\n  ', '\n    ', '\n- ', 'k: ', 'x, y: z', "it's", '"q, r: s"', "'t: u'", '&x ', '!t ', '\r\n', '\t');

describe('counting a block\'s keys in one pass', () => {
	it.each(Object.entries(EXAMPLES))('counts the %s example as yaml does', (_, block) => {
		const source = writeBlockBody(block);
		expect(countKeys(source)).toBe(yamlKeys(source));
	});

	it.each([
		['block keys', 'a: 1\nb: 2\nc:\n  d: 3'],
		['flow map entries, with and without values', 'x: {a, b: 2, c,}'],
		['lists of maps', '- a: 1\n  b: 2\n- c: 3'],
		['quoted text with commas and colons', 'a: "x, y: z"\nb: \'p: q, r\''],
		['block text with colons', 'a: |\n  k: 1\n  l: 2\nb: 1'],
		['a plain scalar going on over a quote', "a: it's\n  'k: 1, l: 2'\nb: 1"],
		['comments', 'a: b # c: d\n# e: f\ng: h'],
	])('%s: exactly as yaml', (_, source) => {
		expect(countKeys(source)).toBe(yamlKeys(source));
	});

	// On broken YAML yaml's own count follows its error recovery; the limit asks yaml there (limits.ts).
	it('never counts fewer keys than yaml in YAML it reads without errors (property)', () => {
		let valid = 0;
		fc.assert(
			fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
				const source = pieces.join('');
				if (parseDocument(source, { uniqueKeys: false }).errors.length > 0) return;
				valid++;
				expect(countKeys(source)).toBeGreaterThanOrEqual(yamlKeys(source));
			}),
			{ numRuns: 4000 },
		);
		expect(valid).toBeGreaterThan(250);
	});
});
