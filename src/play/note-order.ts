/**
 * Paths in the order a person counts: "Session 2" before "Session 10". Runs of digits compare
 * as numbers, the rest without case; ties fall back to the raw text, so the order never
 * depends on the machine's locale.
 */
export function naturalCompare(a: string, b: string): number {
	const chunks = (s: string) => s.match(/\d+|\D+/g) ?? [];
	const x = chunks(a);
	const y = chunks(b);
	for (let i = 0; i < Math.min(x.length, y.length); i++) {
		const p = x[i] as string;
		const q = y[i] as string;
		if (p === q) continue;
		const digits = /^\d/.test(p) && /^\d/.test(q);
		if (digits) {
			// Any length of digits: compared as text once leading zeros are gone, never as a float.
			const m = p.replace(/^0+/, '');
			const n = q.replace(/^0+/, '');
			if (m.length !== n.length) return m.length - n.length;
			if (m !== n) return m < n ? -1 : 1;
			// "02" and "2": the shorter spelling first, so the order stays total.
			if (p.length !== q.length) return p.length - q.length;
			continue;
		}
		const lower = p.toLowerCase().localeCompare(q.toLowerCase(), 'en');
		if (lower !== 0) return lower;
	}
	if (x.length !== y.length) return x.length - y.length;
	return a < b ? -1 : a > b ? 1 : 0;
}
