/** How a move picks the value it rolls from several candidates. */
export type RollMethod = 'highest' | 'lowest' | 'player_choice' | 'all';

/** "Whichever is higher" / "whichever is lower" of the candidate values. */
export function pickValue(method: 'highest' | 'lowest', values: readonly number[]): number {
	if (values.length === 0) throw new RangeError('No values to choose from.');
	return method === 'highest' ? Math.max(...values) : Math.min(...values);
}

/**
 * The values an action roll may add as its "stat": a stat is 1-3 (AR-04), a condition meter
 * 0-5, and an asset's meter (a companion's health, a vehicle's integrity) at most 6, the largest
 * meter in Datasworn. Anything higher was typed by mistake.
 */
export const ROLL_VALUE_RANGE = { min: 0, max: 6 } as const;
const STAT_RANGE = { min: 1, max: 3 } as const;
const METER_RANGE = { min: 0, max: 5 } as const;

/** The range of one named roll option: a stat, a condition meter, or anything else a move may roll. */
export function rollValueRange(key: string): { min: number; max: number } {
	if (['edge', 'heart', 'iron', 'shadow', 'wits'].includes(key)) return STAT_RANGE;
	if (['health', 'spirit', 'supply'].includes(key)) return METER_RANGE;
	return ROLL_VALUE_RANGE;
}
