import type { AbilityEntry } from '../../ability-model';
import { CLASSIC_COMBAT_TALENT_ABILITIES } from './combat-talent';
import { CLASSIC_COMPANION_ABILITIES } from './companion';
import { CLASSIC_PATH_A_ABILITIES } from './path-a';
import { CLASSIC_PATH_B_ABILITIES } from './path-b';
import { CLASSIC_PATH_C_ABILITIES } from './path-c';
import { CLASSIC_RITUAL_ABILITIES } from './ritual';

/** Every Ironsworn (classic) asset ability, in Datasworn order. */
export const CLASSIC_ABILITIES = (): AbilityEntry[] => [
	...CLASSIC_COMBAT_TALENT_ABILITIES(),
	...CLASSIC_COMPANION_ABILITIES(),
	...CLASSIC_PATH_A_ABILITIES(),
	...CLASSIC_PATH_B_ABILITIES(),
	...CLASSIC_PATH_C_ABILITIES(),
	...CLASSIC_RITUAL_ABILITIES(),
];
