import type { ActionBlock, AskBlock, MoveRef, NoRollBlock, OracleBlock, OracleRecord, ProgressBlock } from '../journal/block';
import type { MoveInfo } from '../content/map-move';
import type { ActionRollResult, BurnResult } from '../rules/action-roll';
import type { AskResult } from '../rules/ask-the-oracle';
import type { Add } from '../rules/adds';
import type { OracleRollResult } from '../rules/oracle-table';
import type { ProgressRollResult } from '../rules/progress';

/** Turns rules results into journal blocks: the only place the two shapes meet. */

export function moveRef(move: Pick<MoveInfo, 'id' | 'name'>): MoveRef {
	return { id: move.id, name: move.name };
}

export function oracleRecord(r: OracleRollResult): OracleRecord {
	const out: OracleRecord = { oracle: r.oracle, name: r.name, roll: r.roll, result: r.result, rolls: r.rolls.map(oracleRecord) };
	if (r.worse) out.worse = true;
	if (r.duplicate) out.duplicate = true;
	if (r.duplicateWords) out.duplicateWords = r.duplicateWords;
	if (r.repeated) out.repeated = true;
	if (r.rerolled) out.rerolled = [...r.rerolled];
	if (r.cursedDie !== undefined) out.cursedDie = r.cursedDie;
	if (r.curse) out.curse = r.curse;
	return out;
}

const common = () => ({ oracles: [] as OracleRecord[], changes: [], extra: {} });

export function actionBlock(input: {
	move?: MoveRef;
	by?: string;
	statName?: string;
	adds: readonly Add[];
	roll: ActionRollResult;
	burn?: BurnResult;
}): ActionBlock {
	const { roll, burn } = input;
	const block: ActionBlock = {
		kind: 'action',
		...common(),
		stat: { value: roll.stat },
		adds: input.adds.map((a) => ({ value: a.value, reason: a.reason })),
		action: roll.action,
		challenge: [roll.challenge[0], roll.challenge[1]],
		score: roll.score,
		outcome: burn ? burn.outcome : roll.outcome,
		match: roll.match,
		actionCancelled: roll.actionCancelled,
	};
	if (input.move) block.move = input.move;
	if (input.by) block.by = input.by;
	if (input.statName) block.stat.name = input.statName;
	if (roll.momentum !== undefined) block.momentum = roll.momentum;
	if (burn) {
		block.burn = {
			from: burn.from,
			to: burn.to,
			cancelled: roll.challenge.filter((_, i) => burn.cancelled[i]),
			outcomeBefore: burn.outcomeBefore,
		};
	}
	return block;
}

export function progressBlock(input: { move?: MoveRef; by?: string; track?: string; roll: ProgressRollResult }): ProgressBlock {
	const block: ProgressBlock = {
		kind: 'progress',
		...common(),
		score: input.roll.score,
		challenge: [input.roll.challenge[0], input.roll.challenge[1]],
		outcome: input.roll.outcome,
		match: input.roll.match,
	};
	if (input.move) block.move = input.move;
	if (input.by) block.by = input.by;
	if (input.track) block.track = input.track;
	return block;
}

export function noRollBlock(move: MoveInfo, by?: string): NoRollBlock {
	const block: NoRollBlock = { kind: 'no_roll', ...common(), move: moveRef(move), text: move.text };
	if (by) block.by = by;
	return block;
}

export function oracleBlock(result: OracleRollResult, move?: MoveRef, by?: string): OracleBlock {
	const block: OracleBlock = { kind: 'oracle', ...common(), roll: oracleRecord(result) };
	// What a cap left unrolled goes in the block with the roll (src/rules/oracle-budget.ts).
	if (result.cut) block.cut = [...result.cut];
	if (move) block.move = move;
	if (by) block.by = by;
	return block;
}

export function askBlock(result: AskResult, question?: string, move?: MoveRef): AskBlock {
	const block: AskBlock = {
		kind: 'ask',
		...common(),
		odds: result.odds,
		style: result.style,
		roll: result.roll,
		yes: result.yes,
		match: result.match,
	};
	if (question) block.question = question;
	if (move) block.move = move;
	return block;
}
