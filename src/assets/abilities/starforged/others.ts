/** Starforged asset abilities other than paths, in Datasworn's order of categories. */
import type { AbilityEntry } from '../../ability-model';
import { STARFORGED_COMPANION_ABILITIES } from './companion';
import { STARFORGED_DEED_ABILITIES } from './deed';
import { STARFORGED_MODULE_ABILITIES } from './module';
import { STARFORGED_MORE_MODULE_ABILITIES } from './module-more';
import { STARFORGED_COMMAND_VEHICLE_ABILITIES, STARFORGED_SUPPORT_VEHICLE_ABILITIES } from './vehicle';

export const STARFORGED_OTHER_ABILITIES = (): AbilityEntry[] => [
	...STARFORGED_COMMAND_VEHICLE_ABILITIES(),
	...STARFORGED_COMPANION_ABILITIES(),
	...STARFORGED_DEED_ABILITIES(),
	...STARFORGED_MODULE_ABILITIES(),
	...STARFORGED_MORE_MODULE_ABILITIES(),
	...STARFORGED_SUPPORT_VEHICLE_ABILITIES(),
];
