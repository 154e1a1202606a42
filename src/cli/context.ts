import type { ContentLibrary, RulesetContent } from '../content/library';
import { ContentLookupError } from '../content/lookup';
import type { IndexedEntry, IndexedType } from '../content/package-index';
import { type RulesetId, RULESETS, isRulesetId, packageOfId } from '../content/rulesets';
import { type DiceSource, dicePrefixedBy } from '../rules/dice';
import { type ParsedArgs, UsageError, diceOption } from './args';

export interface CliContext {
	content: ContentLibrary;
	/** Digital dice, used when the player gives none (or too few for nested rolls). */
	dice: DiceSource;
}

export function rulesetOption(args: ParsedArgs): RulesetId | undefined {
	const raw = args.options.get('ruleset');
	if (raw === undefined) return undefined;
	if (!isRulesetId(raw)) throw new UsageError(`Unknown ruleset "${raw}": use ${RULESETS.join(', ')}.`);
	return raw;
}

/** Dice from --dice first, then digital dice. */
export function diceFor(args: ParsedArgs, ctx: CliContext): DiceSource {
	const given = diceOption(args);
	return given ? dicePrefixedBy(given, ctx.dice) : ctx.dice;
}

/** Rulesets whose content a lookup may search when --ruleset is not given. */
const SEARCH_ORDER: readonly RulesetId[] = ['delve', 'starforged'];

/**
 * Finds a move or table. With --ruleset, within it. Without, an id names its own ruleset
 * and a name is searched in all of them: found in more than one is an ambiguity error.
 */
export function findAcrossRulesets(
	ctx: CliContext,
	type: IndexedType,
	query: string,
	ruleset: RulesetId | undefined,
): { scope: RulesetContent; entry: IndexedEntry } {
	if (ruleset) {
		const scope = ctx.content.ruleset(ruleset);
		return { scope, entry: scope.find(type, query) };
	}
	const pkg = packageOfId(query.trim());
	if (pkg && query.includes(':')) {
		const scope = ctx.content.ruleset(pkg === 'classic' ? 'classic' : pkg);
		return { scope, entry: scope.find(type, query) };
	}
	const found: { scope: RulesetContent; entry: IndexedEntry }[] = [];
	const errors: ContentLookupError[] = [];
	for (const id of SEARCH_ORDER) {
		const scope = ctx.content.ruleset(id);
		try {
			found.push({ scope, entry: scope.find(type, query) });
		} catch (error) {
			if (!(error instanceof ContentLookupError)) throw error;
			errors.push(error);
		}
	}
	if (found.length === 1) return found[0] as { scope: RulesetContent; entry: IndexedEntry };
	if (found.length > 1) {
		const ids = found.map((f) => f.entry.id).join(', ');
		throw new ContentLookupError(`"${query}" is in more than one ruleset: ${ids}. Give --ruleset or an id.`);
	}
	const ambiguous = errors.find((e) => e.candidates.length > 0);
	throw ambiguous ?? new ContentLookupError(`Unknown ${type === 'move' ? 'move' : 'oracle'} "${query}" in any ruleset.`);
}
