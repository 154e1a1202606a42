import { closeSync, openSync, statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { StateError } from '../state/schema';

/**
 * Notes Iron Ledger must not write, found before anything is written. The check is the note's
 * mode, not a permission error: root may write a 0444 file, but the player who made it read-only
 * meant it to stay as it is. Replacing a note through a rename would also split a hard link
 * (the other name keeps the old text, and may be the copy the player backs up), so a note with
 * more than one name is refused too.
 */
export function refuseUnwritable(target: string, shown: string): void {
	const note = statOrUndefined(target);
	if (note) {
		if (!writableByMode(note)) throw new StateError(`${shown} is read-only: nothing was written. Make it writable to play on in it.`);
		if (note.nlink > 1) throw new StateError(`${shown} has ${note.nlink} names (hard links): writing it would split them, so nothing was written. Make it one file to play on in it.`);
		// The new text is renamed in beside it: a folder made read-only keeps its notes as they are.
		const folder = statOrUndefined(dirname(target));
		if (folder && !writableByMode(folder)) throw new StateError(`${shown} is in a read-only folder: nothing was written. Make the folder writable to play on in it.`);
		// An immutable or otherwise locked file refuses to open for writing, even for root.
		try {
			closeSync(openSync(target, 'r+'));
		} catch (error) {
			const code = (error as NodeJS.ErrnoException).code;
			if (code === 'EPERM' || code === 'EACCES') throw new StateError(`${shown} is locked against changes (immutable, or not yours to write): nothing was written.`);
			if (code === 'EROFS') throw new StateError(`${shown} is on a read-only disk: nothing was written.`);
			throw error;
		}
		return;
	}
	const folder = nearestFolder(dirname(target));
	if (folder && !writableByMode(folder.stats)) throw new StateError(`${shown} cannot be made: its folder is read-only, so nothing was written.`);
}

/** Whether the mode lets this user write: the owner's bit for the owner (and root), else the group's or others'. */
function writableByMode(stats: Stats): boolean {
	const uid = process.getuid?.();
	if (uid === undefined) return (stats.mode & 0o222) !== 0;
	if (uid === 0 || uid === stats.uid) return (stats.mode & 0o200) !== 0;
	const groups = process.getgroups?.() ?? [];
	if (process.getgid?.() === stats.gid || groups.includes(stats.gid)) return (stats.mode & 0o020) !== 0;
	return (stats.mode & 0o002) !== 0;
}

function nearestFolder(start: string): { stats: Stats } | undefined {
	for (let at = start; ; at = dirname(at)) {
		const stats = statOrUndefined(at);
		if (stats) return stats.isDirectory() ? { stats } : undefined;
		if (dirname(at) === at) return undefined;
	}
}

function statOrUndefined(path: string): Stats | undefined {
	try {
		return statSync(path);
	} catch {
		return undefined;
	}
}
