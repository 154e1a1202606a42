import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync, chmodSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Files written whole or not at all. A write that the disk cuts short (a full disk, a file
 * size limit) returns a short count rather than failing: the rest is written again, and a
 * count of nothing is an error, so a cut file is never made durable and renamed over a note.
 */

/** A file-system error as Node makes them, so the CLI's one-line messages name it the same way. */
export function diskError(code: string, syscall: string, path: string, message: string): NodeJS.ErrnoException {
	const error = new Error(`${code}: ${message}, ${syscall} '${path}'`) as NodeJS.ErrnoException;
	error.code = code;
	error.syscall = syscall;
	error.path = path;
	return error;
}

/** Writes every byte, or throws: a short count is continued, no progress at all is a full disk. */
export function writeAll(fd: number, bytes: Uint8Array, path: string): void {
	let at = 0;
	while (at < bytes.length) {
		let wrote: number;
		try {
			wrote = writeSync(fd, bytes, at, bytes.length - at);
		} catch (error) {
			// A write on an open file says no path: name the file, so the message can.
			(error as NodeJS.ErrnoException).path ??= path;
			throw error;
		}
		if (wrote <= 0) throw diskError('ENOSPC', 'write', path, 'no space left on device');
		at += wrote;
	}
}

/**
 * A temporary file's name beside `target`: short and of its own, so a note whose name is
 * already near the disk's limit can still be written, and hidden (a dot), so Obsidian never
 * lists it. The random part keeps two writers (or a crashed one) from meeting.
 */
export function tempBeside(target: string, kind: 'tmp' | 'old' = 'tmp'): string {
	return join(dirname(target), `.iron-ledger-${randomBytes(6).toString('hex')}.${kind}`);
}

/** Is this one of the temporary names above? For the clean-up after an interrupted command. */
export function isTempName(name: string): boolean {
	return /^\.iron-ledger-[0-9a-f]{12}\.(tmp|old)$/.test(name);
}

/**
 * Writes `text` to a new file (never an existing one), all of it, made durable unless `durable`
 * is false (the caller then syncs it once it is in place); on failure the file is removed.
 */
export function writeNewFile(path: string, text: string, mode?: number, durable = true): void {
	const fd = openSync(path, 'wx', mode ?? 0o666);
	try {
		writeAll(fd, Buffer.from(text, 'utf8'), path);
		if (durable) syncOpen(fd, path);
	} catch (error) {
		closeQuietly(fd);
		removeQuietly(path);
		throw error;
	}
	closeSync(fd);
}

/** fsync, naming the file when it fails (a full disk may refuse the flush). */
function syncOpen(fd: number, path: string): void {
	try {
		fsyncSync(fd);
	} catch (error) {
		(error as NodeJS.ErrnoException).path ??= path;
		throw error;
	}
}

/** Replaces a file with new text through a temporary file of its own, keeping its mode. */
export function writeAtomic(path: string, text: string): void {
	const temp = tempBeside(path);
	writeNewFile(temp, text);
	try {
		chmodSync(temp, modeOf(path) ?? 0o644);
		renameSync(temp, path);
	} catch (error) {
		removeQuietly(temp);
		throw error;
	}
}

/** The permission bits of a file, or undefined when there is none. */
export function modeOf(path: string): number | undefined {
	try {
		return statSync(path).mode & 0o7777;
	} catch {
		return undefined;
	}
}

/**
 * Makes a file's bytes, or a rename in a folder, durable where they now are. Best effort: a file
 * gone since was already renamed, and not every file system can sync a folder (the rename is
 * still atomic).
 */
export function syncPath(path: string): void {
	let fd: number | undefined;
	try {
		fd = openSync(path, 'r');
		fsyncSync(fd);
	} catch {
		// See above: nothing more can be done, and nothing was lost by it.
	} finally {
		if (fd !== undefined) closeQuietly(fd);
	}
}

export function removeQuietly(path: string): void {
	try {
		unlinkSync(path);
	} catch {
		// Already gone.
	}
}

function closeQuietly(fd: number): void {
	try {
		closeSync(fd);
	} catch {
		// Closing after a failed write: the write's error is the one to report.
	}
}
