import { type Line, joinLines, lineEnding, splitLines } from '../journal/line-endings';
import { type FoundBlock, findBlocks } from '../journal/note-text';
import type { JournalBlock } from '../journal/block';
import { parseBlock } from '../journal/parse';
import { summarise } from '../journal/summary';
import { writeBlockBody } from '../journal/write';
import type { StateStore } from '../play/note-store';
import { sameData } from '../state/same-data';
import { StateError } from '../state/schema';
import { revertChanges } from './changes';
import { type PlayedBlock, blocksInPlay, blocksPlayedAfter, firstInTheWay, refuseInTheWay } from './later-blocks';
import type { StateChange } from '../journal/block';

/**
 * Undoes the last move of a journal note: reverts exactly the frontmatter changes its
 * block recorded (refusing if any value has changed since), then marks the block undone
 * or removes it.
 */
export function undoLastMove(store: StateStore, journalPath: string, mode: 'mark' | 'remove' = 'mark'): Promise<JournalBlock> {
	return undoMove(store, journalPath, mode).then((u) => u.block);
}

/** What an undo took back, and where: the player is told which block. */
export interface Undone {
	block: JournalBlock;
	/** 1-based line of the block's opening fence, before the undo. */
	line: number;
	/** True when it was the block the caller named as written last, not merely the bottom-most. */
	remembered: boolean;
	/** The note it was in. */
	path: string;
	/** With `chain`, the blocks played after it that rested on it, undone first (newest first). */
	chained: Undone[];
}

export interface UndoOptions {
	mode?: 'mark' | 'remove';
	/** The block the plugin wrote last (its body), preferred while it is in the note unchanged. */
	remembered?: string;
	/** Undo the blocks played after it that rest on it too, newest first; without it they refuse the undo. */
	chain?: boolean;
}

/**
 * The same, preferring the block whose body is `remembered` (the one the plugin wrote last,
 * wherever the cursor put it) while it is still in the note unchanged and not undone;
 * otherwise the bottom-most block that is not undone.
 */
export function undoMove(store: StateStore, journalPath: string, mode: 'mark' | 'remove' = 'mark', remembered?: string): Promise<Undone> {
	return undoPlayed(store, journalPath, { mode, ...(remembered !== undefined ? { remembered } : {}) });
}

/**
 * Undoes the last block of a journal note, or without a note the last block played in the
 * campaign. A block played after it that changed what it changed (XP since spent, a track
 * since completed) refuses the undo, named; with `chain` those are undone first, newest first.
 */
export function undoPlayed(store: StateStore, journalPath: string | undefined, options: UndoOptions = {}): Promise<Undone> {
	return store.exclusive(async () => {
		const mode = options.mode ?? 'mark';
		const last = journalPath === undefined ? (await blocksInPlay(store)).at(-1) : undefined;
		const path = journalPath ?? last?.path;
		if (path === undefined) throw new StateError('There is no move in this campaign to undo.');
		const text = await store.read(path);
		if (text === null) throw new StateError(`There is no journal note at ${path}.`);
		// Without a note, the block played last, wherever it stands in its note.
		const picked = last ? { found: last.found, block: last.block, remembered: false } : target(text, path, options.remembered);
		const later = await blocksPlayedAfter(store, path, picked.found.startLine);
		const act = `Undoing ${summarise(picked.block).replace(/\s+/g, ' ').slice(0, 80)} at ${path}:${picked.found.startLine + 1}`;
		if (!options.chain) {
			refuseInTheWay(picked.block.changes, later, act, 'Undo the later block first, or undo them all with --chain.');
			return undo(store, path, mode, picked);
		}
		const chained: Undone[] = [];
		for (const b of dependents(picked.block.changes, later).reverse()) chained.push(await undo(store, b.path, mode, { found: b.found, block: b.block, remembered: false }));
		// Re-read: undoing a later block in the same note may have moved this one (with --remove).
		const again = last && chained.length === 0 ? picked : target((await store.read(path)) ?? '', path, options.remembered);
		return { ...(await undo(store, path, mode, again)), chained };
	});
}

/** The blocks of `later` that rest on `changes`, or on a block that does: in play order. */
function dependents(changes: readonly StateChange[], later: readonly PlayedBlock[]): PlayedBlock[] {
	const out: PlayedBlock[] = [];
	let values = [...changes];
	for (const b of later) {
		if (!firstInTheWay(values, [b])) continue;
		out.push(b);
		values = [...values, ...b.block.changes];
	}
	return out;
}

/**
 * The block to undo. A bottom-most block that no longer reads (a hand edit broke it) stops the
 * undo: skipping it would take back an older move the player did not mean.
 */
function target(text: string, journalPath: string, remembered: string | undefined): Target {
	const all = findBlocks(text);
	if (remembered !== undefined) {
		const same = all.filter((b) => b.source === remembered && b.result.ok && !b.result.block.undone);
		const found = same[same.length - 1];
		if (found?.result.ok) return { found, block: found.result.block, remembered: true };
	}
	const live = all.filter((b) => !(b.result.ok && b.result.block.undone));
	const found = live[live.length - 1];
	if (!found) throw new StateError(`${journalPath} has no move to undo.`);
	if (!found.result.ok) {
		const why = found.result.errors[0];
		const detail = why ? `: ${why.message} (line ${found.startLine + 1 + why.line})` : '';
		throw new StateError(`The last block in ${journalPath}, at line ${found.startLine + 1}, does not read${detail}. Fix or remove it by hand; nothing was undone.`);
	}
	return { found, block: found.result.block, remembered: false };
}

const summaryLine = (block: JournalBlock) => `# ${summarise(block).replace(/\s+/g, ' ')}`;

/**
 * The block's lines marked `undone: true`, changing only what must change: the player's keys,
 * comments and layout stay byte for byte. An `undone: false` becomes true, or one line is
 * added at the end; the summary comment Iron Ledger wrote on top says "(undone)" too, and a
 * comment the player wrote there is kept. Should the result not read back as the same block
 * undone, the block is written anew, as a correct block matters more than its layout.
 */
function markUndone(source: Line[], block: JournalBlock, eol: string): Line[] {
	const undone: JournalBlock = { ...block, undone: true };
	const lines = source.map((l) => ({ ...l }));
	const existing = lines.find((l) => /^undone:\s*false\b/i.test(l.text));
	if (existing) existing.text = existing.text.replace(/^(undone:\s*)false/i, '$1true');
	else {
		const indent = /^\s*/.exec(lines.find((l) => /^\s*[^\s#]/.test(l.text))?.text ?? '')?.[0] ?? '';
		lines.push({ text: `${indent}undone: true`, end: lines[lines.length - 1]?.end || eol });
	}
	const first = lines[0];
	if (first && first.text === summaryLine(block)) first.text = summaryLine(undone);
	const back = parseBlock(lines.map((l) => l.text).join('\n'));
	if (back.ok && sameData(back.block, undone)) return lines;
	return writeBlockBody(undone)
		.trimEnd()
		.split('\n')
		.map((text) => ({ text, end: eol }));
}

type Target = { found: FoundBlock; block: JournalBlock; remembered: boolean };

async function undo(store: StateStore, journalPath: string, mode: 'mark' | 'remove', picked: Target): Promise<Undone> {
	const { found: last, block } = picked;
	await revertChanges(store, block.changes);
	await store.process(journalPath, (current) => {
		// Each line keeps its own ending, so a CRLF note stays CRLF and nothing else moves.
		const lines = splitLines(current);
		const inner = lines.slice(last.startLine + 1, last.endLine);
		if (inner.map((l) => l.text).join('\n') !== last.source) throw new StateError(`${journalPath} changed while undoing; the frontmatter was restored, the block was left as it was.`);
		if (mode === 'mark') {
			lines.splice(last.startLine + 1, inner.length, ...markUndone(inner, block, lineEnding(current)));
			return joinLines(lines);
		}
		const removed = lines.splice(last.startLine, last.endLine - last.startLine + 1);
		// A block that ended the note without a final newline takes the one before it along, as before.
		const previous = lines[last.startLine - 1];
		if (removed[removed.length - 1]?.end === '' && previous) previous.end = '';
		// A byte order mark on the fence's line belongs to the note, not the block.
		if (removed[0]?.text.startsWith('\uFEFF')) lines.splice(last.startLine, 0, { text: '\uFEFF', end: '' });
		// A block appended after another block brought the blank line between them (appendBlock): that line goes
		// too. After a note's own text the blank line may have been the player's (a note ending "text" and one
		// ending "text" and a blank line read the same once a block follows), so it stays.
		const rest = lines.slice(last.startLine);
		const atEnd = rest.every((l) => l.text === '' && l.end === '');
		const blank = lines[last.startLine - 1];
		const before = lines[last.startLine - 2]?.text ?? '';
		if (atEnd && blank?.text === '' && /^ {0,3}(`{3,}|~{3,})\s*$/.test(before)) lines.splice(last.startLine - 1, 1);
		return joinLines(lines);
	});
	return { block, line: last.startLine + 1, remembered: picked.remembered, path: journalPath, chained: [] };
}
