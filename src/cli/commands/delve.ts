import { linkFor } from '../../campaign/links';
import { createSite, createThreat } from '../../delve/new-notes';
import { rollSiteTable } from '../../delve/site-rolls';
import { activeThreats } from '../../delve/threats';
import { writeBlock } from '../../journal/write';
import { summarise } from '../../journal/summary';
import { type Rank, isRank } from '../../rules/progress';
import { type ParsedArgs, UsageError } from '../args';
import type { CliContext } from '../context';
import { diceFor } from '../context';
import type { CommandOutput } from '../output';
import { vaultFolder, vaultPathOption } from '../vault-paths';
import { folderOption, oneTransaction, refuseUnwritableNames, storeFor, withMadeFolders } from '../where-to-write';
import { moveCommand, moveSpec } from './move';

export const delveSpec = {
	options: [...moveSpec.options, 'name', 'rank', 'theme', 'domain', 'premade', 'folder', 'vow', 'category', 'site'],
	flags: [...moveSpec.flags],
};

const MOVES = {
	discover: 'move:delve/delve/discover_a_site',
	delve: 'move:delve/delve/delve_the_depths',
	danger: 'move:delve/delve/reveal_a_danger',
	opportunity: 'move:delve/delve/find_an_opportunity',
	locate: 'move:delve/delve/locate_your_objective',
	escape: 'move:delve/delve/escape_the_depths',
	advance: 'move:delve/threat/advance_a_threat',
	hiatus: 'move:delve/threat/take_a_hiatus',
} as const;

/** The move, made by the character as `move` makes it, with the site or threat as its track. */
function asMove(args: ParsedArgs, ctx: CliContext, move: string, track?: string): Promise<CommandOutput> {
	const options = new Map(args.options);
	for (const own of ['name', 'rank', 'theme', 'domain', 'premade', 'folder', 'vow', 'category', 'site']) options.delete(own);
	if (track !== undefined) options.set('track', track);
	// A character's move: the vault is the one given, or the one the player stands in.
	if (!options.has('vault') && !options.has('character')) options.set('vault', vaultFolder(args));
	return moveCommand({ positionals: [move], options, flags: args.flags }, ctx);
}

function rankOption(args: ParsedArgs): Rank | undefined {
	const raw = args.options.get('rank');
	if (raw !== undefined && !isRank(raw)) throw new UsageError('--rank should be troublesome, dangerous, formidable, extreme or epic.');
	return raw;
}

function linkOption(args: ParsedArgs, name: string, vault: string): string | undefined {
	const path = vaultPathOption(args, name, vault);
	return path ? linkFor(path) : undefined;
}

function target(args: ParsedArgs, what: string, usage: string): string {
	const given = args.positionals[1];
	if (!given) throw new UsageError(`Give the ${what} note: ${usage}.`);
	return given;
}

/** Both outputs, one after the other: the note made, then the move made in it. */
function joined(first: CommandOutput, then: CommandOutput): CommandOutput {
	return { json: { ...first.json, move: then.json }, text: `${first.text}\n${then.text}` };
}

/** `site new|enter|delve|danger|opportunity|feature|denizen|locate|escape`. */
export async function siteCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	refuseUnwritableNames(args);
	const sub = args.positionals[0];
	const vault = vaultFolder(args);
	if (sub === 'new') {
		const store = storeFor(vault);
		const character = vaultPathOption(args, 'character', vault);
		const input = {
			...(args.options.has('name') ? { name: args.options.get('name') } : {}),
			...(args.options.has('premade') ? { premade: args.options.get('premade') } : {}),
			...(args.options.has('theme') ? { theme: args.options.get('theme') } : {}),
			...(args.options.has('domain') ? { domain: args.options.get('domain') } : {}),
			rank: rankOption(args),
			folder: folderOption(args, 'Tracks'),
			owners: character ? [linkFor(character)] : [],
			vow: linkOption(args, 'vow', vault),
		};
		const path = await store.exclusive(() => createSite(store, ctx.content, input));
		const made: CommandOutput = withMadeFolders({ json: { path }, text: `Created ${path}` }, store);
		// Discover a Site is made at once when there is a journal to write it in.
		if (!args.options.has('journal')) return { ...made, text: `${made.text}\nNext: iron-ledger site enter ${JSON.stringify(path)} --journal PATH --apply (Discover a Site)` };
		return joined(made, await asMove(args, ctx, MOVES.discover, path));
	}
	const usage = `site ${sub ?? 'delve'} PATH`;
	switch (sub) {
		case 'enter':
			return asMove(args, ctx, MOVES.discover, target(args, 'site', usage));
		case 'delve':
		case 'danger':
		case 'opportunity':
		case 'locate':
			return asMove(args, ctx, MOVES[sub], target(args, 'site', usage));
		case 'escape':
			return asMove(args, ctx, MOVES.escape);
		case 'feature':
		case 'denizen': {
			const site = vaultPathOption(args, 'site', vault) ?? vaultPathOption({ ...args, options: new Map([['site', target(args, 'site', usage)]]) }, 'site', vault);
			const journal = vaultPathOption(args, 'journal', vault, { mayBeNew: true });
			if (!site || !journal) throw new UsageError(`Give the journal: ${usage} --journal PATH.`);
			const store = storeFor(vault);
			const block = await rollSiteTable(store, ctx.content, site, sub, journal, diceFor(args, ctx));
			const fenced = writeBlock(block);
			return withMadeFolders({ json: { kind: block.kind, summary: summarise(block), roll: block.roll.roll, result: block.roll.result, journal, block: fenced }, text: `${summarise(block)}\nWritten to ${journal}` }, store);
		}
		default:
			throw new UsageError('Use site new, enter, delve, danger, opportunity, feature, denizen, locate or escape.');
	}
}

/** `threat new|advance`, and `hiatus`: Take a Hiatus, then Advance a Threat for each active threat. */
export async function threatCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	refuseUnwritableNames(args);
	const sub = args.positionals[0];
	const vault = vaultFolder(args);
	if (sub === 'new') {
		const store = storeFor(vault);
		const name = args.options.get('name');
		const rank = rankOption(args);
		if (!name || !rank) throw new UsageError('threat new needs --name N and --rank R (the rank of the vow it opposes).');
		const character = vaultPathOption(args, 'character', vault);
		const path = await store.exclusive(() =>
			createThreat(store, ctx.content, {
				name,
				rank,
				folder: folderOption(args, 'Tracks'),
				owners: character ? [linkFor(character)] : [],
				...(args.options.has('category') ? { category: args.options.get('category') } : {}),
				...(args.options.has('vow') ? { vow: linkOption(args, 'vow', vault) } : {}),
				...(args.options.has('site') ? { site: linkOption(args, 'site', vault) } : {}),
			}),
		);
		return withMadeFolders({ json: { path }, text: `Created ${path}` }, store);
	}
	if (sub === 'advance') return asMove(args, ctx, MOVES.advance, target(args, 'threat', 'threat advance PATH'));
	throw new UsageError('Use threat new --name N --rank R [--category C] [--vow PATH] [--site PATH], or threat advance PATH.');
}

/**
 * `hiatus`: Take a Hiatus, then Advance a Threat for each active threat, as one transaction:
 * every block and sheet change lands together at the end, or none does. A threat whose advance
 * fails leaves every note as it was, so the player can fix it and run hiatus again without
 * doubling anything.
 */
export async function hiatusCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	refuseUnwritableNames(args);
	const vault = vaultFolder(args);
	const store = storeFor(vault);
	const output = await oneTransaction(store, async () => {
		// The threats are read under the same lock as the moves: none is advanced by another command in between.
		const threats = await activeThreats(store);
		// Typed dice are one d100 per threat, in the order the threats are listed (by path).
		const dice = args.options.get('dice')?.split(',');
		if (dice && dice.length !== threats.length) throw new UsageError(`--dice takes one d100 per active threat: ${threats.length} (${threats.join(', ') || 'none'}), got ${dice.length}.`);
		const without = (...keys: string[]) => new Map([...args.options].filter(([k]) => !keys.includes(k)));
		const hiatus = await asMove({ ...args, options: without('dice') }, ctx, MOVES.hiatus);
		const outputs = [hiatus];
		// Each threat is advanced by its own move, journaled and undoable on its own.
		for (const [i, path] of threats.entries()) {
			const options = without('choose', 'dice');
			if (dice?.[i] !== undefined) options.set('dice', dice[i]);
			try {
				outputs.push(await asMove({ ...args, options }, ctx, MOVES.advance, path));
			} catch (error) {
				// Said with the threat it stopped at, and that nothing landed, in the error's own kind (its exit code).
				if (error instanceof Error) error.message = `${path}: ${error.message.replace(/\.?$/, '.')} Nothing was written: neither the hiatus nor any threat's advance.`;
				throw error;
			}
		}
		const text = [...outputs.map((o) => o.text), threats.length === 0 ? 'No active threat to advance.' : `${threats.length} threat${threats.length > 1 ? 's' : ''} advanced.`].join('\n');
		return { json: { hiatus: hiatus.json, threats: outputs.slice(1).map((o) => o.json) }, text };
	});
	return withMadeFolders(output, store);
}
