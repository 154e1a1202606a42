import { describe, expect, it } from 'vitest';
import { LONGEST_GUESSED, nearest } from '../../src/content/nearest';

/** Levenshtein cells filled by a search: the work it did, counted instead of timed. */
function counted(typed: string, words: readonly string[]): { guess: string | undefined; cells: number } {
	const work = { cells: 0 };
	return { guess: nearest(typed, words, work), cells: work.cells };
}

/** n letters from a small seeded generator: words as unlike each other as random ones, the same each run. */
function letters(n: number, seed: number): string {
	let x = seed >>> 0;
	let out = '';
	for (let i = 0; i < n; i++) {
		x = (Math.imul(x, 1103515245) + 12345) >>> 0;
		out += String.fromCharCode(97 + ((x >>> 16) % 26));
	}
	return out;
}

describe('"did you mean": the nearest word', () => {
	it('finds a near miss, in any case, and the first of equally near words', () => {
		expect(nearest('Face Dangr', ['Endure Harm', 'Face Danger', 'Secure an Advantage'])).toBe('Face Danger');
		expect(nearest('ORCLE', ['oracle', 'oracles'])).toBe('oracle');
		expect(nearest('cat', ['bat', 'hat'])).toBe('bat');
	});

	it('gives nothing when nothing is near', () => {
		expect(nearest('burn', ['roll', 'oracle', 'xp'])).toBeUndefined();
		expect(nearest('anything', [])).toBeUndefined();
	});

	it('does no work at all for text longer than anything a player types, whatever its length', () => {
		const huge = 'move:classic/'.padEnd(300_000, 'x');
		expect(counted(huge, ['move:classic/adventure/face_danger', huge.slice(0, -1)])).toEqual({ guess: undefined, cells: 0 });
		expect(counted('x'.repeat(LONGEST_GUESSED + 1), ['x'.repeat(LONGEST_GUESSED)]).cells).toBe(0);
	});

	it('skips words too much longer or shorter to be near, however long they are', () => {
		const typed = letters(60, 1);
		expect(counted(typed, ['y'.repeat(300_000), 'ab', letters(200, 2)]).cells).toBe(0);
	});

	it('compares only a band around the diagonal: bounded work per word, at the longest text it guesses for', () => {
		const typed = letters(LONGEST_GUESSED, 3);
		const words = Array.from({ length: 200 }, (_, i) => letters(LONGEST_GUESSED, i + 4));
		const limit = Math.floor(LONGEST_GUESSED / 3);
		const { cells } = counted(typed, words);
		expect(cells).toBeGreaterThan(0);
		// A full table would be 200 × 200 cells a word; the band is at most 2 × limit + 1 wide.
		expect(cells).toBeLessThanOrEqual(words.length * LONGEST_GUESSED * (2 * limit + 1));
		expect(cells).toBeLessThan(words.length * LONGEST_GUESSED * LONGEST_GUESSED);
	});

	it('a close word found early narrows the search of the rest', () => {
		const typed = letters(90, 5);
		const others = Array.from({ length: 100 }, (_, i) => letters(90, i + 6));
		const late = counted(typed, [...others, typed]);
		const early = counted(typed, [typed, ...others]);
		expect(late.guess).toBe(typed);
		expect(early.guess).toBe(typed);
		// The exact word first leaves no distance above 0 to look for: the rest cost nothing.
		expect(early.cells).toBe(counted(typed, [typed]).cells);
		expect(early.cells).toBeLessThan(late.cells / 10);
	});
});
