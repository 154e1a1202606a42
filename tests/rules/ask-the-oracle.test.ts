import { describe, expect, it } from 'vitest';
import { ODDS, ODDS_LABELS, askTheOracle, isOdds, yesChance } from '../../src/rules/ask-the-oracle';
import { fixedDice } from '../../src/rules/dice';

/** OR-01..OR-04: the odds a player names, and the chance of a yes in each book. */
describe('Ask the Oracle: the odds', () => {
	it('each odds has the name the player reads', () => {
		expect(ODDS.map((o) => ODDS_LABELS[o])).toEqual(['Small chance', 'Unlikely', '50/50', 'Likely', 'Almost certain']);
	});

	it('takes the five odds by their keys, and nothing else', () => {
		for (const o of ODDS) expect(isOdds(o)).toBe(true);
		for (const bad of ['certain', '', 'Likely', 50, undefined, null]) expect(isOdds(bad)).toBe(false);
	});

	it('Starforged\'s chance of a yes is its threshold out of 100; classic counts from its threshold up', () => {
		expect(ODDS.map((o) => yesChance('starforged', o))).toEqual([0.1, 0.25, 0.5, 0.75, 0.9]);
		expect(ODDS.map((o) => yesChance('classic', o))).toEqual([0.1, 0.25, 0.5, 0.75, 0.9]);
		// The two books read the same odds from opposite ends of the d100: a low roll is a yes in Starforged only.
		expect(askTheOracle('starforged', 'unlikely', fixedDice([20])).yes).toBe(true);
		expect(askTheOracle('classic', 'unlikely', fixedDice([20])).yes).toBe(false);
	});

	it('rolls one d100 and reports it, with its match', () => {
		const dice = fixedDice([77]);
		expect(askTheOracle('classic', 'likely', dice)).toEqual({ style: 'classic', odds: 'likely', roll: 77, yes: true, match: true });
		expect(dice.remaining()).toBe(0);
	});
});
