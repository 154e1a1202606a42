import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, isAbsolute } from 'node:path';
import { readNote } from './fs-note-store';
import { alive } from './vault-lock';
import { isTempName, removeQuietly, writeAtomic } from './durable-file';
import { INTENT_FILE, type Intent, type IntentEntry, digest, readIntent, removeIntent } from './intent-file';

/**
 * Finishes or rolls back a command that was killed while landing its writes (see
 * vault-transaction). Once any note has its new text, every temporary file was already whole,
 * so the rest are landed too; before that, nothing had changed and the prepared files are
 * removed. A note the player changed since is left as the player has it, and said. Either way
 * no temporary, old or intent file is left behind. Returns what it did, for the command to tell.
 */
export function recoverIntent(root: string, abs: (key: string) => string): string[] {
	const intent = readIntent(root);
	if (intent === undefined || intent === 'unreadable') {
		sweepTemporaryFiles(root);
		if (intent === undefined) return [];
		removeIntent(root);
		return [`${INTENT_FILE} was not one Iron Ledger wrote and was removed; run verify to check the campaign.`];
	}
	// Every note it names must be in the vault: one that leads out was not written by Iron Ledger.
	try {
		for (const entry of intent.writes) abs(entry.path);
	} catch {
		removeIntent(root);
		sweepTemporaryFiles(root);
		return [`${INTENT_FILE} named a note outside the vault, so Iron Ledger did not write it: it was removed; run verify to check the campaign.`];
	}
	const notes = intent.version === 1 ? finishVersion1(intent, abs) : finishOrRollBack(intent, root, abs);
	// Only once the intent's own files were used: one of them may be at the root.
	sweepTemporaryFiles(root);
	removeIntent(root);
	return notes;
}

interface EntryState {
	entry: IntentEntry;
	target: string;
	temp?: string;
	old?: string;
	current: string | null;
}

function finishOrRollBack(intent: Intent, root: string, abs: (key: string) => string): string[] {
	const states: EntryState[] = intent.writes.map((entry) => {
		const target = abs(entry.path);
		return { entry, target, temp: beside(target, entry.temp), old: beside(target, entry.old), current: readNote(target) };
	});
	const landed = (s: EntryState) => s.current !== null && digest(s.current) === s.entry.after;
	const notes: string[] = [];
	if (states.some(landed)) {
		const left: string[] = [];
		for (const s of states.filter((x) => !landed(x))) {
			if (untouched(s) && s.temp && tempHolds(s.temp, s.entry.after)) renameSync(s.temp, s.target);
			else left.push(s.entry.path);
		}
		notes.push(`An interrupted command was finished: ${states.map((s) => s.entry.path).join(', ')}.`);
		for (const path of left) notes.push(`${path} was changed after an interrupted command; it was left as it is. Run verify to compare it with the journal.`);
	} else {
		notes.push(`An interrupted command was rolled back: nothing of it was written (${states.map((s) => s.entry.path).join(', ')}).`);
	}
	for (const s of states) {
		if (s.temp) removeQuietly(s.temp);
		if (s.old) removeQuietly(s.old);
	}
	if (!states.some(landed)) removeEmptyFolders((intent.folders ?? []).map((f) => (isAbsolute(f) ? f : join(root, f))), root);
	return notes;
}

/** The note is as it was before the command (or still absent). */
function untouched(s: EntryState): boolean {
	return s.entry.before === null ? s.current === null : s.current !== null && digest(s.current) === s.entry.before;
}

function tempHolds(temp: string, after: string): boolean {
	try {
		return digest(readFileSync(temp, 'utf8')) === after;
	} catch {
		return false;
	}
}

/** A temporary name from the intent, only one of ours and only beside its note: an intent file cannot lead elsewhere. */
function beside(target: string, named: string | undefined): string | undefined {
	if (!named || !isTempName(basename(named))) return undefined;
	// Version 2 intents written before names were kept alone held the full path: its name is what counts.
	return join(dirname(target), basename(named));
}

function removeEmptyFolders(folders: readonly string[], root: string): void {
	for (const folder of [...folders].reverse()) {
		const rel = relative(root, folder);
		if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) continue;
		try {
			rmdirSync(folder);
		} catch {
			// Not empty (the player put something there) or gone: leave it.
		}
	}
}

/**
 * Temporary files at the vault's root left by a command killed (or failed) while writing one:
 * the intent's own, and a lock's that a waiting command made and could not remove. A waiter's
 * lock file lives for an instant, so only one whose maker is gone, or that is old, is removed.
 */
function sweepTemporaryFiles(root: string): void {
	if (!existsSync(root)) return;
	for (const name of readdirSync(root)) {
		if (isTempName(name)) removeQuietly(join(root, name));
		const lockTemp = /^\.iron-ledger\.lock(?:\.break)?-(\d+)-[0-9a-f]+\.tmp$/.exec(name);
		if (lockTemp && (!alive(Number(lockTemp[1])) || olderThan(join(root, name), 60_000))) removeQuietly(join(root, name));
	}
}

function olderThan(path: string, ms: number): boolean {
	try {
		return Date.now() - statSync(path).mtimeMs > ms;
	} catch {
		return false;
	}
}

/** The first format: the new text itself in the intent. A note still as it was gets it; a note already written is left. */
function finishVersion1(intent: Intent, abs: (key: string) => string): string[] {
	const notes: string[] = [];
	let finished = 0;
	for (const entry of intent.writes) {
		const path = abs(entry.path);
		const current = readNote(path);
		if (current === entry.after) continue;
		const untouchedNote = entry.before === null ? current === null : current !== null && digest(current) === entry.before;
		if (untouchedNote) {
			writeAtomic(path, entry.after);
			finished++;
		} else notes.push(`${entry.path} was changed after an interrupted command; it was left as it is. Run verify to compare it with the journal.`);
	}
	if (finished > 0 || notes.length === 0) notes.unshift(`An interrupted command was finished: ${intent.writes.map((e) => e.path).join(', ')}.`);
	return notes;
}
