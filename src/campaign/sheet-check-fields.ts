import { oneLine } from '../journal/one-line';

/** A value on a character, track or clock note that the rules do not allow: `verify` names each. */
export interface SheetProblem {
	/** Vault-relative path of the note. */
	note: string;
	key: string;
	/** What the note holds (undefined when the key is missing). */
	value: unknown;
	/** One line: "Characters/Kira.md: supply is 6, above its most (5)." */
	message: string;
}

/** The longest text of the note's own a problem line quotes: a pasted page must not flood the report. */
const MAX_SHOWN = 60;

/** A value as the Properties view shows it: numbers and checkboxes plain, text quoted, never JSON for a list. */
export function shownValue(value: unknown): string {
	if (Array.isArray(value)) return 'a list';
	if (value !== null && typeof value === 'object') return 'a set of keys';
	if (typeof value === 'string') return oneLine(JSON.stringify(value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value));
	return String(value);
}

export const words = (key: string) => key.replace(/_/g, ' ');

/** "a", "a or b", "a, b or c". */
export function either(items: readonly string[], join = 'or'): string {
	return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${join} ${items.at(-1) ?? ''}`;
}

/**
 * Collects the problems of one note. Each check reads one key and says at most one thing
 * about it, so a sheet with several wrong values gets a line for each, not only the first.
 */
export class NoteChecks {
	readonly problems: SheetProblem[] = [];

	constructor(
		private readonly fm: Record<string, unknown>,
		private readonly note: string,
	) {}

	add(key: string, says: string): void {
		this.problems.push({ note: this.note, key, value: this.fm[key], message: `${oneLine(this.note)}: ${says}` });
	}

	/**
	 * A whole number within its range; `label` names it where the key alone does not
	 * ("hawk_health (Hawk's health)"), `why` says where a most comes from (marked debilities).
	 * Returns the number when it is one, in range or not, so a later check can use it.
	 */
	int(key: string, range: { min: number; max: number }, opts: { required?: boolean; label?: string; why?: string } = {}): number | undefined {
		const v = this.fm[key];
		const name = opts.label ? `${oneLine(key)} (${opts.label})` : oneLine(key);
		const span = range.max === Infinity ? `${range.min} or more` : `${range.min} to ${range.max}`;
		if (v == null) {
			if (opts.required) this.add(key, `${name} is missing; it should be ${span}.`);
			return undefined;
		}
		if (typeof v !== 'number' || !Number.isInteger(v)) {
			this.add(key, `${name} is ${shownValue(v)}, not a whole number; it should be ${span}.`);
			return undefined;
		}
		if (v > range.max) this.add(key, `${name} is ${v}, above its most (${range.max}${opts.why ? `, ${opts.why}` : ''}).`);
		else if (v < range.min) this.add(key, `${name} is ${v}, below its least (${range.min}).`);
		return v;
	}

	/** A checkbox: true or false (missing is clear). */
	checkbox(key: string, label?: string): void {
		const v = this.fm[key];
		if (v == null || typeof v === 'boolean') return;
		this.add(key, `${oneLine(key)}${label ? ` (${label})` : ''} is ${shownValue(v)}, not a checkbox (true or false).`);
	}

	/** One of a few words; `fallback` is what a missing key reads as (undefined: it must be there). */
	oneOf(key: string, allowed: readonly string[], fallback?: string): string | undefined {
		const v = this.fm[key] ?? fallback;
		if (typeof v === 'string' && allowed.includes(v)) return v;
		const should = either(allowed.map((a) => (a.includes(' ') ? `"${a}"` : a)));
		this.add(key, v == null ? `${oneLine(key)} is missing; it should be ${should}.` : `${oneLine(key)} is ${shownValue(v)}, not ${should}.`);
		return undefined;
	}
}
