import { CST, type Document, Parser, isPair, isScalar, visit } from 'yaml';
import type { LineCounter } from 'yaml';
import type { BlockError } from './fields';
import { countKeys } from './key-count';
import { quoted } from './one-line';
import { MAX_ORACLE_SIDES, OracleError } from '../rules/oracle-table';

/**
 * Any die an oracle table can have: a block does not name its table's die, so journal check,
 * which knows the table, holds the roll to that die (src/play/check-oracle-rolls.ts).
 */
export const ORACLE_ROLL = { required: true, min: 1, max: MAX_ORACLE_SIDES };

/**
 * The limits of a journal entry, the one set the reader holds a block to and the writer
 * (src/journal/fit.ts) checks before it writes one. No block Iron Ledger writes comes near
 * them: text is capped (src/rules/oracle-text-cap.ts), and so are rolls (oracle-budget.ts).
 */
export const MAX_BLOCK_CHARS = 64 * 1024;
export const MAX_BLOCK_KEYS = 500;
/** How deep an oracle roll's nested rolls may go under it (the writer's cap is lower: 5). */
export const MAX_ROLL_DEPTH = 9;

/**
 * A block the writer will not write because the reader would refuse it. The player's input
 * made it (a template and tables far past any game's), so it is reported as input is: one line.
 */
export class BlockLimitError extends OracleError {
	override name = 'BlockLimitError';
}

/** Every key is made with ":", "?", "," or "{": fewer of those than the cap means fewer keys. */
function fewMarks(source: string): boolean {
	let marks = 0;
	for (let i = 0; i < source.length; i++) {
		const c = source.charCodeAt(i);
		if ((c === 58 || c === 63 || c === 44 || c === 123) && ++marks > MAX_BLOCK_KEYS) return false;
	}
	return true;
}

/** yaml's own count of the keys in all the block's maps: every item of its syntax tree with a key or a ":". */
export function yamlKeyCount(source: string): number {
	let keys = 0;
	for (const token of new Parser().parse(source)) {
		if (token.type !== 'document') continue;
		CST.visit(token, (item) => {
			if (item.key !== undefined || item.sep?.some((s) => s.type === 'map-value-ind')) keys++;
		});
	}
	return keys;
}

/**
 * Refuses a block too big to be a journal entry, before the YAML parser sees it: the parser
 * checks unique keys pair by pair, so a block of 28,000 keys would take seconds.
 */
export function sizeProblem(source: string): BlockError | undefined {
	if (source.length > MAX_BLOCK_CHARS) {
		return { line: 1, message: `This block is ${source.length} characters long; a journal entry has at most ${MAX_BLOCK_CHARS}.` };
	}
	if (fewMarks(source)) return undefined;
	// The one-pass count settles the many-keys block at once. Below the cap it may have missed
	// keys yaml makes of broken YAML, so yaml's own count (slow on thousands of keys) decides then.
	const scanned = countKeys(source);
	const keys = scanned > MAX_BLOCK_KEYS ? scanned : yamlKeyCount(source);
	return keys > MAX_BLOCK_KEYS ? { line: 1, message: `This block has ${keys} keys; a journal entry has at most ${MAX_BLOCK_KEYS}.` } : undefined;
}

/**
 * Numbers a journal cannot hold: YAML's .nan and .inf, and integers too large to be exact.
 * They would print as "NaN" or compare as different from themselves, so they are malformed.
 */
export function numberProblems(doc: Document.Parsed, lines: LineCounter): BlockError[] {
	const errors: BlockError[] = [];
	visit(doc, {
		Scalar(_, node, path) {
			const value = node.value;
			if (typeof value !== 'number' || (Number.isFinite(value) && (!Number.isInteger(value) || Number.isSafeInteger(value)))) return;
			const parent = path[path.length - 1];
			const key = isPair(parent) && parent.value === node && isScalar(parent.key) ? `${quoted(String(parent.key.value))} ` : 'A value ';
			const shown = quoted(node.source ?? String(value));
			const line = node.range ? lines.linePos(node.range[0]).line : 1;
			errors.push({ line, message: `${key}is ${shown}: not a number a journal can hold (not-a-number, infinity, or too large to be exact).` });
		},
	});
	return errors;
}
