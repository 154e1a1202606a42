/** Condition meters (health, spirit, supply): 0..5, starting at 5. */
export const METER_MIN = 0;
export const METER_MAX = 5;

export interface MeterChange {
	from: number;
	to: number;
	/** Loss left over at 0: harm becomes −momentum, lost supply goes elsewhere. */
	overflow: number;
	/** Gain refused: above the max, or blocked by a condition that prevents recovery. */
	refused: number;
	blockedBy?: string;
}

/** Suffers −amount; what cannot be taken below 0 is returned as overflow, never dropped. */
export function sufferMeter(current: number, amount: number): MeterChange {
	const loss = Math.max(0, amount);
	const to = Math.max(METER_MIN, current - loss);
	return { from: current, to, overflow: loss - (current - to), refused: 0 };
}

/**
 * Takes +amount up to the max. A marked condition that prevents recovery of this meter
 * (wounded for health, shaken for spirit, unprepared for supply) refuses the gain.
 */
export function takeMeter(current: number, amount: number, blockingCondition?: string): MeterChange {
	const gain = Math.max(0, amount);
	if (blockingCondition) return { from: current, to: current, overflow: 0, refused: gain, blockedBy: blockingCondition };
	const to = Math.min(METER_MAX, current + gain);
	return { from: current, to, overflow: 0, refused: gain - (to - current) };
}

/** Face a Setback: with health, spirit and supply all at 0, progress must be cleared instead. */
export function setbackOptions(meters: { health: number; spirit: number; supply: number }): ('exchange' | 'clear_progress')[] {
	const allEmpty = meters.health <= 0 && meters.spirit <= 0 && meters.supply <= 0;
	return allEmpty ? ['clear_progress'] : ['exchange', 'clear_progress'];
}

export type Severity = 'minor' | 'serious' | 'major';

/** A momentum loss with no stated value: classic −1 minor / −2 major; Starforged −1 / −2 / −3. */
export function momentumLoss(style: 'classic' | 'starforged', severity: Severity): number {
	if (style === 'classic') return severity === 'minor' ? -1 : -2;
	return severity === 'minor' ? -1 : severity === 'serious' ? -2 : -3;
}
