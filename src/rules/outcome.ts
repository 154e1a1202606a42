/** The three results of any roll against the challenge dice. */
export type Outcome = 'strong_hit' | 'weak_hit' | 'miss';

export const OUTCOME_LABELS: Record<Outcome, string> = {
	strong_hit: 'Strong hit',
	weak_hit: 'Weak hit',
	miss: 'Miss',
};

export type ChallengeDice = readonly [number, number];

/** Ties go to the challenge dice: a score must be strictly greater to beat a die. */
export function beats(score: number, challengeDie: number): boolean {
	return score > challengeDie;
}

/** Strong hit beats both dice, weak hit one, miss neither. `cancelled` dice count as beaten. */
export function outcomeAgainst(
	score: number,
	challenge: ChallengeDice,
	cancelled: readonly [boolean, boolean] = [false, false],
): Outcome {
	let beaten = 0;
	for (let i = 0; i < 2; i++) if (cancelled[i] || beats(score, challenge[i] as number)) beaten++;
	return beaten === 2 ? 'strong_hit' : beaten === 1 ? 'weak_hit' : 'miss';
}

/** Both challenge dice show the same face: a twist, whatever the outcome. */
export function isMatch(challenge: ChallengeDice): boolean {
	return challenge[0] === challenge[1];
}

/** "On a hit" means a strong or a weak hit. */
export function isHit(outcome: Outcome): boolean {
	return outcome !== 'miss';
}

export function rollChallengeDice(dice: { roll(sides: number): number }): ChallengeDice {
	return [dice.roll(10), dice.roll(10)];
}

export type MatchMeaning = 'opportunity' | 'twist' | 'heightened_danger' | 'worst_outcome';

/**
 * What a match means alongside the outcome: a strong hit turns up an opportunity, a miss
 * a heightened danger, and matched 10s on a miss the worst possible outcome.
 */
export function matchMeaning(outcome: Outcome, challenge: ChallengeDice): MatchMeaning | undefined {
	if (!isMatch(challenge)) return undefined;
	if (outcome === 'strong_hit') return 'opportunity';
	if (outcome === 'weak_hit') return 'twist';
	return challenge[0] === 10 ? 'worst_outcome' : 'heightened_danger';
}
