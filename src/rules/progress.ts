import { type ChallengeDice, type Outcome, isMatch, outcomeAgainst } from './outcome';
import type { DiceSource } from './dice';

/** A track is 10 boxes of 4 ticks. */
export const BOXES = 10;
export const TICKS_PER_BOX = 4;
export const MAX_TICKS = BOXES * TICKS_PER_BOX;

export const RANKS = ['troublesome', 'dangerous', 'formidable', 'extreme', 'epic'] as const;
export type Rank = (typeof RANKS)[number];

/** Ticks that one "mark progress" fills, by rank: 3 boxes, 2 boxes, 1 box, 2 ticks, 1 tick. */
export const TICKS_PER_MARK: Record<Rank, number> = {
	troublesome: 12,
	dangerous: 8,
	formidable: 4,
	extreme: 2,
	epic: 1,
};

export function isRank(value: unknown): value is Rank {
	return typeof value === 'string' && (RANKS as readonly string[]).includes(value);
}

/** Datasworn numbers ranks 1 (troublesome) to 5 (epic). */
export function rankFromNumber(n: number): Rank | undefined {
	return RANKS[n - 1];
}

export function rankNumber(rank: Rank): number {
	return RANKS.indexOf(rank) + 1;
}

/** One rank up, epic stays epic (recommit, a journey that goes on). */
export function raiseRank(rank: Rank): Rank {
	return RANKS[Math.min(RANKS.length - 1, RANKS.indexOf(rank) + 1)] as Rank;
}

/**
 * A pack of foes fights as one (CB-15): only troublesome or dangerous foes form one; 3-5 of
 * them are one rank higher, 6-10 two ranks. Undefined when they cannot be a pack.
 */
export function packRank(rank: Rank, count: number): Rank | undefined {
	if (rank !== 'troublesome' && rank !== 'dangerous') return undefined;
	if (count < 3 || count > 10) return undefined;
	return count <= 5 ? raiseRank(rank) : raiseRank(raiseRank(rank));
}

/** Starforged Begin the Scene (SF-21): the scene's rank follows how ready you are. */
export const SCENE_RANK_BY_READINESS = { clear_advantage: 'troublesome', ready: 'dangerous', unprepared: 'formidable' } as const satisfies Record<string, Rank>;
export type Readiness = keyof typeof SCENE_RANK_BY_READINESS;

/** One rank down, troublesome stays troublesome. */
export function lowerRank(rank: Rank): Rank {
	return RANKS[Math.max(0, RANKS.indexOf(rank) - 1)] as Rank;
}

export function clampTicks(ticks: number): number {
	return Math.min(MAX_TICKS, Math.max(0, Math.trunc(ticks)));
}

/** Marks progress `times` times by rank, never past 10 full boxes. */
export function markProgress(ticks: number, rank: Rank, times = 1): number {
	return clampTicks(ticks + TICKS_PER_MARK[rank] * times);
}

/** Removes progress by rank (Face a Setback clearing progress), never below 0. */
export function clearProgress(ticks: number, rank: Rank, times = 1): number {
	return clampTicks(ticks - TICKS_PER_MARK[rank] * times);
}

/** Only fully filled boxes count: 6 boxes and a partial one score 6. */
export function progressScore(ticks: number): number {
	return Math.floor(clampTicks(ticks) / TICKS_PER_BOX);
}

/** The ticks in each of the 10 boxes, for drawing a track. */
export function boxTicks(ticks: number): number[] {
	const t = clampTicks(ticks);
	return Array.from({ length: BOXES }, (_, i) => Math.min(TICKS_PER_BOX, Math.max(0, t - i * TICKS_PER_BOX)));
}

/** Classic recommit and "the journey goes on": keep one filled box at most. */
export function clearAllButOneBox(ticks: number): number {
	return Math.min(clampTicks(ticks), TICKS_PER_BOX);
}

/** Starforged recommit and Delve's return to a site: clear boxes equal to the lower die. */
export function clearBoxesByLowerDie(ticks: number, challenge: ChallengeDice): number {
	return clampTicks(ticks - TICKS_PER_BOX * Math.min(challenge[0], challenge[1]));
}

export interface ProgressRollResult {
	score: number;
	challenge: ChallengeDice;
	outcome: Outcome;
	match: boolean;
}

/** A progress roll: only the challenge dice, against the score. Momentum plays no part. */
export function resolveProgressRoll(score: number, challenge: ChallengeDice): ProgressRollResult {
	const clamped = Math.min(BOXES, Math.max(0, Math.trunc(score)));
	return { score: clamped, challenge, outcome: outcomeAgainst(clamped, challenge), match: isMatch(challenge) };
}

export function rollProgress(dice: DiceSource, score: number): ProgressRollResult {
	return resolveProgressRoll(score, [dice.roll(10), dice.roll(10)]);
}

/** Classic Fulfill Your Vow XP: strong hit 1-5 by rank, weak hit one less, miss none. */
export function vowExperience(rank: Rank, outcome: Outcome): number {
	const n = rankNumber(rank);
	return outcome === 'strong_hit' ? n : outcome === 'weak_hit' ? n - 1 : 0;
}

/** Bonds have no rank: each successful Forge a Bond marks one tick (classic bonds track). */
export function markBond(ticks: number, bonds = 1): number {
	return clampTicks(ticks + bonds);
}
