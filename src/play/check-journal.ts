import type { ContentLibrary } from '../content/library';
import { PACKAGES, packageOfId } from '../content/rulesets';
import type { JournalBlock, OracleRecord } from '../journal/block';
import { type FoundBlock, eachBlock } from '../journal/note-text';
import { oneLine } from '../journal/one-line';
import { diceProblems } from './check-dice';
import { oracleRollProblems } from './check-oracle-rolls';
import { templateProblems } from '../templates/check';

export interface NoteProblem {
	/** 1-based line in the note. */
	line: number;
	message: string;
}

/** Is this Datasworn id one of the moves or tables the plugin ships? */
export function knownId(content: ContentLibrary, id: string): boolean {
	const pkg = packageOfId(id);
	if (!pkg || !(PACKAGES as readonly string[]).includes(pkg)) return false;
	return content.index(pkg).byId.has(id);
}

// A long journal names the same few dozen moves and tables thousands of times: each library's
// answers are kept (its rulesets do not change once loaded).
const known = new WeakMap<ContentLibrary, Map<string, boolean>>();

function knownIds(content: ContentLibrary): Map<string, boolean> {
	let ids = known.get(content);
	if (!ids) known.set(content, (ids = new Map<string, boolean>()));
	return ids;
}

/** Adds `id` to `unknown` when no loaded ruleset has it and it is not there yet. */
function noteUnknown(content: ContentLibrary, ids: Map<string, boolean>, id: string, unknown: string[]): void {
	let is = ids.get(id);
	if (is === undefined) ids.set(id, (is = knownId(content, id)));
	if (!is && !unknown.includes(id)) unknown.push(id);
}

/** A table named by a link is the player's own (a site's denizens), not Datasworn's: nothing to look up. */
function addOracleIds(content: ContentLibrary, ids: Map<string, boolean>, records: readonly OracleRecord[], unknown: string[]): void {
	for (const r of records) addOracleId(content, ids, r, unknown);
}

function addOracleId(content: ContentLibrary, ids: Map<string, boolean>, r: OracleRecord, unknown: string[]): void {
	if (!r.oracle.startsWith('[[')) noteUnknown(content, ids, r.oracle, unknown);
	addOracleIds(content, ids, r.rolls, unknown);
}

/** Ids a block refers to that no loaded ruleset has, each once, in the order the block names them. */
export function unknownIds(content: ContentLibrary, block: JournalBlock): string[] {
	const ids = knownIds(content);
	const unknown: string[] = [];
	if (block.move) noteUnknown(content, ids, block.move.id, unknown);
	addOracleIds(content, ids, block.oracles, unknown);
	if (block.kind === 'oracle') addOracleId(content, ids, block.roll, unknown);
	return unknown;
}

/** A Datasworn id from a block, which may hold anything, kept to one line. */
export function unknownIdMessage(id: string): string {
	return `Unknown Datasworn id ${oneLine(id)}: no ruleset Iron Ledger ships has it.`;
}

/** The 1-based line of a top-level key in a block's source, or its first line. */
function keyLine(source: string, key: string): number {
	const at = source.split(/\r?\n/).findIndex((l) => l.startsWith(`${key}:`));
	return at < 0 ? 1 : at + 1;
}

/**
 * Every problem with the note's iron-move blocks, with the note's own line numbers. Each
 * message is one line whatever the note holds, so none can pass for another `file:line:`.
 */
export function checkNote(text: string, content: ContentLibrary): { blocks: number; problems: NoteProblem[] } {
	const problems: NoteProblem[] = [];
	let blocks = 0;
	eachBlock(text, (b) => {
		blocks++;
		checkBlock(b, content, problems);
	});
	return { blocks, problems };
}

/** The same, over blocks already found: `verify` parses each note once for both the check and the replay. */
export function checkBlocks(found: readonly FoundBlock[], content: ContentLibrary): NoteProblem[] {
	const problems: NoteProblem[] = [];
	for (const b of found) checkBlock(b, content, problems);
	return problems;
}

const problem = (line: number, message: string): NoteProblem => ({ line, message: oneLine(message) });

function checkBlock(b: FoundBlock, content: ContentLibrary, problems: NoteProblem[]): void {
	if (!b.result.ok) {
		for (const e of b.result.errors) problems.push(problem(b.startLine + 1 + e.line, e.message));
		return;
	}
	for (const id of unknownIds(content, b.result.block)) problems.push(problem(b.startLine + 2, unknownIdMessage(id)));
	for (const p of diceProblems(b.result.block)) problems.push(problem(b.startLine + 1 + keyLine(b.source, p.key), p.message));
	for (const p of oracleRollProblems(b.result.block, content)) problems.push(problem(b.startLine + 1 + keyLine(b.source, p.key), p.message));
	if (b.result.block.kind === 'template') for (const p of templateProblems(b.result.block, content)) problems.push(problem(b.startLine + 1 + keyLine(b.source, p.key), p.message));
}
