import { checkNote } from '../../play/check-journal';
import { type ParsedArgs, UsageError } from '../args';
import type { CliContext } from '../context';
import { FileNoteStore } from '../fs-note-store';
import type { CommandOutput } from '../output';

export const journalSpec = { options: [], flags: ['json'] };

/** A problem found in the notes themselves: exit code 1, unlike bad usage (2). */
export class JournalInputError extends UsageError {}

export class InvalidJournalError extends Error {
	override name = 'InvalidJournalError';
	constructor(readonly output: CommandOutput) {
		super(output.text);
	}
}

export async function journalCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const [sub, ...paths] = args.positionals;
	if (sub !== 'check') throw new UsageError(`Use "journal check PATH…"${sub ? `, not "journal ${sub}"` : ''}.`);
	if (paths.length === 0) throw new UsageError('Give the notes to check: journal check PATH…');
	const store = ctx.store ?? new FileNoteStore();
	const notes = [];
	const lines: string[] = [];
	let blocks = 0;
	for (const path of paths) {
		const text = await store.read(path);
		if (text === null) throw new JournalInputError(`No note at ${path}.`);
		const result = checkNote(text, ctx.content);
		blocks += result.blocks;
		notes.push({ path, blocks: result.blocks, errors: result.problems });
		for (const p of result.problems) lines.push(`${path}:${p.line}: ${p.message}`);
	}
	const invalid = notes.reduce((n, note) => n + note.errors.length, 0);
	const summary = `${blocks} block${blocks === 1 ? '' : 's'} in ${paths.length} note${paths.length === 1 ? '' : 's'}: ${invalid === 0 ? 'all valid' : `${invalid} problem${invalid === 1 ? '' : 's'}`}.`;
	const output = { json: { valid: invalid === 0, blocks, notes }, text: [...lines, summary].join('\n') };
	if (invalid > 0) throw new InvalidJournalError(output);
	return output;
}
