import type { AbilityEntry } from '../../ability-model';
import { SUNDERED_ISLES_COMPANION_ABILITIES, SUNDERED_ISLES_DEED_ABILITIES } from './companions-deeds';
import { SUNDERED_ISLES_MODULE_ABILITIES, SUNDERED_ISLES_VEHICLE_ABILITIES } from './modules-vehicles';
import { SUNDERED_ISLES_PATH_ABILITIES } from './paths';

/**
 * Every Sundered Isles asset ability. They name Starforged's moves; one named for a move the
 * Sundered Isles replace modifies the Sundered Isles version (src/assets/ability-offers.ts).
 */
export const SUNDERED_ISLES_ABILITIES = (): AbilityEntry[] => [
	...SUNDERED_ISLES_COMPANION_ABILITIES(),
	...SUNDERED_ISLES_DEED_ABILITIES(),
	...SUNDERED_ISLES_MODULE_ABILITIES(),
	...SUNDERED_ISLES_VEHICLE_ABILITIES(),
	...SUNDERED_ISLES_PATH_ABILITIES(),
];
