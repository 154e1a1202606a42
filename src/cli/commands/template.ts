import type { RulesetContent } from '../../content/library';
import type { OracleRecord } from '../../journal/block';
import { duplicateWordsOf } from '../../rules/oracle-table';
import { DEFAULT_SETTINGS } from '../../settings/settings';
import { rollTemplate } from '../../templates/fill';
import { parseTemplate } from '../../templates/parse';
import { findTemplate, prepareTemplate, readTemplateNote, rulesetsNamedBy, templateScopes } from '../../templates/prepare';
import { type ParsedArgs, UsageError } from '../args';
import { type CliContext, diceFor, rulesetOption } from '../context';
import { FileStateStore } from '../fs-state-store';
import { withJournal } from '../journal-output';
import type { CommandOutput } from '../output';
import { findVault, givenVault } from '../vault-paths';

export const templateSpec = { options: ['text', 'ruleset', 'dice', 'journal', 'vault', 'folder'], flags: ['json'] };

/** Without --ruleset (or a template's own), names are looked up as the oracle command does: Delve (with classic) and Starforged. */
const SEARCH_ORDER = ['delve', 'starforged'] as const;

function recordLines(r: OracleRecord, depth: number): string[] {
	const notes = [r.worse && 'make it worse', r.duplicate && `duplicate: ${duplicateWordsOf(r)}`, r.repeated && 'rolled again', r.rerolled && `rerolled ${r.rerolled.join(', ')}`].filter(Boolean).join('; ');
	return [`${'  '.repeat(depth)}${depth > 0 ? '↳ ' : ''}${r.name} ${r.roll}: ${r.result}${notes ? ` (${notes})` : ''}`, ...r.rolls.flatMap((n) => recordLines(n, depth + 1))];
}

/** `template NAME` fills a template note; `template --text "A {{Role}} named {{Given Name}}"` fills text given here. */
export async function templateCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const name = args.positionals.join(' ').trim();
	const inline = args.options.get('text');
	if (name && inline !== undefined) throw new UsageError('Give a template note\'s name or --text, not both.');
	if (!name && inline === undefined) throw new UsageError('Name a template note (one marked iron_ledger: template), or give the template with --text "A {{Role}} named {{Given Name}}".');
	const vault = givenVault(args) ?? findVault(process.cwd());
	if (!vault && inline === undefined) throw new UsageError('No vault here to find the template note in: give --vault DIR, or --text.');
	const store = vault ? new FileStateStore(vault) : undefined;
	const ruleset = rulesetOption(args);
	let parsed;
	let source;
	let own: string | undefined;
	if (inline !== undefined) {
		parsed = parseTemplate('inline', inline);
		source = parsed.text;
	} else {
		const note = await findTemplate(store as FileStateStore, name);
		parsed = await readTemplateNote(store as FileStateStore, note);
		source = note.link;
		own = ruleset ? undefined : note.ruleset;
	}
	// A slot's full id names its ruleset: the Sundered Isles' tables need no --ruleset then.
	const searched = [...SEARCH_ORDER, ...rulesetsNamedBy(parsed).filter((id) => !(SEARCH_ORDER as readonly string[]).includes(id))];
	const enabled: RulesetContent[] = (ruleset ? [ruleset] : searched).map((id) => ctx.content.ruleset(id));
	const scopes = templateScopes(ctx.content, enabled, parsed.name, own);
	const notes = store ? { store, oracleFolder: args.options.get('folder') ?? DEFAULT_SETTINGS.oracleFolder } : undefined;
	const prepared = await prepareTemplate({ parsed, source, scopes, ...(notes ? { notes } : {}) });
	const dice = diceFor(args, ctx);
	const block = rollTemplate(prepared, dice);
	dice.assertAllUsed();
	const slots = block.oracles.map((r, n) => ({ slot: parsed.slots[n]?.query, ...r }));
	const cut = block.cut ?? [];
	const text = [block.text, '', ...block.oracles.flatMap((r, n) => [`{{${parsed.slots[n]?.query ?? ''}}} ${recordLines(r, 0)[0] ?? ''}`, ...r.rolls.flatMap((x) => recordLines(x, 1))]), ...cut].join('\n');
	return withJournal(args, ctx, { json: { template: block.template, text: block.text, slots, ...(cut.length > 0 ? { cut } : {}) }, text }, () => block);
}
