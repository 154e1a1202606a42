import type { EffectReport } from './effects';
import type { Situation } from './situation';
import type { StateView } from './state-view';

/**
 * A discard a move calls for ("discard an asset", "discard a single asset") of an asset the
 * player names: the move cannot know which, so the sheet keeps it owed until `asset remove NAME`
 * takes one off, with the XP the move promised for its marked abilities (DV-21).
 */
export const DISCARDS_OWED = 'discards_owed';

export interface OwedDiscard {
	/** The move that called for it. */
	reason: string;
	xp_per_ability?: number;
}

/** The sheet's owed discards; an entry a hand edit spoiled is skipped, not an error. */
export function owedDiscards(value: unknown): OwedDiscard[] {
	if (!Array.isArray(value)) return [];
	return value.filter((d): d is OwedDiscard => typeof d === 'object' && d !== null && typeof (d as OwedDiscard).reason === 'string');
}

export function oweDiscard(view: StateView, s: Situation, xpPerAbility: number | undefined, r: EffectReport): void {
	const c = s.character;
	if (!c) return;
	const assets = view.get(c, 'assets');
	if (!Array.isArray(assets) || assets.length === 0) {
		r.notes.push('There is no asset on the sheet to discard.');
		return;
	}
	const entry: OwedDiscard = { reason: s.moveName ?? s.moveId };
	if (xpPerAbility) entry.xp_per_ability = xpPerAbility;
	view.set(c, DISCARDS_OWED, [...owedDiscards(view.get(c, DISCARDS_OWED)), entry]);
	r.notes.push(`Discard the asset you give up: iron-ledger asset remove NAME${xpPerAbility ? ` (${xpPerAbility} XP for each of its marked abilities)` : ''}.`);
}
