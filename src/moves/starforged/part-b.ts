import type { MoveModel } from '../model';
import { STARFORGED_COMBAT } from './combat';
import { STARFORGED_LEGACY } from './legacy';
import { STARFORGED_RECOVER } from './recover';
import { STARFORGED_SCENE } from './scene';
import { STARFORGED_SUFFER } from './suffer';
import { STARFORGED_THRESHOLD } from './threshold';

/** Starforged combat, suffer, recover, threshold, legacy, fate and scene challenge moves. */
export const STARFORGED_B = (): readonly MoveModel[] => [...STARFORGED_COMBAT(), ...STARFORGED_SUFFER(), ...STARFORGED_RECOVER(), ...STARFORGED_THRESHOLD(), ...STARFORGED_LEGACY(), ...STARFORGED_SCENE()];
