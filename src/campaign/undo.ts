import { findBlocks } from '../journal/note-text';
import type { JournalBlock } from '../journal/block';
import { writeBlockBody } from '../journal/write';
import type { StateStore } from '../play/note-store';
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

async function undo(store: StateStore, journalPath: string, mode: 'mark' | 'remove'): Promise<JournalBlock> {
	const text = await store.read(journalPath);
	if (text === null) throw new StateError(`There is no journal note at ${journalPath}.`);
	const blocks = findBlocks(text).filter((b) => b.result.ok && !b.result.block.undone);
	const last = blocks[blocks.length - 1];
	if (!last || !last.result.ok) throw new StateError(`${journalPath} has no move to undo.`);
	const block = last.result.block;
	await revertChanges(store, block.changes);
	await store.process(journalPath, (current) => {
		const lines = current.split('\n');
		const source = lines.slice(last.startLine + 1, last.endLine).join('\n');
		if (source !== last.source) throw new StateError(`${journalPath} changed while undoing; the frontmatter was restored, the block was left as it was.`);
		const replacement = mode === 'remove' ? [] : [lines[last.startLine] as string, ...writeBlockBody({ ...block, undone: true }).trimEnd().split('\n'), lines[last.endLine] as string];
		lines.splice(last.startLine, last.endLine - last.startLine + 1, ...replacement);
		return lines.join('\n');
	});
	return block;
}
