import { linkFor, pathFor } from '../campaign/links';
import type { StateChange } from '../journal/block';
import type { StateStore } from '../play/note-store';
import { StateError } from '../state/schema';
import { ownersOf } from '../play/track-owners';
import { rolesOf } from '../play/connections';
import { findCharacter } from './find-character';
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

/**
 * Allies on a shared quest, journey or fight keep one track (PR-11): the character joins the
 * track's owners, one journaled change, so its legacy reaches them too (XP-12).
 */
export async function shareTrack(store: StateStore, journal: string, trackPath: string, characterPath: string): Promise<StateChange[]> {
	const fm = await store.frontmatter(trackPath);
	if (fm?.iron_ledger !== 'track') throw new StateError(`${trackPath} is not a track note.`);
	const character = await store.frontmatter(characterPath);
	if (character?.iron_ledger !== 'character') throw new StateError(`${characterPath} is not a character note.`);
	const owners = ownersOf(fm);
	const link = linkFor(characterPath);
	const name = (characterPath.split('/').pop() ?? characterPath).replace(/\.md$/, '');
	const already = await Promise.all(owners.map((o) => findCharacter(store, pathFor(o).replace(/\.md$/, '')).catch(() => undefined)));
	if (already.includes(characterPath)) throw new StateError(`${name} already shares ${linkFor(trackPath)}: nothing was written.`);
	const changes: StateChange[] = [{ note: linkFor(trackPath), key: 'owners', from: fm.owners ?? null, to: [...owners, link] }];
	await commitEdit(store, journal, `${name} shares ${(trackPath.split('/').pop() ?? trackPath).replace(/\.md$/, '')}`, changes);
	return changes;
}

/**
 * A connection's role (SF-15), in the player's words: the first freely, a second only once Forge a
 * Bond expanded their influence (SF-17), never a third. Journaled, so undo takes it back.
 */
export async function giveRole(store: StateStore, journal: string, trackPath: string, role: string): Promise<StateChange[]> {
	const fm = await store.frontmatter(trackPath);
	const name = (trackPath.split('/').pop() ?? trackPath).replace(/\.md$/, '');
	if (fm?.iron_ledger !== 'track' || fm.kind !== 'connection') throw new StateError(`${trackPath} is not a connection's track: only a connection has a role.`);
	const roles = rolesOf(fm);
	const wanted = role.trim();
	if (roles.some((r) => r.toLowerCase() === wanted.toLowerCase())) throw new StateError(`${name} is already ${wanted}: nothing was written.`);
	if (roles.length >= 2) throw new StateError(`${name} has two roles (${roles.join(' and ')}), the most a connection has: nothing was written.`);
	if (roles.length === 1 && fm.expanded !== true) {
		throw new StateError(`${name} is ${roles[0] ?? ''}: a second role comes only when Forge a Bond expands their influence. Nothing was written.`);
	}
	const changes: StateChange[] = [{ note: linkFor(trackPath), key: 'roles', from: fm.roles ?? null, to: [...roles, wanted] }];
	await commitEdit(store, journal, `${name} is ${wanted}`, changes);
	return changes;
}
