import type { JournalBlock, OracleRecord } from './block';
import { BlockLimitError, MAX_ROLL_DEPTH, sizeProblem } from './limits';
import { MAX_TEXT_CHARS, capText } from '../rules/oracle-text-cap';

/**
 * The block as the journal takes it: each text the player typed (a question, an option, a
 * reason, who rolled, a track or clock, what was done) cut at MAX_TEXT_CHARS (oracle-text-cap.ts), the cut marked in
 * the text and listed in `cut`. `cuts` says what this fitting cut, for the command's output.
 * Fitting a fitted block changes nothing, so a block rewritten (undo, choose) is not cut again.
 * Texts that `journal check` works out again (a template's filled text, a Datasworn result)
 * are never cut here: what makes them is capped where they are made (templates, oracle-budget).
 */
export function fitForJournal(block: JournalBlock): { block: JournalBlock; cuts: string[] } {
	const cuts = new Set<string>();
	const cap = (text: string, what: string) => {
		const kept = capText(text);
		if (kept !== text) cuts.add(`${what} was cut at ${MAX_TEXT_CHARS} characters.`);
		return kept;
	};
	const out = { ...block };
	if (out.by !== undefined) out.by = cap(out.by, 'Who rolled (by)');
	if (out.track !== undefined) out.track = cap(out.track, 'The track');
	if (out.clock !== undefined) out.clock = cap(out.clock, 'The clock');
	if (out.kind === 'action') out.adds = out.adds.map((a) => ({ ...a, reason: cap(a.reason, 'The reason for the adds') }));
	if (out.kind === 'sheet') out.what = cap(out.what, 'What was done');
	if (out.kind === 'ask') {
		if (out.question !== undefined) out.question = cap(out.question, 'The question');
		if (out.pick) out.pick = { likely: cap(out.pick.likely, 'The first option'), other: cap(out.pick.other, 'The second option') };
	}
	if (cuts.size === 0) return { block, cuts: [] };
	out.cut = [...new Set([...(block.cut ?? []), ...cuts])];
	return { block: out, cuts: [...cuts] };
}

/** How deep the record's nested rolls go under it, counted no further than one past `left`. */
function depthOf(record: OracleRecord, left: number): number {
	if (record.rolls.length === 0) return 0;
	// Past the limit the answer is known: a forged block of thousands of levels is not walked.
	if (left === 0) return 1;
	let deepest = 0;
	for (const nested of record.rolls) deepest = Math.max(deepest, 1 + depthOf(nested, left - 1));
	return deepest;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Refuses a written block the reader would refuse: the same size and key count (limits.ts),
 * and rolls no deeper than it reads. Nothing is written then, and the player is told why.
 */
export function assertWritable(body: string, block: JournalBlock): void {
	const tooBig = sizeProblem(body);
	if (tooBig) throw new BlockLimitError(`Not written to the journal: ${lowerFirst(tooBig.message)}`);
	const records = block.kind === 'oracle' ? [block.roll, ...block.oracles] : block.oracles;
	const depth = Math.max(0, ...records.map((r) => depthOf(r, MAX_ROLL_DEPTH)));
	if (depth > MAX_ROLL_DEPTH) throw new BlockLimitError(`Not written to the journal: its rolls nest more than ${MAX_ROLL_DEPTH} deep, the most a journal entry holds.`);
}
