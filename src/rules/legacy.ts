import { type Rank, MAX_TICKS, lowerRank, progressScore } from './progress';
import type { Outcome } from './outcome';

/** Starforged legacy tracks: quests, bonds and discoveries. */
export const LEGACY_TRACKS = ['quests', 'bonds', 'discoveries'] as const;
export type LegacyTrack = (typeof LEGACY_TRACKS)[number];

export interface LegacyState {
	ticks: number;
	/** Set once the tenth box has filled and the track was cleared. */
	completed: boolean;
}

/** Legacy reward by the rank of what was achieved: 1 tick, 2 ticks, 1 box, 2 boxes, 3 boxes. */
export const LEGACY_REWARD_TICKS: Record<Rank, number> = {
	troublesome: 1,
	dangerous: 2,
	formidable: 4,
	extreme: 8,
	epic: 12,
};

/**
 * The reward for a legacy move's outcome. A weak hit rewards as one rank lower (nothing
 * for troublesome) unless the move grants the full reward (a new vow after Fulfill Your Vow).
 */
export function legacyReward(rank: Rank, outcome: Outcome, fullRewardOnWeakHit = false): number {
	if (outcome === 'miss') return 0;
	if (outcome === 'strong_hit' || fullRewardOnWeakHit) return LEGACY_REWARD_TICKS[rank];
	return rank === 'troublesome' ? 0 : LEGACY_REWARD_TICKS[lowerRank(rank)];
}

export interface LegacyMark {
	before: LegacyState;
	after: LegacyState;
	xp: number;
}

/**
 * Marks legacy ticks. Each box filled earns 2 XP; filling the tenth clears the track and
 * marks it complete, and every box filled after that earns 1 XP. Ticks past the tenth box
 * carry onto the cleared track.
 */
export function markLegacy(state: LegacyState, ticks: number): LegacyMark {
	let current = Math.max(0, Math.trunc(state.ticks));
	let completed = state.completed;
	let xp = 0;
	let left = Math.max(0, Math.trunc(ticks));
	while (left > 0) {
		const step = Math.min(left, MAX_TICKS - current);
		const boxesBefore = progressScore(current);
		current += step;
		left -= step;
		xp += (progressScore(current) - boxesBefore) * (completed ? 1 : 2);
		if (current >= MAX_TICKS) {
			current = 0;
			completed = true;
		}
	}
	return { before: state, after: { ticks: current, completed }, xp };
}

/** A progress roll against a completed legacy track counts as 10. */
export function legacyProgressScore(state: LegacyState): number {
	return state.completed ? 10 : progressScore(state.ticks);
}

/** XP a legacy track has earned in total, from its state. */
export function legacyXpEarned(state: LegacyState): number {
	const boxes = progressScore(state.ticks);
	return state.completed ? 20 + boxes : boxes * 2;
}

