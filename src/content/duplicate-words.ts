/**
 * What a repeated result means, in the "roll twice" row's own words, where they are not
 * "make it worse": Datasworn marks all these rows `duplicates: make_it_worse`, but the rows
 * themselves say it differently. Keyed by Datasworn row id; rules are data, never read from prose.
 */
export const DUPLICATE_WORDS: Readonly<Record<string, string>> = {
	'oracle_rollable.row:classic/turning_point/major_plot_twist.19': 'make it more dramatic',
	'oracle_rollable.row:sundered_isles/misc/ship_damage.11': 'step up the severity',
};
