import type { AbilityEntry, AbilityUse } from '../ability-model';
import { writtenAbilityEntries } from './written';

// Built on the first lookup rather than when main.js is required (see moves/index.ts).
let entries: readonly AbilityEntry[] | undefined;
let byId: ReadonlyMap<string, AbilityEntry> | undefined;

export function abilityEntries(): readonly AbilityEntry[] {
	entries ??= writtenAbilityEntries();
	return entries;
}

/** The same list built eagerly, for tests; the plugin never names it, so esbuild drops it. */
export const ABILITY_ENTRIES: readonly AbilityEntry[] = /* @__PURE__ */ abilityEntries();

function entryById(id: string): AbilityEntry | undefined {
	byId ??= new Map(abilityEntries().map((e) => [e.id, e]));
	return byId.get(id);
}

/** The uses of an ability by its Datasworn id; none when its effect is left to the player. */
export function abilityUses(id: string): readonly AbilityUse[] {
	const entry = entryById(id);
	return entry && 'uses' in entry ? entry.uses : [];
}

export function abilityEntry(id: string): AbilityEntry | undefined {
	return entryById(id);
}
