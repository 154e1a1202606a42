import type { ContentLibrary, RulesetContent } from '../content/library';
import { createTrack } from '../campaign/create';
import type { StateStore } from '../play/note-store';
import type { Rank } from '../rules/progress';
import { RANKS } from '../rules/progress';
import { StateError } from '../state/schema';
import { type DenizenEntry, emptyDenizens, premadeDenizens } from './denizens';

/** The fenced card a site or threat note shows itself with; it reads the note's own frontmatter. */
export const SITE_CARD = '```iron-site\n```\n';

export interface NewSite {
	name?: string;
	rank?: Rank;
	/** Theme and domain: Datasworn ids or names. */
	theme?: string;
	domain?: string;
	/** One of Datasworn's premade sites (Alva's Rest…), by id or name: rank, theme, domain and denizens come from it. */
	premade?: string;
	folder: string;
	owners?: string[];
	/** The vow the site is delved for, as a link. */
	vow?: string;
}

function delveScope(content: ContentLibrary): RulesetContent {
	return content.ruleset('delve');
}

/** A site note: rank, theme, domain, its denizen matrix and the card; not yet explored. */
export async function createSite(store: StateStore, content: ContentLibrary, input: NewSite): Promise<string> {
	const scope = delveScope(content);
	const premade = input.premade ? scope.find('delve_site', input.premade) : undefined;
	const raw = (premade?.node ?? {}) as { rank?: number; theme?: string; domain?: string };
	const themeRef = input.theme ?? raw.theme;
	const domainRef = input.domain ?? raw.domain;
	if (!themeRef || !domainRef) throw new StateError(`A site needs a theme and a domain (${!themeRef ? 'no theme' : 'no domain'} was given): Discover a Site chooses both.`);
	// find() names the nearest when nothing matches ("did you mean").
	const theme = scope.find('delve_site_theme', themeRef).id;
	const domain = scope.find('delve_site_domain', domainRef).id;
	const rank = input.rank ?? (raw.rank ? RANKS[raw.rank - 1] : undefined);
	if (!rank) throw new StateError('A site needs a rank: troublesome, dangerous, formidable, extreme or epic.');
	const name = input.name ?? premade?.name;
	if (!name) throw new StateError('A site needs a name.');
	const denizens: DenizenEntry[] = premade ? premadeDenizens(scope, premade.id) : emptyDenizens();
	return createTrack(store, {
		name,
		kind: 'delve_site',
		rank,
		folder: input.folder,
		owners: input.owners ?? [],
		theme,
		domain,
		extra: { denizens, explored: false, ...(input.vow ? { vow: input.vow } : {}) },
		body: `# ${name}\n\n${SITE_CARD}`,
	});
}

export interface NewThreat {
	name: string;
	rank: Rank;
	/** The threat's category: a row of Delve's Threat category table, by its words (Ravaging Horde…). */
	category?: string;
	/** The vow the threat opposes, as a link; its rank is the threat's. */
	vow?: string;
	/** The site it lurks in, as a link, so the site's card lists it. */
	site?: string;
	folder: string;
	owners?: string[];
}

/** The threat categories, from Delve's Threat: Category table (the links' words, without the markup). */
export function threatCategories(content: ContentLibrary): string[] {
	return delveScope(content)
		.table('oracle_rollable:delve/threat/category')
		.rows.map((r) => r.text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').trim());
}

/** A threat note: its category, the vow it opposes and an empty menace track. */
export async function createThreat(store: StateStore, content: ContentLibrary, input: NewThreat): Promise<string> {
	let category: string | undefined;
	if (input.category) {
		const all = threatCategories(content);
		category = all.find((c) => c.toLowerCase() === input.category?.trim().toLowerCase());
		if (!category) throw new StateError(`No threat category "${input.category}": choose ${all.join(', ')}.`);
	}
	return createTrack(store, {
		name: input.name,
		kind: 'threat',
		rank: input.rank,
		folder: input.folder,
		owners: input.owners ?? [],
		extra: { ...(category ? { category } : {}), ...(input.vow ? { vow: input.vow } : {}), ...(input.site ? { site: input.site } : {}) },
		body: `# ${input.name}\n\n${SITE_CARD}`,
	});
}
