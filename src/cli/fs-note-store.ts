import { readFileSync } from 'node:fs';
import type { NoteStore } from '../play/note-store';
import { decodeNote } from '../state/note-encoding';
import { writeAtomic } from './durable-file';
import { PlayClock } from '../journal/play-order';

/**
 * The CLI's note store: plain files. Writes go to a temporary file of their own renamed
 * over the note, so a crash never leaves half a note behind.
 */
export class FileNoteStore implements NoteStore {
	/** One command is one process: its blocks are stamped in the order it plays them. */
	readonly playClock = new PlayClock();

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

/** A note's text, or null when there is none; a note that is not UTF-8 is refused, never rewritten. */
export function readNote(path: string): string | null {
	let bytes: Buffer;
	try {
		bytes = readFileSync(path);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
		throw error;
	}
	return decodeNote(bytes, path);
}
