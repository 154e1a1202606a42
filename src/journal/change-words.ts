/**
 * A sheet change as a player reads it: "momentum 2 → 3". A key the change made or removed has
 * no value on one side, which JSON would print as `null`: it is said in words instead. A list
 * or a record (a kept "+1 on your next move", an asset's state) is said in words too, never as JSON.
 */
export function changeWords(key: string, from: unknown, to: unknown): string {
	const none = (value: unknown) => value === null || value === undefined;
	if (none(from) && none(to)) return `${key} unchanged`;
	if (none(to)) return `${key} ${shown(from)} → removed`;
	if (none(from)) return `${key} set to ${shown(to)}`;
	return `${key} ${shown(from)} → ${shown(to)}`;
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** A value in words: numbers and texts as they are written, lists and records spelled out. */
export function valueWords(value: unknown): string {
	return value === null || value === undefined ? 'none' : shown(value);
}

function shown(value: unknown): string {
	if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(shown).join(', ');
	if (value !== null && typeof value === 'object') {
		const record = value as Record<string, unknown>;
		// A kept add: "+1 (Secure an Advantage)".
		if (typeof record.value === 'number' && typeof record.reason === 'string') return `${signed(record.value)} (${record.reason})`;
		const entries = Object.entries(record).filter(([, v]) => v !== null && v !== undefined);
		return entries.length === 0 ? 'none' : entries.map(([k, v]) => `${k.replace(/_/g, ' ')} ${shown(v)}`).join(', ');
	}
	return JSON.stringify(value);
}
