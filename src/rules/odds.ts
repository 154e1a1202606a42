import { burnWouldImprove, resolveActionRoll } from './action-roll';
import { diceCancelledByBurn } from './momentum';
import { type Outcome, outcomeAgainst } from './outcome';
import { resolveProgressRoll } from './progress';

export interface OutcomeOdds {
	strong_hit: number;
	weak_hit: number;
	miss: number;
}

export interface RollOdds extends OutcomeOdds {
	match: number;
	/** How many of the equally likely dice combinations were counted. */
	combinations: number;
	/** When momentum is positive: the odds if the player burns whenever it improves the result. */
	with_burn?: OutcomeOdds;
}

export interface ActionOddsInput {
	stat: number;
	adds?: number;
	momentum?: number;
}

function emptyCounts(): Record<Outcome, number> {
	return { strong_hit: 0, weak_hit: 0, miss: 0 };
}

function toOdds(counts: Record<Outcome, number>, total: number): OutcomeOdds {
	return { strong_hit: counts.strong_hit / total, weak_hit: counts.weak_hit / total, miss: counts.miss / total };
}

/** Exact odds of an action roll by walking all 6 × 10 × 10 dice. */
export function actionRollOdds(input: ActionOddsInput): RollOdds {
	const plain = emptyCounts();
	const burned = emptyCounts();
	let matches = 0;
	const momentum = input.momentum;
	for (let action = 1; action <= 6; action++) {
		for (let c1 = 1; c1 <= 10; c1++) {
			for (let c2 = 1; c2 <= 10; c2++) {
				const roll = resolveActionRoll({ stat: input.stat, adds: input.adds, momentum, action, challenge: [c1, c2] });
				plain[roll.outcome]++;
				if (roll.match) matches++;
				if (momentum !== undefined && momentum > 0) {
					const best = burnWouldImprove(roll, momentum)
						? outcomeAgainst(roll.score, roll.challenge, diceCancelledByBurn(momentum, roll.challenge))
						: roll.outcome;
					burned[best]++;
				}
			}
		}
	}
	const total = 600;
	const odds: RollOdds = { ...toOdds(plain, total), match: matches / total, combinations: total };
	if (momentum !== undefined && momentum > 0) odds.with_burn = toOdds(burned, total);
	return odds;
}

/** Exact odds of a progress roll by walking all 10 × 10 challenge dice. */
export function progressRollOdds(score: number): RollOdds {
	const counts = emptyCounts();
	let matches = 0;
	for (let c1 = 1; c1 <= 10; c1++) {
		for (let c2 = 1; c2 <= 10; c2++) {
			const roll = resolveProgressRoll(score, [c1, c2]);
			counts[roll.outcome]++;
			if (roll.match) matches++;
		}
	}
	return { ...toOdds(counts, 100), match: matches / 100, combinations: 100 };
}

/** "37%" style, for labels. */
export function percent(p: number): string {
	return `${Math.round(p * 100)}%`;
}
