import type { MoveModel } from '../model';
import { DELVE_DELVE } from './delve';
import { DELVE_FAILURE } from './failure';
import { DELVE_THREAT } from './threat';

/** Ironsworn: Delve: every move's outcome model. */
export const DELVE_MOVES = (): readonly MoveModel[] => [...DELVE_DELVE(), ...DELVE_FAILURE(), ...DELVE_THREAT()];
