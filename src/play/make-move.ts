import type { MoveInfo } from '../content/map-move';
import type { RulesetContent } from '../content/library';
import type { ActionBlock, JournalBlock, ProgressBlock } from '../journal/block';
import { type ActionRollResult, burnMomentum, burnWouldImprove, resolveActionRoll } from '../rules/action-roll';
import { type Add, totalAdds } from '../rules/adds';
import { type Odds, resolveAsk } from '../rules/ask-the-oracle';
import type { DiceSource } from '../rules/dice';
import { canBurnMomentum } from '../rules/momentum';
import { OracleError, rollOracle } from '../rules/oracle-table';
import { rollWithCursedDie } from '../rules/cursed-die';
import { resolveProgressRoll } from '../rules/progress';
import { coreOf, oracleStyleOf } from '../content/rulesets';
import { actionBlock, askBlock, moveRef, noRollBlock, oracleBlock, oracleRecord, progressBlock } from './blocks-from-rolls';
import { type ChosenStat, MoveInputError } from './move-stats';

/** The dice of an action roll, thrown together. */
export function throwActionDice(dice: DiceSource): { action: number; challenge: [number, number] } {
	return { action: dice.roll(6), challenge: [dice.roll(10), dice.roll(10)] };
}

export interface ActionMoveInput {
	move?: MoveInfo;
	stat: ChosenStat;
	adds: readonly Add[];
	momentum?: number;
	debilities?: number;
	by?: string;
}

export interface ActionMoveRoll {
	input: ActionMoveInput;
	roll: ActionRollResult;
	/** Burning momentum now would improve the outcome: offer it. */
	burnImproves: boolean;
}

export function rollActionMove(input: ActionMoveInput, dice: DiceSource): ActionMoveRoll {
	if (input.move && input.move.rollType !== 'action_roll') {
		throw new MoveInputError(`${input.move.name} is not an action roll (it is a ${input.move.rollType.replace(/_/g, ' ')}).`);
	}
	const faces = throwActionDice(dice);
	const roll = resolveActionRoll({ stat: input.stat.value, adds: totalAdds(input.adds), momentum: input.momentum, ...faces });
	return { input, roll, burnImproves: burnWouldImprove(roll, input.momentum) };
}

/** Writes the block for an action move, burning momentum if the player chose to. */
export function finishActionMove(rolled: ActionMoveRoll, burn: boolean): ActionBlock {
	const { input, roll } = rolled;
	if (burn && input.move && !input.move.allowMomentumBurn) {
		throw new MoveInputError(`Momentum cannot be burned on ${input.move.name}.`);
	}
	if (burn && !canBurnMomentum(input.momentum)) {
		throw new MoveInputError(`Momentum is ${String(input.momentum ?? 'unknown')}: it can be burned only when it is above 0.`);
	}
	// Burning only to spend the momentum is no choice a player makes: such a burn is skipped,
	// and the caller, seeing no burn in the block, says so.
	const burned = burn && burnWouldImprove(roll, input.momentum) ? burnMomentum(roll, input.momentum as number, input.debilities ?? 0) : undefined;
	return actionBlock({
		move: input.move ? moveRef(input.move) : undefined,
		by: input.by,
		statName: input.stat.name,
		adds: input.adds,
		roll,
		burn: burned,
	});
}

export interface ProgressMoveInput {
	move?: MoveInfo;
	score: number;
	track?: string;
	by?: string;
}

export function makeProgressMove(input: ProgressMoveInput, dice: DiceSource): ProgressBlock {
	if (input.move && input.move.rollType !== 'progress_roll' && input.move.rollType !== 'special_track') {
		throw new MoveInputError(`${input.move.name} is not a progress move.`);
	}
	const roll = resolveProgressRoll(input.score, [dice.roll(10), dice.roll(10)]);
	return progressBlock({ move: input.move ? moveRef(input.move) : undefined, by: input.by, track: input.track, roll });
}

/**
 * A move without a roll: if it has one table (Pay the Price, Reveal a Danger…), roll it;
 * otherwise write the move's text as a reminder. `times` rolls the table more than once, where
 * the move lets the player decide how often (Confront Chaos's aspects): each roll is kept.
 */
export function makeNoRollMove(move: MoveInfo, scope: RulesetContent, dice: DiceSource, by?: string, times = 1): JournalBlock {
	const [only, ...others] = move.oracles;
	if (only && others.length === 0 && times > 1) {
		const block = noRollBlock(move, by);
		for (let i = 0; i < times; i++) block.oracles.push(oracleRecord(rollOracle(scope.table(only), dice, scope.lookup)));
		return block;
	}
	if (only && others.length === 0) {
		return oracleBlock(rollOracle(scope.table(only), dice, scope.lookup), moveRef(move), by);
	}
	return noRollBlock(move, by);
}

/** How many times a no-roll move's table is rolled: as the player says, within what the move allows (`tableTimes`). */
export function tableTimes(move: MoveInfo, allowed: { max: number; what: string } | undefined, times: number | undefined): number {
	if (times === undefined) return 1;
	if (!allowed) throw new MoveInputError(`${move.name} has no table you roll as often as you decide: the number of rolls is not yours to choose.`);
	if (!Number.isInteger(times) || times < 1 || times > allowed.max) throw new MoveInputError(`${move.name}: decide 1 to ${allowed.max} ${allowed.what}, not ${times}.`);
	return times;
}

/** A table roll; `cursed` rolls the Sundered Isles' cursed die with it (the table must have a cursed version). */
export function rollOracleBlock(scope: RulesetContent, tableId: string, dice: DiceSource, by?: string, cursed = false) {
	const table = scope.table(tableId);
	if (!cursed) return oracleBlock(rollOracle(table, dice, scope.lookup), undefined, by);
	const version = scope.cursedVersion(table.id);
	if (!version) throw new OracleError(`${table.name} has no cursed version: the cursed die goes only with the Sundered Isles tables that have one.`);
	return oracleBlock(rollWithCursedDie(table, version, dice, scope.lookup), undefined, by);
}

/** Ask the Oracle with the ruleset's own reading of the dice. */
export function askTheOracleBlock(scope: RulesetContent, odds: Odds, dice: DiceSource, question?: string) {
	const style = oracleStyleOf(scope.id);
	const roll = dice.roll(100);
	const result = resolveAsk(style, odds, roll);
	const move = scope.moves().find((m) => m.id === `move:${coreOf(scope.id)}/fate/ask_the_oracle`);
	return { result, block: askBlock(result, question, move ? moveRef(move) : undefined) };
}
