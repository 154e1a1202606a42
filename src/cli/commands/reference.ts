import { listNoteOracles } from '../../custom-oracles/note-oracles';
import { DEFAULT_SETTINGS } from '../../settings/settings';
import { FileStateStore } from '../fs-state-store';
import { findVault, givenVault } from '../vault-paths';
import type { RulesetContent } from '../../content/library';
import { qualifiedName } from '../../content/lookup';
import { rollOptionLabel } from '../../content/map-move';
import type { IndexedType } from '../../content/package-index';
import { RULESETS } from '../../content/rulesets';
import { type ParsedArgs, UsageError } from '../args';
import { type CliContext, findAcrossRulesets, rulesetOption } from '../context';
import type { CommandOutput } from '../output';
import { alignedTable, plainInline, plainMarkdown } from '../../render/plain-markdown';

export const listSpec = { options: ['ruleset'], flags: ['json'] };
export const oraclesSpec = { options: ['ruleset', 'vault', 'folder'], flags: ['json'] };

/** The scopes to list: one ruleset, or all of them without repeating classic under Delve. */
function scopesFor(args: ParsedArgs, ctx: CliContext): RulesetContent[] {
	const ruleset = rulesetOption(args);
	const ids = ruleset ? [ruleset] : RULESETS;
	return ids.map((id) => ctx.content.ruleset(id));
}

function listCommand(type: IndexedType, plural: string) {
	return (args: ParsedArgs, ctx: CliContext): CommandOutput => {
		if (args.positionals.length > 0) throw new UsageError(`"${plural}" takes no names; use --ruleset to narrow it.`);
		const seen = new Set<string>();
		const items: { id: string; name: string; path?: string }[] = [];
		for (const scope of scopesFor(args, ctx)) {
			for (const e of scope.entries(type)) {
				if (seen.has(e.id)) continue;
				seen.add(e.id);
				items.push(type === 'move' ? { id: e.id, name: e.name } : { id: e.id, name: e.name, path: qualifiedName(e) });
			}
		}
		const text = items.map((i) => `${i.id}  ${i.path ?? i.name}`).join('\n');
		return { json: { [plural]: items, count: items.length }, text };
	};
}

export const movesCommand = listCommand('move', 'moves');
const datasworn = listCommand('oracle_rollable', 'oracles');

/** Datasworn's tables, then the player's own (notes in the oracle folder of the vault here). */
export async function oraclesCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const listed = datasworn(args, ctx);
	const vault = givenVault(args) ?? findVault(process.cwd());
	if (!vault) return listed;
	const own = await listNoteOracles(new FileStateStore(vault), args.options.get('folder') ?? DEFAULT_SETTINGS.oracleFolder);
	if (own.length === 0) return listed;
	return {
		json: { ...listed.json, yours: own.map((o) => ({ id: o.link, name: o.name, path: o.path })) },
		text: `${listed.text}

Your tables:
${own.map((o) => `${o.link}  ${o.name}`).join('\n')}`,
	};
}
/** Assets with their ids, so `character new --assets` and `asset add` can name them either way. */
export const assetsCommand = listCommand('asset', 'assets');

export const moveInfoSpec = { options: ['ruleset'], flags: ['json'] };

export function moveInfoCommand(args: ParsedArgs, ctx: CliContext): CommandOutput {
	const query = args.positionals.join(' ');
	if (!query) throw new UsageError('Name the move: an id or a name.');
	const { scope, entry } = findAcrossRulesets(ctx, 'move', query, rulesetOption(args));
	const move = scope.move(entry.id);
	const rollOptions = move.conditions.map((c) => ({
		text: c.text,
		method: c.method,
		options: c.options.map((o) => ({ ...o, label: rollOptionLabel(o) })),
	}));
	const json = {
		id: move.id,
		name: move.name,
		category: move.category,
		roll_type: move.rollType,
		trigger: move.trigger,
		roll_options: rollOptions,
		allow_momentum_burn: move.allowMomentumBurn,
		outcomes: move.outcomes,
		oracles: move.oracles,
		text: move.text,
		page: move.page ?? null,
	};
	const optionText = rollOptions
		.map((c) => `  ${c.method === 'player_choice' || !c.method ? '' : `${c.method}: `}${c.options.map((o) => o.label).join(' / ')}${c.text ? ` — ${c.text}` : ''}`)
		.join('\n');
	// The move's whole text, as the book prints it: the trigger's first paragraph and its tables too.
	const text = [
		`${move.name} (${move.id})`,
		`${move.category}, ${move.rollType.replace(/_/g, ' ')}${move.page ? `, page ${move.page}` : ''}`,
		'',
		plainMarkdown(move.text, (kind, id) => embeddedTables(scope, kind, id)),
		...(optionText ? ['', 'Roll options:', optionText] : []),
	].join('\n');
	return { json, text };
}

/** `{{table>ID}}` is one table; `{{table_columns>MOVE}}` is each of the move's tables, one after another. */
function embeddedTables(scope: RulesetContent, kind: string, id: string): string | undefined {
	const ids = kind === 'table_columns' && scope.get(id)?.type === 'move' ? scope.move(id).oracles : [id];
	const tables = ids.filter((t) => scope.get(t)?.type === 'oracle_rollable').map((t) => scope.table(t));
	if (tables.length === 0) return undefined;
	return tables
		.map((t) => {
			const rows = t.rows.filter((r) => r.min !== null && r.max !== null).map((r) => [r.min === r.max ? String(r.min) : `${String(r.min)}-${String(r.max)}`, plainInline(r.text)]);
			return `${tables.length > 1 ? `${t.name}:\n` : ''}${alignedTable([[`d${t.sides}`, 'Result'], ...rows])}`;
		})
		.join('\n\n');
}
