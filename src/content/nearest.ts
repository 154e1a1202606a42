/**
 * Longer than any name or id a player types: no guess is looked for. A name or a Datasworn id
 * is well under 100 characters; text far longer is pasted or crafted (an `iron:` link with a
 * 300,000-character id), and comparing it with every id took seconds for a guess never right.
 */
export const LONGEST_GUESSED = 200;

/** What a search did, for tests that check its work is bounded: Levenshtein cells filled. */
export interface NearestWork {
	cells: number;
}

/**
 * The closest of some words to what a player typed, for "did you mean"; none when nothing is
 * close. Bounded work whatever the input: nothing for text over LONGEST_GUESSED, nothing for
 * words whose length alone puts them too far, and for the rest a band of the table only.
 */
export function nearest(typed: string, words: readonly string[], work?: NearestWork): string | undefined {
	if (typed.length > LONGEST_GUESSED) return undefined;
	const wanted = typed.toLowerCase();
	let best: string | undefined;
	// Only a word nearer than the nearest so far can win: the bound tightens as the search goes.
	let bestDistance = Math.max(2, Math.floor(typed.length / 3)) + 1;
	for (const w of words) {
		// Lowercasing never shortens a string, so a word this much longer stays too long.
		if (w.length - wanted.length >= bestDistance) continue;
		const word = w.toLowerCase();
		// Two strings are at least as far apart as their lengths differ.
		if (Math.abs(word.length - wanted.length) >= bestDistance) continue;
		const d = distanceWithin(wanted, word, bestDistance - 1, work);
		if (d < bestDistance) [best, bestDistance] = [w, d];
	}
	return best;
}

/**
 * The edit distance of a and b when it is at most max, or max + 1 when it is more. Only cells
 * within max of the diagonal can hold a distance that small, so only they are filled, and the
 * search stops at a row with none within max.
 */
function distanceWithin(a: string, b: string, max: number, work?: NearestWork): number {
	const over = max + 1;
	let row = new Int32Array(b.length + 1).fill(over);
	let next = new Int32Array(b.length + 1).fill(over);
	for (let j = 0; j <= Math.min(b.length, max); j++) row[j] = j;
	for (let i = 1; i <= a.length; i++) {
		const from = Math.max(1, i - max);
		const to = Math.min(b.length, i + max);
		const ca = a.charCodeAt(i - 1);
		next[0] = Math.min(i, over);
		// Left of the band is out of reach; the array still holds a row from two rows ago.
		if (from > 1) next[from - 1] = over;
		let rowBest = next[0];
		for (let j = from; j <= to; j++) {
			const diagonal = (row[j - 1] as number) + (ca === b.charCodeAt(j - 1) ? 0 : 1);
			const d = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, diagonal, over);
			next[j] = d;
			if (d < rowBest) rowBest = d;
		}
		if (to < b.length) next[to + 1] = over;
		if (work) work.cells += to - from + 1;
		if (rowBest > max) return over;
		[row, next] = [next, row];
	}
	return Math.min(row[b.length] as number, over);
}
