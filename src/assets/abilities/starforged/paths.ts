import type { AbilityEntry } from '../../ability-model';
import { PATH_ABILITIES_A } from './paths-a';
import { PATH_ABILITIES_B } from './paths-b';
import { PATH_ABILITIES_C } from './paths-c';

/** Every Starforged path asset ability, in Datasworn order. */
export const STARFORGED_PATH_ABILITIES = (): AbilityEntry[] => [...PATH_ABILITIES_A(), ...PATH_ABILITIES_B(), ...PATH_ABILITIES_C()];
