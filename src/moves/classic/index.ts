import type { MoveModel } from '../model';
import { CLASSIC_ADVENTURE } from './adventure';
import { CLASSIC_COMBAT } from './combat';
import { CLASSIC_FATE } from './fate';
import { CLASSIC_QUEST } from './quest';
import { CLASSIC_RELATIONSHIP } from './relationship';
import { CLASSIC_SUFFER } from './suffer';

/** Ironsworn classic: every move's outcome model. */
export const CLASSIC_MOVES = (): readonly MoveModel[] => [...CLASSIC_ADVENTURE(), ...CLASSIC_RELATIONSHIP(), ...CLASSIC_COMBAT(), ...CLASSIC_SUFFER(), ...CLASSIC_QUEST(), ...CLASSIC_FATE()];
