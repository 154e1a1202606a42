import type { MoveModel } from '../model';

/** Starforged session, adventure, quest, connection and exploration moves. */
export const STARFORGED_A: readonly MoveModel[] = [];
