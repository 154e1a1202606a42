import { appendingBlock } from '../journal/note-text';
import { summarise } from '../journal/summary';
import type { JournalBlock } from '../journal/block';
import { madeFoldersLine, storeFor } from './where-to-write';
import { givenVault, journalRoot, vaultPath } from './vault-paths';
import { writeBlock } from '../journal/write';
import { fitForJournal } from '../journal/fit';
import { type ParsedArgs, UsageError } from './args';
import { CONTROL_CHARACTER } from './file-names';
import type { CliContext } from './context';
import type { CommandOutput } from './output';

export function journalOption(args: ParsedArgs): string | undefined {
	return args.options.get('journal');
}

/**
 * Appends a block to a journal note, creating the note when missing; returns the folders made for it. Without a vault given, the
 * note is written through the store of the vault it is in (or of its own folder) and under that
 * store's lock, like every campaign command, so two writers never lose each other's blocks.
 */
export async function recordBlock(ctx: CliContext, path: string, fenced: string, vault?: string): Promise<string[]> {
	// A NUL would reach the file system as an internal error: no journal can be named so.
	if (CONTROL_CHARACTER.test(path)) throw new UsageError('--journal holds a control character, which no file name can hold: type the name again without it.');
	if (ctx.store) {
		const own = ctx.store;
		await own.process(refuseHidden(path), appendingBlock(fenced, own.playClock));
		return [];
	}
	// With --vault, a relative journal is in that vault, as for campaign commands, wherever the player stands.
	const { root, path: inVault } = vault ? { root: vault, path: vaultPath(vault, path, { mayBeNew: true }) } : journalRoot(path);
	refuseHidden(inVault);
	const store = storeFor(root);
	await store.exclusive(() => store.process(inVault, appendingBlock(fenced, store.playClock)));
	// The folders the journal needed, for the command to say (a note is never made out of sight).
	return store.madeFolders();
}

/**
 * A journal is a markdown note Obsidian shows: not a file in a hidden folder (`.obsidian/` is
 * Obsidian's own settings), and not a file of another kind, where no block would ever render.
 */
function refuseHidden(path: string): string {
	const parts = path.split(/[\\/]/);
	if (parts.some((part) => part.startsWith('.') && part !== '.' && part !== '..')) throw new UsageError(`${path} is in a hidden folder, which Obsidian does not show: write the journal to a note of the vault.`);
	if (!/\.md$/i.test(path)) throw new UsageError(`${path} is not a markdown note (.md): Obsidian shows blocks only in notes.`);
	return path;
}

export function blockOutput(block: JournalBlock, fenced: string, journal: string | undefined): CommandOutput {
	const json: Record<string, unknown> = { kind: block.kind, summary: summarise(block), block: fenced };
	if (block.move) json.move = block.move.id;
	if (journal) json.journal = journal;
	const { cuts } = fitForJournal(block);
	if (cuts.length > 0) json.cut = cuts;
	return { json, text: `${[summarise(block), ...cuts].join('\n')}${journal ? `\nWritten to ${journal}` : `\n\n${fenced.trimEnd()}`}` };
}

/** With --journal, appends the block to that note and says so in the output. */
export async function withJournal(
	args: ParsedArgs,
	ctx: CliContext,
	output: CommandOutput,
	block: () => JournalBlock,
): Promise<CommandOutput> {
	const journal = journalOption(args);
	if (!journal) return output;
	// Text cut to fit the journal is said here too (src/journal/fit.ts), never silently lost.
	const { block: fitted, cuts } = fitForJournal(block());
	const fenced = writeBlock(fitted);
	const made = await recordBlock(ctx, journal, fenced, givenVault(args));
	const folders = madeFoldersLine(made);
	return {
		json: { ...output.json, journal, block: fenced, ...(cuts.length > 0 ? { cut: cuts } : {}), ...(made.length > 0 ? { folders_made: made } : {}) },
		text: [output.text, ...cuts, `Written to ${journal}`, ...(folders ? [folders] : [])].join('\n'),
	};
}
