import { CLASSIC_ADVENTURE } from './classic/adventure';
import type { MoveModel } from './model';

/** Every move's outcome model, all three rulesets. */
export const MOVE_MODELS: readonly MoveModel[] = [...CLASSIC_ADVENTURE];

const BY_ID = new Map(MOVE_MODELS.map((m) => [m.id, m]));

export function moveModel(id: string): MoveModel | undefined {
	return BY_ID.get(id);
}
