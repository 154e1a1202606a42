import { stringify } from 'yaml';

const CLASSIC_DEBILITIES = ['wounded', 'shaken', 'unprepared', 'encumbered', 'maimed', 'corrupted', 'cursed', 'tormented'];

/**
 * A character note as Iron Ledger writes one, for tests that start from a sheet: the starting
 * stats 3, 2, 2, 1, 1, meters at 5, momentum +2, nothing marked, then `overrides` (new keys
 * go last, in the order given).
 */
export function characterNote(ruleset: 'classic' | 'starforged', name: string, overrides: Record<string, unknown> = {}): string {
	const base: Record<string, unknown> = {
		iron_ledger: 'character',
		ruleset,
		name,
		edge: 3,
		heart: 2,
		iron: 2,
		shadow: 1,
		wits: 1,
		health: 5,
		spirit: 5,
		supply: 5,
		momentum: 2,
		...(ruleset === 'classic' ? Object.fromEntries(CLASSIC_DEBILITIES.map((d) => [d, false])) : {}),
		xp_earned: 0,
		xp_spent: 0,
		...(ruleset === 'classic' ? { bonds: 0, initiative: false } : { quests_legacy: 0, bonds_legacy: 0, discoveries_legacy: 0, position: 'in control' }),
		assets: [],
		asset_abilities: [],
	};
	return `---\n${stringify({ ...base, ...overrides }, { lineWidth: 0 })}---\n# ${name}\n`;
}
