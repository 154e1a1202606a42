import type { MoveModel } from '../model';

/** Starforged combat, suffer, recover, threshold, legacy, fate and scene challenge moves. */
export const STARFORGED_B: readonly MoveModel[] = [];
