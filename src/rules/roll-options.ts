/** How a move picks the value it rolls from several candidates. */
export type RollMethod = 'highest' | 'lowest' | 'player_choice' | 'all';

/** "Whichever is higher" / "whichever is lower" of the candidate values. */
export function pickValue(method: 'highest' | 'lowest', values: readonly number[]): number {
	if (values.length === 0) throw new RangeError('No values to choose from.');
	return method === 'highest' ? Math.max(...values) : Math.min(...values);
}
