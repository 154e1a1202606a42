import type { ChoiceRecord, FollowUpRecord } from '../journal/block';
import type { OfferedChoice } from '../moves/engine/evaluate';
import type { FollowUp } from '../moves/model';
import type { TurnSetup } from './turn-setup';

/** A choice as the block records it: its options as written, and what was chosen once it is made. */
export function choiceRecord(c: OfferedChoice, chosen: string[] | undefined): ChoiceRecord {
	const record: ChoiceRecord = { pick: c.pick, options: c.options.map((o) => o.text) };
	if (c.upTo) record.upTo = true;
	if (c.repeats) record.repeats = true;
	if (chosen) record.chosen = chosen;
	return record;
}

/** A follow-up as the ruleset plays it: a move it replaces (Starforged's Make a Discovery, in Sundered Isles) is its new version. */
export function followUpInRuleset(setup: Pick<TurnSetup, 'content' | 'ruleset'>, f: FollowUp): FollowUp {
	const move = setup.content.ruleset(setup.ruleset).replacementOf(f.move);
	return move ? { ...f, move } : f;
}

export function followUpRecord(setup: Pick<TurnSetup, 'content' | 'ruleset'>, f: FollowUp): FollowUpRecord {
	const name = setup.content.ruleset(setup.ruleset).get(f.move)?.name ?? f.move;
	return { move: f.move, name, ...(f.magnitude !== undefined ? { magnitude: f.magnitude } : {}), ...(f.note ? { note: f.note } : {}) };
}
