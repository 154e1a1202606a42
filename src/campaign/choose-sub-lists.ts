import { ChoiceError, type OfferedChoice } from '../moves/engine/evaluate';
import type { ChoiceSpec, MoveModel, OutcomeSpec } from '../moves/model';
import type { MoveTurn } from '../play/turn';
import type { DiceSource } from '../rules/dice';

/**
 * Where a choice stands beside the others of its outcome: `free` for an ordinary choice; a
 * sub-list ("or two suffer moves (−1)") is `waiting` until its parent choice is made, `open`
 * when the parent's pick was the option that leads to it, and `settled` otherwise.
 */
export type ListState = 'free' | 'waiting' | 'open' | 'settled';

export interface ListStanding {
	state: ListState;
	/** For a sub-list: the parent choice's option texts, and the one that opens the sub-list. */
	parent?: readonly string[];
	opener?: string;
}

type Texts = readonly string[];
/** Choices as the journal records them: their options and, once made, what was chosen. */
type Choices = readonly { options: Texts; chosen?: Texts | undefined }[];

const same = (a: Texts, b: Texts) => a.length === b.length && a.every((t, i) => t === b[i]);
const textsOf = (c: ChoiceSpec | OfferedChoice): Texts => c.options.map((o) => o.text);

function outcomeSpecs(model: MoveModel): OutcomeSpec[] {
	return [...Object.values(model.outcomes), ...Object.values(model.onMatch ?? {}), ...(model.noRoll ? [model.noRoll] : [])].filter((s): s is OutcomeSpec => s !== undefined);
}

/**
 * The standing of the choice whose options read `options`. Choices are found by their texts,
 * as the journal records them, so a block written by an older version is read the same way.
 * `chosenOf` gives what another choice picked (by its option texts), undefined while it is open.
 */
export function listStanding(model: MoveModel | undefined, options: Texts, chosenOf: (options: Texts) => Texts | undefined): ListStanding {
	for (const spec of model ? outcomeSpecs(model) : []) {
		const choices = spec.choices ?? [];
		const own = choices.find((c) => same(textsOf(c), options));
		if (!own) continue;
		const parent = own.after ? choices[own.after.choice] : undefined;
		const opener = own.after ? parent?.options[own.after.option]?.text : undefined;
		if (!parent || opener === undefined) return { state: 'free' };
		const parentTexts = textsOf(parent);
		const picked = chosenOf(parentTexts);
		const state: ListState = !picked ? 'waiting' : picked.includes(opener) ? 'open' : 'settled';
		return { state, parent: parentTexts, opener };
	}
	return { state: 'free' };
}

/** Whether a choice may be picked from now: an ordinary one, or a sub-list its parent opened. */
export const canPick = (standing: ListStanding): boolean => standing.state === 'free' || standing.state === 'open';

/** A chooser of texts for `listStanding`, from lists of options and what each chose. */
export function chosenFrom(records: Choices): (options: Texts) => Texts | undefined {
	return (options) => records.find((r) => same(r.options, options))?.chosen;
}

/** The texts each choice picks with these numbers, added to what the block already records. */
export function withPicks(records: Choices, numbered: readonly OfferedChoice[], numbers: readonly number[]): (options: Texts) => Texts | undefined {
	return (options) => {
		const made = chosenFrom(records)(options);
		if (made) return made;
		const list = numbered.find((c) => same(textsOf(c), options));
		const picked = list?.options.filter((o) => numbers.includes(o.n)).map((o) => o.text) ?? [];
		return picked.length > 0 ? picked : undefined;
	};
}

/**
 * Refuses picks of a choice the block has made, and of a sub-list its parent's pick did not
 * open: the engine would apply them, but the block has no open choice to record them in.
 * At roll time (no records yet) it checks the picks given together (`move --choose 1,9`).
 */
export function refuseClosedPicks(model: MoveModel | undefined, records: Choices, numbered: readonly OfferedChoice[], numbers: readonly number[]): void {
	const withThese = withPicks(records, numbered, numbers);
	for (const n of numbers) {
		const list = numbered.find((c) => c.options.some((o) => o.n === n));
		if (!list) continue;
		const made = chosenFrom(records)(textsOf(list));
		const standing = listStanding(model, textsOf(list), withThese);
		const parentMade = standing.parent ? chosenFrom(records)(standing.parent) : undefined;
		const already = made ?? (standing.state === 'settled' ? parentMade : undefined);
		if (already) throw new ChoiceError(`The choice of this block is already made: ${already.length > 0 ? already.join('; ') : 'nothing was picked'}.`);
		if (!canPick(standing)) {
			const opener = numbered.flatMap((c) => c.options).find((o) => o.text === standing.opener);
			const text = list.options.find((o) => o.n === n)?.text ?? '';
			throw new ChoiceError(`Option ${n} (${text}) is one of a list that opens only with option ${opener?.n ?? '?'} (${standing.opener ?? ''}).`);
		}
	}
}

/**
 * Picks made with the roll (`move --choose`), under the rules `choose` keeps: one pick of a
 * list, a sub-list only after its opener; then a sub-list the picks passed by is settled with
 * nothing picked, not left open in the block.
 */
export function chooseWithRoll(turn: MoveTurn, numbers: readonly number[], dice?: DiceSource): void {
	refuseClosedPicks(turn.model, [], turn.choices, numbers);
	const chosen = turn.choose(numbers, dice).chosen;
	const chosenOf = (options: Texts) => {
		const list = turn.choices.find((c) => same(textsOf(c), options));
		return list ? chosen.get(list.group) : undefined;
	};
	for (const c of turn.openChoices()) if (listStanding(turn.model, textsOf(c), chosenOf).state === 'settled') turn.decline(c.group);
}
