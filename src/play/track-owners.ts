import { linkFor, pathFor } from '../campaign/links';
import type { Situation } from '../moves/engine/situation';
import type { StateView } from '../moves/engine/state-view';
import { findCharacter } from '../character/find-character';
import type { StateStore } from './note-store';

/** A track's `owners`, as links: the characters who share it. */
export function ownersOf(fm: Record<string, unknown>): string[] {
	return Array.isArray(fm.owners) ? fm.owners.filter((o): o is string => typeof o === 'string' && o.startsWith('[[')) : [];
}

/**
 * The other characters who share the move's track, loaded so a reward by its rank reaches them
 * too (PR-11, XP-12). An owner link by name (`[[Mara]]`, as `track new --character Mara` wrote
 * it) is found as `--character` finds one; an owner who is no character here is left out.
 */
export async function addTrackOwners(store: StateStore, view: StateView, situation: Situation, fm: Record<string, unknown>): Promise<void> {
	const sharers: string[] = [];
	for (const owner of ownersOf(fm)) {
		const path = await findCharacter(store, pathFor(owner).replace(/\.md$/, '')).catch(() => undefined);
		if (!path) continue;
		const link = linkFor(path);
		if (link === situation.character || sharers.includes(link)) continue;
		if (!view.has(link)) {
			const own = await store.frontmatter(path);
			if (own?.iron_ledger !== 'character') continue;
			view.add(link, own);
		}
		sharers.push(link);
	}
	if (sharers.length > 0) situation.sharers = sharers;
}
