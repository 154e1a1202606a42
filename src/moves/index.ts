import { CLASSIC_MOVES } from './classic';
import { DELVE_MOVES } from './delve';
import type { MoveModel } from './model';
import { STARFORGED_A } from './starforged/part-a';
import { STARFORGED_B } from './starforged/part-b';

// The models (with their worked examples) are built on the first lookup, not when main.js is
// required: Obsidian requires every plugin at start-up, and these literals were most of its cost.
let models: readonly MoveModel[] | undefined;
let byId: ReadonlyMap<string, MoveModel> | undefined;

/** Every move's outcome model, all three rulesets. */
export function moveModels(): readonly MoveModel[] {
	models ??= [...CLASSIC_MOVES(), ...DELVE_MOVES(), ...STARFORGED_A(), ...STARFORGED_B()];
	return models;
}

/** The same list built eagerly, for tests and the bench; the plugin never names it, so esbuild drops it. */
export const MOVE_MODELS: readonly MoveModel[] = /* @__PURE__ */ moveModels();

export function moveModel(id: string): MoveModel | undefined {
	byId ??= new Map(moveModels().map((m) => [m.id, m]));
	return byId.get(id);
}
