import { describe, expect, it } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { parseBlock } from '../../src/journal/parse';
import { writeBlock } from '../../src/journal/write';
import { EXAMPLES } from './examples';

describe('blocks held for their shapes (keep-block-shapes.ts)', () => {
	it('reading a long note, with a block now and then read again from a copy, reads each block as it reads alone', () => {
		const kinds = Object.values(EXAMPLES);
		const sources = Array.from({ length: 400 }, (_, i) => writeBlock({ ...(kinds[i % kinds.length] as (typeof kinds)[number]), changes: [{ note: `[[C${i}]]`, key: 'health', from: i % 6, to: (i + 1) % 6 }] }));
		const note = sources.map((b, i) => `Line ${i} of prose.\n\n${b}`).join('\n');
		const found = findBlocks(note);
		expect(found).toHaveLength(400);
		found.forEach((b, i) => {
			const alone = parseBlock(b.source);
			expect(b.result).toEqual(alone);
			expect(alone.ok && alone.block.changes[0]?.note).toBe(`[[C${i}]]`);
		});
	});
});
