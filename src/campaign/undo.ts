import { type Line, joinLines, lineEnding, splitLines } from '../journal/line-endings';
import { findBlocks } from '../journal/note-text';
import type { JournalBlock } from '../journal/block';
import { parseBlock } from '../journal/parse';
import { summarise } from '../journal/summary';
import { writeBlockBody } from '../journal/write';
import type { StateStore } from '../play/note-store';
import { sameData } from '../state/same-data';
import { StateError } from '../state/schema';
import { revertChanges } from './changes';

/**
 * Undoes the last move of a journal note: reverts exactly the frontmatter changes its
 * block recorded (refusing if any value has changed since), then marks the block undone
 * or removes it.
 */
export function undoLastMove(store: StateStore, journalPath: string, mode: 'mark' | 'remove' = 'mark'): Promise<JournalBlock> {
	return store.exclusive(() => undo(store, journalPath, mode));
}

const summaryLine = (block: JournalBlock) => `# ${summarise(block).replace(/\s+/g, ' ')}`;

/**
 * The block's lines marked `undone: true`, changing only what must change: the player's keys,
 * comments and layout stay byte for byte. An `undone: false` becomes true, or one line is
 * added at the end; the summary comment Iron Ledger wrote on top says "(undone)" too, and a
 * comment the player wrote there is kept. Should the result not read back as the same block
 * undone, the block is written anew, as a correct block matters more than its layout.
 */
function markUndone(source: Line[], block: JournalBlock, eol: string): Line[] {
	const undone: JournalBlock = { ...block, undone: true };
	const lines = source.map((l) => ({ ...l }));
	const existing = lines.find((l) => /^undone:\s*false\b/i.test(l.text));
	if (existing) existing.text = existing.text.replace(/^(undone:\s*)false/i, '$1true');
	else {
		const indent = /^\s*/.exec(lines.find((l) => /^\s*[^\s#]/.test(l.text))?.text ?? '')?.[0] ?? '';
		lines.push({ text: `${indent}undone: true`, end: lines[lines.length - 1]?.end || eol });
	}
	const first = lines[0];
	if (first && first.text === summaryLine(block)) first.text = summaryLine(undone);
	const back = parseBlock(lines.map((l) => l.text).join('\n'));
	if (back.ok && sameData(back.block, undone)) return lines;
	return writeBlockBody(undone)
		.trimEnd()
		.split('\n')
		.map((text) => ({ text, end: eol }));
}

async function undo(store: StateStore, journalPath: string, mode: 'mark' | 'remove'): Promise<JournalBlock> {
	const text = await store.read(journalPath);
	if (text === null) throw new StateError(`There is no journal note at ${journalPath}.`);
	const blocks = findBlocks(text).filter((b) => b.result.ok && !b.result.block.undone);
	const last = blocks[blocks.length - 1];
	if (!last || !last.result.ok) throw new StateError(`${journalPath} has no move to undo.`);
	const block = last.result.block;
	await revertChanges(store, block.changes);
	await store.process(journalPath, (current) => {
		// Each line keeps its own ending, so a CRLF note stays CRLF and nothing else moves.
		const lines = splitLines(current);
		const inner = lines.slice(last.startLine + 1, last.endLine);
		if (inner.map((l) => l.text).join('\n') !== last.source) throw new StateError(`${journalPath} changed while undoing; the frontmatter was restored, the block was left as it was.`);
		if (mode === 'mark') {
			lines.splice(last.startLine + 1, inner.length, ...markUndone(inner, block, lineEnding(current)));
			return joinLines(lines);
		}
		const removed = lines.splice(last.startLine, last.endLine - last.startLine + 1);
		// A block that ended the note without a final newline takes the one before it along, as before.
		const previous = lines[last.startLine - 1];
		if (removed[removed.length - 1]?.end === '' && previous) previous.end = '';
		// A byte order mark on the fence's line belongs to the note, not the block.
		if (removed[0]?.text.startsWith('\uFEFF')) lines.splice(last.startLine, 0, { text: '\uFEFF', end: '' });
		return joinLines(lines);
	});
	return block;
}
