import { describe, expect, it, vi } from 'vitest';
import { RULESETS, newFigures, randomPlay } from '../model/random-play';
import { figure } from './figures';

vi.mock('../../src/campaign/sheet-check', async (importOriginal) => {
	const original = await importOriginal<typeof import('../../src/campaign/sheet-check')>();
	const { memoized } = await import('../model/memo');
	return { ...original, sheetProblems: memoized(original.sheetProblems) };
});

/**
 * The long run of random play (tests/model/random-play.ts): 10,000 sequences of about 50 steps,
 * shared by the four rulesets, from a new seed each run (printed, and taken from
 * RANDOM_PLAY_SEED to run one again). RANDOM_PLAY_SEQUENCES sets another count.
 */
const SEQUENCES = Number(process.env.RANDOM_PLAY_SEQUENCES ?? 10_000);
const SEED = Number(process.env.RANDOM_PLAY_SEED ?? Date.now() % 2 ** 31);
const LENGTH = 55;

describe(`random play, ${SEQUENCES} sequences (seed ${SEED})`, () => {
	for (const [n, ruleset] of RULESETS.entries()) {
		it(`in ${ruleset}`, { timeout: 6 * 60 * 60 * 1000 }, async () => {
			const figures = newFigures();
			const started = Date.now();
			const runs = Math.ceil(SEQUENCES / RULESETS.length);
			await randomPlay(ruleset, { notes: 3, length: LENGTH }, { seed: SEED + n, numRuns: runs }, figures);
			const seconds = (Date.now() - started) / 1000;
			const known = [...figures.known.values()].reduce((a, b) => a + b, 0);
			const ms = [...figures.ms].map(([k, v]) => `${k} ${Math.round(v / 1000)} s`).join(', ');
			figure(
				`random play, ${ruleset}`,
				`${figures.sequences} sequences, ${figures.steps} steps (${figures.refused} refused), ${figures.undoChecks} undone byte for byte (${figures.undoAfterChoice} after a choice or burn), ${known} known breaks, 0 others; ${seconds.toFixed(0)} s (${ms}), seed ${SEED + n}`,
			);
			expect(figures.sequences).toBe(runs);
		});
	}
});
