import { burnMomentum, burnWouldImprove, resolveActionRoll } from '../../rules/action-roll';
import { MOMENTUM_MIN, canBurnMomentum, momentumMax } from '../../rules/momentum';
import { OUTCOME_LABELS } from '../../rules/outcome';
import { resolveProgressRoll } from '../../rules/progress';
import { type ParsedArgs, UsageError, intOption, noPositionals, requiredInt } from '../args';
import { rollValue } from '../roll-value';
import { type CliContext, rulesetOption } from '../context';
import { exactDice as diceOrDigital } from '../dice-count';
import { withJournal } from '../journal-output';
import { actionBlock, progressBlock } from '../../play/blocks-from-rolls';
import { type CommandOutput, signed } from '../output';

export const rollSpec = { options: ['stat', 'adds', 'momentum', 'dice', 'debilities', 'ruleset', 'journal'], flags: ['burn', 'json'] };


export async function rollCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	noPositionals(args);
	// The roll is the same in every ruleset, but a ruleset nobody plays is a mistake to say, not to pass over.
	rulesetOption(args);
	const rawStat = args.options.get('stat');
	if (rawStat === undefined) throw new UsageError('--stat is required.');
	const stat = rollValue(rawStat, '--stat');
	const adds = intOption(args, 'adds', { min: -10, max: 10 }) ?? 0;
	const debilities = intOption(args, 'debilities', { min: 0, max: 10 }) ?? 0;
	const momentum = intOption(args, 'momentum', { min: MOMENTUM_MIN, max: momentumMax(debilities) });
	const wantsBurn = args.flags.has('burn');
	if (wantsBurn && !canBurnMomentum(momentum)) {
		throw new UsageError(
			momentum === undefined
				? '--burn needs --momentum: burning uses your current momentum.'
				: `Momentum is ${momentum}: it can be burned only when it is above 0.`,
		);
	}
	const dice = diceOrDigital(args, ctx, 3);
	const action = dice.roll(6);
	const challenge = [dice.roll(10), dice.roll(10)] as const;
	const roll = resolveActionRoll({ stat, adds, momentum, action, challenge });
	// A burn that changes nothing would only spend the momentum: it is skipped, and the output says so.
	const burn = wantsBurn && momentum !== undefined && burnWouldImprove(roll, momentum) ? burnMomentum(roll, momentum, debilities) : undefined;
	const outcome = burn ? burn.outcome : roll.outcome;

	const json: Record<string, unknown> = {
		action,
		stat,
		adds,
		score: roll.score,
		challenge: [...challenge],
		outcome,
		match: roll.match,
		action_cancelled: roll.actionCancelled,
		burned: burn !== undefined,
	};
	if (burn) {
		json.outcome_before_burn = burn.outcomeBefore;
		json.cancelled_dice = challenge.filter((_, i) => burn.cancelled[i]);
	}
	if (momentum !== undefined) {
		json.momentum = momentum;
		json.momentum_after = burn ? burn.to : momentum;
		json.burn_would_improve = !burn && burnWouldImprove(roll, momentum);
	}
	if (wantsBurn && !burn) json.burn_skipped = true;

	const lines = [
		`${OUTCOME_LABELS[outcome]}${roll.match ? ' with a match' : ''}`,
		`Action die ${action}${roll.actionCancelled ? ' (cancelled by momentum ' + String(momentum) + ')' : ''}` +
			` ${signed(stat)} stat ${signed(adds)} adds = score ${roll.score}`,
		`Challenge dice ${challenge[0]} and ${challenge[1]}`,
	];
	if (burn) {
		lines.push(
			`Burned momentum ${burn.from} → ${burn.to}: was ${OUTCOME_LABELS[burn.outcomeBefore].toLowerCase()},` +
				` cancelled ${(json.cancelled_dice as number[]).join(' and ') || 'no dice'}`,
		);
	} else if (wantsBurn) {
		lines.push(`Momentum not burned: burning ${String(momentum)} would not improve this ${OUTCOME_LABELS[outcome].toLowerCase()}, so it stays ${String(momentum)}.`);
	} else if (json.burn_would_improve) {
		lines.push(`Burning momentum (${String(momentum)}) would improve this result: add --burn to burn it.`);
	}
	const adds_ = adds ? [{ value: adds, reason: 'adds' }] : [];
	return withJournal(args, ctx, { json, text: lines.join('\n') }, () => actionBlock({ adds: adds_, roll, burn }));
}


export const progressRollSpec = { options: ['score', 'dice', 'ruleset', 'journal', 'track'], flags: ['json'] };

export async function progressRollCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	noPositionals(args);
	rulesetOption(args);
	const score = requiredInt(args, 'score', { min: 0, max: 10 });
	const dice = diceOrDigital(args, ctx, 2);
	const roll = resolveProgressRoll(score, [dice.roll(10), dice.roll(10)]);
	const output = {
		json: { score: roll.score, challenge: [...roll.challenge], outcome: roll.outcome, match: roll.match },
		text: [
			`${OUTCOME_LABELS[roll.outcome]}${roll.match ? ' with a match' : ''}`,
			`Progress ${roll.score} against challenge dice ${roll.challenge[0]} and ${roll.challenge[1]}`,
		].join('\n'),
	};
	return withJournal(args, ctx, output, () => progressBlock({ roll, track: args.options.get('track') }));
}
