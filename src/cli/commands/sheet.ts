import { buyRarity } from '../../delve/rarities';
import { addAsset, affordable, earnXp, fillInput, upgradeAsset } from '../../character/advancement';
import { abilityLabel, assetNode, assetSlug, givenName, stringList } from '../../character/asset-state';
import { changeAssetMeter, changeMeter, setImpact, setInitiative, setPosition } from '../../character/conditions';
import { findCharacter } from '../../character/find-character';
import { changeAssetControl, setAssetCondition } from '../../character/asset-controls';
import { formParty } from '../../character/party';
import { refuseBurdenClear } from '../../character/burden-quest';
import { type EditResult, type Sheet, commitSheet, openSheet, sheetValue } from '../../character/sheet';
import { summarise } from '../../journal/summary';
import { type ParsedArgs, UsageError, parseWhole } from '../args';
import type { CliContext } from '../context';
import { FileStateStore } from '../fs-state-store';
import { storeFor } from '../where-to-write';
import { vaultFolder, vaultPath, vaultPathOption } from '../vault-paths';
import { changeWords } from '../../journal/change-words';
import { journalFor } from '../default-journal';
import type { CommandOutput } from '../output';

export const sheetSpec = {
	options: ['vault', 'character', 'journal', 'companion', 'vehicle', 'input'],
	flags: ['json', 'free'],
};

export { DEFAULT_JOURNAL } from '../default-journal';

function store(args: ParsedArgs): FileStateStore {
	return storeFor(vaultFolder(args));
}

/** --character as typed (a name, or a note path from here or from the vault). */
function characterOption(args: ParsedArgs): string | undefined {
	return vaultPathOption(args, 'character', vaultFolder(args));
}


/** A size of change, without its sign. */
function magnitude(raw: string, what: string): number {
	return parseWhole(raw.replace(/^[+−-]/, ''), `the amount of ${what}`, { min: 1, max: 20 });
}

/**
 * The amount of a take, a suffer or an XP earned: the verb says which way it goes, so a minus
 * sign is refused rather than read as the opposite of what it says (`meter suffer spirit -2`).
 */
function amount(raw: string | undefined, what: string): number {
	if (raw === undefined) throw new UsageError(`Give the amount: ${what} N.`);
	if (/^[−-]/.test(raw)) throw new UsageError(`${what} takes a positive amount, not ${raw}: the command says which way it goes${what.startsWith('meter') ? ' (suffer for a loss)' : ''}.`);
	return magnitude(raw, what);
}

function editOutput(result: EditResult): CommandOutput {
	// An ally's sheet (a party's shared supply) is named; the character's own is understood.
	const own = result.block.by;
	const changes = result.changes.map((c) => `${c.note === own ? '' : `${c.note}: `}${changeWords(c.key.replace(/_/g, ' '), c.from, c.to)}`);
	const next = result.next.map((n) => `Next: ${n.move}${n.magnitude !== undefined ? ` (${n.magnitude})` : ''}`);
	return {
		json: { what: result.block.what, summary: summarise(result.block), changes: result.changes, notes: result.notes, next: result.next },
		text: [result.block.what, ...changes.map((c) => `  ${c}`), ...result.notes, ...next].join('\n'),
	};
}

/** Opens the character, lets `edit` change the sheet in memory, then journals and writes it, one command at a time. */
async function edit(args: ParsedArgs, ctx: CliContext, change: (sheet: Sheet) => string): Promise<CommandOutput> {
	const s = store(args);
	return s.exclusive(async () => {
		const path = await findCharacter(s, characterOption(args));
		const sheet = await openSheet(s, ctx.content, path, args.options.get('companion'), args.options.get('vehicle'));
		const what = change(sheet);
		return editOutput(await commitSheet(s, sheet, await journalFor(args, s), what));
	});
}

function takeOrSuffer(verb: string | undefined, n: number): number {
	if (verb === 'take') return n;
	if (verb === 'suffer') return -n;
	throw new UsageError('Use take or suffer.');
}

/** `meter take|suffer NAME N`. */
export function meterCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [verb, name, n] = args.positionals;
	if (!name) throw new UsageError('Use meter take|suffer health|spirit|supply|momentum N.');
	const delta = takeOrSuffer(verb, amount(n, `meter ${verb ?? 'take'} ${name}`));
	return edit(args, ctx, (sheet) => changeMeter(sheet, name, delta));
}

/** `companion take|suffer N` and `vehicle take|suffer N`. */
export function assetMeterCommand(which: 'companion' | 'vehicle') {
	return (args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> => {
		const [verb, n] = args.positionals;
		const delta = takeOrSuffer(verb, amount(n, `${which} ${verb ?? 'take'}`));
		return edit(args, ctx, (sheet) => changeAssetMeter(sheet, which, delta));
	};
}

/** `party NAME NAME…`: allies travelling together share supply. */
export async function partyCommand(args: ParsedArgs): Promise<CommandOutput> {
	const s = store(args);
	if (args.positionals.length < 2) throw new UsageError('Name two or more characters: party Kira Arn.');
	return s.exclusive(async () => {
		const paths: string[] = [];
		for (const name of args.positionals) paths.push(await findCharacter(s, vaultPath(vaultFolder(args), name)));
		const changes = await formParty(s, await journalFor(args, s), paths);
		return { json: { changes }, text: `${args.positionals.join(', ')} travel together: supply is shared.` };
	});
}

/** `debility mark|clear NAME`. */
export async function debilityCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [verb, ...words] = args.positionals;
	if ((verb !== 'mark' && verb !== 'clear') || words.length === 0) throw new UsageError('Use debility mark|clear NAME (wounded, shaken, permanently harmed…).');
	if (verb === 'clear') await refuseBurdenClear(store(args), characterOption(args), words.join(' '));
	return edit(args, ctx, (sheet) => setImpact(sheet, words.join(' '), verb === 'mark'));
}

/** `initiative take|lose` (classic). */
export function initiativeCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [verb] = args.positionals;
	if (verb !== 'take' && verb !== 'lose') throw new UsageError('Use initiative take or initiative lose.');
	return edit(args, ctx, (sheet) => setInitiative(sheet, verb === 'take'));
}

/** `position control|bad` (Starforged). */
export function positionCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const words = args.positionals.join(' ');
	if (!words) throw new UsageError('Use position "in control" or position "in a bad spot".');
	return edit(args, ctx, (sheet) => setPosition(sheet, words));
}

function inputs(args: ParsedArgs): Record<string, string> {
	const raw = args.options.get('input');
	if (!raw) return {};
	return Object.fromEntries(
		raw.split(',').map((part) => {
			const eq = part.indexOf('=');
			if (eq < 1) throw new UsageError(`--input takes NAME=VALUE, like --input name=Kestrel, not "${part}".`);
			return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
		}),
	);
}

/** `xp`, `xp earn N`, `xp spend ASSET [ABILITY]` (a new asset, or an upgrade of one on the sheet). */
export async function xpCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [verb, ...rest] = args.positionals;
	if (verb === undefined || verb === 'show') return xpView(args, ctx);
	if (verb === 'earn') {
		const n = amount(rest[0], 'xp earn');
		return edit(args, ctx, (sheet) => earnXp(sheet, n));
	}
	if (verb !== 'spend' || rest.length === 0) throw new UsageError('Use xp, xp earn N, or xp spend ASSET [ABILITY].');
	return edit(args, ctx, (sheet) => {
		const owned = stringList(sheetValue(sheet, 'assets'));
		const [asset, ability] = rest.length > 1 && /^\d$/.test(rest[rest.length - 1] ?? '') ? [rest.slice(0, -1).join(' '), rest[rest.length - 1]] : [rest.join(' '), undefined];
		const onSheet = owned.some((id) => id === asset || sheet.scope.get(id)?.name.toLowerCase() === asset.toLowerCase() || givenName(sheetValue(sheet, `${assetSlug(id)}_name`)) === asset.trim().toLowerCase());
		return onSheet ? upgradeAsset(sheet, asset, ability) : addAsset(sheet, asset, { inputs: inputs(args) });
	});
}

/** `rarity buy NAME | rarity list`: Delve's rarities, bought with experience for an asset on the sheet. */
export async function rarityCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [verb, ...rest] = args.positionals;
	if (verb === 'buy' && rest.length > 0) return edit(args, ctx, (sheet) => buyRarity(sheet, rest.join(' ')));
	if (verb !== 'list') throw new UsageError('Use rarity list, or rarity buy NAME.');
	const scope = ctx.content.ruleset('delve');
	const all = scope.entries('rarity').map((e) => {
		const node = e.node as { asset?: string; xp_cost?: number };
		return { id: e.id, name: e.name, asset: scope.get(node.asset ?? '')?.name ?? node.asset, xp_cost: node.xp_cost };
	});
	return { json: { rarities: all }, text: all.map((r) => `${r.name} (${r.id}): augments ${r.asset ?? '?'}, ${r.xp_cost ?? '?'} XP`).join('\n') };
}

async function xpView(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const s = store(args);
	const sheet = await openSheet(s, ctx.content, await findCharacter(s, characterOption(args)));
	const a = affordable(sheet);
	const text = [
		`XP: ${a.earned} earned, ${a.spent} spent, ${a.available} to spend.`,
		a.newAsset ? 'You can buy a new asset (3 XP).' : 'A new asset costs 3 XP.',
		a.upgrades.length > 0 ? `Upgrades you can buy (2 XP): ${a.upgrades.map((u) => `${u.asset} ${u.n} (${u.ability})`).join(', ')}.` : 'An upgrade costs 2 XP.',
	].join('\n');
	return { json: { ...a }, text };
}

/** `asset add|upgrade|list|input`. */
export async function assetCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [verb, ...rest] = args.positionals;
	const free = args.flags.has('free');
	switch (verb) {
		case 'add':
			if (rest.length === 0) throw new UsageError('Name the asset: asset add NAME [--free] [--input name=Kestrel].');
			return edit(args, ctx, (sheet) => addAsset(sheet, rest.join(' '), { free, inputs: inputs(args) }));
		case 'upgrade': {
			if (rest.length === 0) throw new UsageError('Name the asset: asset upgrade ASSET [1-3 or ability name].');
			const last = rest[rest.length - 1] ?? '';
			const [asset, ability] = rest.length > 1 && /^\d$/.test(last) ? [rest.slice(0, -1).join(' '), last] : [rest.join(' '), undefined];
			return edit(args, ctx, (sheet) => upgradeAsset(sheet, asset, ability, { free }));
		}
		case 'input': {
			const values = Object.entries(inputs(args));
			if (rest.length === 0 || values.length !== 1) throw new UsageError('Use asset input ASSET --input NAME=VALUE.');
			const [[name, value]] = values as [[string, string]];
			return edit(args, ctx, (sheet) => fillInput(sheet, rest.join(' '), name, value));
		}
		case 'meter': {
			// asset meter ASSET CONTROL +N|-N
			const n = rest[rest.length - 1] ?? '';
			if (rest.length < 3 || !/^[+−-]?\d+$/.test(n)) throw new UsageError('Use asset meter ASSET CONTROL +N or -N (asset meter Starship integrity -1).');
			const delta = (n.startsWith('-') || n.startsWith('−') ? -1 : 1) * magnitude(n, 'asset meter');
			const control = rest[rest.length - 2] as string;
			return edit(args, ctx, (sheet) => changeAssetControl(sheet, rest.slice(0, -2).join(' '), control, delta));
		}
		case 'mark':
		case 'clear': {
			if (rest.length < 2) throw new UsageError(`Use asset ${verb} ASSET CONDITION (asset ${verb} Hawk out_of_action).`);
			const condition = rest[rest.length - 1] as string;
			return edit(args, ctx, (sheet) => setAssetCondition(sheet, rest.slice(0, -1).join(' '), condition, verb === 'mark'));
		}
		case 'list':
		case undefined:
			return assetList(args, ctx);
		default:
			throw new UsageError('Use asset add, upgrade, input, meter, mark, clear or list.');
	}
}

async function assetList(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const s = store(args);
	const sheet = await openSheet(s, ctx.content, await findCharacter(s, characterOption(args)));
	const marked = stringList(sheetValue(sheet, 'asset_abilities'));
	const assets = stringList(sheetValue(sheet, 'assets')).map((id) => {
		const entry = sheet.scope.get(id);
		const node = entry ? assetNode(entry) : {};
		const slug = assetSlug(id);
		const keys = Object.keys(node.controls ?? {}).concat(Object.keys(node.options ?? {}));
		return {
			id,
			name: entry?.name ?? id,
			abilities: (node.abilities ?? []).map((a, i) => ({ n: i + 1, name: abilityLabel(a, i), id: a._id, marked: marked.includes(a._id) })),
			values: Object.fromEntries(keys.flatMap((k) => (![undefined, ''].includes(sheetValue(sheet, `${slug}_${k}`) as string) ? [[k, sheetValue(sheet, `${slug}_${k}`)]] : []))),
		};
	});
	const text = assets.length === 0
		? 'The sheet has no assets.'
		: assets
				.map((a) => [
					`${a.name}${Object.keys(a.values).length ? ` (${Object.entries(a.values).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`).join(', ')})` : ''}`,
					...a.abilities.map((b) => `  [${b.marked ? 'x' : ' '}] ${b.n}. ${b.name}`),
				].join('\n'))
				.join('\n');
	return { json: { assets }, text };
}
