import type { Rank } from './progress';

export const STAT_NAMES = ['edge', 'heart', 'iron', 'shadow', 'wits'] as const;
export type StatName = (typeof STAT_NAMES)[number];

/** At creation the five stats take the values 3, 2, 2, 1, 1 in any order. */
export const STARTING_STAT_ARRAY = [3, 2, 2, 1, 1] as const;

export function isStatName(value: unknown): value is StatName {
	return typeof value === 'string' && (STAT_NAMES as readonly string[]).includes(value);
}

/** Checks stats against the 3/2/2/1/1 array; returns the problem in words, or undefined. */
export function checkStartingStats(stats: Readonly<Record<string, number>>): string | undefined {
	const names = Object.keys(stats);
	const missing = STAT_NAMES.filter((s) => !(s in stats));
	if (missing.length > 0) return `Missing ${missing.join(', ')}.`;
	const extra = names.filter((n) => !isStatName(n));
	if (extra.length > 0) return `Unknown stat ${extra.join(', ')}: stats are ${STAT_NAMES.join(', ')}.`;
	const values = STAT_NAMES.map((s) => stats[s] as number).sort((a, b) => b - a);
	if (values.join() !== STARTING_STAT_ARRAY.join()) {
		return `Stats must use 3, 2, 2, 1 and 1 once each, not ${STAT_NAMES.map((s) => stats[s]).join(', ')}.`;
	}
	return undefined;
}

/** A stat is 1 to 3. */
export const STAT_RANGE = { min: 1, max: 3 } as const;
export function isValidStat(value: number): boolean {
	return Number.isInteger(value) && value >= STAT_RANGE.min && value <= STAT_RANGE.max;
}

/** Up to three background bonds at creation, one tick each. */
export const MAX_BACKGROUND_BONDS = 3;

/** The background vow is extreme or epic. */
export function isValidBackgroundVowRank(rank: Rank): boolean {
	return rank === 'extreme' || rank === 'epic';
}
