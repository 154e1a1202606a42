import fc from 'fast-check';
import type { RulesetId } from '../../src/content/rulesets';
import { findBlocks } from '../../src/journal/note-text';
import type { MemoryVault } from '../helpers/memory-vault';
import { type Campaign, campaignFor, vaultOf } from './play-campaign';
import { type Played, blockCounts, boundsBroken, replayBroken, undoBroken, verifyBroken } from './play-checks';
import { type StepRun, runStep } from './play-driver';
import { isKnown } from './known-issues';
import { JOURNALS, type Step, commandLine, sequenceArbitrary } from './play-steps';

/**
 * Model-based random play (issue 24, item 5): random sequences of moves, choices made then or
 * later, sheet commands, undo, burns, two characters in a party and several session notes,
 * played through the use cases the CLI calls. After every step the record must hold: every
 * sheet within the rules' bounds, `verify` agreeing, undo giving the notes back byte for byte,
 * and the journal replayed from the first notes giving the notes as they are. A broken step
 * fails with the commands that lead to it, to paste into a shell.
 */

export const RULESETS: readonly RulesetId[] = ['classic', 'delve', 'starforged', 'sundered_isles'];

export interface PlayOptions {
	/** How many session notes the steps write to. */
	notes: number;
	/** Steps in a sequence, at most. */
	length: number;
}

/** Counts of what a run did, for the figures a long run prints. */
export interface PlayFigures {
	sequences: number;
	steps: number;
	refused: number;
	undoChecks: number;
	/** Of those, undos of a block after a choice made on it later or a burn. */
	undoAfterChoice: number;
	/** Breaks that are known (known-issues.ts), by what they said. */
	known: Map<string, number>;
	/** Why steps were refused, by the start of what the product said. */
	refusals: Map<string, number>;
	/** Milliseconds spent playing the steps and in each check. */
	ms: Map<string, number>;
}

export const newFigures = (): PlayFigures => ({ sequences: 0, steps: 0, refused: 0, undoChecks: 0, undoAfterChoice: 0, known: new Map(), refusals: new Map(), ms: new Map() });

/** The lines a person pastes: a new vault, the campaign's notes, then each step (a refused one says so). */
function transcript(campaign: Campaign, lines: readonly string[]): string {
	return ['mkdir play && cd play && iron-ledger init', ...campaign.setup.map(commandLine), ...lines].map((l) => `  ${l}`).join('\n');
}

function failure(campaign: Campaign, n: number, steps: number, lines: readonly string[], broken: readonly string[]): Error {
	return new Error(
		[`Random play in ${campaign.ruleset} broke the record at step ${n} of ${steps}:`, ...broken.map((b) => `  - ${b}`), 'To see it happen, paste into a shell:', transcript(campaign, lines)].join('\n'),
	);
}

/** Plays one sequence on a fresh copy of the campaign; throws at the first step that breaks a rule. */
export async function playSequence(campaign: Campaign, steps: readonly Step[], figures: PlayFigures = newFigures()): Promise<{ vault: MemoryVault; lines: string[]; runs: StepRun[] }> {
	const vault = vaultOf(campaign);
	const start = vault.snapshot();
	const played: Played[] = [];
	const lines: string[] = [];
	const runs: StepRun[] = [];
	// The block played last and the notes before it: a choice made on it or a burn still undoes to them.
	let latest: { journal: string; before: ReadonlyMap<string, string> } | undefined;
	let lastJournal: string | undefined;
	figures.sequences++;
	for (const [i, step] of steps.entries()) {
		const before = vault.snapshot();
		const counts = blockCounts(vault, JOURNALS);
		let run: StepRun;
		const started = performance.now();
		try {
			run = await runStep(vault, campaign, step, lastJournal);
			figures.ms.set('step', (figures.ms.get('step') ?? 0) + performance.now() - started);
		} catch (error) {
			const said = (error as { lines?: string[] }).lines ?? [];
			throw failure(campaign, i + 1, steps.length, [...lines, ...said], [error instanceof Error ? error.message : String(error)]);
		}
		figures.steps++;
		runs.push(run);
		lines.push(...run.lines);
		if (run.refused !== undefined) {
			figures.refused++;
			figures.refusals.set(run.refused.slice(0, 70), (figures.refusals.get(run.refused.slice(0, 70)) ?? 0) + 1);
			lines.push(`#   refused: ${run.refused.replace(/\s*\n\s*/g, ' ')}`);
			continue;
		}
		const broken: string[] = [];
		const after = blockCounts(vault, JOURNALS);
		const wrote: string[] = [];
		for (const [j, journal] of JOURNALS.entries()) {
			const was = counts[j] ?? 0;
			const now = after[j] ?? 0;
			if (now < was) broken.push(`${journal} lost ${was - now} block(s)`);
			for (let k = was; k < now; k++) {
				played.push({ journal, ordinal: k });
				wrote.push(journal);
			}
		}
		const timed = async (what: string, check: () => string[] | Promise<string[]>) => {
			const t = performance.now();
			broken.push(...(await check()));
			figures.ms.set(what, (figures.ms.get(what) ?? 0) + performance.now() - t);
		};
		await timed('bounds', () => boundsBroken(vault));
		await timed('verify', () => verifyBroken(vault));
		await timed('replay', () => replayBroken(vault, start, played));
		const [journal] = wrote;
		lastJournal = wrote.at(-1) ?? lastJournal;
		const settled = latest && (step.kind === 'choose' || step.kind === 'burn') ? changedLastBlockOnly(before, vault, latest.journal) : false;
		latest = wrote.length === 1 && journal ? { journal, before } : settled ? latest : undefined;
		if (latest && (wrote.length === 1 || settled)) {
			const { journal: at, before: notes } = latest;
			figures.undoChecks++;
			if (settled) figures.undoAfterChoice++;
			await timed('undo', () => undoBroken(vault, notes, at));
		}
		for (const b of broken.filter(isKnown)) figures.known.set(b, (figures.known.get(b) ?? 0) + 1);
		const unknown = broken.filter((b) => !isKnown(b));
		if (unknown.length > 0) throw failure(campaign, i + 1, steps.length, lines, unknown);
	}
	return { vault, lines, runs };
}

/** Whether a step changed the last block of one journal note and nothing else there or in the other journal notes. */
function changedLastBlockOnly(before: ReadonlyMap<string, string>, vault: MemoryVault, journal: string): boolean {
	if (JOURNALS.some((j) => j !== journal && before.get(j) !== vault.notes.get(j))) return false;
	const was = findBlocks(before.get(journal) ?? '');
	const now = findBlocks(vault.notes.get(journal) ?? '');
	return was.length === now.length && was.length > 0 && was.slice(0, -1).every((b, i) => b.source === now[i]?.source) && was.at(-1)?.source !== now.at(-1)?.source;
}

/** fast-check's property for one ruleset: any sequence of steps keeps the record whole. */
export async function randomPlay(ruleset: RulesetId, options: PlayOptions, params: fc.Parameters<[Step[]]>, figures?: PlayFigures): Promise<void> {
	const campaign = await campaignFor(ruleset);
	await fc.assert(
		fc.asyncProperty(sequenceArbitrary(options.notes, options.length), async (steps) => {
			await playSequence(campaign, steps, figures);
		}),
		params,
	);
}
