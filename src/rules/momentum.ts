/** Momentum: its range, the max and reset that debilities lower, and changes within bounds. */

export const MOMENTUM_MIN = -6;
export const MOMENTUM_CEILING = 10;
export const STARTING_MOMENTUM = 2;

/** Max momentum is 10 minus one per marked debility (Starforged: per impact). */
export function momentumMax(debilities: number): number {
	return MOMENTUM_CEILING - Math.max(0, Math.trunc(debilities));
}

/** Reset is +2 with no debility, +1 with exactly one, 0 with two or more. */
export function momentumReset(debilities: number): number {
	const marked = Math.max(0, Math.trunc(debilities));
	return marked === 0 ? 2 : marked === 1 ? 1 : 0;
}

export interface MomentumChange {
	from: number;
	to: number;
	/** What the rules refused: the part above max, or the loss below −6 (Face a Setback). */
	blockedAbove: number;
	blockedBelow: number;
}

/**
 * Takes or suffers momentum without leaving −6..max. The refused part is reported, never
 * dropped silently: a loss below −6 is the cue for Face a Setback (classic) or another
 * suffer move (Starforged).
 */
export function changeMomentum(current: number, delta: number, debilities: number): MomentumChange {
	const max = momentumMax(debilities);
	const wanted = current + delta;
	// Momentum already above a lowered max is not pushed down by a gain.
	const to = delta >= 0 ? Math.min(wanted, Math.max(max, current)) : Math.max(wanted, MOMENTUM_MIN);
	return {
		from: current,
		to,
		blockedAbove: delta > 0 ? wanted - to : 0,
		blockedBelow: delta < 0 ? to - wanted : 0,
	};
}

/** True when the value lies within −6..max for this many debilities. */
export function momentumInBounds(value: number, debilities: number): boolean {
	return Number.isInteger(value) && value >= MOMENTUM_MIN && value <= momentumMax(debilities);
}

/**
 * Negative momentum cancels the action die when its absolute value equals the die.
 * Positive momentum never does.
 */
export function cancelsActionDie(momentum: number | undefined, actionDie: number): boolean {
	return momentum !== undefined && momentum < 0 && -momentum === actionDie;
}

/** Momentum can be burned only when it is positive. */
export function canBurnMomentum(momentum: number | undefined): boolean {
	return momentum !== undefined && momentum > 0;
}

/** Burning cancels every challenge die strictly below current momentum. */
export function diceCancelledByBurn(momentum: number, challenge: readonly [number, number]): [boolean, boolean] {
	return [challenge[0] < momentum, challenge[1] < momentum];
}
