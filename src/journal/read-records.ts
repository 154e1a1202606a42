import { PLAYED_AT, type PlayStamp } from './play-order';

/**
 * The records inside a block, read from its fields: the move, an outcome, oracle rolls, the
 * changes, adds, choices and follow-ups. parse.ts reads each kind of block with them.
 */
import type { Outcome } from '../rules/outcome';
import { type AddRecord, type ChoiceRecord, type FollowUpRecord, type JournalBlock, type MoveRef, type OracleRecord, type StateChange, outcomeFromWords } from './block';
import { type Fields, readEach } from './fields';
import { MAX_ROLL_DEPTH, ORACLE_ROLL } from './limits';
import { quoted } from './one-line';

const REQUIRED_PLUS_MINUS_10 = { required: true, min: -10, max: 10 };
/** The Sundered Isles' cursed die is a d10. */
const CURSED_DIE = { min: 1, max: 10 };

export function readMove(r: Fields): MoveRef | undefined {
	const id = r.string('move');
	const name = r.string('name');
	if (id === undefined) return undefined;
	if (!/^[a-z_.]+:[\w/.-]+$/.test(id)) return r.fail('move', `"move" should be a Datasworn id like move:classic/adventure/face_danger, not ${quoted(id)}.`);
	return { id, name: name ?? id };
}

export function readOutcome(r: Fields, key: string): Outcome | undefined {
	const words = r.string(key, true);
	if (words === undefined) return undefined;
	return outcomeFromWords(words) ?? r.fail(key, `"${key}" should be strong hit, weak hit or miss, not ${quoted(words)}.`);
}

/** `rerolled`: the dice rolled and rolled again before the result, each a roll the table's die can give. */
function readRerolled(r: Fields): number[] | undefined {
	const v = r.raw('rerolled');
	if (v === undefined) return undefined;
	const ok = Array.isArray(v) && v.length > 0 && v.length <= MAX_REROLLED && v.every((x) => Number.isInteger(x) && x >= ORACLE_ROLL.min && x <= ORACLE_ROLL.max);
	return ok ? (v as number[]) : r.fail('rerolled', `"rerolled" should list the dice rolled again before this result, like [98] (at most ${MAX_REROLLED}).`);
}

/** The rules roll again at most 50 times for one result (src/rules/oracle-table.ts), so 51 dice at most. */
const MAX_REROLLED = 51;

export function readOracle(r: Fields, depth = 0): OracleRecord | undefined {
	const oracle = r.string('oracle', true);
	const name = r.string('table');
	const roll = r.int('roll', ORACLE_ROLL);
	const result = r.string('result', true);
	// Rolls nested past the limit are refused, not dropped: a block rewritten after reading (undo, choose) would lose them.
	const nested = r.children('rolls');
	if (nested.length > 0 && depth >= MAX_ROLL_DEPTH) r.fail('rolls', `Rolls nest more than ${MAX_ROLL_DEPTH} deep here; a journal entry holds at most ${MAX_ROLL_DEPTH}.`);
	const rolls = depth >= MAX_ROLL_DEPTH ? [] : nested.map((c) => readOracle(c, depth + 1));
	const worse = r.bool('worse');
	const duplicate = r.bool('duplicate');
	const duplicateWords = r.string('duplicate_words');
	if (duplicateWords !== undefined && !duplicate) r.fail('duplicate_words', '"duplicate_words" says what a duplicate means: it goes only with duplicate: true.');
	const repeated = r.bool('repeated');
	const rerolled = readRerolled(r);
	const cursedDie = r.int('cursed_die', CURSED_DIE);
	const curse = r.string('curse');
	if (curse !== undefined && curse !== 'replace' && curse !== 'add') r.fail('curse', `"curse" should be replace or add, not ${quoted(curse)}.`);
	if (oracle === undefined || roll === undefined || result === undefined || rolls.some((x) => !x)) return undefined;
	const out: OracleRecord = { oracle, name: name ?? oracle, roll, result, rolls: rolls as OracleRecord[] };
	if (worse) out.worse = true;
	if (duplicate) out.duplicate = true;
	if (duplicateWords !== undefined) out.duplicateWords = duplicateWords;
	if (repeated) out.repeated = true;
	if (rerolled) out.rerolled = rerolled;
	if (cursedDie !== undefined) out.cursedDie = cursedDie;
	if (curse === 'replace' || curse === 'add') out.curse = curse;
	return out;
}

export function readChanges(r: Fields): StateChange[] {
	const out: StateChange[] = [];
	for (const c of r.children('changes')) {
		const note = c.string('note', true);
		const key = c.string('key', true);
		if (!c.has('from')) c.fail('from', '"from" is missing.');
		if (!c.has('to')) c.fail('to', '"to" is missing.');
		if (note !== undefined && key !== undefined) out.push({ note, key, from: c.raw('from') ?? null, to: c.raw('to') ?? null });
	}
	return out;
}

export function readAdds(r: Fields): AddRecord[] {
	return readEach(r.children('adds'), (c) => {
		const value = c.int('value', REQUIRED_PLUS_MINUS_10);
		const reason = c.string('reason') ?? '';
		return value === undefined ? [] : [{ value, reason }];
	});
}

function readTextList(r: Fields, key: string): string[] | undefined {
	const v = r.raw(key);
	if (v === undefined) return undefined;
	if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) return r.fail(key, `"${key}" should be a list of text lines.`);
	return v as string[];
}

function readChoices(r: Fields): ChoiceRecord[] {
	return readEach(r.children('choices'), (c): ChoiceRecord[] => {
		const pick = c.int('pick', { required: true, min: 0, max: 20 });
		const options = readTextList(c, 'options');
		const chosen = readTextList(c, 'chosen');
		const upTo = c.bool('up_to');
		const repeats = c.bool('repeats');
		if (pick === undefined || !options) return options ? [] : (c.fail('options', '"options" is missing.'), []);
		const out: ChoiceRecord = { pick, options };
		if (upTo) out.upTo = true;
		if (repeats) out.repeats = true;
		if (chosen) out.chosen = chosen;
		return [out];
	});
}

function readFollowUps(r: Fields): FollowUpRecord[] {
	return readEach(r.children('follow_ups'), (c): FollowUpRecord[] => {
		const move = c.string('move', true);
		const name = c.string('name');
		const magnitude = c.int('magnitude', { min: 0, max: 20 });
		const note = c.string('note');
		if (move === undefined) return [];
		return [{ move, name: name ?? move, ...(magnitude !== undefined ? { magnitude } : {}), ...(note ? { note } : {}) }];
	});
}

/** The keys every kind may carry: who, which track, what was chosen and what comes next; set on `out`. */
export function readCommonExtras(r: Fields, out: Partial<JournalBlock>): void {
	const track = r.string('track');
	const clock = r.string('clock');
	const countsAs = r.has('counts_as') ? readOutcome(r, 'counts_as') : undefined;
	const override = readTextList(r, 'override');
	const cut = readTextList(r, 'cut');
	const choices = readChoices(r);
	const followUps = readFollowUps(r);
	const abilities = readEach(r.children('abilities'), (c) => {
		const ability = c.string('ability', true);
		const name = c.string('name');
		return ability === undefined ? [] : [{ ability, name: name ?? ability }];
	});
	if (abilities.length > 0) out.abilities = abilities;
	if (track !== undefined) out.track = track;
	if (clock !== undefined) out.clock = clock;
	if (countsAs) out.countsAs = countsAs;
	if (override) out.override = override;
	if (cut) out.cut = cut;
	if (choices.length > 0) out.choices = choices;
	if (followUps.length > 0) out.followUps = followUps;
}

/** `at` and `seq`, the block's place in play order (play-order.ts): both or neither, `at` in its one shape. */
export function readPlayed(r: Fields): PlayStamp | undefined {
	const at = r.string('at');
	const seq = r.int('seq', { min: 0, max: 999_999_999 });
	if (at === undefined && seq === undefined) return undefined;
	if (at === undefined) return r.fail('seq', '`seq` goes with `at`, the time the block was played: add `at` or remove `seq`.');
	if (!PLAYED_AT.test(at)) return r.fail('at', `\`at\` must be a time like 2026-11-28T14:33:13.123Z (UTC), not ${JSON.stringify(at)}.`);
	return { at, seq: seq ?? 0 };
}
