import type { RulesetContent } from '../content/library';
import type { Denizen } from './site-cards';

/**
 * The denizen matrix every Delve site has (seed 004's site sheet; Datasworn's premade sites
 * use the same ranges): one very common, three common, four uncommon, three rare and one
 * unforeseen denizen. The player names them; a premade site comes with some named.
 */
export const DENIZEN_SLOTS: readonly Omit<Denizen, 'name'>[] = [
	{ min: 1, max: 27, frequency: 'very_common' },
	{ min: 28, max: 41, frequency: 'common' },
	{ min: 42, max: 55, frequency: 'common' },
	{ min: 56, max: 69, frequency: 'common' },
	{ min: 70, max: 75, frequency: 'uncommon' },
	{ min: 76, max: 81, frequency: 'uncommon' },
	{ min: 82, max: 87, frequency: 'uncommon' },
	{ min: 88, max: 93, frequency: 'uncommon' },
	{ min: 94, max: 95, frequency: 'rare' },
	{ min: 96, max: 97, frequency: 'rare' },
	{ min: 98, max: 99, frequency: 'rare' },
	{ min: 100, max: 100, frequency: 'unforeseen' },
];

/** How the site note keeps a denizen: `roll: 1-27`, its frequency and its name (empty until the player names it). */
export interface DenizenEntry {
	roll: string;
	frequency: string;
	name: string;
}

export function emptyDenizens(): DenizenEntry[] {
	return DENIZEN_SLOTS.map((d) => ({ roll: d.min === d.max ? String(d.min) : `${d.min}-${d.max}`, frequency: d.frequency, name: '' }));
}

interface RawSiteDenizen {
	roll?: { min: number; max: number };
	frequency?: string;
	npc?: string;
	name?: string;
}

/** A premade site's denizens (Datasworn `delve_site`), named from their NPC entries where given. */
export function premadeDenizens(scope: RulesetContent, siteId: string): DenizenEntry[] {
	const raw = ((scope.get(siteId)?.node as { denizens?: RawSiteDenizen[] } | undefined)?.denizens ?? []);
	const slots = emptyDenizens();
	return slots.map((slot, i) => {
		const d = raw[i];
		const name = d?.name ?? (d?.npc ? (scope.get(d.npc)?.name ?? '') : '');
		return { ...slot, name };
	});
}

/** The note's denizens read back; entries that are not in the matrix's shape are skipped, not guessed. */
export function readDenizens(raw: unknown): Denizen[] {
	if (!Array.isArray(raw)) return [];
	return raw.flatMap((d): Denizen[] => {
		if (!d || typeof d !== 'object') return [];
		const o = d as Record<string, unknown>;
		const roll = typeof o.roll === 'number' || typeof o.roll === 'string' ? String(o.roll).trim() : '';
		const m = /^(\d{1,3})(?:\s*-\s*(\d{1,3}))?$/.exec(roll);
		if (!m) return [];
		const min = Number(m[1]);
		const max = Number(m[2] ?? m[1]);
		return [{ min, max, frequency: typeof o.frequency === 'string' ? o.frequency : '', name: typeof o.name === 'string' ? o.name : '' }];
	});
}
