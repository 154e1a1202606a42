import { foeRank, npcRank } from '../../campaign/track-rank';
import { type ParsedArgs, UsageError } from '../args';
import { type CliContext, findAcrossRulesets, rulesetOption } from '../context';

/**
 * `track new --kind fight --foe NAME [--rank R]`: the fight takes the NPC's rank from Datasworn
 * (PR-20); a `--rank` beside it may move it one step, for a stronger or weaker foe, and no further.
 */
export function foeRankOption(args: ParsedArgs, ctx: CliContext, kind: string): string | undefined {
	const foe = args.options.get('foe');
	if (foe === undefined) return undefined;
	if (kind !== 'fight' && kind !== 'combat_objective') throw new UsageError('--foe names the NPC of a fight or a combat objective.');
	const { entry } = findAcrossRulesets(ctx, 'npc', foe, rulesetOption(args));
	return foeRank(npcRank(entry), args.options.get('rank'));
}
