import { qualifiedName } from '../../content/lookup';
import { formatEntryLink } from '../../links/link-text';
import { findLinkTarget } from '../../links/resolve';
import { type ParsedArgs, UsageError } from '../args';
import { type CliContext, rulesetOption } from '../context';
import type { CommandOutput } from '../output';

export const linkSpec = { options: ['ruleset'], flags: ['json'] };

/** `iron-ledger link NAME`: the link text a player pastes into a note, for a name or an id. */
export function linkCommand(args: ParsedArgs, ctx: CliContext): CommandOutput {
	const query = args.positionals.join(' ');
	if (query.trim() === '') throw new UsageError('Name a move, oracle or asset, or give its id: iron-ledger link "Face Danger".');
	const entry = findLinkTarget(ctx.content, query, rulesetOption(args));
	const link = formatEntryLink(entry);
	return { json: { link, id: entry.id, name: entry.name, type: entry.type, path: qualifiedName(entry) }, text: link };
}
