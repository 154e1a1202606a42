import type { ContentLibrary, RulesetContent } from '../content/library';
import { ContentLookupError } from '../content/lookup';
import { nearest } from '../content/nearest';
import type { IndexedEntry, IndexedType } from '../content/package-index';
import { type RulesetId, RULESETS, packageOfId, parseRulesetId } from '../content/rulesets';
import { type DiceSource, fixedDice } from '../rules/dice';
import { type ParsedArgs, UsageError, diceOption } from './args';
import type { NoteStore } from '../play/note-store';

export interface CliContext {
	content: ContentLibrary;
	/** Digital dice, used when the player gives none (or too few for nested rolls). */
	dice: DiceSource;
	/** Where journal notes are written; the file system unless a test gives another. */
	store?: NoteStore;
}

export function rulesetOption(args: ParsedArgs): RulesetId | undefined {
	const raw = args.options.get('ruleset');
	if (raw === undefined) return undefined;
	const id = parseRulesetId(raw);
	if (!id) throw new UsageError(`Unknown ruleset "${raw}": use ${RULESETS.join(', ')} (or si).`);
	return id;
}

export interface PlayerDice extends DiceSource {
	/** After rolling: dice typed in --dice that the roll never used are a mistake, not ignored. */
	assertAllUsed(): void;
}

/** Dice from --dice first, then digital dice. */
export function diceFor(args: ParsedArgs, ctx: CliContext): PlayerDice {
	const given = diceOption(args);
	if (!given) return { roll: (sides) => ctx.dice.roll(sides), assertAllUsed: () => undefined };
	const fixed = fixedDice(given);
	return {
		roll: (sides) => (fixed.remaining() > 0 ? fixed.roll(sides) : ctx.dice.roll(sides)),
		assertAllUsed() {
			const used = given.length - fixed.remaining();
			if (used < given.length) {
				throw new UsageError(`--dice gave ${given.length} dice, but this roll used only ${used}.`);
			}
		},
	};
}

/**
 * Rulesets whose content a lookup may search when --ruleset is not given. Sundered Isles
 * is searched last, for its own content only: its Set a Course must not hide Starforged's.
 */
const SEARCH_ORDER: readonly RulesetId[] = ['delve', 'starforged'];
const LAST: RulesetId = 'sundered_isles';

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
	const ambiguous: ContentLookupError[] = [];
	// Every candidate, in search order: a name found once in one ruleset but several times
	// in another is still ambiguous.
	const ids: string[] = [];
	for (const id of SEARCH_ORDER) {
		const scope = ctx.content.ruleset(id);
		try {
			const entry = scope.find(type, query);
			found.push({ scope, entry });
			ids.push(entry.id);
		} catch (error) {
			if (!(error instanceof ContentLookupError)) throw error;
			if (error.candidates.length > 0) ambiguous.push(error);
			ids.push(...error.candidates.map((c) => c.id));
		}
	}
	if (found.length === 0 && ambiguous.length === 0) {
		const own = ownEntry(ctx.content.ruleset(LAST), type, query);
		if (own) return own;
	}
	if (found.length === 1 && ambiguous.length === 0) return found[0] as { scope: RulesetContent; entry: IndexedEntry };
	if (found.length + ambiguous.length > 1) {
		throw new ContentLookupError(`"${query}" is in more than one ruleset: ${ids.join(', ')}. Give --ruleset or an id.`);
	}
	if (ambiguous[0]) throw ambiguous[0];
	const guess = nearest(query.trim(), [...SEARCH_ORDER, LAST].flatMap((id) => ctx.content.ruleset(id).entries(type).map((e) => e.name)));
	throw new ContentLookupError(`Unknown ${type === 'move' ? 'move' : 'oracle'} "${query}" in any ruleset${guess ? `: did you mean ${guess}?` : '.'}`);
}

/** An entry of the expansion's own package (not the core it includes), found by name; undefined when none is. */
function ownEntry(scope: RulesetContent, type: IndexedType, query: string): { scope: RulesetContent; entry: IndexedEntry } | undefined {
	try {
		const entry = scope.find(type, query);
		return entry.pkg === scope.id ? { scope, entry } : undefined;
	} catch (error) {
		if (error instanceof ContentLookupError) return undefined;
		throw error;
	}
}
