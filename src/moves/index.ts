import type { MoveModel } from './model';
import { writtenMoveModels } from './written';

// The models (with their worked examples) are built on the first lookup, not when main.js is
// required: Obsidian requires every plugin at start-up. In the bundles they are packed JSON,
// decoded here on that first lookup (see ./written.ts).
let models: readonly MoveModel[] | undefined;
let byId: ReadonlyMap<string, MoveModel> | undefined;

/** Every move's outcome model, all three rulesets. */
export function moveModels(): readonly MoveModel[] {
	models ??= writtenMoveModels();
	return models;
}

/** The same list built eagerly, for tests and the bench; the plugin never names it, so esbuild drops it. */
export const MOVE_MODELS: readonly MoveModel[] = /* @__PURE__ */ moveModels();

export function moveModel(id: string): MoveModel | undefined {
	byId ??= new Map(moveModels().map((m) => [m.id, m]));
	return byId.get(id);
}
