import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { BLOCK_KINDS } from '../../src/journal/block';

describe('docs/blocks.md', () => {
	// The examples are shown as markdown source inside ````markdown fences: read what each holds.
	const shown = [...readFileSync('docs/blocks.md', 'utf8').matchAll(/^````markdown\n([\s\S]*?)^````$/gm)].map((m) => m[1] ?? '');
	const blocks = shown.flatMap((source) => findBlocks(source));

	it('shows a complete, valid example of every kind of block', () => {
		const kinds = blocks.map((b) => (b.result.ok ? b.result.block.kind : `invalid at line ${b.startLine + 1}`));
		expect(kinds.filter((k) => k.startsWith('invalid'))).toEqual([]);
		for (const kind of BLOCK_KINDS) expect(kinds).toContain(kind);
		expect(blocks.some((b) => b.result.ok && b.result.block.kind === 'action' && b.result.block.burn)).toBe(true);
		expect(blocks.some((b) => b.result.ok && b.result.block.kind === 'action' && b.result.block.actionCancelled)).toBe(true);
	});
});
