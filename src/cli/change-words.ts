/**
 * A sheet change as a player reads it: "momentum 2 → 3". A key the change made or removed has
 * no value on one side, which JSON would print as `null`: it is said in words instead.
 */
export function changeWords(key: string, from: unknown, to: unknown): string {
	const none = (value: unknown) => value === null || value === undefined;
	if (none(from) && none(to)) return `${key} unchanged`;
	if (none(to)) return `${key} ${JSON.stringify(from)} → removed`;
	if (none(from)) return `${key} set to ${JSON.stringify(to)}`;
	return `${key} ${JSON.stringify(from)} → ${JSON.stringify(to)}`;
}
