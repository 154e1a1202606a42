import type { MoveModel } from '../model';

/** Ironsworn: Delve: every move's outcome model. */
export const DELVE_MOVES: readonly MoveModel[] = [];
