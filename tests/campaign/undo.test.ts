import { describe, expect, it } from 'vitest';
import { undoLastMove } from '../../src/campaign/undo';
import type { SheetBlock } from '../../src/journal/block';
import { appendBlock, findBlocks } from '../../src/journal/note-text';
import { writeBlock } from '../../src/journal/write';
import type { StateStore } from '../../src/play/note-store';
import { readFrontmatter, updateFrontmatter } from '../../src/state/frontmatter-text';

/** Notes in memory, written through the same frontmatter code as the CLI's files. */
function memoryStore(notes: Record<string, string>): StateStore {
	const read = (path: string) => Promise.resolve(notes[path] ?? null);
	const process = (path: string, change: (text: string) => string) => Promise.resolve((notes[path] = change(notes[path] ?? '')));
	return {
		read,
		process,
		frontmatter: async (path) => {
			const text = await read(path);
			return text === null ? null : readFrontmatter(text, path);
		},
		updateFrontmatter: async (path, change) => void (await process(path, (text) => updateFrontmatter(text, change, path))),
		create: async (path, text) => void (await process(path, () => text)),
		list: () => Promise.resolve(Object.keys(notes).sort()),
		campaignNotes: () => Promise.resolve([]),
		exclusive: (run) => run(),
	};
}

const suffer: SheetBlock = { kind: 'sheet', what: 'Suffer −2 health', oracles: [], changes: [{ note: '[[Characters/Kira]]', key: 'health', from: 5, to: 3 }], extra: {} };
const crlf = (text: string) => text.replace(/\n/g, '\r\n');
const bareLf = (text: string) => (text.match(/(^|[^\r])\n/g) ?? []).length;

describe('undo on a CRLF journal and sheet', () => {
	const sheet = crlf('---\niron_ledger: character\nhealth: 3\nspirit: 5\n---\n# Kira\n');
	const journal = crlf(`# Session\n\n${writeBlock(suffer)}\nAfter the block.\n`);

	it('marks the block undone, and both notes stay CRLF', async () => {
		const notes = { 'Characters/Kira.md': sheet, 'Journal.md': journal };
		await undoLastMove(memoryStore(notes), 'Journal.md', 'mark');
		expect(notes['Characters/Kira.md']).toBe(sheet.replace('health: 3', 'health: 5'));
		expect(bareLf(notes['Journal.md'])).toBe(0);
		const found = findBlocks(notes['Journal.md']);
		expect(found.map((b) => b.result.ok && b.result.block.undone)).toEqual([true]);
		expect(notes['Journal.md']).toContain('undone: true\r\n```');
		expect(notes['Journal.md'].endsWith('```\r\n\r\nAfter the block.\r\n')).toBe(true);
	});

	it('removes the block, keeping every other line and its CRLF', async () => {
		const notes = { 'Characters/Kira.md': sheet, 'Journal.md': journal };
		await undoLastMove(memoryStore(notes), 'Journal.md', 'remove');
		expect(notes['Journal.md']).toBe('# Session\r\n\r\n\r\nAfter the block.\r\n');
	});
});

describe('undo --remove of a block appended at the end', () => {
	it('gives the note back byte for byte: the blank line the append brought after another block goes with the block', async () => {
		for (const before of [`# Session\n\n${writeBlock(suffer)}`, crlf(`# Session\n\n${writeBlock(suffer)}`), '# Session\n\n', '# Session\nThe storm breaks.\n\n']) {
			const notes = { 'Characters/Kira.md': '---\niron_ledger: character\nhealth: 3\n---\n', 'Journal.md': appendBlock(before, writeBlock(suffer)).text };
			await undoLastMove(memoryStore(notes), 'Journal.md', 'remove');
			expect(notes['Journal.md']).toBe(before);
		}
	});
});

describe('undo in mark mode changes only what it must', () => {
	const sheet = '---\niron_ledger: character\nhealth: 3\n---\n';
	// The player's own layout: a comment of theirs, a flow list, quotes, extra keys in their order.
	const hand = [
		'```iron-move',
		'# my own note on this',
		'v: 1',
		"kind: 'sheet'",
		'what: "Suffer −2 health"',
		'my_key: [a,   b]   # mine',
		'changes:',
		'- {note: "[[Characters/Kira]]", key: health, from: 5, to: 3}',
		'```',
		'',
	].join('\n');

	it('adds one `undone: true` line; the player\'s keys keep every byte', async () => {
		const notes = { 'Characters/Kira.md': sheet, 'Journal.md': hand };
		await undoLastMove(memoryStore(notes), 'Journal.md', 'mark');
		expect(notes['Journal.md']).toBe(hand.replace('\n```\n', '\nundone: true\n```\n'));
		expect(readFrontmatter(notes['Characters/Kira.md']).health).toBe(5);
	});

	it('an `undone: false` the player wrote becomes true in place', async () => {
		const note = hand.replace("kind: 'sheet'\n", "kind: 'sheet'\nundone: false # not yet\n");
		const notes = { 'Characters/Kira.md': sheet, 'Journal.md': note };
		await undoLastMove(memoryStore(notes), 'Journal.md', 'mark');
		expect(notes['Journal.md']).toBe(note.replace('undone: false # not yet', 'undone: true # not yet'));
	});

	it('the summary comment Iron Ledger wrote says "(undone)"; nothing else moves', async () => {
		const written = writeBlock(suffer);
		const notes = { 'Characters/Kira.md': sheet, 'Journal.md': written };
		await undoLastMove(memoryStore(notes), 'Journal.md', 'mark');
		const expected = written.replace('# Suffer −2 health\n', '# Suffer −2 health (undone)\n').replace(/\n```\n$/, '\nundone: true\n```\n');
		expect(notes['Journal.md']).toBe(expected);
	});
});
