/** Plain data equality, key order aside: what frontmatter means, not how it is written. */
export function sameData(a: unknown, b: unknown): boolean {
	if (a === b || (typeof a === 'number' && typeof b === 'number' && Object.is(a, b))) return true;
	if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
	if (Array.isArray(a) !== Array.isArray(b)) return false;
	if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameData(x, b[i]));
	const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
	const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
	// Own keys only: a `__proto__` one side lacks is a difference, not Object.prototype on the other.
	return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
