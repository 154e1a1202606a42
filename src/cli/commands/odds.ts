import { momentumMax, MOMENTUM_MIN } from '../../rules/momentum';
import { type OutcomeOdds, actionRollOdds, percent, progressRollOdds } from '../../rules/odds';
import { type ParsedArgs, UsageError, intOption, noPositionals } from '../args';
import type { CommandOutput } from '../output';
import { rollValue } from '../roll-value';
import { rulesetOption } from '../context';

export const oddsSpec = { options: ['stat', 'adds', 'momentum', 'progress', 'debilities', 'ruleset'], flags: ['json'] };

function line(label: string, odds: OutcomeOdds): string {
	return `${label}strong hit ${percent(odds.strong_hit)}, weak hit ${percent(odds.weak_hit)}, miss ${percent(odds.miss)}`;
}

export function oddsCommand(args: ParsedArgs): CommandOutput {
	noPositionals(args);
	// The odds are the same in every ruleset, but a ruleset nobody plays is a mistake to say, not to pass over.
	rulesetOption(args);
	const progress = intOption(args, 'progress', { min: 0, max: 10 });
	const rawStat = args.options.get('stat');
	const stat = rawStat === undefined ? undefined : rollValue(rawStat, '--stat');
	if ((progress === undefined) === (stat === undefined)) {
		throw new UsageError('Give either --stat (an action roll) or --progress (a progress roll).');
	}
	if (progress !== undefined) {
		const odds = progressRollOdds(progress);
		const json = { progress, strong_hit: odds.strong_hit, weak_hit: odds.weak_hit, miss: odds.miss, match: odds.match };
		return { json, text: `${line(`Progress ${progress}: `, odds)}; match ${percent(odds.match)}` };
	}
	const adds = intOption(args, 'adds', { min: -10, max: 10 }) ?? 0;
	const debilities = intOption(args, 'debilities', { min: 0, max: 10 }) ?? 0;
	const momentum = intOption(args, 'momentum', { min: MOMENTUM_MIN, max: momentumMax(debilities) });
	const odds = actionRollOdds({ stat: stat as number, adds, momentum });
	const json: Record<string, unknown> = {
		stat,
		adds,
		strong_hit: odds.strong_hit,
		weak_hit: odds.weak_hit,
		miss: odds.miss,
		match: odds.match,
	};
	if (momentum !== undefined) json.momentum = momentum;
	const lines = [`${line(`Stat ${stat} with adds ${adds}: `, odds)}; match ${percent(odds.match)}`];
	if (odds.with_burn) {
		json.with_burn = odds.with_burn;
		lines.push(line(`Burning momentum ${String(momentum)} when it helps: `, odds.with_burn));
	}
	return { json, text: lines.join('\n') };
}
