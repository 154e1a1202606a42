import { oracleStyleOf } from '../../content/rulesets';
import { ODDS, ODDS_LABELS, askTheOracle, isOdds, pickTwo, yesChance } from '../../rules/ask-the-oracle';
import { type OracleRollResult, type OracleTable, type TableLookup, duplicateWordsOf, rollOracle } from '../../rules/oracle-table';
import { interpretationAids, refuseAidsOn } from './oracle-aids';
import { listNoteOracles, pickNoteOracle, prepareNoteOracle } from '../../custom-oracles/note-oracles';
import { ContentLookupError } from '../../content/lookup';
import { nearest } from '../../content/nearest';
import { DEFAULT_SETTINGS } from '../../settings/settings';
import { FileStateStore } from '../fs-state-store';
import { findVault, givenVault } from '../vault-paths';
import { type ParsedArgs, UsageError } from '../args';
import { type CliContext, diceFor, findAcrossRulesets, rulesetOption } from '../context';
import type { CommandOutput } from '../output';
import { withJournal } from '../journal-output';
import { askBlock, oracleBlock } from '../../play/blocks-from-rolls';
import type { RulesetContent } from '../../content/library';
import { type CursedVersion, rollWithCursedDie } from '../../rules/cursed-die';


export const oracleSpec = { options: ['ruleset', 'dice', 'journal', 'vault', 'folder'], flags: ['table', 'cursed', 'json', 'reversed', 'neighbours'] };

/** The vault the player named or stands in, if any: its oracle notes can be rolled by name. */
function vaultHere(args: ParsedArgs): string | undefined {
	return givenVault(args) ?? findVault(process.cwd());
}

/** A player's table from a note, found by its exact name or path: it wins over a Datasworn table of the same name. */
async function noteTable(args: ParsedArgs, query: string): Promise<{ table: OracleTable; lookup: TableLookup } | undefined> {
	const vault = vaultHere(args);
	if (!vault) return undefined;
	const store = new FileStateStore(vault);
	const folder = args.options.get('folder') ?? DEFAULT_SETTINGS.oracleFolder;
	const all = await listNoteOracles(store, folder);
	if (pickNoteOracle(all, query)) return prepareNoteOracle(store, folder, query);
	return undefined;
}

/** Datasworn's table, or the player's named like it; a name neither knows names the nearest of both. */
async function findTable(args: ParsedArgs, ctx: CliContext, query: string): Promise<{ table: OracleTable; lookup: TableLookup; scope?: RulesetContent }> {
	const own = await noteTable(args, query);
	if (own) return own;
	try {
		const { scope, entry } = findAcrossRulesets(ctx, 'oracle_rollable', query, rulesetOption(args));
		return { table: scope.table(entry.id), lookup: scope.lookup, scope };
	} catch (error) {
		const vault = vaultHere(args);
		if (!(error instanceof ContentLookupError) || !vault) throw error;
		const all = await listNoteOracles(new FileStateStore(vault), args.options.get('folder') ?? DEFAULT_SETTINGS.oracleFolder);
		const guess = nearest(query, all.map((o) => o.name));
		throw guess ? new ContentLookupError(`${error.message} Among your oracle notes: did you mean ${guess}?`) : error;
	}
}

function resultJson(r: OracleRollResult): Record<string, unknown> {
	const json: Record<string, unknown> = { oracle: r.oracle, name: r.name, roll: r.roll, result: r.result };
	if (r.worse) json.worse = true;
	if (r.duplicate) json.duplicate = true;
	if (r.duplicateWords) json.duplicate_words = r.duplicateWords;
	if (r.repeated) json.repeated = true;
	if (r.rerolled) json.rerolled = [...r.rerolled];
	if (r.cursedDie !== undefined) json.cursed_die = r.cursedDie;
	if (r.curse) json.curse = r.curse;
	json.rolls = r.rolls.map(resultJson);
	return json;
}

function resultLines(r: OracleRollResult, depth: number): string[] {
	const notes = [
		r.worse && 'make it worse',
		r.duplicate && `duplicate: ${duplicateWordsOf(r)}`,
		r.repeated && 'rolled again',
		r.rerolled && `rerolled ${r.rerolled.join(', ')}`,
		r.cursedDie !== undefined && `cursed die ${r.cursedDie}`,
		r.curse && CURSE_WORDS[r.curse],
	]
		.filter(Boolean)
		.join('; ');
	const head = `${'  '.repeat(depth)}${depth > 0 ? '↳ ' : ''}${r.name} ${r.roll}: ${r.result}${notes ? ` (${notes})` : ''}`;
	return [head, ...r.rolls.flatMap((n) => resultLines(n, depth + 1))];
}

const CURSE_WORDS = { replace: 'cursed: in place of the result above', add: 'cursed: added to the result above' } as const;

/** `--cursed`: only a Sundered Isles table with a cursed version rolls the cursed die. */
function cursedVersionOf(table: OracleTable, scope: RulesetContent | undefined): CursedVersion {
	const version = scope?.cursedVersion(table.id);
	if (!version) throw new UsageError(`${table.name} has no cursed version: --cursed goes only with the Sundered Isles tables that have one (their cursed tables are listed by oracles --ruleset si).`);
	return version;
}

export async function oracleCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const query = args.positionals.join(' ');
	if (!query) throw new UsageError('Name the oracle table: an id or a name.');
	const { table, lookup, scope } = await findTable(args, ctx, query);
	if (args.flags.has('table')) {
		if (args.options.has('dice')) throw new UsageError('--table rolls no dice: leave out --dice.');
		if (args.flags.has('cursed')) throw new UsageError('--table rolls no dice: leave out --cursed.');
		refuseAidsOn(args, '--table rolls no dice');
		const rows = table.rows
			.filter((r) => r.min !== null && r.max !== null)
			.map((r) => ({ min: r.min as number, max: r.max as number, text: r.text }));
		const width = String(table.sides).length;
		const text = [
			`${table.name} (${table.id}), d${table.sides}`,
			...rows.map((r) => `${(r.min === r.max ? String(r.min) : `${r.min}-${r.max}`).padStart(width * 2 + 1)}  ${r.text}`),
		].join('\n');
		return { json: { oracle: table.id, name: table.name, dice: `1d${table.sides}`, rows }, text };
	}
	const cursed = args.flags.has('cursed') ? cursedVersionOf(table, scope) : undefined;
	const aids = interpretationAids(args, table);
	const dice = diceFor(args, ctx);
	const result = cursed ? rollWithCursedDie(table, cursed, dice, lookup) : rollOracle(table, dice, lookup);
	dice.assertAllUsed();
	// Nested rolls a cap left unmade (a player's runaway tables) are said under the rolls, as in the block.
	const cut = result.cut ?? [];
	const read = aids(result.roll);
	const json = { ...resultJson(result), ...(cut.length > 0 ? { cut } : {}), ...read.json };
	return withJournal(args, ctx, { json, text: [...resultLines(result, 0), ...cut, ...read.lines].join('\n') }, () => oracleBlock(result));
}

export const askSpec = { options: ['ruleset', 'dice', 'journal', 'question'], flags: ['json'] };

export async function askCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const odds = args.positionals[0];
	if (!isOdds(odds)) {
		throw new UsageError(`Give the odds as one of ${ODDS.join(', ')}${odds ? `, not "${odds}"` : ''}.`);
	}
	if (args.positionals.length > 1) throw new UsageError(`Unexpected "${args.positionals[1]}" after the odds.`);
	const ruleset = rulesetOption(args) ?? 'classic';
	const style = oracleStyleOf(ruleset);
	const dice = diceFor(args, ctx);
	const result = askTheOracle(style, odds, dice);
	dice.assertAllUsed();
	const answer = `${result.yes ? 'Yes' : 'No'}${result.match ? ', and a match: an extreme result or a twist' : ''}`;
	const output = {
		json: { odds, ruleset, roll: result.roll, yes: result.yes, match: result.match, chance: yesChance(style, odds) },
		text: `${answer}\n${ODDS_LABELS[odds]} (${ruleset}): rolled ${result.roll}`,
	};
	return withJournal(args, ctx, output, () => askBlock(result, args.options.get('question')));
}

export const pickTwoSpec = { options: ['ruleset', 'dice', 'journal'], flags: ['json'] };

/** `pick-two "likelier" "other"`: a yes on likely odds picks the first. */
export async function pickTwoCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [likely, other, extra] = args.positionals;
	if (!likely || !other || extra !== undefined) throw new UsageError('Give exactly two options, the likelier first: pick-two "The bridge holds" "It gives way".');
	const ruleset = rulesetOption(args) ?? 'classic';
	const dice = diceFor(args, ctx);
	const result = pickTwo(oracleStyleOf(ruleset), likely, other, dice.roll(100));
	dice.assertAllUsed();
	const output = {
		json: { ruleset, likely, other, roll: result.roll, picked: result.picked, match: result.match },
		text: `${result.picked}${result.match ? ' — and a match: a twist' : ''}\nPick two (${ruleset}): rolled ${result.roll}`,
	};
	return withJournal(args, ctx, output, () => ({ ...askBlock(result), pick: { likely, other } }));
}
