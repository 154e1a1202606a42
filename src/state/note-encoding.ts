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
		throw new NotUtf8Error(path, `not UTF-8 text (${looksLikeUtf16(bytes) ? 'UTF-16?' : 'Latin-1?'})`);
	}
}

/**
 * A note that is not UTF-8. Worded for reads and writes alike: a command that only reads
 * (stats, verify, export) never rewrote anything either. `reason` is the short why a scan
 * of many notes lists next to the note's vault-relative path.
 */
export class NotUtf8Error extends StateError {
	constructor(
		path: string,
		readonly reason: string,
	) {
		super(`${path} is ${reason}: Iron Ledger leaves it as it is. Convert it to UTF-8 to use it.`);
	}
}

/** A UTF-16 byte order mark: the one other encoding that editors (Notepad) commonly save notes in. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
	return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}
