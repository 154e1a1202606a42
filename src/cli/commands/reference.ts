import type { RulesetContent } from '../../content/library';
import { qualifiedName } from '../../content/lookup';
import { rollOptionLabel } from '../../content/map-move';
import type { IndexedType } from '../../content/package-index';
import { RULESETS } from '../../content/rulesets';
import { type ParsedArgs, UsageError } from '../args';
import { type CliContext, findAcrossRulesets, rulesetOption } from '../context';
import type { CommandOutput } from '../output';

export const listSpec = { options: ['ruleset'], flags: ['json'] };

/** The scopes to list: one ruleset, or all of them without repeating classic under Delve. */
function scopesFor(args: ParsedArgs, ctx: CliContext): RulesetContent[] {
	const ruleset = rulesetOption(args);
	const ids = ruleset ? [ruleset] : RULESETS;
	return ids.map((id) => ctx.content.ruleset(id));
}

function listCommand(type: IndexedType, plural: string) {
	return (args: ParsedArgs, ctx: CliContext): CommandOutput => {
		if (args.positionals.length > 0) throw new UsageError(`"${plural}" takes no names; use --ruleset to narrow it.`);
		const seen = new Set<string>();
		const items: { id: string; name: string; path?: string }[] = [];
		for (const scope of scopesFor(args, ctx)) {
			for (const e of scope.entries(type)) {
				if (seen.has(e.id)) continue;
				seen.add(e.id);
				items.push(type === 'move' ? { id: e.id, name: e.name } : { id: e.id, name: e.name, path: qualifiedName(e) });
			}
		}
		const text = items.map((i) => `${i.id}  ${i.path ?? i.name}`).join('\n');
		return { json: { [plural]: items, count: items.length }, text };
	};
}

export const movesCommand = listCommand('move', 'moves');
export const oraclesCommand = listCommand('oracle_rollable', 'oracles');

export const moveInfoSpec = { options: ['ruleset'], flags: ['json'] };

export function moveInfoCommand(args: ParsedArgs, ctx: CliContext): CommandOutput {
	const query = args.positionals.join(' ');
	if (!query) throw new UsageError('Name the move: an id or a name.');
	const { scope, entry } = findAcrossRulesets(ctx, 'move', query, rulesetOption(args));
	const move = scope.move(entry.id);
	const rollOptions = move.conditions.map((c) => ({
		text: c.text,
		method: c.method,
		options: c.options.map((o) => ({ ...o, label: rollOptionLabel(o) })),
	}));
	const json = {
		id: move.id,
		name: move.name,
		category: move.category,
		roll_type: move.rollType,
		trigger: move.trigger,
		roll_options: rollOptions,
		allow_momentum_burn: move.allowMomentumBurn,
		outcomes: move.outcomes,
		oracles: move.oracles,
		text: move.text,
		page: move.page ?? null,
	};
	const optionText = rollOptions
		.map((c) => `  ${c.method === 'player_choice' || !c.method ? '' : `${c.method}: `}${c.options.map((o) => o.label).join(' / ')}${c.text ? ` — ${c.text}` : ''}`)
		.join('\n');
	const text = [
		`${move.name} (${move.id})`,
		`${move.category}, ${move.rollType.replace(/_/g, ' ')}${move.page ? `, page ${move.page}` : ''}`,
		'',
		move.trigger,
		...(optionText ? ['', 'Roll options:', optionText] : []),
		...(['strong_hit', 'weak_hit', 'miss'] as const).flatMap((k) => (move.outcomes[k] ? ['', move.outcomes[k]] : [])),
		...(move.rollType === 'no_roll' ? ['', move.text] : []),
	].join('\n');
	return { json, text };
}
