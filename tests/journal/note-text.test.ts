import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendBlock, findBlocks, insertBlock } from '../../src/journal/note-text';
import { parseBlock } from '../../src/journal/parse';
import { writeBlock } from '../../src/journal/write';
import { EXAMPLES } from './examples';

const block = writeBlock(EXAMPLES.ask as never);

describe('inserting a block into a note', () => {
	it('puts the block on its own lines at the cursor, after the line when the cursor is inside one', () => {
		expect(insertBlock('I cross the bridge.', 6, '```iron-move\nv: 1\n```\n').text).toBe('I cross the bridge.\n```iron-move\nv: 1\n```\n');
		expect(insertBlock('Line one\nLine two\n', 9, '```iron-move\nv: 1\n```\n').text).toBe('Line one\n```iron-move\nv: 1\n```\nLine two\n');
		expect(insertBlock('', 0, '```iron-move\nv: 1\n```\n').text).toBe('```iron-move\nv: 1\n```\n');
	});

	it('appends after a blank line', () => {
		expect(appendBlock('Entry', '```iron-move\nv: 1\n```\n').text).toBe('Entry\n\n```iron-move\nv: 1\n```\n');
		expect(appendBlock('Entry\n', '```iron-move\nv: 1\n```\n').text).toBe('Entry\n\n```iron-move\nv: 1\n```\n');
	});

	it("never splits the player's line into a fence: the block goes after that line", () => {
		// "```#" alone would open a code block around the block; "~~~ more" one over the rest of the note.
		expect(insertBlock('```# x`', 4, block).text).toBe(`\`\`\`# x\`\n${block}`);
		expect(insertBlock('see ~~~ more\nlast', 4, block).text).toBe(`see ~~~ more\n${block}last`);
		expect(findBlocks(insertBlock('```# x`', 4, block).text).filter((b) => b.result.ok)).toHaveLength(1);
		// No line is split, fence or not.
		expect(insertBlock('ab cd', 3, block).text).toBe(`ab cd\n${block}`);
	});

	it('changes nothing else in the note, for any note and any cursor (property)', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.array(fc.constantFrom('a', 'b ', '\n', '\n\n', '# x', '`'), { maxLength: 60 }).map((a) => a.join(''))), fc.nat(), (note, pos) => {
				const offset = pos % (note.length + 1);
				const { text, from, to, at, inserted } = insertBlock(note, offset, block);
				// The block, whose last newline may be the note's own.
				expect([block, block.slice(0, -1)]).toContain(text.slice(from, to));
				// The note is kept whole: the block goes in at one place, after at most a newline, or a
				// fence that closes a code block the note left open.
				expect(text).toBe(note.slice(0, at) + inserted + note.slice(at));
				expect(inserted.slice(0, inserted.length - (to - from))).toMatch(/^(\n?|\n?(`{3,}|~{3,})\n)$/);
				// It goes at the cursor unless the cursor is inside a code block; then just after it.
				if (at !== offset) expect(at).toBeGreaterThan(offset);
				expect(findBlocks(text).some((b) => b.result.ok)).toBe(true);
			}),
			{ numRuns: 300 },
		);
	});
});

describe('finding blocks in a note', () => {
	it('finds each block with its lines and parses it', () => {
		const note = `# Session 1\n\n${block}\nText\n\n${writeBlock(EXAMPLES.oracle as never)}`;
		const found = findBlocks(note);
		expect(found.map((b) => [b.startLine, b.result.ok])).toEqual([
			[2, true],
			[16, true],
		]);
	});

	it('reports a block with no closing fence', () => {
		const found = findBlocks('```iron-move\nv: 1\nkind: ask\n');
		expect(found[0]?.closed).toBe(false);
		expect(found[0]?.result.ok).toBe(false);
	});

	it('reading a long note reads each block as it reads alone', () => {
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
