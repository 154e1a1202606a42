import type { CampaignNote, StateStore } from '../play/note-store';

/**
 * The campaign notes under a folder read one by one: the CLI's way, where each command is a
 * fresh process with no index to keep. A note whose frontmatter cannot be read is left out.
 */
export async function readCampaignNotes(store: Pick<StateStore, 'list' | 'frontmatter'>, folder: string): Promise<CampaignNote[]> {
	const out: CampaignNote[] = [];
	for (const path of await store.list(folder)) {
		const fm = await store.frontmatter(path).catch(() => null);
		if (fm && typeof fm.iron_ledger === 'string') out.push({ path, fm });
	}
	return out;
}
