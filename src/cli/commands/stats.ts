import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NoSuchNoteError, contentLookups, gatherRollStats } from '../../stats/gather';
import { statsReport, statsText } from '../../stats/summary';
import { type ParsedArgs, UsageError } from '../args';
import type { CliContext } from '../context';
import { FileStateStore } from '../fs-state-store';
import type { CommandOutput } from '../output';
import { vaultFolder, vaultPath } from '../vault-paths';

export const statsSpec = { options: ['vault', 'folder'], flags: ['json'] };

/** `stats [--vault DIR] [--folder F] [PATH…]`: the campaign's rolls counted, and the dice tested. */
export async function statsCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const vault = vaultFolder(args);
	if (!isFolder(vault)) throw new UsageError(`There is no vault folder at ${vault}.`);
	const folder = args.options.get('folder');
	if (folder !== undefined && args.positionals.length > 0) throw new UsageError('Give either --folder F or the notes to count, not both.');
	// An empty count of a mistyped folder would read as "no rolls yet".
	if (folder !== undefined && !isFolder(join(vault, folder))) throw new UsageError(`There is no folder ${folder} in the vault ${vault}.`);
	const paths = args.positionals.map((p) => vaultPath(vault, p));
	try {
		const stats = await gatherRollStats(new FileStateStore(vault), { folder: folder ?? '', paths }, contentLookups(ctx.content));
		const report = statsReport(stats);
		return { json: { ...report }, text: statsText(report) };
	} catch (error) {
		if (error instanceof NoSuchNoteError) throw new UsageError(error.message);
		throw error;
	}
}

function isFolder(path: string): boolean {
	try {
		return existsSync(path) && statSync(path).isDirectory();
	} catch {
		return false;
	}
}
