import { createDashboard } from '../../dashboard/campaign-base';
import { existsSync } from 'node:fs';
import { createClock, createTrack } from '../../campaign/create';
import { startCharacter } from '../../character/new-character';
import { startedOutput } from './character-new';
import { advanceClock, markTrack, setTrackStatus } from '../../campaign/track-ops';
import { setTrackRank } from '../../campaign/track-rank';
import { foeRankOption } from './track-rank';
import { type Undone, undoPlayed } from '../../campaign/undo';
import { type Disagreement, fixFromJournal, verifyCampaign, verifySummary } from '../../campaign/verify';
import { unreadableLine } from '../../play/unreadable-notes';
import { summarise } from '../../journal/summary';
import type { StateChange } from '../../journal/block';
import { type Readiness, SCENE_RANK_BY_READINESS, isRank } from '../../rules/progress';
import { TRACK_KINDS, type TrackKind } from '../../state/schema';
import { type ParsedArgs, UsageError, intOption, parseWhole } from '../args';
import { type CliContext, rulesetOption } from '../context';
import { findVault, givenVault, vaultFolder, vaultPath } from '../vault-paths';
import { type CommandStore, folderOption, refuseUnwritableNames, storeFor, withMadeFolders } from '../where-to-write';
import { changeWords } from '../../journal/change-words';
import type { CommandOutput } from '../output';
import { journalFor } from '../default-journal';

/** A clock's segments, as the rules draw them. */
const CLOCK_SEGMENTS = [4, 6, 8, 10];

export const campaignSpec = {
	options: ['vault', 'name', 'ruleset', 'stats', 'assets', 'folder', 'kind', 'rank', 'character', 'times', 'segments', 'journal', 'theme', 'domain', 'pack', 'readiness', 'bonds', 'vow', 'vow-rank', 'foe'],
	flags: ['json', 'remove', 'fix', 'chain'],
};

/** The vault's store; names no file can hold are refused first, and hidden notes by the store. */
function vault(args: ParsedArgs): CommandStore {
	refuseUnwritableNames(args);
	return storeFor(vaultFolder(args));
}

/** A note named on the command line (an option, or the word after the subcommand), made vault-relative. */
function notePath(args: ParsedArgs, given: string): string {
	return vaultPath(vaultFolder(args), given);
}


function required(args: ParsedArgs, name: string): string {
	const v = args.options.get(name);
	if (!v) throw new UsageError(`--${name} is required.`);
	return v;
}

function changesText(changes: readonly StateChange[]): string {
	return changes.map((c) => `${c.note}: ${changeWords(c.key, c.from, c.to)}`).join('\n');
}

function stats(raw: string): Record<string, number> {
	return Object.fromEntries(
		raw.split(',').map((part) => {
			const [k, v] = part.split('=');
			if (!k || v === undefined) throw new UsageError(`--stats takes edge=3,heart=2,…, not "${part}".`);
			return [k.trim().toLowerCase(), parseWhole(v, `--stats ${k}`)];
		}),
	);
}

/** `character new`: a character note with the starting values. */
export async function characterCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	if (args.positionals[0] !== 'new') throw new UsageError('Use "character new --vault DIR --name N --ruleset R --stats edge=3,heart=2,iron=2,shadow=1,wits=1".');
	const ruleset = rulesetOption(args) ?? (() => { throw new UsageError('--ruleset is required.'); })();
	const scope = ctx.content.ruleset(ruleset);
	// Assets by id or by name, as `asset add` takes them: a near miss gets "did you mean".
	const assets = args.options.get('assets')?.split(',').map((a) => a.trim()).filter(Boolean).map((a) => scope.find('asset', a).id);
	const store = vault(args);
	const name = required(args, 'name');
	const bonds = intOption(args, 'bonds');
	const vow = { name: args.options.get('vow'), rank: args.options.get('vow-rank'), folder: 'Tracks' };
	const made = await store.exclusive(() =>
		startCharacter(store, ctx.content, { name, ruleset, stats: stats(required(args, 'stats')), folder: folderOption(args, 'Characters'), assets, bonds, vow }),
	);
	return withMadeFolders(startedOutput(name, made), store);
}

/** `track new|mark|complete|forsake`. */
/** A Delve theme or domain by name or id, stored by id. */
function siteFeature(ctx: CliContext, args: ParsedArgs, option: string, type: 'delve_site_theme' | 'delve_site_domain'): string | undefined {
	const raw = args.options.get(option);
	return raw ? ctx.content.ruleset('delve').find(type, raw).id : undefined;
}

export async function trackCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [sub, target] = args.positionals;
	if (sub === 'new') {
		const kind = required(args, 'kind');
		if (!(TRACK_KINDS as readonly string[]).includes(kind)) throw new UsageError(`--kind should be one of ${TRACK_KINDS.join(', ')}.`);
		const readiness = args.options.get('readiness')?.toLowerCase().replace(/[\s-]+/g, '_');
		if (readiness !== undefined && kind !== 'scene_challenge') throw new UsageError('--readiness sets the rank of a scene challenge only.');
		if (readiness !== undefined && args.options.has('rank')) throw new UsageError('--readiness sets the scene\'s rank (SF-21): give --readiness or --rank, not both.');
		if (readiness !== undefined && !Object.hasOwn(SCENE_RANK_BY_READINESS, readiness)) throw new UsageError('--readiness is clear_advantage, ready or unprepared.');
		const rank = readiness ? SCENE_RANK_BY_READINESS[readiness as Readiness] : (foeRankOption(args, ctx, kind) ?? required(args, 'rank'));
		if (!isRank(rank)) throw new UsageError('--rank should be troublesome, dangerous, formidable, extreme or epic.');
		const given = args.options.get('character');
		const character = given === undefined ? undefined : notePath(args, given);
		const store = vault(args);
		const path = await store.exclusive(() => createTrack(store, {
			name: required(args, 'name'),
			kind: kind as TrackKind,
			rank,
			folder: folderOption(args, 'Tracks'),
			owners: character ? [`[[${character.replace(/\.md$/, '')}]]`] : [],
			theme: siteFeature(ctx, args, 'theme', 'delve_site_theme'),
			domain: siteFeature(ctx, args, 'domain', 'delve_site_domain'),
			...(args.options.has('pack') ? { pack: intOption(args, 'pack', { min: 1, max: 99 }) } : {}),
		}));
		return withMadeFolders({ json: { path }, text: `Created ${path}` }, store);
	}
	if (!target) throw new UsageError(`Give the track note: track ${sub ?? 'mark'} PATH --vault DIR.`);
	const store = vault(args);
	const track = notePath(args, target);
	// Where moves go: chosen under the lock, as the last block played may change until then.
	const journal = () => journalFor(args, store);
	let changes: StateChange[];
	if (sub === 'mark') {
		const times = intOption(args, 'times', { min: 1, max: 40 }) ?? 1;
		changes = await store.exclusive(async () => markTrack(store, track, times, await journal()));
	} else if (sub === 'complete' || sub === 'forsake') {
		changes = await store.exclusive(async () => setTrackStatus(store, track, sub === 'complete' ? 'complete' : 'forsaken', await journal()));
	} else if (sub === 'rank') changes = await store.exclusive(async () => setTrackRank(store, track, args.positionals[2], await journal()));
	else throw new UsageError('Use track new, track mark, track complete, track forsake or track rank.');
	return withMadeFolders({ json: { changes }, text: changesText(changes) || 'The track is already full.' }, store);
}

/** `clock new|advance`. */
export async function clockCommand(args: ParsedArgs): Promise<CommandOutput> {
	const [sub, target] = args.positionals;
	if (sub === 'new') {
		const segments = intOption(args, 'segments') ?? 4;
		if (!CLOCK_SEGMENTS.includes(segments)) throw new UsageError(`--segments is ${segments}, but a clock has 4, 6, 8 or 10 segments.`);
		const store = vault(args);
		const path = await store.exclusive(() => createClock(store, { name: required(args, 'name'), segments, folder: folderOption(args, 'Tracks') }));
		return withMadeFolders({ json: { path }, text: `Created ${path}` }, store);
	}
	if (sub !== 'advance' || !target) throw new UsageError('Use clock new --name N [--segments 4|6|8|10], or clock advance PATH.');
	const store = vault(args);
	const times = intOption(args, 'times', { min: 1, max: 10 }) ?? 1;
	const changes = await store.exclusive(async () => advanceClock(store, notePath(args, target), times, await journalFor(args, store)));
	return withMadeFolders({ json: { changes }, text: changesText(changes) }, store);
}

/** `dashboard [--vault DIR] [--folder F]`: the campaign dashboard, an Obsidian Bases file. */
export async function dashboardCommand(args: ParsedArgs): Promise<CommandOutput> {
	const store = vault(args);
	const path = await createDashboard(store, folderOption(args, ''));
	return withMadeFolders({ json: { path }, text: `Created ${path}: open it in Obsidian to see characters, tracks, clocks and threats.` }, store);
}

/** `undo [--journal PATH] [--chain] [--remove]`: the last block played, or the last of a note. */
export async function undoCommand(args: ParsedArgs): Promise<CommandOutput> {
	// Without a vault here, the current folder stands for one, as it always did.
	refuseUnwritableNames(args);
	const dir = givenVault(args) ?? findVault(process.cwd()) ?? '.';
	const store = storeFor(dir);
	const journal = args.options.get('journal');
	const undone = await undoPlayed(store, journal === undefined ? undefined : vaultPath(dir, journal), { mode: args.flags.has('remove') ? 'remove' : 'mark', chain: args.flags.has('chain') });
	const all = [...undone.chained, undone];
	const said = (u: Undone) => [`Undid: ${summarise(u.block)} (${u.path}:${u.line})`, ...u.block.changes.map((c) => `  ${c.note}: ${changeWords(c.key, c.to, c.from)}`)];
	return {
		json: { undone: summarise(undone.block), journal: undone.path, line: undone.line, changes: undone.block.changes, chained: undone.chained.map((u) => ({ undone: summarise(u.block), journal: u.path, line: u.line, changes: u.block.changes })) },
		text: all.flatMap(said).join('\n'),
	};
}

export class CampaignDisagrees extends Error {
	constructor(readonly output: CommandOutput) {
		super(output.text);
	}
}

/** `verify --vault DIR [--fix]`. */
export async function verifyCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	// An empty check of a mistyped folder would read as "all agree".
	if (!existsSync(vaultFolder(args))) throw new UsageError(`There is no vault folder at ${vaultFolder(args)}.`);
	const store = vault(args);
	const check = () => verifyCampaign(store, ctx.content, args.options.get('folder') ?? '');
	// A command killed while landing its writes is finished first, and said, so the check reads the whole move.
	const recovered = await store.recover();
	// Fixing writes what the check read: both under the lock, so no move slips in between.
	let fixed: Disagreement[] | undefined;
	const report = args.flags.has('fix')
		? await store.exclusive(async () => {
				const found = await check();
				fixed = await fixFromJournal(store, found.disagreements);
				return found;
			})
		: await check();
	const ok = report.disagreements.length === 0 && report.problems.length === 0;
	const text = [...recovered, ...report.unreadable.map(unreadableLine), ...report.problems, ...report.disagreements.map((d) => d.message), verifySummary(report, fixed)].join('\n');
	const output = { json: { ok, ...report, ...(fixed ? { fixed } : {}), ...(recovered.length > 0 ? { recovered } : {}) }, text };
	// Only what --fix wrote counts as settled: anything left still fails the check.
	if (!ok && (fixed?.length ?? 0) < report.disagreements.length + report.problems.length) throw new CampaignDisagrees(output);
	return output;
}
