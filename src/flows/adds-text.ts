import type { Add } from '../rules/adds';

/**
 * Reads adds typed as "+1 Secure an Advantage, +2 bonded": a signed number and a reason,
 * separated by commas. Returns an error message instead when a part is not of that form.
 */
export function parseAdds(text: string): Add[] | string {
	const adds: Add[] = [];
	for (const part of text.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
		const m = /^([+-]?\d+)\s*(.*)$/.exec(part);
		if (!m) return `"${part}" should start with a number, like "+1 Secure an Advantage".`;
		const value = Number(m[1]);
		if (Math.abs(value) > 10) return `${value} is too large for an add.`;
		adds.push({ value, reason: (m[2] ?? '').trim() || 'adds' });
	}
	return adds;
}
