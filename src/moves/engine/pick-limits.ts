import type { OptionSpec, OutcomeSpec, Requirement } from '../model';
import { blockerOf } from './impacts';
import { holds } from './requirements';
import { type Situation, gaugeKey } from './situation';
import type { StateView } from './state-view';

/**
 * Limits on a set of picks made together, checked before any of them changes a note (the
 * palette asks again after a refusal, with the same notes). Offering an option looks at it
 * alone; these look at the picks as a whole.
 */

const clears = (o: OptionSpec) => (o.effects ?? []).flatMap((e) => (e.kind === 'clear' ? [e.impact] : []));

/**
 * An option offered as disabled that the other picks make possible: its own requirements hold,
 * and what stops its meter rising is cleared by one of them (Sojourn: Mend clears wounded, so
 * Recuperate's +2 health counts).
 */
export function unblockedByPicks(view: StateView, s: Situation, option: OptionSpec, others: readonly OptionSpec[]): boolean {
	if ((option.requires ?? []).some((req) => !holds(view, s, req))) return false;
	const cleared = new Set([option, ...others].flatMap(clears));
	return (option.effects ?? []).every((e) => {
		if (e.kind !== 'gauge' || e.amount <= 0 || e.gauge === 'momentum') return true;
		const blocker = blockerOf(view, s, e.gauge);
		return !blocker || cleared.has(blocker);
	});
}

/** How much one pick of the option raises the gauge a requirement caps. */
function step(option: OptionSpec, req: Extract<Requirement, { kind: 'at_most' }>): number {
	return (option.effects ?? []).reduce((n, e) => n + (e.kind === 'gauge' && e.gauge === req.gauge ? e.amount : 0), 0);
}

/**
 * Why an option picked `times` times breaks a cap of its own, or undefined: its "at most"
 * requirement must hold before each pick, not only the first (Resupply's weak hit: +1 supply
 * for −1 momentum, never momentum paid for supply past 5).
 */
export function repeatProblem(view: StateView, s: Situation, option: OptionSpec, times: number): string | undefined {
	const c = s.character;
	for (const req of option.requires ?? []) {
		if (req.kind !== 'at_most' || !c) continue;
		const key = gaugeKey(s, req.gauge);
		const each = step(option, req);
		if (!key || each <= 0) continue;
		const now = view.num(c, key);
		const most = Math.max(0, Math.floor((req.value - now) / each) + 1);
		if (times > most) return `can be chosen ${most === 1 ? 'once' : `${most} times`} now: ${req.gauge} is ${now}, and it needs ${req.gauge} at most ${req.value} each time`;
	}
	return undefined;
}

interface Offered {
	group: number;
	options: { n: number; disabled?: string }[];
}

/** The option spec behind each offered number. */
function specsOf(spec: OutcomeSpec | undefined, offered: readonly Offered[], picks: readonly number[]): Map<number, OptionSpec> {
	const out = new Map<number, OptionSpec>();
	for (const n of picks) {
		const choice = offered.find((c) => c.options.some((o) => o.n === n));
		const option = choice && spec?.choices?.[choice.group]?.options[choice.options.findIndex((o) => o.n === n)];
		if (option) out.set(n, option);
	}
	return out;
}

/** The picks offered as disabled that the other picks make possible. */
export function unblockedPicks(view: StateView, s: Situation, spec: OutcomeSpec | undefined, offered: readonly Offered[], picks: readonly number[]): Set<number> {
	const specs = specsOf(spec, offered, picks);
	const disabled = new Set(offered.flatMap((c) => c.options.filter((o) => o.disabled).map((o) => o.n)));
	return new Set(
		picks.filter((n) => {
			const option = specs.get(n);
			const others = picks.filter((m) => m !== n && !disabled.has(m)).flatMap((m) => specs.get(m) ?? []);
			return disabled.has(n) && option !== undefined && unblockedByPicks(view, s, option, others);
		}),
	);
}

/** The first option picked more often than its cap allows, in words, or undefined. */
export function repeatLimit(view: StateView, s: Situation, spec: OutcomeSpec | undefined, offered: readonly Offered[], picks: readonly number[]): string | undefined {
	const specs = specsOf(spec, offered, picks);
	for (const n of new Set(picks)) {
		const option = specs.get(n);
		if (!option) continue;
		const problem = repeatProblem(view, s, option, picks.filter((m) => m === n).length);
		if (problem) return `Option ${n} (${option.text}) ${problem}.`;
	}
	return undefined;
}

/** The picks of one list with those that clear a condition first, so a meter the condition held can rise (Mend, then Recuperate). */
export function clearingFirst(options: readonly OptionSpec[], offered: Offered, ns: readonly number[]): number[] {
	const clearing = (n: number) => clears(options[offered.options.findIndex((o) => o.n === n)] ?? { text: '' }).length > 0;
	return [...ns.filter(clearing), ...ns.filter((n) => !clearing(n))];
}
