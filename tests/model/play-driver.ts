import { burnOnLastRoll } from '../../src/campaign/burn-last';
import { makeCampaignMove } from '../../src/campaign/campaign-move';
import { chooseLater } from '../../src/campaign/choose-later';
import { specialTracksOf } from '../../src/campaign/special-tracks';
import { advanceClock, markTrack, setTrackStatus } from '../../src/campaign/track-ops';
import { undoLastMove } from '../../src/campaign/undo';
import { earnXp, upgradeAsset } from '../../src/character/advancement';
import { stringList } from '../../src/character/asset-state';
import { changeAssetMeter, changeMeter, setImpact, setInitiative, setPosition } from '../../src/character/conditions';
import { formParty } from '../../src/character/party';
import { type Sheet, commitSheet, openSheet, sheetValue } from '../../src/character/sheet';
import { UsageError } from '../../src/cli/args';
import { ContentLookupError } from '../../src/content/lookup';
import { moveModel } from '../../src/moves';
import { aidedMoves } from '../../src/moves/engine/aid';
import { ChoiceError } from '../../src/moves/engine/evaluate';
import { MoveInputError, rollChoices } from '../../src/play/move-stats';
import { BurnNotAllowedError } from '../../src/rules/action-roll';
import { DiceError } from '../../src/rules/dice';
import { OracleError } from '../../src/rules/oracle-table';
import { FrontmatterError } from '../../src/state/frontmatter-text';
import { StateError } from '../../src/state/schema';
import { library } from '../helpers/content';
import type { MemoryVault } from '../helpers/memory-vault';
import type { Campaign } from './play-campaign';
import { JOURNALS, type SheetOp, type Step, commandLine, diceFrom } from './play-steps';

/**
 * Runs one step of random play through the use cases the CLI commands call (src/cli/commands/*),
 * with the same inputs the CLI would give them, and says the command a person would type.
 */

export interface StepRun {
	/** The command lines (or, for the palette's burn and typed prose, what the player does). */
	lines: string[];
	/** The step's CLI arguments, where the CLI can make it (not the palette's burn, nor typed prose). */
	argv?: string[];
	/** Set when the product refused the step as a player's mistake: nothing may have changed. */
	refused?: string;
}

/** The errors the CLI reports as the player's input (exit 2): anything else is a bug. */
const INPUT_ERRORS = [UsageError, DiceError, ContentLookupError, BurnNotAllowedError, OracleError, MoveInputError, ChoiceError, StateError, FrontmatterError];
export const isRefusal = (error: unknown): error is Error => INPUT_ERRORS.some((E) => error instanceof E);

const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
const journalOf = (n: number, last?: string) => (n < 0 && last ? last : (JOURNALS[Math.abs(n) % JOURNALS.length] as string));
const nameOf = (path: string) => (path.split('/').pop() ?? path).replace(/\.md$/, '');

/** The character a step names, and another one for moves made with an ally. */
function who(campaign: Campaign, n: number) {
	const me = campaign.characters[n % campaign.characters.length];
	const other = campaign.characters[(n + 1) % campaign.characters.length];
	if (!me || !other) throw new Error('The campaign has no characters.');
	return { me, other };
}

/** A move's name as the CLI finds it in the character's ruleset, or its id where the name is not enough. */
function moveWord(campaign: Campaign, id: string, name: string): string {
	try {
		return library.ruleset(campaign.ruleset).find('move', name).id === id ? name : id;
	} catch {
		return id;
	}
}

async function move(vault: MemoryVault, campaign: Campaign, step: Extract<Step, { kind: 'move' }>, lines: string[] & { argv?: string[] }): Promise<void> {
	const scope = library.ruleset(campaign.ruleset);
	const entry = pick(scope.entries('move'), step.move);
	if (!entry) throw new Error('The ruleset has no moves.');
	const info = scope.move(entry.id);
	const model = moveModel(info.id);
	const { me, other } = who(campaign, step.who);
	const journal = journalOf(step.journal);
	const args = ['move', moveWord(campaign, info.id, info.name), '--character', me.name];
	let stat: string | undefined;
	if (info.rollType === 'action_roll') {
		const keys = [...new Set(rollChoices(info).flatMap((c) => c.keys))];
		stat = step.stat % (keys.length + 1) < keys.length ? keys[step.stat % (keys.length + 1)] : undefined;
	} else if (info.rollType === 'special_track') stat = pick(specialTracksOf(info), step.stat);
	if (stat !== undefined) args.push('--stat', stat);
	// A move made on a track of a kind takes one of that kind; any other move may name any track, or none.
	const wanted = model?.track;
	const fits = campaign.tracks.filter((t) => !wanted || t.kind === wanted || (wanted === 'fight' && t.kind === 'combat_objective') || (wanted === 'combat_objective' && t.kind === 'fight'));
	const track = wanted || info.rollType === 'progress_roll' ? pick(fits, step.track) : pick([...fits, undefined], step.track);
	if (track) args.push('--track', track.path);
	const scene = info.id.includes('/scene_challenge/') ? campaign.clocks.find((c) => c.endsWith(' tension.md')) : undefined;
	if (scene) args.push('--clock', scene);
	const suffer = model?.sufferFirst || model?.loss ? step.suffer : undefined;
	if (suffer !== undefined) args.push('--suffer', String(suffer));
	// The moves Aid Your Ally makes take the ally, now and then.
	const ally = aidedMoves().has(info.id) && step.stat % 2 === 1 ? other : undefined;
	if (ally) args.push('--ally', ally.name);
	if (step.choose) args.push('--choose', step.choose.join(','));
	const burn = step.burn && info.rollType === 'action_roll';
	if (burn) args.push('--burn');
	args.push('--journal', journal);
	if (step.apply) args.push('--apply');
	const dice = diceFrom(step.dice);
	try {
		await makeCampaignMove(
			vault,
			library,
			{
				ruleset: campaign.ruleset,
				move: info,
				characterPath: me.path,
				journalPath: journal,
				stat,
				adds: [],
				burn,
				trackPath: track?.path,
				clockPath: scene,
				apply: step.apply,
				suffer,
				choose: step.choose ?? undefined,
				...(ally ? { allyPath: ally.path } : {}),
			},
			dice,
		);
	} finally {
		said(lines, dice.rolled.length > 0 ? [...args, '--dice', dice.rolled.join(',')] : args);
	}
}

/** Says a command: its line to paste, and its arguments (kept on the lines array, for the CLI to run). */
function said(lines: string[] & { argv?: string[] }, args: string[]): void {
	lines.push(commandLine(args));
	lines.argv = args;
}

/** A hand change to a sheet, as `meter`, `debility`, `xp`… make it (src/cli/commands/sheet.ts `edit`). */
async function sheetStep(vault: MemoryVault, campaign: Campaign, step: Extract<Step, { kind: 'sheet' }>, lines: string[] & { argv?: string[] }): Promise<void> {
	const { me } = who(campaign, step.who);
	const journal = journalOf(step.journal);
	const tail = ['--character', me.name, '--journal', journal];
	let words: string[] = [step.op];
	try {
		await vault.exclusive(async () => {
			const sheet = await openSheet(vault, library, me.path);
			const what = edit(sheet, step, (w) => (words = w));
			await commitSheet(vault, sheet, journal, what);
		});
	} finally {
		said(lines, [...words, ...tail]);
	}
}

// Classic fights keep initiative, Starforged's a position; only Starforged's sheets have a vehicle.
const OTHER_OP: Partial<Record<SheetOp, SheetOp>> = { initiative: 'position', position: 'initiative', vehicle: 'companion' };

function edit(sheet: Sheet, step: Extract<Step, { kind: 'sheet' }>, said: (words: string[]) => void): string {
	const n = step.up ? step.amount : -step.amount;
	const verb = step.up ? 'take' : 'suffer';
	const classic = sheet.ruleset === 'classic' || sheet.ruleset === 'delve';
	const op = (classic ? ['position', 'vehicle'] : ['initiative']).includes(step.op) ? (OTHER_OP[step.op] ?? step.op) : step.op;
	switch (op) {
		case 'meter': {
			const meter = pick(['health', 'spirit', 'supply', 'momentum'], step.name) as string;
			said(['meter', verb, meter, String(step.amount)]);
			return changeMeter(sheet, meter, n);
		}
		case 'debility': {
			const key = pick(sheet.situation.impacts.map((i) => i.key), step.name) ?? 'wounded';
			said(['debility', step.up ? 'mark' : 'clear', key]);
			return setImpact(sheet, key, step.up);
		}
		case 'xp': {
			if (step.up) {
				said(['xp', 'earn', String(step.amount)]);
				return earnXp(sheet, step.amount);
			}
			const asset = pick(stringList(sheetValue(sheet, 'assets')), step.name) ?? '';
			const name = sheet.scope.get(asset)?.name ?? asset;
			const ability = String(2 + (step.amount % 2));
			said(['xp', 'spend', name, ability]);
			return upgradeAsset(sheet, name, ability);
		}
		case 'initiative':
			said(['initiative', step.up ? 'take' : 'lose']);
			return setInitiative(sheet, step.up);
		case 'position': {
			const position = step.up ? 'in control' : 'in a bad spot';
			said(['position', position]);
			return setPosition(sheet, position);
		}
		case 'companion':
		case 'vehicle':
			said([op, verb, String(step.amount)]);
			return changeAssetMeter(sheet, op, n);
	}
}

/** The step run on the vault, with what a person would type for it; a refusal is caught and said. */
export async function runStep(vault: MemoryVault, campaign: Campaign, step: Step, lastJournal?: string): Promise<StepRun> {
	const lines: string[] & { argv?: string[] } = [];
	try {
		await runOne(vault, campaign, step, lines, lastJournal);
		return { lines: [...lines], argv: lines.argv };
	} catch (error) {
		if (isRefusal(error)) return { lines: [...lines], argv: lines.argv, refused: error.message };
		const message = error instanceof Error ? error.message : String(error);
		throw Object.assign(new Error(`internal error: ${message}`), { lines, cause: error });
	}
}

async function runOne(vault: MemoryVault, campaign: Campaign, step: Step, lines: string[] & { argv?: string[] }, lastJournal: string | undefined): Promise<void> {
	const journal = journalOf(step.journal, lastJournal);
	switch (step.kind) {
		case 'move':
			return move(vault, campaign, step, lines);
		case 'sheet':
			return sheetStep(vault, campaign, step, lines);
		case 'choose': {
			const dice = diceFrom(step.dice);
			said(lines, ['choose', '--journal', journal, step.picks.join(',')]);
			try {
				await chooseLater(vault, library, journal, step.picks, undefined, dice);
			} finally {
				if (dice.rolled.length > 0) lines.push(`# (the choice rolled the digital dice ${dice.rolled.join(',')})`);
			}
			return;
		}
		case 'track': {
			const track = pick(campaign.tracks, step.target);
			if (!track) return;
			said(lines, ['track', step.op, track.path, ...(step.op === 'mark' ? ['--times', String(step.times)] : []), '--journal', journal]);
			await vault.exclusive(() => (step.op === 'mark' ? markTrack(vault, track.path, step.times, journal) : setTrackStatus(vault, track.path, step.op === 'complete' ? 'complete' : 'forsaken', journal)));
			return;
		}
		case 'clock': {
			const clock = pick(campaign.clocks, step.target);
			if (!clock) return;
			said(lines, ['clock', 'advance', clock, '--times', String(step.times), '--journal', journal]);
			await vault.exclusive(() => advanceClock(vault, clock, step.times, journal));
			return;
		}
		case 'undo':
			said(lines, ['undo', '--journal', journal]);
			await undoLastMove(vault, journal);
			return;
		case 'burn': {
			const { me } = who(campaign, step.who);
			const dice = diceFrom(step.dice);
			lines.push(`# palette, in ${journal} with ${me.name} the active character: "Burn momentum on the last roll"`);
			try {
				await burnOnLastRoll(vault, library, journal, me.path, dice);
			} finally {
				if (dice.rolled.length > 0) lines.push(`# (the burn rolled the digital dice ${dice.rolled.join(',')})`);
			}
			return;
		}
		case 'party':
			said(lines, ['party', ...campaign.characters.map((c) => nameOf(c.path)), '--journal', journal]);
			await vault.exclusive(() => formParty(vault, journal, campaign.characters.map((c) => c.path)));
			return;
		case 'hand':
			lines.push(`sed -i 's/^${step.key}: .*/${step.key}: ${step.value}/' '${step.note}'`);
			await vault.updateFrontmatter(step.note, (fm) => {
				fm[step.key] = step.value;
			});
			return;
		case 'prose':
			lines.push(`printf '%s\\n\\n' '${step.words}' >> '${journal}'`);
			await vault.process(journal, (text) => `${text}${step.words}\n\n`);
			return;
	}
}
