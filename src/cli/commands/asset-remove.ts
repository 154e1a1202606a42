import { removeAsset } from '../../character/asset-remove';
import { findCharacter } from '../../character/find-character';
import { commitSheet, openSheet } from '../../character/sheet';
import { summarise } from '../../journal/summary';
import { type ParsedArgs, UsageError } from '../args';
import { changeWords } from '../../journal/change-words';
import type { CliContext } from '../context';
import type { CommandOutput } from '../output';
import { vaultFolder, vaultPathOption } from '../vault-paths';
import { storeFor } from '../where-to-write';
import { journalFor } from '../default-journal';

/**
 * `asset remove NAME`: discards an asset, as a sheet change journaled like the other sheet
 * commands (so undo and verify cover it). It is where a move's "discard an asset" lands.
 */
export async function assetRemoveCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const query = args.positionals.slice(1).join(' ').trim();
	if (!query) throw new UsageError('Name the asset: asset remove NAME.');
	const vault = vaultFolder(args);
	const store = storeFor(vault);
	return store.exclusive(async () => {
		// Where the other sheet commands journal: --journal, or where the last move went (default-journal.ts).
		const journal = await journalFor(args, store);
		const path = await findCharacter(store, vaultPathOption(args, 'character', vault));
		const sheet = await openSheet(store, ctx.content, path);
		const result = await commitSheet(store, sheet, journal, removeAsset(sheet, query));
		// The lists and keys of the asset are said in words; the rest (XP) as every sheet change is.
		const gone = result.changes.filter((c) => c.to === null && c.key !== 'discards_owed').map((c) => c.key.replace(/_/g, ' ')).reverse();
		const lines = [
			...(gone.length > 0 ? [`  removed with it: ${gone.join(', ')}`] : []),
			...result.changes.filter((c) => c.to !== null && !['assets', 'asset_abilities', 'discards_owed'].includes(c.key)).map((c) => `  ${changeWords(c.key.replace(/_/g, ' '), c.from, c.to)}`),
		];
		return {
			json: { what: result.block.what, summary: summarise(result.block), changes: result.changes, notes: result.notes, next: result.next },
			text: [result.block.what, ...lines, ...result.notes].join('\n'),
		};
	});
}
