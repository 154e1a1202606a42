import { type AbilityOffer, abilityEffectsOn, abilityOffers, gainsOn } from '../assets/ability-offers';
import type { RulesetContent } from '../content/library';
import type { AbilityRecord, JournalBlock, RerollRecord } from '../journal/block';
import { cursedDieGains, cursedDieOf, cursedReroll, rollsCursedDie, throwCursedDie, withCursedDie } from '../moves/sundered-isles/cursed-die';
import { type EffectReport, applyEffect } from '../moves/engine/effects';
import type { Situation } from '../moves/engine/situation';
import type { StateView } from '../moves/engine/state-view';
import { burnWouldImprove, companionInTrouble, resolveActionRoll } from '../rules/action-roll';
import type { Add } from '../rules/adds';
import type { DiceSource } from '../rules/dice';
import type { Outcome } from '../rules/outcome';
import type { ActionMoveRoll } from './make-move';
import { MoveInputError } from './move-stats';
import { connectionOffers } from './connections';

export type RerollDie = RerollRecord['die'];

const DIE_WORDS: Record<RerollDie, string> = { action: 'the action die', challenge_1: 'the first challenge die (c1)', challenge_2: 'the second challenge die (c2)' };

/** The asset abilities a move uses: offered before the roll, their adds in it, their rerolls and gains after. */
export class TurnAbilities {
	private used: AbilityOffer[] = [];
	readonly rerolled: RerollRecord[] = [];
	/** The cursed die of this roll (Sundered Isles), and whether its 10 on a miss rerolled the dice. */
	private cursed?: number;
	private skullRerolled = false;

	constructor(
		private readonly scope: RulesetContent,
		private readonly view: StateView,
		private readonly situation: Situation,
	) {}

	/** What the sheet's marked abilities offer this move, rolled with these stats. */
	offers(rolled: readonly string[]): AbilityOffer[] {
		const c = this.situation.character;
		if (!c) return [];
		// A connection's help is offered with the assets', and confirmed the same way (SF-13, SF-15).
		return [...abilityOffers(this.scope, (k) => this.view.get(c, k), this.situation.moveId, rolled), ...connectionOffers(this.situation)];
	}

	use(offers: readonly AbilityOffer[]): void {
		const blocked = offers.find((o) => o.unavailable);
		if (blocked) throw new MoveInputError(`${blocked.name} cannot be used: ${blocked.unavailable}.`);
		this.used = [...offers];
	}

	get taken(): readonly AbilityOffer[] {
		return this.used;
	}

	/**
	 * AR-20: the companions whose ability helped a roll with a 1 on the action die. A companion
	 * leveraged is put at risk: the move's bad outcome (a weak hit's cost, a miss) involves it.
	 */
	companionsInTrouble(actionDie: number, outcome: Outcome): string[] {
		if (!companionInTrouble(actionDie) || outcome === 'strong_hit') return [];
		const names = this.used.filter((o) => o.ability.includes('/companion/')).map((o) => o.name.split(': ')[0] ?? o.name);
		return [...new Set(names)];
	}

	adds(): Add[] {
		return this.used.flatMap((o) => o.benefits.flatMap((b) => (b.kind === 'add' ? [{ value: b.value, reason: o.name }] : [])));
	}

	/** The dice the used abilities let the player roll again. */
	rerollable(): RerollDie[] {
		const kinds = new Set(this.used.flatMap((o) => o.benefits.flatMap((b) => (b.kind === 'reroll' ? [b.dice] : []))));
		const dice: RerollDie[] = [];
		if (kinds.has('any') || kinds.has('action')) dice.push('action');
		if (kinds.has('any') || kinds.has('challenge')) dice.push('challenge_1', 'challenge_2');
		return dice;
	}

	/** Rolls the chosen dice again and resolves the roll anew; the block records each die's old and new face. */
	reroll(rolled: ActionMoveRoll, dies: readonly RerollDie[], dice: DiceSource): ActionMoveRoll {
		// "Reroll any dice" is one throw of a subset (AR-15): a die named twice would silently roll once.
		const twice = dies.find((d, i) => dies.indexOf(d) !== i);
		if (twice) throw new MoveInputError(`A reroll throws each die once: ${DIE_WORDS[twice]} is named twice.`);
		const allowed = this.rerollable();
		const wrong = dies.find((d) => !allowed.includes(d));
		if (wrong) throw new MoveInputError(allowed.length ? `The abilities used let you reroll ${allowed.join(', ')}, not ${wrong}.` : 'No ability used on this move lets you reroll.');
		return this.rerollDice(rolled, dies, dice);
	}

	private rerollDice(rolled: ActionMoveRoll, dies: readonly RerollDie[], dice: DiceSource): ActionMoveRoll {
		let action = rolled.roll.action;
		const challenge: [number, number] = [...rolled.roll.challenge];
		for (const die of new Set(dies)) {
			const to = die === 'action' ? dice.roll(6) : dice.roll(10);
			const from = die === 'action' ? action : challenge[die === 'challenge_1' ? 0 : 1];
			if (die === 'action') action = to;
			else challenge[die === 'challenge_1' ? 0 : 1] = to;
			this.rerolled.push({ die, from, to });
		}
		const roll = resolveActionRoll({ stat: rolled.roll.stat, adds: rolled.roll.adds, momentum: rolled.input.momentum, action, challenge });
		return { input: rolled.input, roll, burnImproves: burnWouldImprove(roll, rolled.input.momentum) };
	}

	/**
	 * The cursed die an asset adds to the roll (the Chattering Skull), thrown after the roll's
	 * three; a 10 on a miss rerolls all three at once (src/moves/sundered-isles/cursed-die.ts).
	 */
	withCursedRoll(rolled: ActionMoveRoll, dice: DiceSource): ActionMoveRoll {
		const c = this.situation.character;
		if (!c || !rollsCursedDie((k) => this.view.get(c, k))) return rolled;
		this.cursed = throwCursedDie(dice);
		this.skullRerolled = cursedReroll(this.cursed, rolled.roll.outcome);
		return this.skullRerolled ? this.rerollDice(rolled, ['action', 'challenge_1', 'challenge_2'], dice) : rolled;
	}

	/** The block with the cursed die in it; a block read back (a later burn) gives its own. */
	withCursedDie(block: JournalBlock): JournalBlock {
		const out = withCursedDie(block, this.cursed);
		this.cursed = cursedDieOf(out);
		return out;
	}

	/** A weak hit that an ability counts as a strong hit. */
	upgrade(outcome: Outcome): Outcome | undefined {
		return outcome === 'weak_hit' && this.used.some((o) => o.benefits.some((b) => b.kind === 'upgrade')) ? 'strong_hit' : undefined;
	}

	/** "+1 momentum on a hit" and the like, after the move's own effects; "+N harm" and "+1 on your next move" too (`burned`: a burn improved the result). */
	applyGains(outcome: Outcome, report: EffectReport, burned = false): void {
		for (const g of gainsOn(this.used, outcome)) {
			applyEffect(this.view, this.situation, { kind: 'gauge', gauge: g.gauge, amount: g.amount }, report);
			report.notes.push(`${g.name}: ${g.amount >= 0 ? '+' : '−'}${Math.abs(g.amount)} ${g.gauge.replace('_', ' ')}.`);
		}
		cursedDieGains(this.view, this.situation, this.cursed, outcome, this.skullRerolled, report);
		for (const a of abilityEffectsOn(this.used, outcome, burned)) {
			for (const e of a.effects) applyEffect(this.view, this.situation, e, report);
			report.notes.push(a.note);
		}
	}

	records(): AbilityRecord[] {
		const seen = new Set<string>();
		return this.used.flatMap((o) => (seen.has(o.ability) ? [] : (seen.add(o.ability), [{ ability: o.ability, name: o.name }])));
	}
}
