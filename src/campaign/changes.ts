import type { StateChange } from '../journal/block';
import type { StateStore } from '../play/note-store';
import { StateError } from '../state/schema';
import { pathFor } from './links';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function byNote(changes: readonly StateChange[]): Map<string, StateChange[]> {
	const groups = new Map<string, StateChange[]>();
	for (const c of changes) groups.set(c.note, [...(groups.get(c.note) ?? []), c]);
	return groups;
}

/**
 * Writes changes into frontmatter, one note at a time in one step each. Every value must
 * still be what the change expects (`from`, or `to` when reverting): otherwise nothing in
 * that note is written and the player is told which value moved.
 */
async function write(store: StateStore, changes: readonly StateChange[], direction: 'apply' | 'revert'): Promise<void> {
	const ordered = direction === 'apply' ? changes : [...changes].reverse();
	// Check every note first, replaying the changes on a copy, so a refusal touches nothing.
	const finals = new Map<string, Record<string, unknown>>();
	for (const [note, group] of byNote(ordered)) {
		const fm = await store.frontmatter(pathFor(note));
		if (fm === null) throw new StateError(`${note} is missing: nothing was changed.`);
		const working = { ...fm };
		for (const c of group) {
			const expected = direction === 'apply' ? c.from : c.to;
			if (!same(working[c.key], expected)) {
				throw new StateError(
					`${c.key} in ${note} is ${JSON.stringify(working[c.key] ?? null)}, but the journal expects ${JSON.stringify(expected)}: it was changed since. Nothing was changed.`,
				);
			}
			working[c.key] = direction === 'apply' ? c.to : c.from;
		}
		finals.set(note, Object.fromEntries(group.map((c) => [c.key, working[c.key]])));
	}
	for (const [note, values] of finals) {
		await store.updateFrontmatter(pathFor(note), (fm) => {
			for (const [key, value] of Object.entries(values)) {
				// A key the move created (recorded `from: null`) is removed when it is undone, not left as `key: null`.
				if (value === null || value === undefined) delete fm[key];
				else fm[key] = value;
			}
		});
	}
}

export const applyChanges = (store: StateStore, changes: readonly StateChange[]) => write(store, changes, 'apply');
export const revertChanges = (store: StateStore, changes: readonly StateChange[]) => write(store, changes, 'revert');
