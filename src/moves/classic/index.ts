import type { MoveModel } from '../model';
import { CLASSIC_ADVENTURE } from './adventure';

/** Ironsworn classic: every move's outcome model. */
export const CLASSIC_MOVES: readonly MoveModel[] = [...CLASSIC_ADVENTURE];
