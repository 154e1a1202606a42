import type { MoveModel } from '../model';
import { STARFORGED_ADVENTURE } from './adventure';
import { STARFORGED_CONNECTION } from './connection';
import { STARFORGED_EXPLORATION } from './exploration';
import { STARFORGED_QUEST } from './quest';
import { STARFORGED_SESSION } from './session';

/** Starforged session, adventure, quest, connection and exploration moves. */
export const STARFORGED_A = (): readonly MoveModel[] => [...STARFORGED_SESSION(), ...STARFORGED_ADVENTURE(), ...STARFORGED_QUEST(), ...STARFORGED_CONNECTION(), ...STARFORGED_EXPLORATION()];
