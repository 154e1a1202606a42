import type { Editor } from 'obsidian';
import { insertBlock } from '../journal/note-text';
import type { BlockSink } from '../play/note-store';

/**
 * Writes a block at the cursor through the Editor API, so it lands in the editor's undo
 * history. Only the block (and a newline to start its own line) is inserted.
 */
export function editorSink(editor: Editor): BlockSink {
	return {
		insert: (fenced) => {
			const text = editor.getValue();
			const offset = editor.posToOffset(editor.getCursor());
			// Inside a code block the block goes after it, not at the cursor: it must not split the player's code.
			const { at, inserted } = insertBlock(text, offset, fenced);
			editor.replaceRange(inserted, editor.offsetToPos(at));
			editor.setCursor(editor.offsetToPos(at + inserted.length));
			return Promise.resolve();
		},
	};
}
