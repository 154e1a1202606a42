import type { RulesetContent } from '../content/library';
import type { OracleRecord } from '../journal/block';
import type { DiceSource } from '../rules/dice';
import { type OracleTable, rowForRoll } from '../rules/oracle-table';

/** Which card a theme-or-domain row of a table sends the player to, and which of its tables. */
interface CardRow {
	card: 'theme' | 'domain';
	table: 'dangers' | 'features';
}

/**
 * Rows of the Delve tables that say "check the theme card" or "check the domain card" (DV-11),
 * by Datasworn row id. The same percentile roll is read on the card: theme dangers are 1-30 and
 * domain dangers 31-45 on every card, so no new die is rolled.
 */
const CARD_ROWS: Readonly<Record<string, CardRow>> = {
	'move.oracle_rollable.row:delve/delve/reveal_a_danger.reveal_a_danger.0': { card: 'theme', table: 'dangers' },
	'move.oracle_rollable.row:delve/delve/reveal_a_danger.reveal_a_danger.1': { card: 'domain', table: 'dangers' },
};

/** "You encounter a hostile denizen": the site's denizen matrix is rolled (seed 004, Reveal a Danger). */
const DENIZEN_ROWS: ReadonlySet<string> = new Set(['move.oracle_rollable.row:delve/delve/reveal_a_danger.reveal_a_danger.2']);

/** A site's theme and domain, by Datasworn id, and its denizens as the note keeps them. */
export interface SiteCards {
	theme?: string;
	domain?: string;
	denizens?: readonly Denizen[];
	/** The site note, as a link: a denizen is rolled on the site's own table, named by it. */
	link?: string;
}

export interface Denizen {
	min: number;
	max: number;
	frequency: string;
	name: string;
}

interface RawCard {
	name?: string;
	features?: { roll?: { min: number; max: number }; text?: string; _id?: string }[];
	dangers?: { roll?: { min: number; max: number }; text?: string; _id?: string }[];
}

/** One table of a theme or domain card, as an oracle table (its rows keep their Datasworn ids). */
export function cardTable(scope: RulesetContent, cardId: string, which: 'dangers' | 'features'): OracleTable | undefined {
	const entry = scope.get(cardId);
	if (!entry || (entry.type !== 'delve_site_theme' && entry.type !== 'delve_site_domain')) return undefined;
	const card = entry.node as RawCard;
	const rows = (card[which] ?? []).map((r, i) => ({ id: r._id ?? `${cardId}.${which}.${i}`, min: r.roll?.min ?? null, max: r.roll?.max ?? null, text: r.text ?? '' }));
	// The card's own id: it is the Datasworn entry the result comes from, which `journal check` knows.
	return { id: cardId, name: `${entry.name}: ${which === 'dangers' ? 'danger' : 'feature'}`, sides: 100, rows };
}

/** A site feature (theme 1-20, domain 21-100): both cards make one table. */
export function featureTable(scope: RulesetContent, site: SiteCards): OracleTable | undefined {
	const theme = site.theme ? cardTable(scope, site.theme, 'features') : undefined;
	const domain = site.domain ? cardTable(scope, site.domain, 'features') : undefined;
	if (!theme || !domain) return undefined;
	return { id: `${site.theme}+${site.domain}.features`, name: `Feature (${theme.name.split(':')[0]}, ${domain.name.split(':')[0]})`, sides: 100, rows: [...theme.rows, ...domain.rows] };
}

function denizenRecord(denizens: readonly Denizen[], link: string, dice: DiceSource): OracleRecord {
	const roll = dice.roll(100);
	const hit = denizens.find((d) => d.min <= roll && roll <= d.max);
	const result = hit ? hit.name || unnamedDenizen(hit.frequency) : 'no denizen covers this roll';
	return { oracle: link, name: 'Denizen', roll, result, rolls: [] };
}

/**
 * Reads the site's own cards where a table's row sends the player there, and rolls its
 * denizens where a hostile denizen is met. Returns the record with those results nested;
 * rows of other tables are left as they are. Without the site's card, the row stays as
 * Datasworn words it ("Check the theme card.").
 */
export function withSiteCards(scope: RulesetContent, record: OracleRecord, rowOf: (r: OracleRecord) => string | undefined, site: SiteCards, dice: DiceSource): OracleRecord {
	const row = rowOf(record);
	const nested = record.rolls.map((r) => withSiteCards(scope, r, rowOf, site, dice));
	const card = row ? CARD_ROWS[row] : undefined;
	const cardId = card ? site[card.card] : undefined;
	if (card && cardId) {
		const table = cardTable(scope, cardId, card.table);
		const hit = table ? rowForRoll(table, record.roll) : undefined;
		if (table && hit) nested.push({ oracle: table.id, name: table.name, roll: record.roll, result: hit.text, rolls: [] });
	}
	if (row && DENIZEN_ROWS.has(row) && site.link && site.denizens && site.denizens.length > 0) nested.push(denizenRecord(site.denizens, site.link, dice));
	return { ...record, rolls: nested };
}

/** The row of a table a record landed on, found again from its roll. */
export function rowFinder(scope: RulesetContent): (r: OracleRecord) => string | undefined {
	return (r) => {
		try {
			const table = scope.table(r.oracle);
			return rowForRoll(table, r.roll)?.id;
		} catch {
			return undefined;
		}
	};
}

/** The words of a result with what it led to: "Check the theme card. → Ancient trap". */
export function resultText(r: OracleRecord): string {
	const inner = r.rolls.map(resultText).filter(Boolean);
	return inner.length > 0 ? `${r.result} → ${inner.join('; ')}` : r.result;
}

/** A denizen the player has not named yet, by how often it is met: "an unforeseen denizen", "a common denizen". */
export function unnamedDenizen(frequency: string): string {
	const words = frequency.replace(/_/g, ' ');
	return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words} denizen (not named yet)`;
}
