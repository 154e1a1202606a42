import type { Outcome } from '../../rules/outcome';
import { isRank, rankNumber } from '../../rules/progress';
import type { MoveModel } from '../model';
import type { EffectReport } from './effects';
import type { Situation } from './situation';
import type { StateView } from './state-view';
import { coreOf } from '../../content/rulesets';

/** When unsure of the foe (or with no fight track), harm, stress and losses are 2. */
export const DEFAULT_LOSS = 2;

/** The fight the move is made in: the track given to it, when that track is a fight. */
export function fightTrack(view: StateView, s: Situation): string | undefined {
	return s.track && view.get(s.track, 'kind') === 'fight' ? s.track : undefined;
}

/** The harm, stress or loss a foe inflicts: its rank, 1 (troublesome) to 5 (epic); +1 once you bared yourself in this duel (CB-17). */
export function foeLoss(view: StateView, s: Situation): number | undefined {
	const t = fightTrack(view, s);
	const rank = t ? view.get(t, 'rank') : undefined;
	if (!isRank(rank)) return undefined;
	return rankNumber(rank) + (t && view.get(t, BARED) === true ? 1 : 0);
}

/** The boasts of Draw the Circle that change harm are kept on the duel's track: they last as long as the fight. */
export const HOLD_NO_IRON = 'hold_no_iron';
export const BARED = 'bare_yourself';
/** On the character: the fight of its last roll in any fight, so a strong hit elsewhere is not "right before" (CB-12). */
export const LAST_FIGHT = 'last_fight';

/** The harm before "+N harm": the sheet's weapon (2 when unset), or 1 in a duel where you hold no iron (CB-08). */
export function baseHarm(view: StateView, s: Situation, track: string): number {
	if (view.get(track, HOLD_NO_IRON) === true) return 1;
	const c = s.character;
	return c && typeof view.get(c, 'weapon_harm') === 'number' ? view.num(c, 'weapon_harm') : 2;
}

/**
 * End the Fight comes only right after a strong hit on a decisive move (CB-12): every action
 * roll made on a classic fight's track says on the track whether it was one.
 */
export function markDecisive(view: StateView, s: Situation, outcome: Outcome | undefined): void {
	const t = fightTrack(view, s);
	if (coreOf(s.ruleset) === 'starforged' || !t || !outcome || !s.roll || s.roll.progress) return;
	const strong = outcome === 'strong_hit';
	if ((view.get(t, 'decisive') === true) !== strong) view.set(t, 'decisive', strong);
	// The track alone cannot know of a later roll in another fight: the sheet names the fight rolled in last.
	if (s.character && view.get(s.character, LAST_FIGHT) !== t) view.set(s.character, LAST_FIGHT, t);
}

const setsInitiative = (model: MoveModel) => JSON.stringify(model).includes('"kind":"initiative"');

/**
 * Classic's default rule in a fight (CB-04, CB-05): a strong hit takes or keeps initiative, a
 * weak hit or a miss loses it, unless the move says otherwise; suffer moves included.
 */
export function defaultInitiative(model: MoveModel, view: StateView, s: Situation, outcome: Outcome | undefined, report: EffectReport): void {
	if (coreOf(s.ruleset) === 'starforged' || !outcome || !s.roll || s.roll.progress || !s.character || !fightTrack(view, s) || setsInitiative(model)) return;
	const has = outcome === 'strong_hit';
	// Aiding an ally, both have initiative or both lose it (CB-19).
	if (s.aid && (view.get(s.aid, 'initiative') === true) !== has) view.set(s.aid, 'initiative', has);
	if ((view.get(s.character, 'initiative') === true) === has) return;
	view.set(s.character, 'initiative', has);
	report.notes.push(has ? 'A strong hit in a fight: you have initiative.' : 'A weak hit or miss in a fight: you lose initiative.');
}
