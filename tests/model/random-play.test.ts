import { describe, expect, it, vi } from 'vitest';
import { RULESETS, newFigures, randomPlay } from './random-play';

// sheetProblems once per version of a note (see memo.ts): the same answers, at a fraction of the time.
vi.mock('../../src/campaign/sheet-check', async (importOriginal) => {
	const original = await importOriginal<typeof import('../../src/campaign/sheet-check')>();
	const { memoized } = await import('./memo');
	return { ...original, sheetProblems: memoized(original.sheetProblems) };
});

/**
 * Random play with a fixed seed, in every ruleset: the same sequences each run, so a failure
 * here is a change in the product, printed as the commands that show it. The long run, with
 * new seeds, is tests/reliability/random-play.test.ts.
 */
describe('random play keeps the record whole (fixed seed)', () => {
	let afterChoice = 0;
	for (const [n, ruleset] of RULESETS.entries()) {
		it(`in ${ruleset}: every sheet in bounds, verify agreeing, undo exact, the journal replaying to the notes`, async () => {
			const figures = newFigures();
			await randomPlay(ruleset, { notes: 3, length: 50 }, { seed: 2400 + n, numRuns: 3 }, figures);
			expect(figures.sequences).toBeGreaterThanOrEqual(3);
			// Undo is tried after most steps.
			expect(figures.undoChecks).toBeGreaterThan(figures.steps / 4);
			afterChoice += figures.undoAfterChoice;
			// The sequences play: refusals (a choice with nothing open, a burn that would not help) stay under 60 %.
			expect(figures.refused).toBeLessThan(figures.steps * 0.6);
		});
	}

	it('tries undo after a choice made later or a burn, too', () => {
		expect(afterChoice).toBeGreaterThan(0);
	});
});
