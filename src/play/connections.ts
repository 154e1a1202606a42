import { linkFor, pathFor } from '../campaign/links';
import type { AbilityOffer } from '../assets/ability-offers';
import type { Situation } from '../moves/engine/situation';
import type { StateStore } from './note-store';
import { ownersOf } from './track-owners';

/** A connection of the character's that may help a move (SF-13, SF-15), read from its track note. */
export type ConnectionHelp = NonNullable<Situation['connections']>[number];

const SWEAR = /\/quest\/swear_an_iron_vow$/;
const base = (path: string) => (path.split('/').pop() ?? path).replace(/\.md$/, '').toLowerCase();

export function rolesOf(fm: Record<string, unknown>): string[] {
	return Array.isArray(fm.roles) ? fm.roles.filter((r): r is string => typeof r === 'string' && r.trim() !== '') : [];
}

/**
 * The character's connections, not lost (forsaken), for the moves they may help: every one for
 * Swear an Iron Vow, and those with a role for any action roll. An owner link by name
 * (`[[Mara]]`) counts as the character of that note name.
 */
export async function addConnections(store: StateStore, situation: Situation, characterPath: string): Promise<void> {
	const found: ConnectionHelp[] = [];
	for (const { path, fm } of await store.campaignNotes('')) {
		if (fm.iron_ledger !== 'track' || fm.kind !== 'connection' || fm.status === 'forsaken') continue;
		const owners = ownersOf(fm).map(pathFor);
		if (!owners.some((o) => o === characterPath || base(o) === base(characterPath))) continue;
		const link = linkFor(path);
		found.push({ link, name: (path.split('/').pop() ?? path).replace(/\.md$/, ''), roles: rolesOf(fm), bonded: fm.status === 'complete', bolstered: fm.bolstered === true });
	}
	if (found.length > 0) situation.connections = found;
}

/**
 * What the connections offer this move, for the player to confirm as a circumstance (as an
 * asset ability with one is): +1 (+2 bonded) on a vow sworn to them (SF-13); +1 (+2 bolstered)
 * and +1 momentum on a hit when they aid a move of their role (SF-15, SF-17).
 */
export function connectionOffers(situation: Situation): AbilityOffer[] {
	const offers: AbilityOffer[] = [];
	for (const c of situation.connections ?? []) {
		if (SWEAR.test(situation.moveId)) {
			offers.push({ ability: `${c.link}#sworn`, use: 0, name: `${c.name}${c.bonded ? ' (bonded)' : ''}`, when: `the vow is sworn to ${c.name}`, benefits: [{ kind: 'add', value: c.bonded ? 2 : 1 }] });
		}
		if (c.roles.length === 0 || c.link === situation.track) continue;
		offers.push({
			ability: `${c.link}#role`,
			use: 0,
			name: `${c.name}, ${c.roles.join(' and ')}`,
			when: `${c.name} aids you on a move of their role`,
			benefits: [{ kind: 'add', value: c.bolstered ? 2 : 1 }, { kind: 'gain', gauge: 'momentum', amount: 1, on: ['strong_hit', 'weak_hit'] }],
		});
	}
	return offers;
}
