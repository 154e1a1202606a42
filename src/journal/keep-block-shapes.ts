/**
 * A few blocks read now and then and held, so that a full GC keeps their hidden classes.
 *
 * A block's objects get their keys one by one (optional keys are left out, never set to
 * undefined), and V8 holds the hidden classes made that way only while some object has them.
 * A journal check keeps no block: at a full GC every block's hidden classes died, and with them
 * the code compiled for them in the parser and the checks, so every third check of a 5 MB note
 * (the bench runs a full GC before each) ran in slower code and took twice as long. The same
 * is done for the reader's own classes by keepShapes (fields.ts).
 */
import { type JournalBlock } from './block';
import { parseBlock } from './parse';

/** How many blocks are held, and one block in how many read is copied into them. */
const HELD = 32;
// Not a round number: a journal that repeats a pattern of kinds (the bench's does) would
// otherwise always hand over the same kind.
const EVERY = 97;

const held: JournalBlock[] = [];
let seen = 0;
let next = 0;

/**
 * Called with the source of each block read well: one in EVERY is read again from a copy and
 * held, in place of the oldest. The copy shares no memory with the note (a slice of the note
 * would keep the whole note alive), and the block read from it has the same hidden classes.
 */
export function keepBlockShape(source: string): void {
	if (seen++ % EVERY !== 0) return;
	const copy = JSON.parse(JSON.stringify(source)) as string;
	const result = parseBlock(copy);
	if (!result.ok) return;
	held[next] = result.block;
	next = (next + 1) % HELD;
}
