import { type DiceSource, fixedDice } from '../rules/dice';
import { type ParsedArgs, UsageError, diceOption } from './args';
import { type CliContext, diceFor } from './context';

/**
 * Dice for a roll of a known size: typed dice must be exactly that many. With no count
 * (a table whose nested rolls vary), typed dice go first and digital dice follow.
 */
export function exactDice(args: ParsedArgs, ctx: CliContext, count?: number, more = false): DiceSource {
	if (count === undefined) return diceFor(args, ctx);
	const given = diceOption(args);
	if (!given) return ctx.dice;
	// A move whose outcome goes on in a table (Delve the Depths) may take that die too, after its own.
	if (more) {
		if (given.length < count) throw new UsageError(`--dice needs at least ${count} dice here, got ${given.length}.`);
		return diceFor(args, ctx);
	}
	if (given.length !== count) throw new UsageError(`--dice needs exactly ${count} dice here, got ${given.length}.`);
	return fixedDice(given);
}
