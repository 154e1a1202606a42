import { linkFor } from '../campaign/links';
import type { StateChange } from '../journal/block';
import type { StateStore } from '../play/note-store';
import { StateError } from '../state/schema';
import { commitEdit } from './sheet';

/**
 * Allies travelling together: each character's `party` lists the others, so a supply change
 * (and unprepared) made by one reaches all (ME-03, DB-05). One journaled change over every sheet.
 */
export async function formParty(store: StateStore, journal: string, paths: readonly string[]): Promise<StateChange[]> {
	const unique = [...new Set(paths)];
	if (unique.length < 2) throw new StateError('A party is two or more characters.');
	const changes: StateChange[] = [];
	for (const path of unique) {
		const fm = await store.frontmatter(path);
		if (fm?.iron_ledger !== 'character') throw new StateError(`${path} is not a character note.`);
		const others = unique.filter((p) => p !== path).map(linkFor);
		const before = Array.isArray(fm.party) ? fm.party : [];
		const to = [...new Set([...before.filter((l): l is string => typeof l === 'string'), ...others])];
		if (JSON.stringify(before) !== JSON.stringify(to)) changes.push({ note: linkFor(path), key: 'party', from: fm.party ?? null, to });
	}
	const names = unique.map((p) => (p.split('/').pop() ?? p).replace(/\.md$/, ''));
	await commitEdit(store, journal, `${names.join(', ')} travel together: supply is shared`, changes);
	return changes;
}
