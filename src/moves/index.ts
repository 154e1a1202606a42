import { CLASSIC_MOVES } from './classic';
import { DELVE_MOVES } from './delve';
import type { MoveModel } from './model';
import { STARFORGED_A } from './starforged/part-a';
import { STARFORGED_B } from './starforged/part-b';

/** Every move's outcome model, all three rulesets, keyed by Datasworn id. */
export const MOVE_MODELS: readonly MoveModel[] = [...CLASSIC_MOVES, ...DELVE_MOVES, ...STARFORGED_A, ...STARFORGED_B];

const BY_ID = new Map(MOVE_MODELS.map((m) => [m.id, m]));

export function moveModel(id: string): MoveModel | undefined {
	return BY_ID.get(id);
}
