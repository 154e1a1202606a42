import { undoPlayed } from '../campaign/undo';
import { burnOnRoll } from '../campaign/burn-last';
import type { CampaignPorts } from '../flows/campaign-flows';
import { findBlocks } from '../journal/note-text';
import { summarise } from '../journal/summary';
import type { LastWrittenBlock } from './open-journal';
import { valueWords } from '../journal/change-words';

/** What undo and burn need of the Obsidian session beyond the campaign ports. */
export interface OpenJournal {
	/** Makes the note's file hold what its editor shows, so a read sees the player's last block. */
	save(path: string): Promise<void>;
	lastBlock?: LastWrittenBlock;
}

/**
 * Undo in Obsidian: the block the plugin wrote last when it is still there unchanged, else the
 * bottom-most one, which the notice then names, as the player may have meant another.
 */
export async function undoInObsidian(p: CampaignPorts & { journal?: OpenJournal }): Promise<void> {
	if (!p.activeNote) throw new Error('Open the journal note whose last move you want to undo.');
	const mode = await p.prompt.choose('Undo the last move and…', [
		{ value: 'mark' as const, label: 'Keep the block, struck through' },
		{ value: 'remove' as const, label: 'Remove the block' },
		// A later move that rests on it (XP since spent) refuses the undo; this takes those back too, newest first.
		{ value: 'chain' as const, label: 'Keep the blocks, struck through, with every later move that rests on it' },
	]);
	if (!mode) return;
	await p.journal?.save(p.activeNote);
	const remembered = p.journal?.lastBlock?.sourceIn(p.activeNote);
	const undone = await undoPlayed(p.store, p.activeNote, { mode: mode === 'remove' ? 'remove' : 'mark', chain: mode === 'chain', ...(remembered !== undefined ? { remembered } : {}) });
	if (undone.remembered) p.journal?.lastBlock?.forget();
	const { block } = undone;
	const where = undone.remembered ? '' : `, the last block of ${p.activeNote} (line ${undone.line})`;
	const changes = block.changes.length ? `: ${block.changes.map((c) => (c.from === null || c.from === undefined ? `${c.key} removed` : `${c.key} back to ${valueWords(c.from)}`)).join(', ')}` : '';
	const chained = undone.chained.length > 0 ? ` First undid ${undone.chained.map((u) => summarise(u.block)).join('; ')}.` : '';
	p.notify(`Undid ${summarise(block)}${where}${changes}.${chained}`);
}

/**
 * Burn, on the note as its editor shows it, on the roll written last when it is still there.
 * The burned block is then the one remembered, so an undo right after takes it back.
 */
export async function burnInObsidian(p: CampaignPorts & { journal?: OpenJournal }): Promise<void> {
	if (!p.activeNote) throw new Error('Open the journal note with the roll.');
	if (!p.activeCharacter) throw new Error('Set the active character first.');
	await p.journal?.save(p.activeNote);
	const memory = p.journal?.lastBlock;
	const burned = await burnOnRoll(p.store, p.content, p.activeNote, p.activeCharacter, p.dice, memory?.sourceIn(p.activeNote));
	if (burned.remembered && memory) {
		const rewritten = findBlocks((await p.store.read(p.activeNote)) ?? '').find((b) => b.startLine === burned.line - 1);
		if (rewritten) memory.rememberSource(p.activeNote, rewritten.source);
	}
	const { block } = burned;
	p.notify(`Momentum burned ${block.burn?.from ?? ''} → ${block.burn?.to ?? ''}: ${summarise(block)}.`);
}
