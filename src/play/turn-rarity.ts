import type { RarityInfo } from '../delve/rarities';
import type { JournalBlock } from '../journal/block';
import { type RarityFace, rarityFace } from '../moves/delve/rarity';

/** How a block keeps the rarity wielded: its id, its name, and the die (the action die it replaced). */
export interface RarityRecord {
	rarity: string;
	name: string;
	die: number;
}

/** The rarity an action block was made with, read back from the block. */
export function rarityOf(block: JournalBlock): RarityRecord | undefined {
	if (block.kind !== 'action') return undefined;
	const r = block.extra.rarity as Partial<RarityRecord> | undefined;
	return r && typeof r.rarity === 'string' && typeof r.die === 'number' ? { rarity: r.rarity, name: typeof r.name === 'string' ? r.name : r.rarity, die: r.die } : undefined;
}

/** The block with the rarity die recorded: it is the action die, rolled as the rarity's. */
export function withRarity(block: JournalBlock, rarity: RarityInfo | undefined): JournalBlock {
	if (!rarity || block.kind !== 'action' || rarityOf(block)) return block;
	return { ...block, extra: { ...block.extra, rarity: { rarity: rarity.id, name: rarity.name, die: block.action } } };
}

/** What the rarity die's face does on this roll, if anything. */
export function rarityRule(block: JournalBlock): RarityFace | undefined {
	const r = rarityOf(block);
	return r && block.kind === 'action' ? rarityFace(r.die, block.outcome) : undefined;
}
