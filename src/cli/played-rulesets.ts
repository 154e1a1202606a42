import { RULESETS, type RulesetId } from '../content/rulesets';
import type { FileStateStore } from './fs-state-store';

/** The rulesets the vault's characters play, each once and in Iron Ledger's order: what a command without --ruleset may mean. */
export async function playedRulesets(store: FileStateStore): Promise<RulesetId[]> {
	const notes = await store.campaignNotes('');
	const played = new Set(notes.filter((n) => n.fm.iron_ledger === 'character').map((n) => n.fm.ruleset));
	return RULESETS.filter((r) => played.has(r));
}
