import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enclosingFence, fenceFor } from '../../src/journal/fences';
import { appendBlock, findBlocks, insertBlock } from '../../src/journal/note-text';
import { writeBlock } from '../../src/journal/write';
import type { AskBlock } from '../../src/journal/block';

const ask = (question: string): AskBlock => ({ kind: 'ask', question, odds: '50_50', style: 'classic', roll: 61, yes: true, match: false, oracles: [], changes: [], extra: {} });

describe('user text cannot break a block', () => {
	it('a question with a line of backticks gets a longer fence, and reads back whole', () => {
		const question = 'Is it safe?\n```\n# injected heading\n````';
		const fenced = writeBlock(ask(question));
		expect(fenced.startsWith('`````iron-move\n')).toBe(true);
		const note = appendBlock('# Session\n', fenced).text;
		const found = findBlocks(note);
		expect(found).toHaveLength(1);
		expect(found[0]?.result.ok && found[0].result.block.kind === 'ask' && found[0].result.block.question).toBe(question);
		// Nothing of the question is left outside the block.
		expect(note.split('\n').filter((l) => l.startsWith('# injected'))).toEqual([]);
	});

	it('a line of one space in a long question comes back as a space, not a backslash', () => {
		// The property below found it: yaml folds a long double-quoted text and escapes such a line wrongly.
		const question = '\n \n```   ```iron-moveiron-move   ```';
		const found = findBlocks(appendBlock('Intro\n', writeBlock(ask(question))).text);
		const b = found[0]?.result;
		expect(b?.ok && b.block.kind === 'ask' ? b.block.question : undefined).toBe(question);
	});

	it('any text in a question stays inside (property)', () => {
		fc.assert(
			fc.property(fc.array(fc.constantFrom('```', '````', '~~~', ' ```', '   ```', 'x', '\n', '`', 'iron-move', ' '), { maxLength: 40 }).map((a) => a.join('')), (question) => {
				const note = appendBlock('Intro\n', writeBlock(ask(question))).text;
				const found = findBlocks(note);
				expect(found).toHaveLength(1);
				const b = found[0]?.result;
				expect(b?.ok && b.block.kind === 'ask' ? b.block.question : undefined).toBe(question);
			}),
			{ numRuns: 300 },
		);
	});

	it('a note that ends inside an open code block gets it closed before the block, which is then found', () => {
		const note = '# Notes\n```js\nconst x = 1;\n';
		const { text } = appendBlock(note, writeBlock(ask('Safe?')));
		expect(text.startsWith(`${note}\`\`\`\n`)).toBe(true);
		expect(findBlocks(text).map((b) => b.result.ok)).toEqual([true]);
	});

	it('a cursor inside someone else’s code block puts the block just after it', () => {
		const note = 'Before\n```js\nlet a;\nlet b;\n```\nAfter\n';
		const { text, at } = insertBlock(note, note.indexOf('let b'), writeBlock(ask('Safe?')));
		expect(at).toBe(note.indexOf('```\nAfter') + 3);
		expect(text).toContain('let a;\nlet b;\n```\n```iron-move\n');
		expect(findBlocks(text)).toHaveLength(1);
	});

	it('an iron-move fence inside another language’s block is that block’s text, not a move', () => {
		expect(findBlocks('````markdown\n```iron-move\nv: 1\n```\n````\n')).toEqual([]);
	});

	it('knows where fences are', () => {
		expect(enclosingFence('a\n```\nb\n```\nc', 7)).toEqual({ fence: { char: '`', length: 3 }, end: 11 });
		expect(enclosingFence('a\n```\nb\n```\nc', 12)).toBeUndefined();
		expect(enclosingFence('a\n~~~~\nb', 7)).toEqual({ fence: { char: '~', length: 4 } });
		expect(fenceFor('a\n  ````\n')).toBe('`````');
		expect(fenceFor('plain')).toBe('```');
	});
});
