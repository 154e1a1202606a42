import { moveModels } from '..';
import type { MoveModel, OutcomeSpec } from '../model';

/** Aid Your Ally's moves in each book: the model whose own outcome sends you to the move made for the ally. */
const isAidYourAlly = (m: MoveModel) => m.id.endsWith('/aid_your_ally');

function followUpsOf(spec: OutcomeSpec | undefined): string[] {
	if (!spec) return [];
	return [...(spec.followUps ?? []), ...(spec.choices ?? []).flatMap((c) => c.options.flatMap((o) => o.followUps ?? []))].map((f) => f.move);
}

let aided: Set<string> | undefined;

/**
 * The moves made in direct support of an ally, whose hit benefits go to them (SF-39, and classic
 * Aid Your Ally's Secure an Advantage): read from the Aid Your Ally models, so the data is the one list.
 */
export function aidedMoves(): ReadonlySet<string> {
	aided ??= new Set(moveModels().filter(isAidYourAlly).flatMap((m) => followUpsOf(m.noRoll)));
	return aided;
}

/** Why an ally cannot be given to this move (it is not one Aid Your Ally makes), or undefined. */
export function allyRefusal(moveId: string, moveName: string, ruleset: string, nameOf: (id: string) => string): string | undefined {
	if (aidedMoves().has(moveId)) return undefined;
	const own = [...aidedMoves()].filter((id) => id.startsWith(`move:${ruleset}/`));
	const names = [...new Set((own.length ? own : [...aidedMoves()]).map(nameOf))];
	return `${moveName} is not made for an ally: --ally is for the moves Aid Your Ally makes, ${names.join(' and ')}.`;
}
