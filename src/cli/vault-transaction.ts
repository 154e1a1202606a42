import { existsSync, linkSync, mkdirSync, renameSync, rmdirSync, statSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { StateError } from '../state/schema';
import { readNote } from './fs-note-store';
import { modeOf, removeQuietly, syncPath, tempBeside, writeAtomic, writeNewFile } from './durable-file';
import { type NoteChange, mergeForeign } from './foreign-merge';
import { INTENT_FILE, type Intent, type IntentEntry, digest, removeIntent, writeIntent } from './intent-file';
import { refuseUnwritable } from './note-write-guard';

export { INTENT_FILE };

/**
 * A command's writes to its notes land together or not at all: after kill -9, a full disk, a
 * file size limit, a read-only note or another program writing the same note.
 *
 * 1. Check: every note may be written (mode, hard links), each is still what the command read
 *    (or the other program's change is merged), and this command still holds the vault's lock.
 * 2. Prepare: the intent (which notes, their temporary files, digests before and after) is
 *    written, then each note's new text in full to a temporary file beside it. A failure here
 *    removes what was prepared: no note has changed.
 * 3. Land: each temporary file is renamed over its note, the old text kept under a second name
 *    until all have landed. A failure here puts the landed ones back.
 * 4. The intent is removed. A command killed in between leaves it, and the next command (or
 *    `verify`) finishes or rolls back (see intent-recovery).
 */

export interface PendingWrite {
	/** The text the command read first (null: no note), to tell a finished write from a player's edit. */
	original: string | null;
	text: string;
	/** The changes that made `text` from `original`, in order: made again on a note another program changed. */
	changes: NoteChange[];
}

/** What the transaction needs of the command around it. */
export interface CommitContext {
	/** The folder the intent file lives in: the vault's lock root, the same for every command. */
	root: string;
	/** A note's place on disk from its key (inside the vault, links followed). */
	abs(key: string): string;
	/** Whether this command still holds the vault's lock (a paused command may have lost it). */
	stillHeld(): boolean;
	/** The key as the intent file names it: relative to `root`. */
	intentKey(key: string): string;
}

interface Landing {
	key: string;
	target: string;
	/** The note's text the new text was made from: what it must still be when renamed over. */
	base: string | null;
	text: string;
	changes: NoteChange[];
	temp: string;
	/** The old note under a second name while the command lands, so a failure can put it back. */
	old?: string;
}

export const LOST_LOCK = 'This command was paused for longer than the vault lock lasts, and another Iron Ledger command went ahead meanwhile: nothing was written. Run it again.';

/** Lands a command's writes, all or nothing. */
export function commitWrites(writes: ReadonlyMap<string, PendingWrite>, ctx: CommitContext): void {
	const landings = check(writes, ctx);
	if (landings.length === 0) return;
	const folders = missingFolders(landings, ctx.root);
	const intent: Intent = { version: 2, writes: landings.map((l) => entryOf(l, ctx)), folders: folders.map((f) => relative(ctx.root, f).split('\\').join('/')) };
	try {
		writeIntent(ctx.root, intent);
	} catch (error) {
		// The intent is the command's first write: a full disk here is the notes' failure, said with the first.
		throw asNoteError(error, landings[0]?.target);
	}
	const made: string[] = [];
	try {
		for (const folder of folders) {
			mkdirSync(folder);
			made.push(folder);
		}
		for (const landing of landings) prepare(landing);
	} catch (error) {
		// Paused past the lock, another command has since rolled this one back: its intent is no longer ours to touch.
		if (!ctx.stillHeld()) throw new StateError(LOST_LOCK);
		// Nothing landed: what was prepared goes. Should that fail too, the intent stays, and the next command rolls back.
		if (undoPrepared(landings, made)) removeIntent(ctx.root);
		throw error;
	}
	land(landings, intent, ctx);
	landings.forEach((landing, i) => keepLateWrites(landing, ctx, () => updateIntent(intent, i, landing, ctx)));
	for (const folder of new Set(landings.map((l) => dirname(l.target)))) syncPath(folder);
	// An old name that could not be removed is still named by the intent: the next command removes it.
	if (landings.every((l) => !l.old || !existsSync(l.old))) removeIntent(ctx.root);
}

function entryOf(landing: Landing, ctx: CommitContext): IntentEntry {
	return {
		path: ctx.intentKey(landing.key),
		// Names only, beside the note: a vault moved or synced elsewhere after a crash still recovers.
		temp: basename(landing.temp),
		old: landing.old ? basename(landing.old) : undefined,
		before: landing.base === null ? null : digest(landing.base),
		after: digest(landing.text),
	};
}

/** Merged again at the last moment: the intent must know the new text's digest and names. */
function updateIntent(intent: Intent, i: number, landing: Landing, ctx: CommitContext): void {
	intent.writes[i] = entryOf(landing, ctx);
	writeIntent(ctx.root, intent);
}

/** Step 1, nothing written yet: which notes change, each checked and merged with any change made meanwhile. */
function check(writes: ReadonlyMap<string, PendingWrite>, ctx: CommitContext): Landing[] {
	const landings: Landing[] = [];
	// A command that lost the lock while paused says so first: what it read may be stale everywhere.
	if ([...writes.values()].some((w) => w.text !== w.original) && !ctx.stillHeld()) throw new StateError(LOST_LOCK);
	for (const [key, write] of writes) {
		if (write.text === write.original) continue;
		const target = ctx.abs(key);
		refuseUnwritable(target, key);
		const current = readSettled(target);
		const text = current === write.original ? write.text : merged(key, write, current);
		if (text === current) continue;
		landings.push({ key, target, base: current, text, changes: write.changes, temp: tempBeside(target), old: current === null ? undefined : tempBeside(target, 'old') });
	}
	return landings;
}

function merged(key: string, write: PendingWrite, current: string | null): string {
	const text = mergeForeign(write.original, write.text, current, write.changes);
	if (text === undefined) throw new StateError(`${key} was changed by another program while this command ran, where this command changes it too: nothing was written. Run the command again.`);
	return text;
}

/** The folders new notes need, outermost first: made before the notes, removed again on a rollback. */
function missingFolders(landings: readonly Landing[], root: string): string[] {
	const missing = new Set<string>();
	for (const landing of landings) {
		const chain: string[] = [];
		for (let at = dirname(landing.target); at.startsWith(root) && !existsSync(at) && dirname(at) !== at; at = dirname(at)) chain.unshift(at);
		for (const at of chain) missing.add(at);
	}
	return [...missing];
}

/** Step 2: the note's new text in full beside it. */
function prepare(landing: Landing): void {
	try {
		writeNewFile(landing.temp, landing.text, modeOf(landing.target) ?? 0o666);
	} catch (error) {
		throw asNoteError(error, landing.target);
	}
}

/**
 * Another program that opened the note just before the rename wrote into the old file: what it
 * added at the end is added to the new note too, landed the same careful way, so no line it
 * wrote is lost. (A change other than an addition at the end, in that instant, cannot be told
 * from the command's own and is left in the old file's place: it is the rare case of an editor
 * saving at the very same moment.)
 */
function keepLateWrites(landing: Landing, ctx: CommitContext, remerged: () => void): void {
	for (let round = 0; round < MAX_MERGES && landing.old; round++) {
		let late: string | null = null;
		try {
			late = readNote(landing.old);
		} catch {
			late = null;
		}
		removeQuietly(landing.old);
		// Not removed (a failing disk): the intent still names it, and the next command removes it.
		if (existsSync(landing.old)) return;
		landing.old = undefined;
		const base = landing.base;
		if (late === null || base === null || late === base || !late.startsWith(base)) return;
		const added = late.slice(base.length);
		const now = readNote(landing.target) ?? '';
		Object.assign(landing, { base: now, text: now + added, changes: [(text: string) => text + added], old: tempBeside(landing.target, 'old') });
		remerged();
		writeNewFile(landing.temp, landing.text, modeOf(landing.target) ?? 0o666, false);
		landOne(landing, ctx, false, remerged);
		syncPath(landing.target);
	}
}

/** Step 3: each note replaced in turn; if one fails, those already replaced get their old text back. */
function land(landings: readonly Landing[], intent: Intent, ctx: CommitContext): void {
	const landed: Landing[] = [];
	try {
		landings.forEach((landing, i) => {
			landOne(landing, ctx, landed.length === 0, () => updateIntent(intent, i, landing, ctx));
			landed.push(landing);
		});
	} catch (error) {
		// Paused past the lock, another command has since finished or rolled back this one: put nothing back over its work.
		if (!ctx.stillHeld()) throw new StateError(LOST_LOCK);
		// Every note put back and every prepared file gone, or the intent stays for the next command to finish.
		const back = landed.reverse().every(putBack);
		if (undoPrepared(landings, []) && back) removeIntent(ctx.root);
		throw error;
	}
}

function landOne(landing: Landing, ctx: CommitContext, first: boolean, remerged: () => void): void {
	// The last look before the rename: the note still what the text was made from. Making the text
	// again takes a write, during which the note may change again: look again until it holds. The
	// text made again is synced once in place, so a note changing every few milliseconds still lands.
	let synced = true;
	for (let tries = 0; ; tries++) {
		const now = readSettled(landing.target);
		if (now === landing.base) break;
		if (tries >= MAX_MERGES) throw new StateError(`${landing.key} kept being changed by another program while this command wrote it: nothing was written. Run the command again.`);
		landing.text = merged(landing.key, { original: landing.base, text: landing.text, changes: landing.changes }, now);
		landing.base = now;
		removeQuietly(landing.temp);
		remerged();
		writeNewFile(landing.temp, landing.text, modeOf(landing.target) ?? 0o666, false);
		synced = false;
	}
	if (first && !ctx.stillHeld()) throw new StateError(LOST_LOCK);
	if (landing.old) {
		try {
			linkSync(landing.target, landing.old);
		} catch {
			// No hard links here (some shares): a failure is then put back from the text read.
			landing.old = undefined;
		}
	}
	try {
		renameSync(landing.temp, landing.target);
	} catch (error) {
		if (landing.old) removeQuietly(landing.old);
		throw asNoteError(error, landing.target);
	}
	if (!synced) syncPath(landing.target);
}

const MAX_MERGES = 50;

/**
 * The note's text, once it is not in the middle of another program's save. Editors (and Node's
 * writeFile, which Obsidian uses) empty a file and then write it: a note found empty that was
 * changed a moment ago is waited for, briefly, so its text is never taken for an empty note
 * and renamed away.
 */
function readSettled(target: string): string | null {
	for (let waited = 0; ; waited += SETTLE_STEP_MS) {
		const text = readNote(target);
		if (text !== '' || waited >= SETTLE_MAX_MS || !changedWithin(target, SETTLE_RECENT_MS)) return text;
		Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SETTLE_STEP_MS);
	}
}

const SETTLE_STEP_MS = 10;
const SETTLE_MAX_MS = 250;
const SETTLE_RECENT_MS = 1_000;

function changedWithin(path: string, ms: number): boolean {
	try {
		return Date.now() - statSync(path).mtimeMs < ms;
	} catch {
		return false;
	}
}

/** A landed note back as it was: its old file renamed back, or its old text written again. False when that failed. */
function putBack(landing: Landing): boolean {
	try {
		if (landing.old) renameSync(landing.old, landing.target);
		else if (landing.base === null) removeQuietly(landing.target);
		else writeAtomic(landing.target, landing.base);
		return true;
	} catch {
		return false;
	}
}

/** Removes the prepared files and the folders made; false when something of them is still there. */
function undoPrepared(landings: readonly Landing[], made: readonly string[]): boolean {
	for (const landing of landings) {
		removeQuietly(landing.temp);
		if (landing.old) removeQuietly(landing.old);
	}
	for (const folder of [...made].reverse()) {
		try {
			rmdirSync(folder);
		} catch {
			// Not empty after all, or gone: leave it.
		}
	}
	return landings.every((l) => !existsSync(l.temp) && (!l.old || !existsSync(l.old))) && made.every((f) => !existsSync(f));
}

/** A failure while writing a temporary file is the note's failure: name the note, not the temporary name. */
function asNoteError(error: unknown, target: string | undefined): unknown {
	const e = error as NodeJS.ErrnoException;
	if (target && e && typeof e.code === 'string') e.path = target;
	return error;
}
