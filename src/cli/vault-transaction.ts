import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, statSync, chmodSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';

/**
 * A command's writes to several notes land together or not at all, even after kill -9.
 * They are kept in memory while the command runs; at the end, when more than one note
 * changes, the whole set is first written as one intent file (renamed into place, so it is
 * whole or absent), then each note is replaced, then the intent is removed. A command killed
 * in between leaves the intent behind, and the next command (or `verify`) finishes it.
 */
export const INTENT_FILE = '.iron-ledger-intent.json';

interface IntentEntry {
	/** Vault-relative path. */
	path: string;
	/** sha256 of the note's text before the command, or null when the note did not exist. */
	before: string | null;
	after: string;
}

export interface PendingWrite {
	/** The text the command read first (null: no note), to tell a finished write from a player's edit. */
	original: string | null;
	text: string;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Replaces a file with new text through a temporary file of its own, keeping its mode. */
export function writeAtomic(path: string, text: string): void {
	mkdirSync(dirname(path), { recursive: true });
	const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.iron-ledger-tmp`;
	const fd = openSync(temp, 'wx');
	try {
		writeSync(fd, text, null, 'utf8');
		fsyncSync(fd);
	} finally {
		closeSync(fd);
	}
	try {
		if (existsSync(path)) chmodSync(temp, statSync(path).mode & 0o7777);
		renameSync(temp, path);
	} catch (error) {
		try {
			unlinkSync(temp);
		} catch {
			// The temporary file is already gone.
		}
		throw error;
	}
}

/** Lands a command's writes; `abs` maps a vault-relative path to its place on disk. */
export function commitWrites(vault: string, writes: ReadonlyMap<string, PendingWrite>, abs: (path: string) => string): void {
	const changed = [...writes].filter(([, w]) => w.text !== w.original);
	if (changed.length === 0) return;
	if (changed.length === 1) {
		const [path, w] = changed[0] as [string, PendingWrite];
		writeAtomic(abs(path), w.text);
		return;
	}
	const intent: IntentEntry[] = changed.map(([path, w]) => ({ path, before: w.original === null ? null : digest(w.original), after: w.text }));
	const intentPath = join(vault, INTENT_FILE);
	writeAtomic(intentPath, JSON.stringify({ version: 1, writes: intent }));
	for (const entry of intent) writeAtomic(abs(entry.path), entry.after);
	unlinkSync(intentPath);
}

/**
 * Finishes a command that was killed while landing its writes. A note already written is
 * left; a note still as it was before is written; a note the player changed since is left as
 * the player has it, and said. Returns what it did, for `verify` and the command to tell.
 */
export function recoverIntent(vault: string, abs: (path: string) => string): string[] {
	const intentPath = join(vault, INTENT_FILE);
	let raw: string;
	try {
		raw = readFileSync(intentPath, 'utf8');
	} catch {
		return [];
	}
	const notes: string[] = [];
	let entries: IntentEntry[];
	try {
		entries = (JSON.parse(raw) as { writes: IntentEntry[] }).writes;
		if (!Array.isArray(entries)) throw new Error('no writes');
	} catch {
		// Only a whole intent is ever renamed into place, so this one was not written by us.
		renameSync(intentPath, `${intentPath}.unreadable-${Date.now()}`);
		return [`${INTENT_FILE} could not be read and was set aside; run verify to check the campaign.`];
	}
	let finished = 0;
	for (const entry of entries) {
		const path = abs(entry.path);
		const current = existsSync(path) ? readFileSync(path, 'utf8') : null;
		if (current === entry.after) continue;
		const untouched = entry.before === null ? current === null : current !== null && digest(current) === entry.before;
		if (untouched) {
			writeAtomic(path, entry.after);
			finished++;
		} else notes.push(`${entry.path} was changed after an interrupted command; it was left as it is. Run verify to compare it with the journal.`);
	}
	unlinkSync(intentPath);
	if (finished > 0 || notes.length === 0) notes.unshift(`An interrupted command was finished: ${entries.map((e) => e.path).join(', ')}.`);
	return notes;
}
