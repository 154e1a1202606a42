import { appendBlock } from '../journal/note-text';
import { summarise } from '../journal/summary';
import type { JournalBlock } from '../journal/block';
import { FileNoteStore } from './fs-note-store';
import { writeBlock } from '../journal/write';
import type { ParsedArgs } from './args';
import type { CliContext } from './context';
import type { CommandOutput } from './output';

export function journalOption(args: ParsedArgs): string | undefined {
	return args.options.get('journal');
}

/** Appends a block to a journal note on disk, creating the note when missing. */
export async function recordBlock(ctx: CliContext, path: string, fenced: string): Promise<void> {
	const store = ctx.store ?? new FileNoteStore();
	await store.process(path, (text) => appendBlock(text, fenced).text);
}

export function blockOutput(block: JournalBlock, fenced: string, journal: string | undefined): CommandOutput {
	const json: Record<string, unknown> = { kind: block.kind, summary: summarise(block), block: fenced };
	if (block.move) json.move = block.move.id;
	if (journal) json.journal = journal;
	return { json, text: `${summarise(block)}${journal ? `\nWritten to ${journal}` : `\n\n${fenced.trimEnd()}`}` };
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
	const fenced = writeBlock(block());
	await recordBlock(ctx, journal, fenced);
	return { json: { ...output.json, journal, block: fenced }, text: `${output.text}\nWritten to ${journal}` };
}
