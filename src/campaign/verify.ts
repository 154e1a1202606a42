import type { ContentLibrary } from '../content/library';
import { findBlocks } from '../journal/note-text';
import { oneLine } from '../journal/one-line';
import type { StateStore } from '../play/note-store';
import { checkBlocks } from '../play/check-journal';
import { type UnreadableNote, readForScan } from '../play/unreadable-notes';
import { pathFor } from './links';
import { naturalCompare } from '../play/note-order';
import { Replay, same } from './verify-replay';
import { playOrder } from './play-order';
import type { JournalBlock } from '../journal/block';

/** A block as the replay keeps it: where it starts, and the block or, when it does not read, its text. */
interface Entry {
	line: number;
	block?: JournalBlock;
	source?: string;
}
import { valuesChangedByUnreadable } from './unreadable-block-changes';
import { type SheetProblem, sheetProblems } from './sheet-check';

export interface Disagreement {
	note: string;
	key: string;
	/** Where the journal says it: "Journal/Session 1.md:42". */
	where: string;
	/** The value the journal's blocks leave, as read in play order: only certain when fixable. */
	journal: unknown;
	frontmatter: unknown;
	/**
	 * True when setting the note to the journal's value settles it. A break in the journal's
	 * own chain it does not; nor a value whose last change cannot be placed (notes in an order
	 * not known, a block that cannot be read).
	 */
	fixable: boolean;
	message: string;
}

export interface VerifyReport {
	blocks: number;
	journals: string[];
	problems: string[];
	disagreements: Disagreement[];
	/**
	 * Notes that could not be read (not UTF-8…): skipped and named, never written. Not a
	 * problem of the journal's: an unrelated note in the vault must not fail the check.
	 */
	unreadable: UnreadableNote[];
	/**
	 * Values on character, track and clock notes the rules do not allow (supply 6, a track with
	 * no rank), whatever the journal says. Each is also a line of `problems`, so every reader of
	 * the report says it; never fixed by `--fix`, which cannot know the value meant.
	 */
	sheet: SheetProblem[];
}

// Paths, notes and keys come from file names and blocks: each is printed on one line, as it is.
const shown = (text: string) => oneLine(text);

/**
 * Checks every character, track and clock note against the rules' ranges (sheet-check.ts), and
 * replays the campaign's journal: every block's changes, in play order across notes, must
 * follow on from the one before, and the last value the journal sets must be what the
 * frontmatter holds now. Each place they part is reported; the journal's value is offered as
 * the fix only where the journal settles it (see Replay: blocks written before play order was
 * kept carry no time, so the order of their notes is not known, and a block that cannot be
 * read may hold a change).
 */
export async function verifyCampaign(store: StateStore, content: ContentLibrary, folder = ''): Promise<VerifyReport> {
	const report: VerifyReport = { blocks: 0, journals: [], problems: [], disagreements: [], unreadable: [], sheet: [] };
	const replay = new Replay();
	const notes = new Map<string, Entry[]>();
	// In the order a person counts (Session 2 before Session 10), as the story is told.
	for (const path of (await store.list(folder)).sort(naturalCompare)) {
		const text = (await readForScan(store, path, report.unreadable)) ?? '';
		for (const problem of sheetProblems(text, path, content)) {
			report.sheet.push(problem);
			report.problems.push(problem.message);
		}
		const found = findBlocks(text);
		if (found.length === 0) continue;
		report.journals.push(path);
		for (const p of checkBlocks(found, content)) report.problems.push(`${shown(path)}:${p.line}: ${p.message}`);
		// Only what the replay needs is kept: a campaign of thousands of blocks is read whole before it is ordered.
		notes.set(path, found.map((b) => (b.result.ok ? { line: b.startLine, block: b.result.block } : { line: b.startLine, source: b.source })));
	}
	// Blocks are replayed in play order across notes (src/campaign/play-order.ts).
	for (const { path, item, stamp } of playOrder(notes, (e) => e.block?.played)) {
		const where = `${shown(path)}:${item.line + 1}`;
		if (!item.block) {
			replay.unread.push({ where, values: valuesChangedByUnreadable(item.source ?? '') });
			continue;
		}
		if (item.block.undone) continue;
		report.blocks++;
		for (const c of item.block.changes) replay.add({ id: `${pathFor(c.note)}#${c.key}`, note: c.note, key: c.key, from: c.from, to: c.to, where, journal: path, timed: stamp !== undefined });
	}
	// Said once the whole journal is read: a note read later may explain a break.
	for (const [before, step] of replay.breaks) {
		report.disagreements.push({
			note: step.note,
			key: step.key,
			where: step.where,
			journal: before.to,
			frontmatter: step.from,
			fixable: false,
			message: `${step.where}: ${shown(step.key)} of ${shown(step.note)} starts from ${JSON.stringify(step.from)}, but ${before.where} left it at ${JSON.stringify(before.to)}${replay.breakCause(before, step)}`,
		});
	}
	for (const entry of replay.lastSteps()) {
		const fm = await store.frontmatter(pathFor(entry.note)).catch(() => null);
		if (fm === null) {
			report.problems.push(`${shown(entry.note)} is missing or unreadable, but ${entry.where} changed it.`);
			continue;
		}
		if (!same(fm[entry.key], entry.to)) {
			const { fixable, message } = replay.final(entry, fm[entry.key]);
			report.disagreements.push({ note: entry.note, key: entry.key, where: entry.where, journal: entry.to, frontmatter: fm[entry.key] ?? null, fixable, message });
		}
	}
	return report;
}

/**
 * Sets each fixable value to what the journal says, as `verify --fix` offers, and returns
 * the ones it wrote: only those may be reported as fixed.
 */
export async function fixFromJournal(store: StateStore, disagreements: readonly Disagreement[]): Promise<Disagreement[]> {
	const fixed: Disagreement[] = [];
	for (const d of disagreements) {
		if (!d.fixable) continue;
		await store.updateFrontmatter(pathFor(d.note), (fm) => {
			fm[d.key] = d.journal;
		});
		fixed.push(d);
	}
	return fixed;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
const them = (n: number) => (n === 1 ? 'it' : 'they');

/**
 * The closing line of `verify`. With --fix it says what was set and what was left as it
 * was: a break in the journal's own chain, a missing note or a malformed block is not fixed
 * by setting a value, so it is never counted as fixed.
 */
export function verifySummary(report: VerifyReport, fixed?: readonly Disagreement[]): string {
	const moves = `${count(report.blocks, 'move')} in ${count(report.journals.length, 'journal note')}`;
	const problems = report.disagreements.length + report.problems.length;
	const unreadable = report.unreadable.length;
	if (problems === 0) return `${moves}: the journal and the notes agree${unreadable > 0 ? ` (${count(unreadable, 'unreadable note')} skipped)` : ''}.`;
	const found = `${moves}: ${count(problems, 'problem')}`;
	// A value the rules do not allow has no journal value to set: only the player knows the one meant.
	const sheet = report.sheet.length;
	const outside = `${count(sheet, 'value')} on the sheets outside what the rules allow`;
	if (!fixed) {
		const fixable = report.disagreements.filter((d) => d.fixable).length;
		if (fixable > 0) {
			const leaves = sheet > 0 ? `; it leaves the ${outside} as ${sheet === 1 ? 'it is' : 'they are'}: only you know what ${them(sheet)} should be` : '';
			return `${found}; run with --fix to set ${fixable === problems ? 'the notes' : `the ${fixable} marked "Fix:"`} to what the journal says${leaves}.`;
		}
		const byHand = sheet > 0 ? `: ${count(sheet, 'value')} on the sheets ${sheet === 1 ? 'is' : 'are'} outside what the rules allow, and only you know what ${them(sheet)} should be: set ${sheet === 1 ? 'it' : 'them'} by hand` : '';
		return `${found}; none can be fixed by setting a value${byHand}.`;
	}
	const left = problems - fixed.length;
	const set = fixed.length === 0 ? 'nothing was set' : `${count(fixed.length, 'value')} set to what the journal says (${fixed.map((d) => `${d.key} of ${d.note}`).map(oneLine).join(', ')})`;
	const notFixed = sheet > 0 ? ` (--fix does not change the ${outside}: it cannot know what ${them(sheet)} should be)` : '';
	return `${found}; ${set}${left > 0 ? `; ${left} left as ${left === 1 ? 'it is' : 'they are'}: fix ${left === 1 ? 'it' : 'them'} by hand${notFixed}` : ''}.`;
}
