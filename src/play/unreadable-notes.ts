import { oneLine } from '../journal/one-line';
import { NotUtf8Error } from '../state/note-encoding';
import { StateError } from '../state/schema';
import type { NoteStore } from './note-store';

/** A note a scan of many could not read: skipped and named, never written to. */
export interface UnreadableNote {
	/** Vault-relative, as the scan listed it. */
	note: string;
	reason: string;
}

/**
 * A note's text for a read-only scan (stats, verify, export of a folder): one note that
 * cannot be read (not UTF-8, a folder named like a note, a link out of the vault, a file
 * the system will not open) must not sink the whole scan, so it is added to `unreadable`
 * and read as no note at all. A note the player names is read with `store.read`, and refused.
 */
export async function readForScan(store: Pick<NoteStore, 'read'>, path: string, unreadable: UnreadableNote[]): Promise<string | null> {
	try {
		return await store.read(path);
	} catch (error) {
		if (!(error instanceof StateError) && !isFileError(error)) throw error;
		unreadable.push({ note: path, reason: error instanceof NotUtf8Error ? error.reason : oneLine(error.message) });
		return null;
	}
}

/** How a skipped note is said, the same in every command. */
export function unreadableLine(u: UnreadableNote): string {
	return `Skipped ${oneLine(u.note)}: ${u.reason.replace(/\.$/, '')}.`;
}

/** An error from the file system (EACCES, EISDIR…): about that one file, not the scan. */
function isFileError(error: unknown): error is Error {
	return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}
