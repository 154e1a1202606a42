import type { RulesetContent } from '../content/library';
import { qualifiedName } from '../content/lookup';
import { RULESET_LABELS, coreOf, isRulesetId, oracleStyleOf } from '../content/rulesets';
import type { JournalBlock } from '../journal/block';
import { writeBlock } from '../journal/write';
import { askTheOracleBlock, makeNoRollMove, rollOracleBlock } from '../play/make-move';
import { ODDS, ODDS_LABELS, type Odds, yesChance } from '../rules/ask-the-oracle';
import { percent } from '../rules/odds';
import { rollWithChosenDice } from './dice-entry';
import { type FlowPorts, enabledScopes } from './ports';
import type { Choice } from '../play/prompter';
import { type NoteOracle, listNoteOracles, prepareNoteOracle, rollPrepared } from '../custom-oracles/note-oracles';

/** The ruleset whose oracle to use: the only one, or the player's pick. */
async function pickScope(ports: FlowPorts, title: string): Promise<RulesetContent | undefined> {
	const scopes = enabledScopes(ports);
	if (scopes.length <= 1) return scopes[0];
	return ports.prompt.choose(title, scopes.map((s) => ({ value: s, label: s.label })));
}

/** Roll an oracle: fuzzy over the player's own tables and every table of the enabled rulesets, nested ones included. */
export async function rollOracleFlow(ports: FlowPorts): Promise<JournalBlock | undefined> {
	const seen = new Set<string>();
	type Pick = { scope: RulesetContent; id: string } | { note: NoteOracle };
	const own: Choice<Pick>[] = ports.notes ? (await listNoteOracles(ports.notes.store, ports.notes.oracleFolder)).map((note) => ({ value: { note }, label: note.name, detail: `Your table · ${note.path}` })) : [];
	const choices: Choice<Pick>[] = enabledScopes(ports).flatMap((scope) =>
		scope
			.oracles()
			.filter((e) => !seen.has(e.id) && (seen.add(e.id), true))
			// The package names the table: the Sundered Isles' Given Name and Starforged's read alike otherwise.
			.map((e) => ({ value: { scope, id: e.id }, label: qualifiedName(e), detail: isRulesetId(e.pkg) ? RULESET_LABELS[e.pkg] : scope.label })),
	);
	const pick = await ports.prompt.choose('Roll an oracle', [...own, ...choices]);
	if (!pick) return undefined;
	if ('note' in pick) return rollNoteOracleFlow(ports, pick.note.path);
	const cursed = await askCursedDie(ports, pick.scope, pick.id);
	if (cursed === undefined) return undefined;
	const block = await rollWithChosenDice(ports, (dice) => rollOracleBlock(pick.scope, pick.id, dice, ports.character?.link, cursed));
	if (block) await ports.sink.insert(writeBlock(block));
	return block;
}

/**
 * Sundered Isles: a table with a cursed version may be rolled with the cursed die, when the
 * curse touches the scene; the player says so. False for every other table; undefined if cancelled.
 */
async function askCursedDie(ports: FlowPorts, scope: RulesetContent, id: string): Promise<boolean | undefined> {
	const version = scope.cursedVersion(id);
	if (!version) return false;
	const how = await ports.prompt.choose<'plain' | 'cursed'>('Roll the cursed die too?', [
		{ value: 'plain', label: 'No: the table alone' },
		{ value: 'cursed', label: `Yes: a 10 on the cursed die ${version.behavior === 'replace' ? 'reads' : 'adds'} ${version.table.name}` },
	]);
	return how === undefined ? undefined : how === 'cursed';
}

/** Rolls a player's table: read afresh (an edit counts at once), then rolled like a Datasworn table. */
export async function rollNoteOracleFlow(ports: FlowPorts, path: string): Promise<JournalBlock | undefined> {
	if (!ports.notes) return undefined;
	const prepared = await prepareNoteOracle(ports.notes.store, ports.notes.oracleFolder, path);
	const block = await rollWithChosenDice(ports, (dice) => rollPrepared(prepared, dice, ports.character?.link));
	if (block) await ports.sink.insert(writeBlock(block));
	return block;
}

/** Ask the Oracle: pick the odds, optionally phrase the question, roll. */
export async function askTheOracleFlow(ports: FlowPorts): Promise<JournalBlock | undefined> {
	const scope = await pickScope(ports, 'Ask the Oracle with which ruleset?');
	if (!scope) return undefined;
	const style = oracleStyleOf(scope.id);
	const odds = await ports.prompt.choose<Odds>(
		'Ask the Oracle: how likely?',
		[...ODDS].reverse().map((o) => ({ value: o, label: ODDS_LABELS[o], detail: `yes ${percent(yesChance(style, o))}` })),
	);
	if (!odds) return undefined;
	const question = await ports.prompt.text('Your question (optional)', 'Is the bridge guarded?');
	if (question === undefined) return undefined;
	const asked = await rollWithChosenDice(ports, (dice) => askTheOracleBlock(scope, odds, dice, question.trim() || undefined));
	if (!asked) return undefined;
	if (ports.character?.link) asked.block.by = ports.character.link;
	await ports.sink.insert(writeBlock(asked.block));
	return asked.block;
}

/** Pay the Price: roll the ruleset's table. */
export async function payThePriceFlow(ports: FlowPorts): Promise<JournalBlock | undefined> {
	const scope = await pickScope(ports, 'Pay the Price with which ruleset?');
	if (!scope) return undefined;
	const move = scope.move(`move:${coreOf(scope.id)}/fate/pay_the_price`);
	const block = await rollWithChosenDice(ports, (dice) => makeNoRollMove(move, scope, dice, ports.character?.link));
	if (block) await ports.sink.insert(writeBlock(block));
	return block;
}

/** Pick two: name the likelier option and the other; a yes on "likely" odds picks the first. */
export async function pickTwoFlow(ports: FlowPorts): Promise<JournalBlock | undefined> {
	const scope = await pickScope(ports, 'Pick two with which ruleset?');
	if (!scope) return undefined;
	const likely = (await ports.prompt.text('The likelier option', 'The bridge holds'))?.trim();
	if (!likely) return undefined;
	const other = (await ports.prompt.text('The other option', 'The bridge gives way'))?.trim();
	if (!other) return undefined;
	const asked = await rollWithChosenDice(ports, (dice) => askTheOracleBlock(scope, 'likely', dice));
	if (!asked) return undefined;
	asked.block.pick = { likely, other };
	if (ports.character?.link) asked.block.by = ports.character.link;
	await ports.sink.insert(writeBlock(asked.block));
	return asked.block;
}
