import { readFileSync } from 'node:fs';
import type { NoteStore } from '../play/note-store';
import { StateError } from '../state/schema';
import { writeAtomic } from './vault-transaction';

/**
 * The CLI's note store: plain files. Writes go to a temporary file of their own renamed
 * over the note, so a crash never leaves half a note behind.
 */
export class FileNoteStore implements NoteStore {
	read(path: string): Promise<string | null> {
		return Promise.resolve(readNote(path));
	}

	process(path: string, change: (text: string) => string): Promise<string> {
		const before = readNote(path);
		const next = change(before ?? '');
		if (next !== before) writeAtomic(path, next);
		return Promise.resolve(next);
	}
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A note's text, or null when there is none; a note that is not UTF-8 is refused, never rewritten. */
export function readNote(path: string): string | null {
	let bytes: Buffer;
	try {
		bytes = readFileSync(path);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
		throw error;
	}
	try {
		return utf8.decode(bytes);
	} catch {
		throw new StateError(`${path} is not UTF-8 text: Iron Ledger does not rewrite it. Convert it to UTF-8 first.`);
	}
}
