import { ROLL_VALUE_RANGE, rollValueRange } from '../rules/roll-options';
import { UsageError, parseWhole } from './args';

const STATS = ['edge', 'heart', 'iron', 'shadow', 'wits'];
const METERS = ['health', 'spirit', 'supply'];

/**
 * A value to roll, typed on the command line: for a named stat or meter within its own range,
 * otherwise within what any roll option can be. A 5 for edge is a typo, not a house rule.
 */
export function rollValue(raw: string, what: string, key?: string): number {
	const value = parseWhole(raw, what);
	const range = key === undefined ? ROLL_VALUE_RANGE : rollValueRange(key);
	if (value >= range.min && value <= range.max) return value;
	const why = key !== undefined && STATS.includes(key)
		? 'a stat is 1 to 3'
		: key !== undefined && METERS.includes(key)
			? 'a condition meter is 0 to 5'
			: 'an action roll adds a stat (1-3), a condition meter (0-5) or an asset meter (0-6)';
	throw new UsageError(`${what} is ${value}, but ${why}.`);
}
