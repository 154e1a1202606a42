/**
 * What a move needs to know of the character who makes it: the values it may roll, its
 * momentum and how many debilities lower its max and reset. Read from frontmatter.
 */
export interface CharacterSnapshot {
	/** A wikilink to the character note. */
	link: string;
	values: Record<string, number>;
	momentum?: number;
	debilities: number;
}

const ROLLABLE = ['edge', 'heart', 'iron', 'shadow', 'wits', 'health', 'spirit', 'supply'];

/** Builds a snapshot from frontmatter, ignoring values that are not whole numbers. */
export function snapshotFromFrontmatter(link: string, fm: Record<string, unknown>, debilityKeys: readonly string[]): CharacterSnapshot {
	const values: Record<string, number> = {};
	for (const key of ROLLABLE) {
		const v = fm[key];
		if (typeof v === 'number' && Number.isInteger(v)) values[key] = v;
	}
	const snap: CharacterSnapshot = { link, values, debilities: debilityKeys.filter((k) => fm[k] === true).length };
	if (typeof fm.momentum === 'number' && Number.isInteger(fm.momentum)) snap.momentum = fm.momentum;
	return snap;
}
