import type { MoveModel } from './model';
import { writtenMoveModels } from './written';
import { lazyById } from '../content/lazy-by-id';

// In the bundles the models are packed JSON, decoded on the first lookup (see ./written.ts).
const models = lazyById(writtenMoveModels);

/** Every move's outcome model, all three rulesets. */
export function moveModels(): readonly MoveModel[] {
	return models.all();
}

/** The same list built eagerly, for tests and the bench; the plugin never names it, so esbuild drops it. */
export const MOVE_MODELS: readonly MoveModel[] = /* @__PURE__ */ moveModels();

export function moveModel(id: string): MoveModel | undefined {
	return models.get(id);
}
