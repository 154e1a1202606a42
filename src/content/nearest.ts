/** The closest of some words to what a player typed, for "did you mean"; none when nothing is close. */
export function nearest(typed: string, words: readonly string[]): string | undefined {
	let best: string | undefined;
	let bestDistance = Infinity;
	for (const w of words) {
		const d = distance(typed.toLowerCase(), w.toLowerCase());
		if (d < bestDistance) [best, bestDistance] = [w, d];
	}
	return best !== undefined && bestDistance <= Math.max(2, Math.floor(typed.length / 3)) ? best : undefined;
}

function distance(a: string, b: string): number {
	let row = Array.from({ length: b.length + 1 }, (_, i) => i);
	for (let i = 1; i <= a.length; i++) {
		const next = [i];
		for (let j = 1; j <= b.length; j++) next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
		row = next;
	}
	return row[b.length] ?? 0;
}
