import { describe, expect, it } from 'vitest';
import { appendBlock, findBlocks, insertBlock } from '../../src/journal/note-text';
import { writeBlock } from '../../src/journal/write';
import { EXAMPLES } from './examples';

const block = writeBlock(EXAMPLES.ask as never);
const crlf = (text: string) => text.replace(/\n/g, '\r\n');
/** Line feeds with no carriage return before them: the sign of mixed endings. */
const bareLf = (text: string) => (text.match(/(^|[^\r])\n/g) ?? []).length;

describe('a CRLF note stays CRLF', () => {
	it('an appended block ends its lines with CRLF, like the note', () => {
		for (const note of ['# Session\r\n', '# Session\r\n\r\nText', '# Session\r\nText\r\n\r\n']) {
			const { text } = appendBlock(note, block);
			expect(text.startsWith(note)).toBe(true);
			expect(bareLf(text)).toBe(0);
			expect(text.slice(note.length)).toContain(crlf(block).trimEnd());
		}
		expect(appendBlock('Entry\r\n', '```iron-move\nv: 1\n```\n').text).toBe('Entry\r\n\r\n```iron-move\r\nv: 1\r\n```\r\n');
	});

	it('a block inserted at the cursor ends its lines with CRLF, never between CR and LF', () => {
		expect(insertBlock('Line one\r\nLine two\r\n', 10, '```iron-move\nv: 1\n```\n').text).toBe('Line one\r\n```iron-move\r\nv: 1\r\n```\r\nLine two\r\n');
		// The cursor at the end of a line: the note's own CRLF closes the block's last line.
		expect(insertBlock('Line one\r\nLine two\r\n', 8, '```iron-move\nv: 1\n```\n').text).toBe('Line one\r\n```iron-move\r\nv: 1\r\n```\r\nLine two\r\n');
		expect(insertBlock('Line one\r\nLine two\r\n', 9, '```iron-move\nv: 1\n```\n').text).toBe('Line one\r\n```iron-move\r\nv: 1\r\n```\r\nLine two\r\n');
	});

	it('a code block left open in a CRLF note is closed with CRLF', () => {
		const { text } = appendBlock('Text\r\n```js\r\nlet a;\r\n', '```iron-move\nv: 1\n```\n');
		expect(text).toBe('Text\r\n```js\r\nlet a;\r\n```\r\n```iron-move\r\nv: 1\r\n```\r\n');
	});

	it('blocks in a CRLF note are found and read', () => {
		const note = crlf(`# Session\n\n${block}\nText\n\n${writeBlock(EXAMPLES.oracle as never)}`);
		const found = findBlocks(note);
		expect(found.map((b) => [b.startLine, b.result.ok])).toEqual([
			[2, true],
			[16, true],
		]);
		expect(found.every((b) => !b.source.includes('\r'))).toBe(true);
	});
});

describe('a note with a byte order mark', () => {
	it('keeps the mark first, and a block that opens the note is found', () => {
		const { text } = appendBlock('\uFEFF', block);
		expect(text).toBe(`\uFEFF${block}`);
		expect(findBlocks(text).map((b) => b.result.ok)).toEqual([true]);
		expect(insertBlock('\uFEFFText\n', 0, block).text).toBe(`\uFEFF${block}Text\n`);
	});
});

describe('finding blocks in a note with CRs', () => {
	it('a CR at the very end of the note is no line ending: a fence line ending in one opens no block', () => {
		expect(findBlocks('```iron-move\r')).toEqual([]);
		expect(findBlocks('```iron-move\r\nv: 1\r')).toMatchObject([{ source: 'v: 1\r', closed: false }]);
	});

	it('a CRLF block reads as its LF twin, with the same lines', () => {
		const note = `Text\n\n${block}\nMore\n`;
		const [lf] = findBlocks(note);
		const [cr] = findBlocks(crlf(note));
		expect(cr).toEqual(lf);
	});
});
