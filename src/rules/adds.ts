/** Adds on a roll, each with the reason a player gave. Bonuses from any source stack. */
export interface Add {
	value: number;
	reason: string;
}

export function totalAdds(adds: readonly Add[]): number {
	return adds.reduce((sum, a) => sum + a.value, 0);
}

/**
 * "+1 on your next move (not a progress move)": the bonus is spent by the next action
 * roll only; progress rolls and moves without a roll leave it waiting.
 */
export function spendPendingBonus(
	rollType: 'action_roll' | 'progress_roll' | 'special_track' | 'no_roll',
	pending: readonly Add[],
): { applied: Add[]; remaining: Add[] } {
	return rollType === 'action_roll' ? { applied: [...pending], remaining: [] } : { applied: [], remaining: [...pending] };
}

/** "Choose one/two": each option at most once, and no more picks than allowed. */
export function validateChoices(options: readonly string[], picks: readonly string[], allowed: number): string | undefined {
	const unknown = picks.find((p) => !options.includes(p));
	if (unknown !== undefined) return `"${unknown}" is not one of the options.`;
	if (new Set(picks).size !== picks.length) return 'The same option cannot be chosen twice.';
	if (picks.length > allowed) return `Choose at most ${allowed}.`;
	return undefined;
}
