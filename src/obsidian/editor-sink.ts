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
			const cursor = editor.getCursor();
			const text = editor.getValue();
			const offset = editor.posToOffset(cursor);
			const { to } = insertBlock(text, offset, fenced);
			const inserted = insertBlock(text, offset, fenced).text.slice(offset, to);
			editor.replaceRange(inserted, cursor);
			editor.setCursor(editor.offsetToPos(offset + inserted.length));
			return Promise.resolve();
		},
	};
}
