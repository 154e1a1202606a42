import { isMap } from 'yaml';
import { BLOCK_KINDS, BLOCK_VERSION, type ActionBlock, type AskBlock, type BlockKind, type JournalBlock } from './block';
import { type BlockError, FieldReader, parseYaml } from './reader';
import { type Fields, SpanFields, keepShapes, readEach } from './fields';
import { readYamlTree, readYamlTreeIn } from './simple-yaml';
import type { SpanMap } from './yaml-tree';
import { MAX_BLOCK_CHARS, MAX_BLOCK_KEYS, numberProblems, sizeProblem } from './limits';
import { quoted } from './one-line';
import { readTemplateKind } from './parse-template';
import { readAdds, readChanges, readCommonExtras, readMove, readOracle, readOutcome, readPlayed } from './read-records';

export type { BlockError };
export type ParseResult = { ok: true; block: JournalBlock } | { ok: false; errors: BlockError[] };

// Ranges read on every block, made once. Ask the Oracle is percentile dice (oracle rolls: limits.ts).
const PERCENTILE = { required: true, min: 1, max: 100 };
const REQUIRED_PLUS_MINUS_10 = { required: true, min: -10, max: 10 };
const ACTION_DIE = { required: true, min: 1, max: 6 };
const MOMENTUM_RANGE = { min: -6, max: 10 };
const SCORE_RANGE = { required: true, min: 0, max: 10 };

/**
 * Reads an `iron-move` block body. Never throws: anything wrong comes back as errors with
 * line numbers, so a hand-edited block can be fixed rather than lost.
 */
export function parseBlock(source: string): ParseResult {
	try {
		return parseChecked(source);
	} catch (error) {
		return { ok: false, errors: [{ line: 1, message: `This block could not be read: ${(error as Error).message}` }] };
	}
}

/**
 * The same for a block whose body is [from, to) of its note, with no odd breaks in it (see
 * readYamlTreeIn); `source` is that body. A block read on the fast road is read in place.
 */
export function parseBlockIn(note: string, from: number, to: number, source: string): ParseResult {
	try {
		const fast = to - from <= MAX_BLOCK_CHARS ? readFast(readYamlTreeIn(note, from, to, MAX_BLOCK_KEYS)) : undefined;
		return fast ? { ok: true, block: fast } : parseSlow(source);
	} catch (error) {
		return { ok: false, errors: [{ line: 1, message: `This block could not be read: ${(error as Error).message}` }] };
	}
}

// Blocks as Iron Ledger writes them take the fast road, which reads at most the keys the
// limit allows (so they need no counting); anything else, or anything wrong, goes through
// the full YAML parser, which knows the line of every problem, once the limits allow it.
let fastReads = 0;
function readFast(tree: SpanMap | undefined): JournalBlock | undefined {
	if (tree === undefined) return undefined;
	if (fastReads++ % 1024 === 64) keepShapes();
	return readBlock(new SpanFields(tree));
}

function parseChecked(source: string): ParseResult {
	const fast = source.length <= MAX_BLOCK_CHARS ? readFast(readYamlTree(source, MAX_BLOCK_KEYS)) : undefined;
	return fast ? { ok: true, block: fast } : parseSlow(source);
}

function parseSlow(source: string): ParseResult {
	const tooBig = sizeProblem(source);
	if (tooBig) return { ok: false, errors: [tooBig] };
	const { doc, lines } = parseYaml(source);
	if (doc.errors.length > 0) {
		return {
			ok: false,
			errors: doc.errors.map((e) => ({ line: e.linePos?.[0]?.line ?? 1, message: `The YAML is broken: ${(e.message.split('\n')[0] ?? '').replace(/:\s*$/, '.')}` })),
		};
	}
	const numbers = numberProblems(doc, lines);
	if (numbers.length > 0) return { ok: false, errors: numbers };
	if (!isMap(doc.contents)) {
		return { ok: false, errors: [{ line: 1, message: 'An iron-move block should be a set of "key: value" lines, starting with "v: 1".' }] };
	}
	const r = new FieldReader(doc.contents, lines);
	const block = readBlock(r);
	if (r.errors.length > 0 || !block) return { ok: false, errors: dedupe(r.errors) };
	return { ok: true, block };
}

/** Reads a whole block, or undefined with the problems in the reader's errors. */
function readBlock(r: Fields): JournalBlock | undefined {
	const v = r.int('v', { required: true });
	if (v !== undefined && v !== BLOCK_VERSION) r.fail('v', `This block is version ${v}; this Iron Ledger reads version ${BLOCK_VERSION}.`);
	const kind = r.string('kind', true);
	if (kind !== undefined && !BLOCK_KINDS.includes(kind as BlockKind)) {
		r.fail('kind', `Unknown kind ${quoted(kind)}: use one of ${BLOCK_KINDS.join(', ')}.`);
	}
	const block = readKind(r, kind as BlockKind);
	return r.errors.length > 0 ? undefined : block;
}

function dedupe(errors: BlockError[]): BlockError[] {
	const seen = new Set<string>();
	return errors
		.filter((e) => (seen.has(`${e.line}:${e.message}`) ? false : (seen.add(`${e.line}:${e.message}`), true)))
		.sort((a, b) => a.line - b.line);
}

function readKind(r: Fields, kind: BlockKind | undefined): JournalBlock | undefined {
	const move = readMove(r);
	const by = r.string('by');
	// No `delete`, no spreads: each made reading a block several times slower. The keys go in
	// the order they always had (who, the extras, oracles, changes), so a block prints the same.
	type Common = Partial<JournalBlock> & Pick<JournalBlock, 'oracles' | 'changes' | 'extra'>;
	const head: Partial<JournalBlock> = {};
	if (by !== undefined) head.by = by;
	readCommonExtras(r, head);
	const oracles = readEach(r.children('oracles'), (c) => { const o = readOracle(c); return o ? [o] : []; });
	const changes = readChanges(r);
	const undone = r.bool('undone');
	const played = readPlayed(r);
	if (played) head.played = played;
	const common = head as Common;
	common.oracles = oracles;
	common.changes = changes;
	common.extra = {};
	if (move) common.move = move;
	if (undone) common.undone = undone;
	let block: JournalBlock | undefined;
	switch (kind) {
		case 'action': {
			const statName = r.string('stat');
			const statValue = r.int('stat_value', REQUIRED_PLUS_MINUS_10);
			const adds = readAdds(r);
			const action = r.int('action_die', ACTION_DIE);
			const challenge = r.dicePair('challenge');
			const momentum = r.int('momentum', MOMENTUM_RANGE);
			const score = r.int('score', SCORE_RANGE);
			const outcome = readOutcome(r, 'outcome');
			const match = r.bool('match', true);
			const cancelled = r.bool('action_cancelled') ?? false;
			const rerolled = readEach(r.children('rerolled'), (c) => {
				const die = c.string('die', true);
				const from = c.int('from', { required: true, min: 1, max: 10 });
				const to = c.int('to', { required: true, min: 1, max: 10 });
				if (die !== undefined && !['action', 'challenge_1', 'challenge_2'].includes(die)) c.fail('die', '"die" should be action, challenge_1 or challenge_2.');
				return die === undefined || from === undefined || to === undefined ? [] : [{ die: die as 'action', from, to }];
			});
			const burnReader = r.child('burn');
			let burn;
			if (burnReader) {
				const from = burnReader.int('from', { required: true, min: 1, max: 10 });
				const to = burnReader.int('to', { required: true, min: -6, max: 10 });
				const list = burnReader.raw('cancelled');
				const before = readOutcome(burnReader, 'outcome_before');
				if (!Array.isArray(list) || list.some((d) => typeof d !== 'number' || d < 1 || d > 10)) {
					burnReader.fail('cancelled', '"cancelled" should list the challenge dice the burn cancelled, like [5].');
				} else if (from !== undefined && to !== undefined && before) {
					burn = { from, to, cancelled: list as number[], outcomeBefore: before };
				}
			}
			if (statValue === undefined || action === undefined || !challenge || score === undefined || !outcome || match === undefined) break;
			const read: ActionBlock = (block = Object.assign(common, { kind, stat: { value: statValue }, adds, action, challenge, score, outcome, match, actionCancelled: cancelled }));
			if (statName !== undefined) read.stat.name = statName;
			if (momentum !== undefined) read.momentum = momentum;
			if (burn) read.burn = burn;
			if (rerolled.length > 0) read.rerolled = rerolled;
			break;
		}
		case 'progress': {
			const score = r.int('score', SCORE_RANGE);
			const challenge = r.dicePair('challenge');
			const outcome = readOutcome(r, 'outcome');
			const match = r.bool('match', true);
			if (score === undefined || !challenge || !outcome || match === undefined) break;
			block = Object.assign(common, { kind, score, challenge, outcome, match });
			break;
		}
		case 'no_roll': {
			const text = r.string('text');
			if (!move) {
				r.fail('move', 'A move without a roll needs "move" (its Datasworn id).');
				break;
			}
			block = Object.assign(common, { kind, move }, text !== undefined ? { text } : {});
			break;
		}
		case 'oracle': {
			const roll = readOracle(r);
			if (!roll) break;
			block = Object.assign(common, { kind, roll });
			break;
		}
		case 'ask': {
			const question = r.string('question');
			const odds = r.string('odds', true);
			const style = r.string('style', true);
			const roll = r.int('roll', PERCENTILE);
			const answer = r.string('answer', true);
			const match = r.bool('match', true);
			if (style !== undefined && style !== 'classic' && style !== 'starforged') r.fail('style', '"style" should be classic or starforged.');
			if (answer !== undefined && answer !== 'yes' && answer !== 'no') r.fail('answer', '"answer" should be yes or no.');
			if (!odds || !style || roll === undefined || !answer || match === undefined) break;
			const read: AskBlock = (block = Object.assign(common, { kind, odds, style: style as 'classic', roll, yes: answer === 'yes', match }));
			if (question !== undefined) read.question = question;
			const pick = r.child('pick');
			if (pick) {
				const likely = pick.string('likely', true);
				const other = pick.string('other', true);
				pick.string('result');
				if (likely !== undefined && other !== undefined) read.pick = { likely, other };
			}
			break;
		}
		case 'sheet': {
			const what = r.string('what', true);
			if (what === undefined) break;
			block = Object.assign(common, { kind, what });
			break;
		}
		case 'template':
			block = readTemplateKind(r, common);
			break;
		default:
			break;
	}
	if (block) block.extra = r.unread();
	return block;
}
