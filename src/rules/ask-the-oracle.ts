import type { DiceSource } from './dice';

export const ODDS = ['small_chance', 'unlikely', '50_50', 'likely', 'almost_certain'] as const;
export type Odds = (typeof ODDS)[number];

export const ODDS_LABELS: Record<Odds, string> = {
	small_chance: 'Small chance',
	unlikely: 'Unlikely',
	'50_50': '50/50',
	likely: 'Likely',
	almost_certain: 'Almost certain',
};

export type OracleStyle = 'classic' | 'starforged';

/** Classic reads yes on a roll at or above the threshold. */
const CLASSIC_YES_AT_LEAST: Record<Odds, number> = {
	almost_certain: 11,
	likely: 26,
	'50_50': 51,
	unlikely: 76,
	small_chance: 91,
};

/** Starforged reads yes on a roll at or below the threshold. */
const STARFORGED_YES_AT_MOST: Record<Odds, number> = {
	almost_certain: 90,
	likely: 75,
	'50_50': 50,
	unlikely: 25,
	small_chance: 10,
};

export function isOdds(value: unknown): value is Odds {
	return typeof value === 'string' && (ODDS as readonly string[]).includes(value);
}

export function answersYes(style: OracleStyle, odds: Odds, roll: number): boolean {
	return style === 'classic' ? roll >= CLASSIC_YES_AT_LEAST[odds] : roll <= STARFORGED_YES_AT_MOST[odds];
}

/** The chance of a yes, out of 1. */
export function yesChance(style: OracleStyle, odds: Odds): number {
	return style === 'classic' ? (101 - CLASSIC_YES_AT_LEAST[odds]) / 100 : STARFORGED_YES_AT_MOST[odds] / 100;
}

/** Doubles on the percentile dice: 11, 22, … 99, and 00 read as 100. */
export function isPercentileMatch(roll: number): boolean {
	return roll === 100 || (roll >= 11 && roll <= 99 && roll % 11 === 0);
}

export interface AskResult {
	style: OracleStyle;
	odds: Odds;
	roll: number;
	yes: boolean;
	match: boolean;
}

export function resolveAsk(style: OracleStyle, odds: Odds, roll: number): AskResult {
	return { style, odds, roll, yes: answersYes(style, odds, roll), match: isPercentileMatch(roll) };
}

export function askTheOracle(style: OracleStyle, odds: Odds, dice: DiceSource): AskResult {
	return resolveAsk(style, odds, dice.roll(100));
}

export interface PickTwoResult extends AskResult {
	picked: string;
	other: string;
}

/** Pick two: the option judged likely wins on a yes, the other on a no. */
export function pickTwo(style: OracleStyle, likely: string, other: string, roll: number): PickTwoResult {
	const ask = resolveAsk(style, 'likely', roll);
	return { ...ask, picked: ask.yes ? likely : other, other: ask.yes ? other : likely };
}
