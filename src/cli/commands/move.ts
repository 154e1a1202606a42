import { rollsAnew } from '../../moves/engine/recommit';
import { writeBlock } from '../../journal/write';
import { chooseStat } from '../../play/move-stats';
import { finishActionMove, makeNoRollMove, makeProgressMove, rollActionMove, tableTimes } from '../../play/make-move';
import { MOMENTUM_MIN, momentumMax } from '../../rules/momentum';
import type { DiceSource } from '../../rules/dice';
import { type ParsedArgs, UsageError, intOption, parseWhole } from '../args';
import type { OfferedChoice } from '../../moves/engine/evaluate';
import type { FollowUp } from '../../moves/model';
import { chooseWithRoll } from '../../campaign/choose-sub-lists';
import { MoveTurn } from '../../play/turn';
import { moveModel } from '../../moves';
import { type CliContext, findAcrossRulesets, rulesetOption } from '../context';
import { exactDice } from '../dice-count';
import { type CommandOutput } from '../output';
import { makeCampaignMove } from '../../campaign/campaign-move';
import type { RulesetId } from '../../content/rulesets';
import { FileStateStore } from '../fs-state-store';
import { findVault, givenVault, vaultFolder, vaultPathOption } from '../vault-paths';
import { madeFoldersLine, storeFor, withMadeFolders } from '../where-to-write';
import { rollValue } from '../roll-value';
import { summarise } from '../../journal/summary';
import { fitForJournal } from '../../journal/fit';
import { blockOutput, journalOption, recordBlock } from '../journal-output';
import { changeWords } from '../../journal/change-words';
import { offerText } from '../../assets/ability-offers';
import { findCharacter } from '../../character/find-character';
import { characterRuleset } from '../../state/character-fields';
import type { RerollDie } from '../../play/turn-abilities';
import type { JournalBlock } from '../../journal/block';
import { journalFor } from '../default-journal';
import type { MoveInfo } from '../../content/map-move';
import { plainMarkdown } from '../../render/plain-markdown';
import { cursedDieOf, rollsCursedDie } from '../../moves/sundered-isles/cursed-die';

/** Dice typed with --dice may say, once the move is rolled, that some were never used. */
type TypedDice = DiceSource & { assertAllUsed?: () => void };

export const moveSpec = {
	options: ['stat', 'adds', 'momentum', 'debilities', 'dice', 'ruleset', 'journal', 'score', 'track', 'by', 'reason', 'vault', 'character', 'suffer', 'choose', 'clock', 'companion', 'ability', 'reroll', 'ally', 'vehicle', 'rarity', 'times'],
	flags: ['burn', 'json', 'apply', 'anyway'],
};

/** `--stat edge=2` or, for "whichever is higher", `--stat iron=2,health=4`. */
function statValues(raw: string | undefined): Record<string, number> {
	if (raw === undefined) return {};
	// Entries, not assignment: a stat typed as `__proto__` stays a key to refuse, not Object's prototype.
	const values: [string, number][] = [];
	for (const part of raw.split(',')) {
		const [name, value] = part.split('=');
		if (!name || value === undefined) throw new UsageError(`--stat takes NAME=VALUE, like --stat edge=2, not "${part}".`);
		const key = name.trim().toLowerCase();
		values.push([key, rollValue(value, `--stat ${key}`, key)]);
	}
	return Object.fromEntries(values);
}

export async function moveCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const query = args.positionals.join(' ');
	if (!query) throw new UsageError('Name the move: an id or a name.');
	// A character (named, or the vault's only one) makes the move from its sheet; --vault or
	// --character says so, and the vault may be the one the player stands in.
	if (args.options.has('vault') || args.options.has('character') || (await soleCharacterHere(args))) return campaignMove(args, ctx, query);
	const { scope, entry } = findAcrossRulesets(ctx, 'move', query, rulesetOption(args));
	const move = scope.move(entry.id);
	const journal = journalOption(args);
	const by = args.options.get('by');
	// One source for the move's dice and its table's, so typed dice run on from one to the other.
	let dice: TypedDice | undefined = hasTables(move.id) ? exactDice(args, ctx, move.rollType === 'action_roll' ? 3 : move.rollType === 'no_roll' ? undefined : 2, true) : undefined;
	let block;
	let burnSkipped: number | undefined;
	const times = tableTimes(move, moveModel(move.id)?.tableTimes, intOption(args, 'times', { min: 1, max: 10 }));
	if (move.rollType === 'action_roll') {
		if (!args.options.has('stat')) throw new UsageError(`${move.name} is an action roll: give --stat NAME=VALUE.`);
		const adds = intOption(args, 'adds', { min: -10, max: 10 }) ?? 0;
		const debilities = intOption(args, 'debilities', { min: 0, max: 10 }) ?? 0;
		const momentum = intOption(args, 'momentum', { min: MOMENTUM_MIN, max: momentumMax(debilities) });
		const reason = args.options.get('reason') ?? 'adds';
		const rolled = rollActionMove(
			{ move, stat: chooseStat(move, statValues(args.options.get('stat'))), adds: adds ? [{ value: adds, reason }] : [], momentum, debilities, by },
			dice ?? exactDice(args, ctx, 3),
		);
		block = finishActionMove(rolled, args.flags.has('burn'));
		if (args.flags.has('burn') && !block.burn) burnSkipped = momentum;
	} else if (move.rollType === 'progress_roll' || move.rollType === 'special_track') {
		if (args.flags.has('burn')) throw new UsageError(`${move.name} is a progress roll: momentum is not burned on progress rolls (MO-13); leave out --burn.`);
		const score = intOption(args, 'score', { min: 0, max: 10 });
		if (score === undefined) throw new UsageError(`${move.name} is a progress roll: give --score N (full boxes, 0-10).`);
		block = makeProgressMove({ move, score, track: args.options.get('track'), by }, dice ?? exactDice(args, ctx, 2));
	} else {
		if (args.flags.has('burn')) throw new UsageError(`${move.name} makes no action roll, so there is no momentum to burn; leave out --burn.`);
		dice ??= exactDice(args, ctx);
		block = makeNoRollMove(move, scope, dice, by, times);
	}
	// Without a character the move changes no sheet, but its choices and follow-ups still count.
	const turn = await MoveTurn.open({ content: ctx.content, ruleset: scope.id, move });
	turn.settle(turn.hasTable(block) ? turn.rollTables(block, dice ?? exactDice(args, ctx)) : block);
	const picks = chooseOption(args);
	if (picks) chooseWithRoll(turn, picks, dice ?? ctx.dice);
	dice?.assertAllUsed?.();
	const final = turn.block();
	const fenced = writeBlock(final);
	const made = journal ? await recordBlock(ctx, journal, fenced, givenVault(args)) : [];
	const out = withMadeFolderLine(blockOutput(final, fenced, journal), made);
	out.text = withReadout(out.text, final, move);
	if (burnSkipped !== undefined) {
		out.json.burn_skipped = true;
		out.text = out.text.replace(/^[^\n]*/, (summary) => `${summary}\n${burnSkippedLine(burnSkipped)}`);
	}
	return withChoices(out, turn.openChoices(), turn.followUps(), journal);
}

/** The block's output with the folders its journal needed said after "Written to". */
function withMadeFolderLine(out: CommandOutput, made: string[]): CommandOutput {
	const line = madeFoldersLine(made);
	return line ? { json: { ...out.json, folders_made: made }, text: `${out.text}\n${line}` } : out;
}

/**
 * Inside a vault with one character, a move for a journal without values of its own
 * (`--stat edge`, not `--stat edge=2`, no --score) is that character's, as the other commands
 * take it. Without --journal it stays a plain roll, as a character's move goes in a journal.
 */
async function soleCharacterHere(args: ParsedArgs): Promise<boolean> {
	if (!args.options.has('journal')) return false;
	if (args.options.get('stat')?.includes('=') || ['score', 'momentum', 'debilities', 'by'].some((o) => args.options.has(o))) return false;
	const vault = findVault(process.cwd());
	if (!vault) return false;
	const notes = await new FileStateStore(vault).campaignNotes('');
	return notes.filter(({ fm }) => fm.iron_ledger === 'character').length === 1;
}

/** Said when --burn was given but burning would not have changed the outcome. */
function burnSkippedLine(momentum: number | undefined): string {
	return `Momentum not burned: burning ${String(momentum)} would not improve the outcome, so it stays ${String(momentum)}.`;
}

/** The ruleset a character plays, from its note, so `move "Face Danger" --character Kira` needs no --ruleset. */
async function rulesetOf(store: FileStateStore, characterPath: string): Promise<RulesetId | undefined> {
	const fm = await store.frontmatter(characterPath);
	// A ruleset the sheet misspells is named as such, not left to an "in more than one ruleset" search.
	return fm?.iron_ledger === 'character' ? characterRuleset(fm, characterPath) : undefined;
}

/**
 * What the roll means, under its summary: an action die that negative momentum cancelled (the
 * score alone would not say why it is low), and the move's own words for the outcome that
 * applies, so a terminal player reads "you are dead" on Face Death's miss as the book says it.
 */
function readout(block: JournalBlock, move: MoveInfo): string[] {
	const lines: string[] = [];
	if (block.kind === 'action' && block.actionCancelled) {
		lines.push(`The action die (${block.action}) is cancelled by momentum ${block.momentum ?? ''}: it adds nothing to the score (MO-14).`);
	}
	const outcome = block.kind === 'action' || block.kind === 'progress' ? (block.countsAs ?? block.outcome) : undefined;
	const words = outcome ? move.outcomes[outcome] : undefined;
	if (words) lines.push(plainMarkdown(words));
	return lines;
}

/** The summary line of a move's output, with what the roll means under it. */
function withReadout(text: string, block: JournalBlock, move: MoveInfo): string {
	const lines = readout(block, move);
	return lines.length === 0 ? text : text.replace(/^[^\n]*/, (summary) => [summary, ...lines].join('\n'));
}

const REROLL_DICE: Record<string, RerollDie> = { action: 'action', c1: 'challenge_1', c2: 'challenge_2', challenge_1: 'challenge_1', challenge_2: 'challenge_2' };

/** A move that may roll a table after its own dice: typed dice then run on into it. */
function hasTables(id: string): boolean {
	const model = moveModel(id);
	// An option that rolls a table (Roll on the Endure Harm table) or a recommit's dice takes them after the move's too.
	return !!model && [...Object.values(model.outcomes), model.noRoll].some((spec) => spec?.table !== undefined || spec?.choices?.some((c) => c.options.some((o) => o.roll || rollsAnew(o))));
}

/** `--reroll action,c1,c2`: the dice an ability lets the player roll again (given dice come after the first three). */
function rerollOption(args: ParsedArgs): RerollDie[] | undefined {
	const raw = args.options.get('reroll');
	if (raw === undefined) return undefined;
	return raw.split(',').flatMap((part) => {
		const p = part.trim().toLowerCase();
		if (p === 'all') return ['action', 'challenge_1', 'challenge_2'] as RerollDie[];
		if (p === 'challenge') return ['challenge_1', 'challenge_2'] as RerollDie[];
		const die = Object.hasOwn(REROLL_DICE, p) ? REROLL_DICE[p] : undefined;
		if (!die) throw new UsageError(`--reroll takes action, c1, c2, challenge or all, not "${part}".`);
		return [die];
	});
}

/** `--choose 1,3`: options numbered from 1 in the order the outcome lists them. */
export function chooseOption(args: ParsedArgs): number[] | undefined {
	const raw = args.options.get('choose');
	if (raw === undefined) return undefined;
	return raw.split(',').map((part) => parseWhole(part.trim(), '--choose', { min: 1, max: 99 }));
}

/** Adds the open choices and the follow-ups to a move's output, with the commands that take them. */
export function withChoices(out: CommandOutput, choices: readonly OfferedChoice[], followUps: readonly FollowUp[], journal: string | undefined, dryRun = false): CommandOutput {
	const json = {
		...out.json,
		choices: choices.flatMap((c) => c.options.map((o) => ({ n: o.n, text: o.text, pick: c.pick, ...(c.upTo ? { up_to: true } : {}), ...(o.disabled ? { disabled: o.disabled } : {}) }))),
		follow_ups: followUps.map((f) => ({ move: f.move, ...(f.magnitude !== undefined ? { magnitude: f.magnitude } : {}), ...(f.note ? { note: f.note } : {}) })),
	};
	const lines: string[] = [];
	for (const c of choices) {
		lines.push(`Choose ${c.upTo ? (c.atLeast > 0 ? `${c.atLeast} to ` : 'up to ') : ''}${c.pick}${c.repeats ? ' (repeats allowed)' : ''}:`);
		for (const o of c.options) lines.push(`  ${o.n}. ${o.text}${o.disabled ? ` (not now: ${o.disabled})` : ''}`);
	}
	// A character's move made without --apply changed no note: choose would refuse its block.
	if (choices.length > 0) lines.push(dryRun ? 'To choose, make the move again with --apply (and --choose N[,N], or choose later).' : `Then: iron-ledger choose${journal ? ` --journal ${quote(journal)}` : ''} N[,N]`);
	for (const f of followUps) lines.push(`Next: iron-ledger move ${f.move}${f.magnitude !== undefined ? ` (magnitude ${f.magnitude})` : ''}${f.note ? `: ${f.note}` : ''}`);
	return { json, text: [out.text, ...lines].join('\n') };
}

const quote = (s: string) => (/[\s"']/.test(s) ? JSON.stringify(s) : s);

/** `move … [--vault DIR] [--character NAME|PATH] --journal PATH [--track PATH] [--apply]`: a move made by a character. */
async function campaignMove(args: ParsedArgs, ctx: CliContext, query: string): Promise<CommandOutput> {
	const vault = vaultFolder(args);
	// The command's own store when the move is part of a larger one (hiatus): its writes land with the rest.
	const store = storeFor(vault);
	// Without --journal, where the last move was played (default-journal.ts).
	const journalPath = await store.exclusive(() => journalFor(args, store));
	const adds = intOption(args, 'adds', { min: -10, max: 10 }) ?? 0;
	const stat = args.options.get('stat');
	if (stat?.includes('=')) throw new UsageError('With --character, --stat takes a name (--stat edge): the value comes from the character sheet.');
	const characterPath = await findCharacter(store, vaultPathOption(args, 'character', vault));
	const ruleset = rulesetOption(args) ?? (await rulesetOf(store, characterPath));
	const { scope, entry } = findAcrossRulesets(ctx, 'move', query, ruleset);
	const move = scope.move(entry.id);
	const ally = vaultPathOption(args, 'ally', vault);
	const allyPath = ally ? await findCharacter(store, ally) : undefined;
	// The Chattering Skull's cursed die is the roll's fourth die; its 10 on a miss rerolls the three, typed or not.
	const sheet = move.rollType === 'action_roll' ? await store.frontmatter(characterPath) : undefined;
	const cursed = !!sheet && rollsCursedDie((k) => sheet[k]);
	const dice: TypedDice = exactDice(args, ctx, move.rollType === 'action_roll' ? 3 + (cursed ? 1 : 0) + (rerollOption(args)?.length ?? 0) : move.rollType === 'progress_roll' ? 2 : undefined, hasTables(move.id) || cursed);
	const result = await makeCampaignMove(
		store,
		ctx.content,
		{
			ruleset: scope.id,
			move,
			characterPath,
			journalPath,
			stat,
			adds: adds ? [{ value: adds, reason: args.options.get('reason') ?? 'adds' }] : [],
			burn: args.flags.has('burn'),
			trackPath: vaultPathOption(args, 'track', vault),
			apply: args.flags.has('apply'),
			suffer: intOption(args, 'suffer', { min: 0, max: 10 }),
			times: intOption(args, 'times', { min: 1, max: 10 }),
			choose: chooseOption(args),
			anyway: args.flags.has('anyway'),
			clockPath: vaultPathOption(args, 'clock', vault),
			companion: args.options.get('companion'),
			abilities: args.options.get('ability')?.split(',').filter((a) => a.trim()),
			reroll: rerollOption(args),
			...(allyPath ? { allyPath } : {}),
			...(args.options.has('vehicle') ? { vehicle: args.options.get('vehicle') } : {}),
			...(args.options.has('rarity') ? { rarity: args.options.get('rarity') } : {}),
			allDiceUsed: () => dice.assertAllUsed?.(),
		},
		dice,
	);
	const b = result.block;
	const applied = args.flags.has('apply');
	const json: Record<string, unknown> = { kind: b.kind, move: move.id, summary: summarise(b), changes: result.changes, applied, notes: result.notes, block: result.fenced };
	if (b.kind === 'action') Object.assign(json, { action: b.action, challenge: b.challenge, score: b.score, outcome: b.outcome, match: b.match, burned: b.burn !== undefined });
	if (cursedDieOf(b) !== undefined) json.cursed_die = cursedDieOf(b);
	if (b.kind === 'progress') Object.assign(json, { score: b.score, challenge: b.challenge, outcome: b.outcome, match: b.match });
	if (b.countsAs) json.counts_as = b.countsAs;
	if (b.override) json.override = b.override;
	json.abilities = result.abilities.map((a) => ({ n: a.n, ability: a.offer.ability, name: a.offer.name, used: a.used, ...(a.offer.when ? { when: a.offer.when } : {}), ...(a.offer.unavailable ? { unavailable: a.offer.unavailable } : {}) }));
	if (b.kind === 'action' && b.rerolled) json.rerolled = b.rerolled;
	const burnSkipped = args.flags.has('burn') && b.kind === 'action' && b.burn === undefined;
	if (burnSkipped) json.burn_skipped = true;
	json.notes_changed = applied && result.changes.length > 0;
	const changeLines = result.changes.map((c) => `${applied ? '' : 'proposed: '}${c.note}: ${changeWords(c.key, c.from, c.to)}`);
	if (burnSkipped && b.kind === 'action') changeLines.unshift(burnSkippedLine(b.momentum));
	// Without --apply the block is written all the same: a player who forgot the flag must hear
	// that the sheet did not move, or they play on with wrong meters.
	if (!applied) {
		changeLines.push(`Not applied (no --apply): no note was changed; the block in ${journalPath} records the move only.${result.changes.length > 0 ? ' Make the proposed changes by hand, or add --apply to have a move make them.' : ''}`);
	}
	const abilityLines = result.abilities.map((a) => `${a.used ? 'Used' : 'Also available'}: ${a.n}. ${offerText(a.offer)}${a.offer.unavailable ? ` (not now: ${a.offer.unavailable})` : ''}`);
	if (result.abilities.some((a) => !a.used && !a.offer.unavailable)) abilityLines.push('Add --ability N to use one whose circumstance holds.');
	const { cuts } = fitForJournal(b);
	if (cuts.length > 0) json.cut = cuts;
	const text = [summarise(b), ...readout(b, move), ...abilityLines, ...changeLines, ...result.notes, ...cuts, `Written to ${journalPath}`].join('\n');
	return withChoices(withMadeFolders({ json, text }, store), result.choices, result.followUps, journalPath, !applied);
}
