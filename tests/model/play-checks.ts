import { pathFor } from '../../src/campaign/links';
import { sheetProblems } from '../../src/campaign/sheet-check';
import { undoLastMove } from '../../src/campaign/undo';
import { verifyCampaign } from '../../src/campaign/verify';
import { findBlocks } from '../../src/journal/note-text';
import { library } from '../helpers/content';
import { type MemoryVault, parsedFrontmatter } from '../helpers/memory-vault';

/**
 * What must hold after every step of random play. Each check returns the broken rules, one
 * line each, empty when all is well.
 */

/** A block by its place in the play: the n-th block of a journal note. */
export interface Played {
	journal: string;
	ordinal: number;
}

/** Every character, track and clock within the rules' bounds (the product's own check, sheet-check.ts). */
export function boundsBroken(vault: MemoryVault): string[] {
	return [...vault.notes].flatMap(([path, text]) => sheetProblems(text, path, library).map((p) => `out of bounds: ${p.message}`));
}

/** `verify` finds no problem and no disagreement. */
export async function verifyBroken(vault: MemoryVault): Promise<string[]> {
	const report = await verifyCampaign(vault, library);
	const sheet = new Set(report.sheet.map((p) => p.message));
	return [...report.problems.filter((p) => !sheet.has(p)).map((p) => `verify: ${p}`), ...report.disagreements.map((d) => `verify: ${d.message}`)];
}

/** The first line where two texts part, to say where a note differs. */
function firstDifference(a: string, b: string): string {
	const x = a.split('\n');
	const y = b.split('\n');
	const i = x.findIndex((line, n) => line !== y[n]);
	const at = i === -1 ? x.length : i;
	return `line ${at + 1}: ${JSON.stringify(x[at] ?? '(end)')} before, ${JSON.stringify(y[at] ?? '(end)')} after undo`;
}

/**
 * Undoing the block the step wrote (with --remove, which takes the block out of the note) gives
 * every note back byte for byte. A journal note the step made is given back empty. Run on a
 * copy: the campaign plays on from the step.
 */
export async function undoBroken(vault: MemoryVault, before: ReadonlyMap<string, string>, journal: string): Promise<string[]> {
	const copy = vault.clone();
	try {
		await undoLastMove(copy, journal, 'remove');
	} catch (error) {
		return [`undo refused right after the step: ${error instanceof Error ? error.message : String(error)}`];
	}
	const paths = new Set([...before.keys(), ...copy.notes.keys()]);
	const out: string[] = [];
	for (const path of [...paths].sort()) {
		const was = before.get(path);
		const now = copy.notes.get(path);
		if (was === now || (was === undefined && now === '')) continue;
		out.push(`undo: ${path} is not given back byte for byte (${was === undefined ? 'it did not exist' : now === undefined ? 'it is gone' : firstDifference(was, now)})`);
	}
	return out;
}

const sorted = (value: unknown): unknown =>
	Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)])) : value;
const shown = (value: unknown) => JSON.stringify(sorted(value ?? null));

/**
 * The journal replayed from the campaign's first notes, block by block in the order they were
 * played (which the model knows), gives every note's frontmatter as it is now; and each change
 * starts from the value the one before left.
 */
export function replayBroken(vault: MemoryVault, start: ReadonlyMap<string, string>, played: readonly Played[]): string[] {
	const state = new Map<string, Record<string, unknown>>();
	for (const [path, text] of start) state.set(path, structuredClone(parsedFrontmatter(text, path)));
	const out: string[] = [];
	const blocksOf = new Map<string, ReturnType<typeof findBlocks>>();
	for (const { journal, ordinal } of played) {
		let blocks = blocksOf.get(journal);
		if (!blocks) blocksOf.set(journal, (blocks = findBlocks(vault.notes.get(journal) ?? '')));
		const found = blocks[ordinal];
		const where = `${journal}:${(found?.startLine ?? 0) + 1}`;
		if (!found?.result.ok) {
			out.push(`replay: block ${ordinal + 1} of ${journal} ${found ? 'does not read' : 'is gone'}`);
			continue;
		}
		if (found.result.block.undone) continue;
		for (const c of found.result.block.changes) {
			const fm = state.get(pathFor(c.note));
			if (!fm) {
				out.push(`replay: ${where} changes ${c.note}, which is no note of the campaign`);
				continue;
			}
			if (shown(fm[c.key]) !== shown(c.from)) out.push(`replay: ${where} changes ${c.key} of ${c.note} from ${shown(c.from)}, but the play before left it at ${shown(fm[c.key])}`);
			if (c.to === null || c.to === undefined) delete fm[c.key];
			else fm[c.key] = c.to;
		}
	}
	for (const [path, replayed] of state) {
		const now = parsedFrontmatter(vault.notes.get(path) ?? '', path);
		for (const key of new Set([...Object.keys(replayed), ...Object.keys(now)])) {
			if (shown(replayed[key]) !== shown(now[key])) out.push(`replay: ${key} of ${path} is ${shown(now[key])}, but the journal replayed gives ${shown(replayed[key])}`);
		}
	}
	return out;
}

/** How many blocks each journal note holds, to see which blocks a step wrote. */
export function blockCounts(vault: MemoryVault, journals: readonly string[]): number[] {
	return journals.map((j) => findBlocks(vault.notes.get(j) ?? '').length);
}
