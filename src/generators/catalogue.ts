import { ContentLookupError } from '../content/lookup';
import { nearest } from '../content/nearest';
import { EXPANSION_OF, RULESET_LABELS, RULESETS, type RulesetId } from '../content/rulesets';

/**
 * One generator: an entity kind, the ruleset that has it, and the Datasworn oracle collections
 * it rolls. Everything else (the fields, their order, names and keys, which sub-collection a
 * roll leads to) is read from those collections, so a new ruleset is one row here.
 */
export interface Generator {
	kind: string;
	ruleset: RulesetId;
	label: string;
	/** Oracle collections (every table of each is a field) or single tables, by Datasworn id. */
	oracles: readonly OracleSource[];
	/** Tables whose results make the entity's name when no field is called "name" (a faction's name template). */
	nameFrom?: readonly string[];
}

// Datasworn keys the Ironlander name tables "a" and "b" and says to roll on either: one is the name.
const IRONLANDER_NAME = { oracle: 'oracle_rollable:classic/name/ironlander/a', key: 'name' };

/** A collection or table id; a table may be given the field key it stands for. */
export type OracleSource = string | { oracle: string; key: string };

export const GENERATORS: readonly Generator[] = [
	{ kind: 'npc', ruleset: 'starforged', label: 'Character (NPC)', oracles: ['oracle_collection:starforged/character', 'oracle_collection:starforged/character/name'] },
	{ kind: 'settlement', ruleset: 'starforged', label: 'Settlement', oracles: ['oracle_collection:starforged/settlement'] },
	{ kind: 'planet', ruleset: 'starforged', label: 'Planet', oracles: ['oracle_collection:starforged/planet'] },
	{ kind: 'starship', ruleset: 'starforged', label: 'Starship', oracles: ['oracle_collection:starforged/starship'] },
	{ kind: 'derelict', ruleset: 'starforged', label: 'Derelict', oracles: ['oracle_collection:starforged/derelict'] },
	{ kind: 'precursor-vault', ruleset: 'starforged', label: 'Precursor vault', oracles: ['oracle_collection:starforged/precursor_vault'] },
	{ kind: 'creature', ruleset: 'starforged', label: 'Creature', oracles: ['oracle_collection:starforged/creature'] },
	{
		kind: 'faction',
		ruleset: 'starforged',
		label: 'Faction',
		oracles: ['oracle_collection:starforged/faction', 'oracle_collection:starforged/faction/name'],
		nameFrom: ['oracle_rollable:starforged/faction/name/template'],
	},
	{ kind: 'npc', ruleset: 'sundered_isles', label: 'Character (NPC)', oracles: ['oracle_collection:sundered_isles/character', 'oracle_collection:sundered_isles/character/name'] },
	{ kind: 'settlement', ruleset: 'sundered_isles', label: 'Settlement', oracles: ['oracle_collection:sundered_isles/settlement', 'oracle_collection:sundered_isles/settlement/identity'] },
	{ kind: 'ship', ruleset: 'sundered_isles', label: 'Ship', oracles: ['oracle_collection:sundered_isles/ship'] },
	{ kind: 'island', ruleset: 'sundered_isles', label: 'Island', oracles: ['oracle_collection:sundered_isles/island', 'oracle_collection:sundered_isles/island/landscape'] },
	{ kind: 'faction', ruleset: 'sundered_isles', label: 'Faction', oracles: ['oracle_collection:sundered_isles/faction'] },
	{ kind: 'ruin', ruleset: 'sundered_isles', label: 'Ruin', oracles: ['oracle_collection:sundered_isles/ruin'] },
	{ kind: 'cave', ruleset: 'sundered_isles', label: 'Cave', oracles: ['oracle_collection:sundered_isles/cave'] },
	{ kind: 'npc', ruleset: 'classic', label: 'Character (NPC)', oracles: ['oracle_collection:classic/character', IRONLANDER_NAME] },
	{ kind: 'settlement', ruleset: 'classic', label: 'Settlement', oracles: ['oracle_collection:classic/settlement'] },
	// A site's theme, domain and name; saving it makes a Delve site note (Discover a Site's), not an entity note.
	{ kind: 'site', ruleset: 'delve', label: 'Delve site', oracles: ['oracle_collection:delve/site_nature', 'oracle_collection:delve/site_name'], nameFrom: ['oracle_rollable:delve/site_name/format'] },
];

/** An expansion is played on top of its ruleset: classic's generators are Delve's too, Starforged's the Sundered Isles'. */
export function generatorRulesets(generator: Generator): RulesetId[] {
	return [generator.ruleset, ...RULESETS.filter((r) => EXPANSION_OF[r] === generator.ruleset)];
}

/** "Precursor vault", "precursor_vault" and "precursor-vault" are one kind. */
export function kindOf(typed: string): string {
	return typed.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

export function generatorsFor(rulesets: readonly RulesetId[]): Generator[] {
	return GENERATORS.filter((g) => generatorRulesets(g).some((r) => rulesets.includes(r)));
}

/**
 * The generator of a kind in a ruleset. Without a ruleset, the kind must be in one only.
 * An unknown kind gets "did you mean"; a kind the ruleset lacks names the rulesets that have it.
 */
export function findGenerator(typed: string, ruleset?: RulesetId): Generator {
	const kind = kindOf(typed);
	const ofKind = GENERATORS.filter((g) => g.kind === kind);
	if (ofKind.length === 0) {
		const kinds = [...new Set(GENERATORS.map((g) => g.kind))];
		const guess = nearest(kind, kinds);
		throw new ContentLookupError(`No generator for "${typed}"${guess ? `: did you mean ${guess}?` : '.'} Kinds: ${kinds.join(', ')}.`);
	}
	const have = ofKind.map((g) => g.ruleset);
	if (!ruleset) {
		if (ofKind.length > 1) throw new ContentLookupError(`${kind} is in more than one ruleset (${have.join(', ')}): give the ruleset.`);
		return ofKind[0] as Generator;
	}
	const hit = ofKind.find((g) => g.ruleset === ruleset) ?? ofKind.find((g) => generatorRulesets(g).includes(ruleset));
	if (!hit) throw new ContentLookupError(`${RULESET_LABELS[ruleset]} has no ${kind} generator; ${have.join(' and ')} ${have.length > 1 ? 'have' : 'has'} one.`);
	return hit;
}
