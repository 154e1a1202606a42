import type { MoveModel } from '../model';
import { SUNDERED_ISLES_EXPLORATION } from './exploration';
import { SUNDERED_ISLES_RECOVER } from './recover';
import { SUNDERED_ISLES_FRAY_AND_DAMAGE } from './ship-and-fray';

/** The eight Sundered Isles moves; every other move of the ruleset is Starforged's own model. */
export const SUNDERED_ISLES_MOVES = (): readonly MoveModel[] => [...SUNDERED_ISLES_EXPLORATION(), ...SUNDERED_ISLES_FRAY_AND_DAMAGE(), ...SUNDERED_ISLES_RECOVER()];
