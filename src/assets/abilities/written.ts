import type { AbilityEntry } from '../ability-model';
import { CLASSIC_ABILITIES } from './classic';
import { STARFORGED_OTHER_ABILITIES } from './starforged/others';
import { STARFORGED_PATH_ABILITIES } from './starforged/paths';
import { SUNDERED_ISLES_ABILITIES } from './sundered-isles';

/**
 * Every asset ability entry as written in TypeScript. Tests read this module; the bundles
 * replace it with the same list as packed JSON (scripts/written-data.mjs, see moves/written.ts).
 */
export function writtenAbilityEntries(): AbilityEntry[] {
	return [...CLASSIC_ABILITIES(), ...STARFORGED_PATH_ABILITIES(), ...STARFORGED_OTHER_ABILITIES(), ...SUNDERED_ISLES_ABILITIES()];
}
