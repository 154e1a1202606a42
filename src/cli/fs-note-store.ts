import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { NoteStore } from '../play/note-store';

/**
 * The CLI's note store: plain files. Writes go to a temporary file renamed over the note,
 * so a crash never leaves half a note behind.
 */
export class FileNoteStore implements NoteStore {
	read(path: string): Promise<string | null> {
		return Promise.resolve(readOrNull(path));
	}

	process(path: string, change: (text: string) => string): Promise<string> {
		const next = change(readOrNull(path) ?? '');
		mkdirSync(dirname(path), { recursive: true });
		// A name of its own, so two writers never share one temporary file.
		const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.iron-ledger-tmp`;
		writeFileSync(temp, next, 'utf8');
		renameSync(temp, path);
		return Promise.resolve(next);
	}
}

function readOrNull(path: string): string | null {
	try {
		return readFileSync(path, 'utf8');
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
		throw error;
	}
}
