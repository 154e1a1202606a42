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

/**
 * Undoes the last move of a journal note: reverts exactly the frontmatter changes its
 * block recorded (refusing if any value has changed since), then marks the block undone
 * or removes it.
 */
export function undoLastMove(store: StateStore, journalPath: string, mode: 'mark' | 'remove' = 'mark'): Promise<JournalBlock> {
	return undoMove(store, journalPath, mode).then((u) => u.block);
}

/** What an undo took back, and where: the player is told which block, as blocks carry no time. */
export interface Undone {
	block: JournalBlock;
	/** 1-based line of the block's opening fence, before the undo. */
	line: number;
	/** True when it was the block the caller named as written last, not merely the bottom-most. */
	remembered: boolean;
}

/**
 * The same, preferring the block whose body is `remembered` (the one the plugin wrote last,
 * wherever the cursor put it) while it is still in the note unchanged and not undone;
 * otherwise the bottom-most block that is not undone.
 */
export function undoMove(store: StateStore, journalPath: string, mode: 'mark' | 'remove' = 'mark', remembered?: string): Promise<Undone> {
	return store.exclusive(() => undo(store, journalPath, mode, remembered));
}

/**
 * The block to undo. A bottom-most block that no longer reads (a hand edit broke it) stops the
 * undo: skipping it would take back an older move the player did not mean.
 */
function target(text: string, journalPath: string, remembered: string | undefined): { found: FoundBlock; block: JournalBlock; remembered: boolean } {
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

async function undo(store: StateStore, journalPath: string, mode: 'mark' | 'remove', remembered: string | undefined): Promise<Undone> {
	const text = await store.read(journalPath);
	if (text === null) throw new StateError(`There is no journal note at ${journalPath}.`);
	const picked = target(text, journalPath, remembered);
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
		return joinLines(lines);
	});
	return { block, line: last.startLine + 1, remembered: picked.remembered };
}
