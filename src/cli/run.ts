import { BurnNotAllowedError } from '../rules/action-roll';
import { DiceError } from '../rules/dice';
import { OracleError } from '../rules/oracle-table';
import { ContentLookupError } from '../content/lookup';
import { DamagedContentError } from '../content/packed';
import { MoveInputError } from '../play/move-stats';
import { InvalidJournalError, journalCommand, journalSpec } from './commands/journal';
import { moveCommand, moveSpec } from './commands/move';
import { chooseCommand, chooseSpec } from './commands/choose';
import { ChoiceError } from '../moves/engine/evaluate';
import { CampaignDisagrees, campaignSpec, characterCommand, clockCommand, dashboardCommand, trackCommand, undoCommand, verifyCommand } from './commands/campaign';
import { StateError } from '../state/schema';
import { FrontmatterError } from '../state/frontmatter-text';
import { oneLine } from '../journal/one-line';
import { fileProblem } from './fs-errors';
import { type ArgSpec, type ParsedArgs, UsageError, parseArgs } from './args';
import type { CliContext } from './context';
import type { CliIo, CommandOutput } from './output';
import { terminalJson, terminalText } from './terminal-text';
import { nearest } from '../content/nearest';
import { askCommand, askSpec, oracleCommand, oracleSpec, pickTwoCommand, pickTwoSpec } from './commands/oracle';
import { oddsCommand, oddsSpec } from './commands/odds';
import { assetsCommand, listSpec, moveInfoCommand, moveInfoSpec, movesCommand, oraclesCommand, oraclesSpec } from './commands/reference';
import { assetCommand, assetMeterCommand, debilityCommand, initiativeCommand, meterCommand, partyCommand, positionCommand, rarityCommand, sheetSpec, xpCommand } from './commands/sheet';
import { progressRollCommand, progressRollSpec, rollCommand, rollSpec } from './commands/roll';
import { delveSpec, hiatusCommand, siteCommand, threatCommand } from './commands/delve';
import { linkCommand, linkSpec } from './commands/link';
import { templateCommand, templateSpec } from './commands/template';
import { truthsCommand, truthsSpec } from './commands/truths';
import { generateCommand, generateSpec } from './commands/generate';
import { statsCommand, statsSpec } from './commands/stats';
import { exportCommand, exportSpec } from './commands/export';
import { initCommand, initSpec } from './commands/init';
import { assetRemoveCommand } from './commands/asset-remove';
import { trackRoleCommand, trackShareCommand } from './commands/track-share';

interface Command {
	spec: ArgSpec;
	run(args: ParsedArgs, ctx: CliContext): CommandOutput | Promise<CommandOutput>;
	usage: string;
}

const COMMANDS: Record<string, Command> = {
	roll: {
		spec: rollSpec,
		run: rollCommand,
		usage: 'roll --stat N [--adds N] [--momentum N] [--debilities N] [--dice A,C1,C2] [--burn] [--journal PATH] [--ruleset R] (--stat: a stat 1-3, a meter 0-5 or an asset meter 0-6; --burn only when it improves the outcome)',
	},
	'progress-roll': { spec: progressRollSpec, run: progressRollCommand, usage: 'progress-roll --score N [--dice C1,C2] [--track NAME] [--journal PATH] [--ruleset R]' },
	odds: { spec: oddsSpec, run: (a) => oddsCommand(a), usage: 'odds --stat N [--adds N] [--momentum N] [--debilities N] [--ruleset R] | odds --progress N' },
	oracle: { spec: oracleSpec, run: oracleCommand, usage: 'oracle <id, name, or the name of your own table> [--ruleset R] [--dice N[,N…]] [--table] [--cursed] [--reversed] [--neighbours] [--journal PATH] [--vault DIR] [--folder F] (your tables: notes with a roll | result table in Oracles/, or marked iron_ledger: oracle; --cursed rolls the Sundered Isles\' cursed die with a table that has a cursed version: a 10 reads the cursed table; --reversed and --neighbours read the roll\'s digits swapped and the rows beside it, for a hard answer)' },
	template: {
		spec: templateSpec,
		run: templateCommand,
		usage: 'template NAME | template --text "A {{Role}} named {{Given Name}}" [--ruleset R] [--dice N,…] [--journal PATH] [--vault DIR] [--folder F] (fills an oracle template: each {{slot}} names a table by id or name, or your own oracle note; template notes are marked iron_ledger: template)',
	},
	ask: { spec: askSpec, run: askCommand, usage: 'ask <small_chance|unlikely|50_50|likely|almost_certain> [--question TEXT] [--ruleset R] [--dice N] [--journal PATH]' },
	'pick-two': { spec: pickTwoSpec, run: pickTwoCommand, usage: 'pick-two "<likelier option>" "<other option>" [--ruleset R] [--dice N] [--journal PATH]' },
	moves: { spec: listSpec, run: movesCommand, usage: 'moves [--ruleset R]' },
	oracles: { spec: oraclesSpec, run: oraclesCommand, usage: 'oracles [--ruleset R] [--vault DIR] [--folder F] (your own tables are listed after Datasworn\'s)' },
	assets: { spec: listSpec, run: assetsCommand, usage: 'assets [--ruleset R] (ids and names for --assets and asset add)' },
	move: {
		spec: moveSpec,
		run: moveCommand,
		usage: 'move <id or name> [--ruleset R] [--stat NAME=VALUE[,NAME=VALUE]] [--adds N [--reason TEXT]] [--momentum N] [--debilities N] [--burn] [--score N] [--track LINK] [--by LINK] [--dice …] [--journal PATH] [--choose N[,N]] [--times N] | move <id or name> [--vault DIR] [--character NAME|PATH] --journal PATH [--ruleset R] [--stat NAME] [--adds N [--reason TEXT]] [--burn] [--track PATH] [--clock PATH] [--companion NAME] [--vehicle NAME] [--suffer N] [--choose N[,N]] [--ability N|NAME] [--reroll action|c1|c2] [--ally NAME] [--rarity NAME] [--times N] [--anyway] [--apply] (the ruleset is the character\'s; without --apply no note changes; --times: how many times a move whose table the player rolls as often as they decide rolls it, Confront Chaos\'s 1-3 aspects)',
	},
	journal: { spec: journalSpec, run: journalCommand, usage: 'journal check PATH…' },
	choose: { spec: chooseSpec, run: chooseCommand, usage: 'choose N[,N] [--journal PATH] [--vault DIR] (the last open choice in play order, or the last of the note given; refused, naming it, when a block played since changed what the picks change)' },
	character: { spec: campaignSpec, run: characterCommand, usage: 'character new [--vault DIR] --name N --ruleset R --stats edge=3,heart=2,iron=2,shadow=1,wits=1 [--assets ID|NAME,…] [--bonds 0-3] [--vow NAME --vow-rank extreme|epic] [--folder F] (the book\'s start: classic three assets and up to three background bonds; Starforged the command vehicle, two paths and one more asset; a background vow, extreme or epic)' },
	track: { spec: campaignSpec, run: (a, c) => (a.positionals[0] === 'share' ? trackShareCommand(a) : a.positionals[0] === 'role' ? trackRoleCommand(a) : trackCommand(a, c)), usage: 'track new [--vault DIR] --kind K --rank R --name N [--character PATH] [--theme T --domain D] [--pack N] [--readiness R] [--foe NPC] [--folder F] | track mark|complete|forsake PATH [--vault DIR] [--times N] [--journal PATH] | track rank PATH up|down|RANK [--journal PATH] (a foe\'s rank, one step, before the fight) | track share PATH --character NAME [--journal PATH] (an ally shares the track and its legacy) | track role PATH ROLE [--journal PATH] (a connection\'s role: their help is offered on action rolls)' },
	clock: { spec: campaignSpec, run: (a) => clockCommand(a), usage: 'clock new [--vault DIR] --name N [--segments 4|6|8|10] [--folder F] | clock advance PATH [--vault DIR] [--times N] [--journal PATH]' },
	undo: { spec: campaignSpec, run: (a) => undoCommand(a), usage: 'undo [--journal PATH] [--vault DIR] [--remove] [--chain] (the block played last, or the last of the note given; refused, naming it, when a block played since rests on it: --chain undoes those too, newest first)' },
	dashboard: { spec: campaignSpec, run: (a) => dashboardCommand(a), usage: 'dashboard [--vault DIR] [--folder F] (the campaign dashboard: an Obsidian Bases file of characters, tracks, clocks and threats; never overwritten)' },
	export: { spec: exportSpec, run: (a) => exportCommand(a), usage: 'export [--journal PATH…] [--mechanics hidden|summary|kept] [--format md|html] [--out FILE] [--vault DIR] (the journal notes, or folders of them, as one story in natural order: Story.md or Story.html at the vault root; without --journal, every note with moves; a file the player made is never overwritten)' },
	verify: { spec: campaignSpec, run: verifyCommand, usage: 'verify [--vault DIR] [--folder F] [--fix]' },
	meter: { spec: sheetSpec, run: meterCommand, usage: 'meter take|suffer health|spirit|supply|momentum N [--vault DIR] [--character NAME] [--journal PATH]' },
	debility: { spec: sheetSpec, run: debilityCommand, usage: 'debility mark|clear NAME [--vault DIR] [--character NAME] [--journal PATH]' },
	initiative: { spec: sheetSpec, run: initiativeCommand, usage: 'initiative take|lose [--vault DIR] [--character NAME] (classic)' },
	position: { spec: sheetSpec, run: positionCommand, usage: 'position "in control"|"in a bad spot" [--vault DIR] [--character NAME] (Starforged)' },
	companion: { spec: sheetSpec, run: assetMeterCommand('companion'), usage: 'companion take|suffer N [--vault DIR] [--companion NAME] [--character NAME]' },
	vehicle: { spec: sheetSpec, run: assetMeterCommand('vehicle'), usage: 'vehicle take|suffer N [--vault DIR] [--vehicle NAME] [--character NAME]' },
	xp: { spec: sheetSpec, run: xpCommand, usage: 'xp [--vault DIR] | xp earn N | xp spend ASSET [ABILITY] [--input name=V] (--character NAME, --journal PATH)' },
	asset: { spec: sheetSpec, run: (a, c) => (a.positionals[0] === 'remove' ? assetRemoveCommand(a, c) : assetCommand(a, c)), usage: 'asset list | asset add NAME [--free] [--input name=V] | asset upgrade ASSET [1-3] [--free] | asset remove ASSET (a discard a move owes takes its XP) | asset input ASSET --input NAME=VALUE | asset meter ASSET CONTROL +N|-N | asset mark|clear ASSET CONDITION ([--vault DIR], [--character NAME])' },
	party: { spec: sheetSpec, run: (a) => partyCommand(a), usage: 'party NAME NAME… [--vault DIR] [--journal PATH] (allies who travel together share supply)' },
	site: {
		spec: delveSpec,
		run: siteCommand,
		usage: 'site new (--theme T --domain D --rank R --name N | --premade NAME) [--vow PATH] [--folder F] [--journal PATH --apply] | site enter|delve|danger|opportunity|locate PATH --journal PATH [--stat edge|shadow|wits] [--apply] | site feature|denizen PATH --journal PATH | site escape --stat S --journal PATH [--apply] (Delve; the character and its --dice, --choose, --burn as for move)',
	},
	threat: { spec: delveSpec, run: threatCommand, usage: 'threat new --name N --rank R [--category C] [--vow PATH] [--site PATH] [--folder F] | threat advance PATH --journal PATH [--choose N] [--apply] (Delve)' },
	rarity: { spec: sheetSpec, run: rarityCommand, usage: 'rarity list | rarity buy NAME [--vault DIR] [--character NAME] [--journal PATH] (Delve: a rarity augments an asset on the sheet; wield it with move --rarity NAME)' },
	hiatus: { spec: delveSpec, run: hiatusCommand, usage: 'hiatus --journal PATH [--choose 1] [--dice D100,…] [--apply] (Delve: Take a Hiatus, then Advance a Threat for each active threat)' },
	generate: {
		spec: generateSpec,
		run: generateCommand,
		usage: 'generate KIND [--ruleset R] [--region REGION] [--dice …] [--reroll FIELD[,FIELD]] [--save NAME [--folder F] [--vault DIR] [--rank R]] [--journal PATH] (KIND: npc, settlement, planet, starship, derelict, precursor-vault, creature, faction; classic npc, settlement; Delve site; Sundered Isles npc, settlement, ship, island, faction, ruin, cave. Every table of the Datasworn oracle collection; --save writes an entity note, never over one; a site saves as a Delve site note with --rank)',
	},
	'move-info': { spec: moveInfoSpec, run: moveInfoCommand, usage: 'move-info <id or name> [--ruleset R]' },
	truths: { spec: truthsSpec, run: truthsCommand, usage: 'truths [--ruleset R] (the setting truths and their options) | truths roll [--ruleset R] [--dice N,…] [--choose TRUTH=OPTION[/ROW],…] [--skip TRUTH,…] [--out PATH [--vault DIR] [--character NAME]] (rolls every truth not chosen or skipped; --out writes the truths note, or updates the truths that changed)' },
	link: { spec: linkSpec, run: linkCommand, usage: 'link <name or id> [--ruleset R] (the text of a link to a move, oracle or asset, to paste into a note: [Face Danger](iron:move:…))' },
	stats: { spec: statsSpec, run: statsCommand, usage: 'stats [--vault DIR] [--folder F] [PATH…] (outcomes by move and stat, matches, momentum burned, oracle rolls, and a χ² test of the dice; undone blocks are not counted)' },
	init: { spec: initSpec, run: (a) => initCommand(a), usage: 'init [DIR] (makes DIR, the folder you are in when not given, a vault: .obsidian/ and Iron Ledger turned on in its community-plugins.json; nothing of yours is overwritten)' },
};

export function usage(): string {
	return [
		'Usage: iron-ledger <command> [options] [--json]',
		'',
		...Object.values(COMMANDS).map((c) => `  iron-ledger ${c.usage}`),
		'',
		'Rulesets: classic, delve (classic with Delve), starforged, sundered_isles (Starforged with the Sundered Isles; or si).',
		'--json prints one JSON object.',
		'Without --vault, the vault is the nearest folder above you that holds .obsidian/. Note paths may be',
		'absolute, from the folder you are in (inside the vault), or from the vault.',
	].join('\n');
}

/** Input a player got wrong: reported on one line with exit code 2. */
function isInputError(error: unknown): error is Error {
	return (
		error instanceof UsageError ||
		error instanceof DiceError ||
		error instanceof ContentLookupError ||
		error instanceof BurnNotAllowedError ||
		error instanceof OracleError ||
		error instanceof MoveInputError ||
		error instanceof ChoiceError ||
		error instanceof StateError ||
		error instanceof FrontmatterError
	);
}

/** A command by the name typed: the table's own entries only, never what every object inherits ("constructor"). */
function commandNamed(name: string): Command | undefined {
	return Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
}

/**
 * Runs one CLI invocation and returns its exit code. Everything printed passes here, so text is
 * made safe for a terminal here, once (src/cli/terminal-text.ts), not by each command.
 */
export async function runCli(argv: readonly string[], ctx: CliContext, rawIo: CliIo): Promise<number> {
	const io: CliIo = { out: (text) => rawIo.out(terminalText(text)), err: (text) => rawIo.err(terminalText(text)) };
	const json = (value: unknown) => rawIo.out(terminalJson(value));
	const [name, ...rest] = argv;
	if (name === undefined) {
		io.err('iron-ledger: no command given. Run "iron-ledger --help" for the commands.');
		return 2;
	}
	if (name === '--help' || name === 'help' || name === '-h') {
		io.out(usage());
		return 0;
	}
	const command = commandNamed(name);
	if (!command) {
		const guess = nearest(name, Object.keys(COMMANDS));
		io.err(`iron-ledger: unknown command "${name}"${guess ? `: did you mean ${guess}?` : `. Commands: ${Object.keys(COMMANDS).join(', ')}.`}`);
		return 2;
	}
	if (rest.includes('--help') || rest.includes('-h')) {
		io.out(`Usage: iron-ledger ${command.usage}`);
		return 0;
	}
	try {
		const args = parseArgs(rest, command.spec);
		const output = await command.run(args, ctx);
		if (args.flags.has('json')) json(output.json);
		else io.out(output.text);
		return 0;
	} catch (error) {
		if (error instanceof InvalidJournalError || error instanceof CampaignDisagrees) {
			// The check ran; what it found is the answer, printed as usual, with exit code 1.
			if (rest.includes('--json')) json(error.output.json);
			else io.out(error.output.text);
			return 1;
		}
		if (isInputError(error)) {
			io.err(`iron-ledger ${name}: ${oneLine(error.message.replace(/\s*\n\s*/g, ' '))}`);
			return 2;
		}
		if (error instanceof DamagedContentError) {
			// Not the player's input, and not a bug to report: the install is damaged.
			io.err(`iron-ledger ${name}: ${oneLine(error.message)}`);
			return 1;
		}
		const file = fileProblem(error, rest);
		if (file) {
			io.err(`iron-ledger ${name}: ${file.message}`);
			return file.exitCode;
		}
		throw error;
	}
}
