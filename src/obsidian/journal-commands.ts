import { undoMove } from '../campaign/undo';
import { type CampaignPorts, burnLastFlow } from '../flows/campaign-flows';
import { summarise } from '../journal/summary';
import type { LastWrittenBlock } from './open-journal';

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
	]);
	if (!mode) return;
	await p.journal?.save(p.activeNote);
	const undone = await undoMove(p.store, p.activeNote, mode, p.journal?.lastBlock?.sourceIn(p.activeNote));
	if (undone.remembered) p.journal?.lastBlock?.forget();
	const { block } = undone;
	const where = undone.remembered ? '' : `, the last block of ${p.activeNote} (line ${undone.line})`;
	const changes = block.changes.length ? `: ${block.changes.map((c) => `${c.key} back to ${JSON.stringify(c.from)}`).join(', ')}` : '';
	p.notify(`Undid ${summarise(block)}${where}${changes}.`);
}

/** Burn, on the note as its editor shows it. */
export async function burnInObsidian(p: CampaignPorts & { journal?: OpenJournal }): Promise<void> {
	if (p.activeNote) await p.journal?.save(p.activeNote);
	await burnLastFlow(p);
}
