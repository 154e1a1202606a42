/**
 * A note another program changed while a command ran (an editor saving it, a sync client, a
 * script appending lines). The command's own changes are functions of the note's text (append
 * a block, set a frontmatter key), so they are made again on the note as it is now. The result
 * is kept only when that makes the very same edit: the same text taken out and the same text
 * put in. Otherwise the other program changed what this command changes too, and the merge is
 * refused rather than guessed.
 */

export type NoteChange = (text: string) => string;

interface Edit {
	start: number;
	removed: string;
	inserted: string;
}

/** The one span that differs between two texts: what `after` took out of `before` and put in its place. */
export function editBetween(before: string, after: string): Edit {
	let start = 0;
	const shorter = Math.min(before.length, after.length);
	while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
	let tail = 0;
	while (tail < shorter - start && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
	return { start, removed: before.slice(start, before.length - tail), inserted: after.slice(start, after.length - tail) };
}

/**
 * `ours` was made from `base` by `changes`; the note is now `current`. Returns the note with the
 * same edit made on `current`, or undefined when the edit is not the same there.
 */
export function mergeForeign(base: string | null, ours: string, current: string | null, changes: readonly NoteChange[]): string | undefined {
	// A note made by this command that someone else made meanwhile, or a note deleted meanwhile: theirs.
	if ((base === null) !== (current === null)) return undefined;
	let replayed: string;
	try {
		replayed = changes.reduce((text, change) => change(text), current ?? '');
	} catch {
		return undefined;
	}
	const meant = editBetween(base ?? '', ours);
	const made = editBetween(current ?? '', replayed);
	return meant.removed === made.removed && meant.inserted === made.inserted ? replayed : undefined;
}
