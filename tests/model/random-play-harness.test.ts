import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../src/cli/run';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';
import { tempDirs } from '../helpers/temp-dirs';
import { campaignFor, readVault } from './play-campaign';
import { RULESETS, playSequence } from './random-play';
import { JOURNALS, type Step, diceFrom, sequenceArbitrary } from './play-steps';

vi.mock('../../src/campaign/sheet-check', async (importOriginal) => {
	const original = await importOriginal<typeof import('../../src/campaign/sheet-check')>();
	const { memoized } = await import('./memo');
	return { ...original, sheetProblems: memoized(original.sheetProblems) };
});

/** The harness itself: it catches a break, shrinks it and prints it; and what it prints is what it ran. */
const tempDir = tempDirs();

describe('random play harness', () => {
	it('catches a planted break, shrinks the sequence to it and prints the commands that show it', async () => {
		const campaign = await campaignFor('classic');
		const hand: Step = { kind: 'hand', journal: 0, note: 'Characters/Kira.md', key: 'supply', value: 6 };
		const planted = fc.tuple(sequenceArbitrary(JOURNALS.length, 6), fc.nat()).map(([steps, at]) => [...steps.slice(0, at % (steps.length + 1)), hand, ...steps.slice(at % (steps.length + 1))]);
		const error: unknown = await fc
			.assert(fc.asyncProperty(planted, async (steps) => void (await playSequence(campaign, steps))), { seed: 7, numRuns: 3 })
			.then(() => undefined, (e: unknown) => e);
		const cause = (error as { cause?: Error } | undefined)?.cause;
		expect(cause?.message).toMatch(/^Random play in classic broke the record at step 1 of 1:\n {2}- out of bounds: .*supply/);
		// Shrunk to the one step that breaks it, after the commands that make the campaign.
		const pasted = (cause?.message ?? '').split('To see it happen, paste into a shell:\n')[1]?.split('\n') ?? [];
		expect(pasted[0]).toBe('  mkdir play && cd play && iron-ledger init');
		expect(pasted[1]).toMatch(/^ {2}iron-ledger character new --name Kira --ruleset classic /);
		expect(pasted.at(-1)).toBe(`  sed -i 's/^supply: .*/supply: 6/' 'Characters/Kira.md'`);
		expect(pasted.filter((l) => l.includes('iron-ledger move'))).toEqual([]);
	});

	for (const [n, ruleset] of RULESETS.entries()) {
		it(`in ${ruleset}, the commands it prints make the same notes through the CLI`, async () => {
			const campaign = await campaignFor(ruleset);
			// The palette's burn has no command: left out here.
			const [drawn = []] = fc.sample(sequenceArbitrary(JOURNALS.length, 24), { seed: 900 + n, numRuns: 1 });
			const steps = drawn.filter((s) => s.kind !== 'burn');
			const { vault, runs } = await playSequence(campaign, steps);
			const dir = tempDir(`model-${ruleset}`);
			mkdirSync(join(dir, '.obsidian'));
			const cli = async (args: readonly string[], dice: number[] = []) => {
				let err = '';
				const code = await runCli([...args, '--vault', dir], { content: library, dice: dice.length ? diceFrom(dice) : fixedDice([]) }, { out: () => undefined, err: (t) => (err += t) });
				return { code, err };
			};
			for (const args of campaign.setup) expect((await cli(args)).code).toBe(0);
			for (const [i, step] of steps.entries()) {
				const run = runs[i];
				if (step.kind === 'prose') appendFileSync(join(dir, JOURNALS[step.journal] ?? ''), `${step.words}\n\n`);
				if (!run?.argv) continue;
				const { code, err } = await cli(run.argv, step.kind === 'choose' ? step.dice : []);
				expect({ line: run.lines[0], code, refused: run.refused !== undefined }, err).toEqual({ line: run.lines[0], code: run.refused === undefined ? 0 : 2, refused: run.refused !== undefined });
			}
			// The CLI stamps blocks with the real time: the rest must be the same, byte for byte.
			const unstamped = (text: string) => text.replace(/^(at: \S+|seq: \d+)\r?\n/gm, '');
			const made = new Map([...readVault(dir)].map(([p, t]) => [p, unstamped(t)]));
			// Not a comparison of nothing: most commands ran and wrote blocks.
			expect(runs.filter((r) => r.argv && r.refused === undefined).length).toBeGreaterThan(steps.length / 3);
			expect(JOURNALS.some((j) => (made.get(j) ?? '').includes('```iron-move'))).toBe(true);
			expect(made).toEqual(new Map([...vault.notes].map(([p, t]) => [p, unstamped(t)])));
		});
	}
});
