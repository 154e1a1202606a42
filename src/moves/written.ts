import { CLASSIC_MOVES } from './classic';
import { DELVE_MOVES } from './delve';
import type { MoveModel } from './model';
import { STARFORGED_A } from './starforged/part-a';
import { STARFORGED_B } from './starforged/part-b';
import { SUNDERED_ISLES_MOVES } from './sundered-isles';

/**
 * Every move's outcome model as written in TypeScript, all four rulesets. Tests read this
 * module; the bundles replace it with the same list as packed JSON (scripts/written-data.mjs),
 * because V8 parses JSON text far faster than the code that builds it, on every start.
 */
export function writtenMoveModels(): MoveModel[] {
	return [...CLASSIC_MOVES(), ...DELVE_MOVES(), ...STARFORGED_A(), ...STARFORGED_B(), ...SUNDERED_ISLES_MOVES()];
}
