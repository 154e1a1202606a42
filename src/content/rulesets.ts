/** Packages shipped with the plugin, one per Datasworn JSON file. */
export const PACKAGES = ['classic', 'delve', 'starforged', 'sundered_isles'] as const;
export type PackageId = (typeof PACKAGES)[number];

/** What a player plays: Delve is played on top of classic, Sundered Isles on top of Starforged. */
export const RULESETS = ['classic', 'delve', 'starforged', 'sundered_isles'] as const;
export type RulesetId = (typeof RULESETS)[number];

export const RULESET_LABELS: Record<RulesetId, string> = {
	classic: 'Ironsworn',
	delve: 'Ironsworn: Delve',
	starforged: 'Ironsworn: Starforged',
	sundered_isles: 'Ironsworn: Sundered Isles',
};

const SCOPE: Record<RulesetId, readonly PackageId[]> = {
	classic: ['classic'],
	delve: ['classic', 'delve'],
	starforged: ['starforged'],
	sundered_isles: ['starforged', 'sundered_isles'],
};

/** The ruleset an expansion is played on top of: switching the expansion on brings its content. */
export const EXPANSION_OF: Partial<Record<RulesetId, RulesetId>> = { delve: 'classic', sundered_isles: 'starforged' };

/** Other spellings a player may type for a ruleset (`--ruleset si`). */
const ALIASES: Record<string, RulesetId> = { 'sundered-isles': 'sundered_isles', si: 'sundered_isles' };

export function packagesOf(ruleset: RulesetId): readonly PackageId[] {
	return SCOPE[ruleset];
}

export function isRulesetId(value: unknown): value is RulesetId {
	return typeof value === 'string' && (RULESETS as readonly string[]).includes(value);
}

/**
 * A ruleset's id from what a player typed: its id, or one of its other spellings. Only the
 * table's own keys: `constructor` is a name nobody plays, not Object's function.
 */
export function parseRulesetId(value: string): RulesetId | undefined {
	const key = value.trim().toLowerCase();
	if (isRulesetId(key)) return key;
	return Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
}

/**
 * The core rulebook a ruleset plays by, for everything the rules of the expansion leave
 * alone (momentum, position or initiative, impacts, Ask the Oracle, Pay the Price).
 */
export function coreOf(ruleset: RulesetId): 'classic' | 'starforged' {
	return ruleset === 'starforged' || ruleset === 'sundered_isles' ? 'starforged' : 'classic';
}

/** Ask the Oracle and momentum follow the core rulebook: Delve plays by classic. */
export function oracleStyleOf(ruleset: RulesetId): 'classic' | 'starforged' {
	return coreOf(ruleset);
}

/** The package a Datasworn id belongs to, from its path ("move:delve/…" → delve). */
export function packageOfId(id: string): PackageId | undefined {
	const path = id.slice(id.indexOf(':') + 1);
	const pkg = path.split('/')[0];
	return (PACKAGES as readonly string[]).includes(pkg ?? '') ? (pkg as PackageId) : undefined;
}
