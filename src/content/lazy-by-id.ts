/**
 * A list built on its first use, with a lookup by id built beside it. Obsidian requires every
 * plugin at start-up, so hand-written data (move models, asset abilities) waits for a lookup.
 */
export function lazyById<T extends { id: string }>(build: () => readonly T[]): { all: () => readonly T[]; get: (id: string) => T | undefined } {
	let list: readonly T[] | undefined;
	let byId: ReadonlyMap<string, T> | undefined;
	const all = () => (list ??= build());
	return { all, get: (id) => (byId ??= new Map(all().map((x) => [x.id, x]))).get(id) };
}
