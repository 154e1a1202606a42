import type { ContentLibrary } from '../../src/content/library';
import type { SheetProblem } from '../../src/campaign/sheet-check';

type Check = (text: string, note: string, content: ContentLibrary) => SheetProblem[];

/**
 * sheetProblems, once per version of a note: it depends on the note's text alone (and the one
 * library a run uses), and `verify` runs it on every note after every step, most of them
 * unchanged since the step before. YAML parsing is most of a long run's time otherwise.
 * The random-play test files put it in place of the product's with vi.mock.
 */
export function memoized(check: Check): Check {
	const seen = new Map<string, SheetProblem[]>();
	return (text, note, content) => {
		const key = `${note}\u0000${text}`;
		let found = seen.get(key);
		if (!found) {
			if (seen.size > 20_000) seen.clear();
			seen.set(key, (found = check(text, note, content)));
		}
		return found.map((p) => ({ ...p }));
	};
}
