import type { CurseBehavior } from '../rules/oracle-table';
import type { RawNode } from './datasworn-shapes';
import type { IndexedEntry } from './package-index';

/** The Sundered Isles' curse tags on a table (Datasworn's `tags.sundered_isles`). */
interface CurseTags {
	cursed_by?: unknown;
	cursed_version_of?: unknown;
	curse_behavior?: unknown;
}

const curseTags = (node: RawNode): CurseTags | undefined => (node as { tags?: Record<string, CurseTags | undefined> }).tags?.sundered_isles;

/**
 * Each table that has a cursed version → that version's id. Datasworn links most pairs both
 * ways, some one way only (Trademark Weapons is named by its cursed table, not the other way),
 * and a few tables name themselves or a wildcard: those are not pairs, and are left out.
 */
export function cursedLinks(tables: readonly IndexedEntry[]): Map<string, string> {
	const ids = new Set(tables.map((e) => e.id));
	const links = new Map<string, string>();
	for (const e of tables) {
		const of = curseTags(e.node)?.cursed_version_of;
		if (Array.isArray(of)) for (const o of of) if (typeof o === 'string' && o !== e.id && ids.has(o)) links.set(o, e.id);
	}
	for (const e of tables) {
		const by = curseTags(e.node)?.cursed_by;
		if (typeof by === 'string' && by !== e.id && ids.has(by)) links.set(e.id, by);
	}
	return links;
}

/** A table that is some table's cursed version: read when the cursed die says so, not for its name's likeness. */
export function isCursedTable(node: RawNode): boolean {
	const of = curseTags(node)?.cursed_version_of;
	return Array.isArray(of) && of.length > 0;
}

/** What a cursed table does on a 10: Datasworn says `add_result` where it adds; otherwise it replaces. */
export function curseBehaviorOf(node: RawNode): CurseBehavior {
	return curseTags(node)?.curse_behavior === 'add_result' ? 'add' : 'replace';
}
