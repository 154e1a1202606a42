import { chooseLater, lastOpenChoice } from '../../campaign/choose-later';
import { summarise } from '../../journal/summary';
import { type ParsedArgs, UsageError, parseWhole } from '../args';
import type { CliContext } from '../context';
import { storeFor } from '../where-to-write';
import { findVault, givenVault, vaultPath } from '../vault-paths';
import type { CommandOutput } from '../output';
import { changeWords } from '../../journal/change-words';

export const chooseSpec = { options: ['journal', 'vault'], flags: ['json'] };

/**
 * `choose [--journal PATH] N[,N] [--vault DIR]`: resolves the last open choice in play order,
 * or the last one of the journal note given.
 */
export async function chooseCommand(args: ParsedArgs, ctx: CliContext): Promise<CommandOutput> {
	const journal = args.options.get('journal');
	const raw = args.positionals.join(',');
	if (!raw) throw new UsageError('Give the options you choose, numbered as the move listed them: choose 1,3.');
	const picks = raw.split(',').filter((p) => p.trim() !== '').map((p) => parseWhole(p.trim(), 'the option', { min: 1, max: 99 }));
	// Without a vault here, the current folder stands for one, as it always did.
	const dir = givenVault(args) ?? findVault(process.cwd()) ?? '.';
	// A picked option may roll a table (Roll on the Endure Harm table), with the digital dice.
	const store = storeFor(dir);
	const made = await store.exclusive(async () => {
		if (journal) return chooseLater(store, ctx.content, vaultPath(dir, journal), picks, undefined, ctx.dice);
		const open = await lastOpenChoice(store);
		if (!open) throw new UsageError('No move in this campaign has a choice left open.');
		return chooseLater(store, ctx.content, open.path, picks, open.line, ctx.dice);
	});
	if (!made) throw new UsageError('Nothing was chosen.');
	const chosen = (made.block.choices ?? []).flatMap((c) => c.chosen ?? []);
	return {
		json: { summary: summarise(made.block), chosen, changes: made.changes, notes: made.notes, follow_ups: (made.block.followUps ?? []).map((f) => ({ move: f.move, ...(f.magnitude !== undefined ? { magnitude: f.magnitude } : {}) })) },
		text: [
			`${summarise(made.block)}: ${chosen.join('; ')}`,
			...made.changes.map((c) => `${c.note}: ${changeWords(c.key, c.from, c.to)}`),
			...made.notes,
		].join('\n'),
	};
}
