/** Packages shipped with the plugin, one per Datasworn JSON file. */
export const PACKAGES = ['classic', 'delve', 'starforged'] as const;
export type PackageId = (typeof PACKAGES)[number];

/** What a player plays: Delve is played on top of classic. */
export const RULESETS = ['classic', 'delve', 'starforged'] as const;
export type RulesetId = (typeof RULESETS)[number];

export const RULESET_LABELS: Record<RulesetId, string> = {
	classic: 'Ironsworn',
	delve: 'Ironsworn: Delve',
	starforged: 'Ironsworn: Starforged',
};

const SCOPE: Record<RulesetId, readonly PackageId[]> = {
	classic: ['classic'],
	delve: ['classic', 'delve'],
	starforged: ['starforged'],
};

export function packagesOf(ruleset: RulesetId): readonly PackageId[] {
	return SCOPE[ruleset];
}

export function isRulesetId(value: unknown): value is RulesetId {
	return typeof value === 'string' && (RULESETS as readonly string[]).includes(value);
}

/** Ask the Oracle and momentum follow the core rulebook: Delve plays by classic. */
export function oracleStyleOf(ruleset: RulesetId): 'classic' | 'starforged' {
	return ruleset === 'starforged' ? 'starforged' : 'classic';
}

/** The package a Datasworn id belongs to, from its path ("move:delve/…" → delve). */
export function packageOfId(id: string): PackageId | undefined {
	const path = id.slice(id.indexOf(':') + 1);
	const pkg = path.split('/')[0];
	return (PACKAGES as readonly string[]).includes(pkg ?? '') ? (pkg as PackageId) : undefined;
}
