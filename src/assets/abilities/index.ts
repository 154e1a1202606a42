import type { AbilityEntry, AbilityUse } from '../ability-model';
import { CLASSIC_ABILITIES } from './classic';
import { STARFORGED_OTHER_ABILITIES } from './starforged/others';
import { STARFORGED_PATH_ABILITIES } from './starforged/paths';

export const ABILITY_ENTRIES: readonly AbilityEntry[] = [...CLASSIC_ABILITIES, ...STARFORGED_PATH_ABILITIES, ...STARFORGED_OTHER_ABILITIES];

const BY_ID = new Map(ABILITY_ENTRIES.map((e) => [e.id, e]));

/** The uses of an ability by its Datasworn id; none when its effect is left to the player. */
export function abilityUses(id: string): readonly AbilityUse[] {
	const entry = BY_ID.get(id);
	return entry && 'uses' in entry ? entry.uses : [];
}

export function abilityEntry(id: string): AbilityEntry | undefined {
	return BY_ID.get(id);
}
