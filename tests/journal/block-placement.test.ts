import { describe, expect, it } from 'vitest';
import { findBlocks, insertBlock } from '../../src/journal/note-text';
import { writeBlock } from '../../src/journal/write';
import { EXAMPLES } from './examples';

const block = writeBlock(EXAMPLES.ask as never);
/** The note with the block put in at the cursor, shown with the block as [B]. */
const at = (note: string, cursor: number) => insertBlock(note, cursor, block).text.replace(block, '[B]\n').replace(block.slice(0, -1), '[B]');
const removed = (note: string, cursor: number) => {
	const { text, from, to } = insertBlock(note, cursor, block);
	// Taking the block's lines out, as undo's "remove the block" does.
	const end = text.slice(to).startsWith('\n') && text.slice(from, to).endsWith('\n') === false ? to + 1 : to;
	return text.slice(0, from) + text.slice(end);
};

describe('where a block goes: never inside the frontmatter', () => {
	const note = '---\ntitle: x\ntags: [a]\n---\nbody\n';
	it('a cursor in the frontmatter, or before it at the top of the note, puts the block after it', () => {
		expect(at(note, 0)).toBe('---\ntitle: x\ntags: [a]\n---\n[B]\nbody\n');
		expect(at(note, note.indexOf('tle'))).toBe('---\ntitle: x\ntags: [a]\n---\n[B]\nbody\n');
		expect(at(`\uFEFF${note.replace(/\n/g, '\r\n')}`, 1).startsWith('\uFEFF---\r\ntitle: x\r\ntags: [a]\r\n---\r\n```iron-move\r\n')).toBe(true);
		expect(at('---\na: 1\n---', 2)).toBe('---\na: 1\n---\n[B]\n');
	});

	it('a note that only starts with a rule, never closed, has no frontmatter', () => {
		expect(at('---\nno end\n', 0)).toBe('[B]\n---\nno end\n');
	});
});

describe('where a block goes: never splitting the player\'s markdown', () => {
	it('a heading or a sentence stays whole: the block goes after the line', () => {
		expect(at('# Heading\nText\n', 3)).toBe('# Heading\n[B]\nText\n');
		expect(at('Hello world here\n', 6)).toBe('Hello world here\n[B]\n');
	});

	it('a setext heading keeps its underline, a table its rows, a callout its lines', () => {
		expect(at('Title\n=====\nText\n', 5)).toBe('Title\n=====\n[B]\nText\n');
		expect(at('| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n\nAfter\n', 20)).toBe('| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n[B]\n\nAfter\n');
		expect(at('> [!note] Title\n> body text\n> more\n\nAfter\n', 15)).toBe('> [!note] Title\n> body text\n> more\n[B]\n\nAfter\n');
		// At the start of a table's second row: after the table, not between its rows.
		expect(at('| a |\n| - |\n| 1 |\n', 6)).toBe('| a |\n| - |\n| 1 |\n[B]\n');
	});

	it('a formula or an Obsidian comment is not cut, nor the block hidden in one', () => {
		expect(at('$$\nx = 1\n$$\nText\n', 3)).toBe('$$\nx = 1\n$$\n[B]\nText\n');
		expect(at('%%\nsecret\n%%\nText\n', 3)).toBe('%%\nsecret\n%%\n[B]\nText\n');
		// A %% inside a code block is code, not a comment.
		expect(findBlocks(insertBlock('```\n%%\n```\nText\n', 12, block).text).filter((b) => b.result.ok)).toHaveLength(1);
	});

	it('a blank line between paragraphs stays: taking the block out gives the note back', () => {
		expect(at('A\n\nB\n', 2)).toBe('A\n[B]\n\nB\n');
		expect(removed('A\n\nB\n', 2)).toBe('A\n\nB\n');
		expect(removed('Hello world here\n', 6)).toBe('Hello world here\n');
	});
});

describe('where a block goes: a note that opens with a byte order mark and a code block', () => {
	it('never inside that code block, nor inside a block of its own kind', () => {
		const code = '\uFEFF```js\ncode\n```\nText\n';
		expect(insertBlock(code, 2, block).text).toBe(`\uFEFF\`\`\`js\ncode\n\`\`\`\n${block}Text\n`);
		const first = `\uFEFF${block}Text\n`;
		expect(findBlocks(insertBlock(first, 5, block).text).filter((b) => b.result.ok)).toHaveLength(2);
		expect(findBlocks(insertBlock(code.replace(/```/g, '~~~').replace(/\n/g, '\r\n'), 3, block).text).filter((b) => b.result.ok)).toHaveLength(1);
	});
});

