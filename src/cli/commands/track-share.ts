import { findCharacter } from '../../character/find-character';
import { giveRole, shareTrack } from '../../character/party';
import { type ParsedArgs, UsageError } from '../args';
import type { CommandOutput } from '../output';
import { vaultFolder, vaultPath, vaultPathOption } from '../vault-paths';
import { storeFor, withMadeFolders } from '../where-to-write';
import { journalFor } from '../default-journal';

/** `track share PATH --character NAME`: an ally joins a track (a shared vow, journey or fight), journaled. */
export async function trackShareCommand(args: ParsedArgs): Promise<CommandOutput> {
	const target = args.positionals[1];
	if (!target || !args.options.has('character')) throw new UsageError('Use track share PATH --character NAME: the ally who shares the track.');
	const vault = vaultFolder(args);
	const store = storeFor(vault);
	// Where the sheet commands journal: --journal, or where the last move went (default-journal.ts).
	const changes = await store.exclusive(async () => shareTrack(store, await journalFor(args, store), vaultPath(vault, target), await findCharacter(store, vaultPathOption(args, 'character', vault))));
	const names = (v: unknown) => (Array.isArray(v) ? v.map((l) => String(l).replace(/^\[\[(?:.*\/)?|\]\]$/g, '')).join(', ') : 'nobody');
	return withMadeFolders({ json: { changes }, text: changes.map((c) => `${c.note}: shared by ${names(c.to)} (was ${names(c.from)})`).join('\n') }, store);
}

/** `track role PATH ROLE`: a connection's role, whose help is then offered on action rolls (SF-15). */
export async function trackRoleCommand(args: ParsedArgs): Promise<CommandOutput> {
	const [, target, ...words] = args.positionals;
	if (!target || words.length === 0) throw new UsageError('Use track role PATH ROLE: the connection\'s track and their role (track role "Tracks/Old Tam.md" navigator).');
	const vault = vaultFolder(args);
	const store = storeFor(vault);
	const changes = await store.exclusive(async () => giveRole(store, await journalFor(args, store), vaultPath(vault, target), words.join(' ')));
	const roles = (v: unknown) => (Array.isArray(v) ? v.join(' and ') : '');
	return withMadeFolders({ json: { changes }, text: changes.map((c) => `${c.note}: ${roles(c.to)}, their help offered on action rolls`).join('\n') }, store);
}
