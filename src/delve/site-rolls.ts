import type { ContentLibrary } from '../content/library';
import type { OracleBlock } from '../journal/block';
import { appendingBlock } from '../journal/note-text';
import { writeBlock } from '../journal/write';
import { oracleBlock } from '../play/blocks-from-rolls';
import type { StateStore } from '../play/note-store';
import type { DiceSource } from '../rules/dice';
import { type OracleTable, rollOracle } from '../rules/oracle-table';
import { StateError } from '../state/schema';
import { linkFor } from '../campaign/links';
import { readDenizens } from './denizens';
import { featureTable, unnamedDenizen } from './site-cards';

export type SiteTable = 'feature' | 'denizen';

/** The site's own table: a feature from its theme and domain cards, or a denizen from its matrix. */
export function siteTable(content: ContentLibrary, fm: Record<string, unknown>, which: SiteTable, site: string): OracleTable {
	if (fm.iron_ledger !== 'track' || fm.kind !== 'delve_site') throw new StateError(`${site} is not a Delve site note (kind: delve_site).`);
	if (which === 'feature') {
		const theme = typeof fm.theme === 'string' ? fm.theme : '';
		const domain = typeof fm.domain === 'string' ? fm.domain : '';
		const table = featureTable(content.ruleset('delve'), { theme, domain });
		if (!table) throw new StateError(`${site} needs a theme and a domain (Datasworn ids) to roll a feature.`);
		return table;
	}
	const denizens = readDenizens(fm.denizens);
	if (denizens.length === 0) throw new StateError(`${site} has no denizen matrix ("denizens" in its frontmatter).`);
	return {
		// The site's own table: a link to its note, as a player's tables are named (not a Datasworn id).
		id: linkFor(site),
		name: 'Denizen',
		sides: 100,
		rows: denizens.map((d, i) => ({ id: `site:denizens.${i}`, min: d.min, max: d.max, text: d.name || unnamedDenizen(d.frequency) })),
	};
}

/** Rolls the site's feature or denizen and journals it: an oracle block naming the site. */
export function rollSiteTable(store: StateStore, content: ContentLibrary, sitePath: string, which: SiteTable, journalPath: string, dice: DiceSource): Promise<OracleBlock> {
	return store.exclusive(async () => {
		const fm = await store.frontmatter(sitePath);
		if (!fm) throw new StateError(`There is no site note at ${sitePath}.`);
		const table = siteTable(content, fm, which, sitePath);
		const rolled = rollOracle(table, dice, content.ruleset('delve').lookup);
		// A feature comes from the theme's card or the domain's: the record names the card it was read on.
		const card = which === 'feature' ? (rolled.row.startsWith('delve_site_theme') ? fm.theme : fm.domain) : undefined;
		const block = oracleBlock(typeof card === 'string' ? { ...rolled, oracle: card } : rolled);
		block.track = linkFor(sitePath);
		await store.process(journalPath, appendingBlock(writeBlock(block), store.playClock));
		return block;
	});
}
