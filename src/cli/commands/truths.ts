import type { RulesetContent } from '../../content/library';
import { ContentLookupError } from '../../content/lookup';
import { nearest } from '../../content/nearest';
import { RULESET_LABELS, type RulesetId, coreOf, isRulesetId } from '../../content/rulesets';
import { playedRulesets } from '../played-rulesets';
import { findCharacter } from '../../character/find-character';
import { characterRuleset as rulesetOnSheet } from '../../state/character-fields';
import { DEFAULT_TRUTHS_NOTE } from '../../truths/note';
import { type TruthPick, settleTruth, tableRows } from '../../truths/roll';
import { type Truth, type TruthOption, findOption, findTruth, optionHeadline, truthsOf } from '../../truths/truths';
import { type TruthsWritten, existingTruths, writeTruths } from '../../truths/write';
import { writtenMessage } from '../../flows/truths-flow';
import { type ParsedArgs, UsageError } from '../args';
import { type CliContext, diceFor, rulesetOption } from '../context';
import { FileStateStore } from '../fs-state-store';
import { madeFoldersLine, storeFor } from '../where-to-write';
import type { CommandOutput } from '../output';
import { vaultFolder, vaultPath } from '../vault-paths';

export const truthsSpec = { options: ['ruleset', 'dice', 'choose', 'skip', 'out', 'vault', 'character'], flags: ['json'] };

function scopeWithTruths(ctx: CliContext, ruleset: string): { scope: RulesetContent; truths: Truth[] } {
	if (!isRulesetId(ruleset)) throw new UsageError(`The truths note names a ruleset Iron Ledger does not know: "${ruleset}". Give --ruleset.`);
	const scope = ctx.content.ruleset(ruleset);
	const truths = truthsOf(scope);
	if (truths.length === 0) throw new UsageError(`${scope.label} has no setting truths.`);
	return { scope, truths };
}

/** `truths [--ruleset R]`: every truth with its options, their ranges and numbers. */
function listTruths(args: ParsedArgs, ctx: CliContext): CommandOutput {
	for (const name of ['dice', 'choose', 'skip', 'out', 'vault', 'character']) {
		if (args.options.has(name)) throw new UsageError(`--${name} is for "truths roll"; "truths" alone lists the truths.`);
	}
	const { scope, truths } = scopeWithTruths(ctx, rulesetOption(args) ?? 'classic');
	const lines = [`${scope.label} truths: "truths roll" rolls d100 on each; --choose KEY=N picks option N.`];
	for (const t of truths) {
		lines.push('', `${t.name} (${t.key})`);
		for (const o of t.options) lines.push(`  ${`${o.min}-${o.max}`.padStart(6)}  ${o.number}. ${optionHeadline(o)}${o.table ? ` (then ${o.table.name})` : ''}`);
	}
	const json = {
		ruleset: scope.id,
		truths: truths.map((t) => ({
			truth: t.id,
			key: t.key,
			name: t.name,
			options: t.options.map((o) => ({ option: o.id, number: o.number, min: o.min, max: o.max, text: optionHeadline(o), ...(o.table ? { table: o.table.id } : {}) })),
		})),
	};
	return { json, text: lines.join('\n') };
}

/** A row of the option's table, by its number or words of its text. */
function rowOf(scope: RulesetContent, truth: Truth, option: TruthOption, query: string): string {
	if (!option.table) throw new UsageError(`Option ${option.number} of ${truth.name} has no table to pick from: leave out "/${query}".`);
	const rows = tableRows(scope, option);
	const q = query.trim().toLowerCase();
	const byNumber = /^\d+$/.test(q) ? rows[Number(q) - 1] : undefined;
	const byText = rows.filter((r) => r.text.toLowerCase().includes(q));
	const hit = byNumber ?? (byText.length === 1 ? byText[0] : undefined);
	if (hit) return hit.id;
	const guess = nearest(query, rows.map((r) => r.text));
	throw new ContentLookupError(`No row "${query}" in ${option.table.name}: give 1-${rows.length} or words of a row${guess ? `; did you mean "${guess}"?` : '.'}`);
}

/** `--choose cataclysm=1,magic=2/3`: options by truth, and a row of the option's table after "/". */
function chosenOptions(args: ParsedArgs, scope: RulesetContent, truths: readonly Truth[]): Map<string, { option: TruthOption; row?: string }> {
	const chosen = new Map<string, { option: TruthOption; row?: string }>();
	const raw = args.options.get('choose');
	if (raw === undefined) return chosen;
	for (const part of raw.split(',').filter((s) => s.trim() !== '')) {
		const eq = part.indexOf('=');
		if (eq < 0) throw new UsageError(`--choose takes TRUTH=OPTION (cataclysm=1), not "${part.trim()}".`);
		const truth = findTruth(truths, part.slice(0, eq), scope.label);
		if (chosen.has(truth.id)) throw new UsageError(`--choose names ${truth.name} twice.`);
		const [optionText = '', rowText] = part.slice(eq + 1).split('/');
		const option = findOption(truth, optionText);
		chosen.set(truth.id, rowText === undefined ? { option } : { option, row: rowOf(scope, truth, option, rowText) });
	}
	return chosen;
}

function skipped(args: ParsedArgs, scope: RulesetContent, truths: readonly Truth[]): Set<string> {
	const raw = args.options.get('skip');
	return new Set((raw ?? '').split(',').filter((s) => s.trim() !== '').map((s) => findTruth(truths, s, scope.label).id));
}

function pickLines(pick: TruthPick): string[] {
	const how = pick.roll === undefined ? 'chosen' : `rolled ${pick.roll}`;
	const lines = [`${pick.truth.name}: ${how} → ${optionHeadline(pick.option)}`];
	if (pick.table) lines.push(`  ↳ ${pick.table.name} ${pick.table.roll ?? 'chosen'}: ${pick.table.text}`);
	return lines;
}

function pickJson(pick: TruthPick): Record<string, unknown> {
	const json: Record<string, unknown> = {
		truth: pick.truth.id,
		key: pick.truth.key,
		name: pick.truth.name,
		option: pick.option.id,
		number: pick.option.number,
		roll: pick.roll ?? null,
		text: optionHeadline(pick.option),
	};
	if (pick.option.questStarter) json.quest_starter = pick.option.questStarter;
	if (pick.table) json.table = { oracle: pick.table.table, name: pick.table.name, row: pick.table.row, roll: pick.table.roll ?? null, result: pick.table.text };
	return json;
}

/** The character that links the note: the one named, or the vault's only one. */
async function characterToLink(store: FileStateStore, given: string | undefined): Promise<string | undefined> {
	if (given) return findCharacter(store, given);
	const characters = (await store.campaignNotes('')).filter((n) => n.fm.iron_ledger === 'character');
	return characters.length === 1 ? characters[0]?.path : undefined;
}

/**
 * Without a character to link: the world the vault's characters play, when they all play one.
 * Characters of several worlds leave it to the player, rather than write classic truths for them.
 */
async function vaultWorld(store: FileStateStore): Promise<RulesetId | undefined> {
	const played = await playedRulesets(store);
	if (played.length > 1) throw new UsageError(`The vault's characters play ${played.map((r) => RULESET_LABELS[r]).join(' and ')}: give --ruleset, or --character for the character whose world these truths are.`);
	return played[0];
}

/** `truths roll`: every truth not chosen or skipped is rolled; with --out the truths note is written. */
async function rollTruths(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const out = args.options.get('out');
	if (!out && (args.options.has('vault') || args.options.has('character'))) throw new UsageError('--vault and --character are for writing the note: give --out PATH too.');
	const vault = out ? vaultFolder(args) : undefined;
	const store = vault ? storeFor(vault) : undefined;
	const path = vault && out ? vaultPath(vault, out, { mayBeNew: true }) : undefined;
	const before = store && path ? await existingTruths(store, path) : undefined;
	const character = store ? await characterToLink(store, args.options.get('character')) : undefined;
	const sheet = store && character ? await store.frontmatter(character) : undefined;
	// A ruleset on the sheet that no one plays (`constructor`) is the sheet's mistake to say, not a world to guess.
	const characterRuleset = sheet && character && sheet.ruleset != null ? rulesetOnSheet(sheet, character) : undefined;
	// The world's truths are the character's world's: a Starforged character's, unless told otherwise.
	const ruleset = rulesetOption(args) ?? before?.ruleset ?? characterRuleset ?? (store ? await vaultWorld(store) : undefined) ?? 'classic';
	const { scope, truths } = scopeWithTruths(ctx, ruleset);
	if (character && characterRuleset && coreOf(characterRuleset) !== coreOf(scope.id)) {
		throw new UsageError(`${character} plays ${RULESET_LABELS[characterRuleset]}: ${scope.label}'s truths are another world's. Give --ruleset ${characterRuleset}, or --character for a character of that world.`);
	}
	if (store && path) await existingTruths(store, path, scope);
	const chosen = chosenOptions(args, scope, truths);
	const skip = skipped(args, scope, truths);
	for (const id of skip) if (chosen.has(id)) throw new UsageError(`${truths.find((t) => t.id === id)?.name ?? id} is both chosen and skipped.`);
	const dice = diceFor(args, ctx);
	const picks = truths.filter((t) => !skip.has(t.id)).map((t) => settleTruth(scope, t, dice, chosen.get(t.id)));
	dice.assertAllUsed();
	const lines = [`${scope.label} truths`, ...picks.flatMap(pickLines)];
	const json: Record<string, unknown> = { ruleset: scope.id, truths: picks.map(pickJson) };
	if (store && path) {
		if (picks.length === 0) throw new UsageError('Every truth is skipped: nothing to write.');
		const written: TruthsWritten = await writeTruths(store, { path, scope, order: truths, picks, character });
		lines.push(writtenMessage(written));
		const made = madeFoldersLine(store.madeFolders());
		if (made) lines.push(made);
		json.note = {
			path: written.path,
			created: written.created,
			written: written.written.map((p) => p.truth.key),
			...(written.link ? { linked_from: written.link.character, ...(written.link.kept ? { kept: written.link.kept } : {}) } : {}),
		};
	}
	return { json, text: lines.join('\n') };
}

export async function truthsCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [sub, extra] = args.positionals;
	if (extra !== undefined) throw new UsageError(`Unexpected "${extra}" after "truths ${sub}".`);
	if (sub === undefined) return listTruths(args, ctx);
	if (sub === 'roll') return rollTruths(args, ctx);
	throw new UsageError(`Unknown "truths ${sub}": use "truths" to list them or "truths roll" (the note is ${DEFAULT_TRUTHS_NOTE} with --out ${DEFAULT_TRUTHS_NOTE}).`);
}
