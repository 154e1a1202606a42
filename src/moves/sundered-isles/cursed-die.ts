/**
 * The cursed die an asset adds to a move (Sundered Isles' Chattering Skull): "When you make a
 * move in its presence, add a cursed die (ten-sided) to the roll. If that die rolls a 10 … If
 * you rolled a miss, reroll all dice. If you miss again, the skull leads you astray. If you
 * rolled a hit, take +1 momentum and add +1 on your next related move." With its second ability,
 * a match with a 10 on the cursed die marks a box of bonds legacy. A sheet with the skull's
 * first ability marked makes every action roll in its presence: the die is rolled after the
 * three of the roll, and kept in the block as `cursed_die`.
 */
import type { JournalBlock } from '../../journal/block';
import { CURSED_DIE_SIDES, CURSE_FACE } from '../../rules/cursed-die';
import type { DiceSource } from '../../rules/dice';
import type { Outcome } from '../../rules/outcome';
import { type EffectReport, applyEffect } from '../engine/effects';
import type { Situation } from '../engine/situation';
import type { StateView } from '../engine/state-view';

const SKULL = 'asset.ability:sundered_isles/companion/chattering_skull';
/** The block's key for the die (an action block's, beside `action_die` and `challenge`). */
export const CURSED_DIE_KEY = 'cursed_die';

const marked = (get: (key: string) => unknown, ability: string) => {
	const abilities = get('asset_abilities');
	return Array.isArray(abilities) && abilities.includes(ability);
};

/** Whether this sheet's moves roll a cursed die: the Chattering Skull's first ability is marked. */
export const rollsCursedDie = (get: (key: string) => unknown): boolean => marked(get, `${SKULL}.0`);

export const throwCursedDie = (dice: DiceSource): number => dice.roll(CURSED_DIE_SIDES);

/** A 10 on a miss rerolls the action die and both challenge dice. */
export const cursedReroll = (die: number | undefined, outcome: Outcome): boolean => die === CURSE_FACE && outcome === 'miss';

/** The cursed die a block was rolled with, if any. */
export function cursedDieOf(block: JournalBlock): number | undefined {
	const v = block.kind === 'action' ? block.extra[CURSED_DIE_KEY] : undefined;
	return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= CURSED_DIE_SIDES ? v : undefined;
}

/** The block with its cursed die recorded (a block read back keeps the one it has). */
export function withCursedDie(block: JournalBlock, die: number | undefined): JournalBlock {
	if (die === undefined || block.kind !== 'action' || cursedDieOf(block) !== undefined) return block;
	return { ...block, extra: { ...block.extra, [CURSED_DIE_KEY]: die } };
}

/** What the cursed die does once the outcome is known; `rerolled`: the 10 on a miss rerolled the dice. */
export function cursedDieGains(view: StateView, s: Situation, die: number | undefined, outcome: Outcome, rerolled: boolean, r: EffectReport): void {
	const c = s.character;
	if (die === undefined || !c) return;
	if (die !== CURSE_FACE) {
		r.notes.push(`Chattering Skull: the cursed die shows ${die}.`);
		return;
	}
	if (outcome === 'miss') {
		r.notes.push(`Chattering Skull: the cursed die shows 10${rerolled ? ', all dice were rerolled, and you missed again' : ' on a miss'}: the skull leads you astray.`);
	} else if (rerolled) {
		// The reroll was the miss's insight: the hit it gave brings nothing more.
		r.notes.push('Chattering Skull: the cursed die showed 10 on a miss, and all dice were rerolled.');
	} else {
		applyEffect(view, s, { kind: 'gauge', gauge: 'momentum', amount: 1 }, r);
		applyEffect(view, { ...s, moveName: 'Chattering Skull' }, { kind: 'next_move', add: 1 }, r);
		r.notes.push('Chattering Skull: the cursed die shows 10 on a hit; you glean insight: +1 momentum, and +1 on your next related move.');
	}
	if (s.roll?.match && marked((k) => view.get(c, k), `${SKULL}.1`)) {
		applyEffect(view, s, { kind: 'legacy', track: 'bonds', reward: 4 }, r);
		r.notes.push('Chattering Skull: a match with a 10 on the cursed die; you learn of the skull’s history: 1 box on your bonds legacy.');
	}
}
