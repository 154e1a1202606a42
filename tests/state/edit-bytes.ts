/**
 * How many bytes of a note outside an edited range did not survive an edit in place: 0 means
 * every byte before the range is still the start of the new note, and every byte after it
 * still its end. The frontmatter tests assert 0; a reliability report can print the figure.
 */
export interface EditRange {
	/** Offsets in the note before the edit; start === end for an insertion. */
	start: number;
	end: number;
}

function commonPrefix(a: string, b: string): number {
	let i = 0;
	while (i < a.length && i < b.length && a[i] === b[i]) i++;
	return i;
}

function commonSuffix(a: string, b: string): number {
	let i = 0;
	while (i < a.length && i < b.length && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
	return i;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

export function bytesChangedOutside(before: string, after: string, edit: EditRange): number {
	const head = before.slice(0, edit.start);
	const tail = before.slice(edit.end);
	const kept = commonPrefix(head, after);
	// Head and tail cannot share characters of the new note: what they would share was not kept.
	const keptTail = Math.min(commonSuffix(tail, after), after.length - kept);
	return bytes(head.slice(kept)) + bytes(tail.slice(0, tail.length - keptTail));
}
