/**
 * Repair points (SF-33, DB-15): the options an outcome's picks take may give points (the
 * situation, supply sacrificed for more) and spend them (clear battered, +1 integrity…).
 * Unused points are lost, and no pick may spend points the picks have not given.
 */
import type { OptionSpec, OutcomeSpec } from '../model';

const total = (options: readonly OptionSpec[], key: 'points' | 'cost') => options.reduce((n, o) => n + (o[key] ?? 0), 0);
const pts = (n: number) => `${n} repair point${n === 1 ? '' : 's'}`;

/**
 * Why the picks made now overspend, or undefined. `earlier` are the texts the block already
 * chose (in any choice of the outcome, a text once per pick); `now` the options picked now.
 */
export function overspent(spec: OutcomeSpec | undefined, earlier: readonly string[], now: readonly OptionSpec[]): string | undefined {
	if (!now.some((o) => o.cost)) return undefined;
	const options = spec?.choices?.flatMap((c) => c.options) ?? [];
	const before = earlier.flatMap((text) => options.filter((o) => o.text === text).slice(0, 1));
	const all = [...before, ...now];
	const cost = total(all, 'cost');
	const points = total(all, 'points');
	if (cost <= points) return undefined;
	return `the repairs picked cost ${pts(cost)} and you have ${pts(points)}: choose fewer repairs${points === 0 ? ', or first where they are made' : ''}`;
}
