import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendBlock, findBlocks, insertBlock } from '../../src/journal/note-text';
import { writeBlock } from '../../src/journal/write';
import { EXAMPLES } from './examples';

const block = writeBlock(EXAMPLES.ask as never);

describe('inserting a block into a note', () => {
	it('puts the block on its own lines at the cursor', () => {
		expect(insertBlock('I cross the bridge.', 6, '```iron-move\nv: 1\n```\n').text).toBe('I cros\n```iron-move\nv: 1\n```\ns the bridge.');
		expect(insertBlock('Line one\nLine two\n', 9, '```iron-move\nv: 1\n```\n').text).toBe('Line one\n```iron-move\nv: 1\n```\nLine two\n');
		expect(insertBlock('', 0, '```iron-move\nv: 1\n```\n').text).toBe('```iron-move\nv: 1\n```\n');
	});

	it('appends after a blank line', () => {
		expect(appendBlock('Entry', '```iron-move\nv: 1\n```\n').text).toBe('Entry\n\n```iron-move\nv: 1\n```\n');
		expect(appendBlock('Entry\n', '```iron-move\nv: 1\n```\n').text).toBe('Entry\n\n```iron-move\nv: 1\n```\n');
	});

	it('changes nothing else in the note, for any note and any cursor (property)', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.array(fc.constantFrom('a', 'b ', '\n', '\n\n', '# x', '`'), { maxLength: 60 }).map((a) => a.join(''))), fc.nat(), (note, pos) => {
				const offset = pos % (note.length + 1);
				const { text, from, to } = insertBlock(note, offset, block);
				// The block, whose last newline may be the note's own.
				expect([block, block.slice(0, -1)]).toContain(text.slice(from, to));
				const rest = text.slice(0, from) + text.slice(to);
				// What is left is the note, plus at most one newline on each side of the block.
				const before = rest.slice(0, from);
				const after = rest.slice(from);
				expect(before.replace(/\n$/, '') + after.replace(/^\n/, '')).toBe(note.slice(0, offset).replace(/\n$/, '') + note.slice(offset).replace(/^\n/, ''));
				expect(note.slice(0, offset).startsWith(before.slice(0, offset)) || before.startsWith(note.slice(0, offset))).toBe(true);
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
});
