import type { AbilityEntry, AbilityUse } from '../ability-model';
import { writtenAbilityEntries } from './written';
import { lazyById } from '../../content/lazy-by-id';

const entries = lazyById(writtenAbilityEntries);

export function abilityEntries(): readonly AbilityEntry[] {
	return entries.all();
}

/** The same list built eagerly, for tests; the plugin never names it, so esbuild drops it. */
export const ABILITY_ENTRIES: readonly AbilityEntry[] = /* @__PURE__ */ abilityEntries();

const entryById = (id: string) => entries.get(id);

/** The uses of an ability by its Datasworn id; none when its effect is left to the player. */
export function abilityUses(id: string): readonly AbilityUse[] {
	const entry = entryById(id);
	return entry && 'uses' in entry ? entry.uses : [];
}

export function abilityEntry(id: string): AbilityEntry | undefined {
	return entryById(id);
}
