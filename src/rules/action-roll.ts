import { cancelsActionDie, canBurnMomentum, diceCancelledByBurn, momentumReset } from './momentum';
import { type ChallengeDice, type Outcome, isMatch, outcomeAgainst } from './outcome';
import type { DiceSource } from './dice';

/** The action score never exceeds 10, whatever the die, stat and adds. */
export const ACTION_SCORE_CAP = 10;

export interface ActionRollInput {
	stat: number;
	adds?: number;
	/** Current momentum, when known: negative momentum may cancel the action die. */
	momentum?: number;
	action: number;
	challenge: ChallengeDice;
}

export interface ActionRollResult {
	action: number;
	stat: number;
	adds: number;
	score: number;
	challenge: ChallengeDice;
	outcome: Outcome;
	match: boolean;
	actionCancelled: boolean;
	momentum?: number;
}

export function actionScore(action: number, stat: number, adds: number, actionCancelled: boolean): number {
	const raw = (actionCancelled ? 0 : action) + stat + adds;
	return Math.min(ACTION_SCORE_CAP, raw);
}

/** Resolves an action roll from the faces shown; no dice are thrown here. */
export function resolveActionRoll(input: ActionRollInput): ActionRollResult {
	const adds = input.adds ?? 0;
	const actionCancelled = cancelsActionDie(input.momentum, input.action);
	const score = actionScore(input.action, input.stat, adds, actionCancelled);
	const result: ActionRollResult = {
		action: input.action,
		stat: input.stat,
		adds,
		score,
		challenge: input.challenge,
		outcome: outcomeAgainst(score, input.challenge),
		match: isMatch(input.challenge),
		actionCancelled,
	};
	if (input.momentum !== undefined) result.momentum = input.momentum;
	return result;
}

/** Throws the d6 and two d10 together from the dice source, then resolves. */
export function rollAction(
	dice: DiceSource,
	input: Omit<ActionRollInput, 'action' | 'challenge'>,
): ActionRollResult {
	const action = dice.roll(6);
	const challenge: ChallengeDice = [dice.roll(10), dice.roll(10)];
	return resolveActionRoll({ ...input, action, challenge });
}

export interface BurnResult {
	from: number;
	to: number;
	cancelled: [boolean, boolean];
	outcomeBefore: Outcome;
	outcome: Outcome;
}

export class BurnNotAllowedError extends Error {
	override name = 'BurnNotAllowedError';
}

/**
 * Burns momentum after an action roll: every challenge die strictly below momentum is
 * cancelled (counts as beaten), then momentum goes to its reset value. Progress rolls
 * have no momentum, so they never reach this.
 */
export function burnMomentum(roll: ActionRollResult, momentum: number, debilities: number): BurnResult {
	if (!canBurnMomentum(momentum)) {
		throw new BurnNotAllowedError(`Momentum is ${momentum}: it can be burned only when it is above 0.`);
	}
	const cancelled = diceCancelledByBurn(momentum, roll.challenge);
	return {
		from: momentum,
		to: momentumReset(debilities),
		cancelled,
		outcomeBefore: roll.outcome,
		outcome: outcomeAgainst(roll.score, roll.challenge, cancelled),
	};
}

const RANK: Record<Outcome, number> = { miss: 0, weak_hit: 1, strong_hit: 2 };

/** True when burning this momentum would give a better outcome than the roll did. */
export function burnWouldImprove(roll: ActionRollResult, momentum: number | undefined): boolean {
	if (momentum === undefined || !canBurnMomentum(momentum)) return false;
	const cancelled = diceCancelledByBurn(momentum, roll.challenge);
	return RANK[outcomeAgainst(roll.score, roll.challenge, cancelled)] > RANK[roll.outcome];
}

export function outcomeRank(outcome: Outcome): number {
	return RANK[outcome];
}

export interface RerollChoice {
	action?: boolean;
	challenge1?: boolean;
	challenge2?: boolean;
}

/**
 * "Reroll any dice": one throw of the chosen dice; the new faces stand even if worse.
 * The roll is resolved again with the same stat, adds and momentum.
 */
export function rerollDice(roll: ActionRollResult, which: RerollChoice, dice: DiceSource): ActionRollResult {
	const action = which.action ? dice.roll(6) : roll.action;
	const c1 = which.challenge1 ? dice.roll(10) : roll.challenge[0];
	const c2 = which.challenge2 ? dice.roll(10) : roll.challenge[1];
	return resolveActionRoll({ stat: roll.stat, adds: roll.adds, momentum: roll.momentum, action, challenge: [c1, c2] });
}

/** With a companion's help, an action die of 1 means the trouble involves the companion. */
export function companionInTrouble(actionDie: number): boolean {
	return actionDie === 1;
}
