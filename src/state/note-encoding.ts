import { StateError } from './schema';

/**
 * A note's bytes as text, refusing anything that is not UTF-8. Decoding Latin-1 or another
 * legacy encoding leniently turns its accented letters into U+FFFD, and writing the note back
 * would destroy them for good; refusing leaves the player's file untouched. A byte order mark
 * stays in the text (ignoreBOM), so a write can keep it.
 */
export function decodeNote(bytes: Uint8Array, path: string): string {
	try {
		return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
	} catch {
		const hint = looksLikeUtf16(bytes) ? 'UTF-16?' : 'Latin-1?';
		throw new StateError(`${path} is not UTF-8 text (${hint}): Iron Ledger does not rewrite it. Convert it to UTF-8 first.`);
	}
}

/** A UTF-16 byte order mark: the one other encoding that editors (Notepad) commonly save notes in. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
	return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}
