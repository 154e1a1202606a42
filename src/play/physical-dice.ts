import { type DiceSource, OutOfDiceError, fixedDice } from '../rules/dice';

/**
 * Runs a roll with dice a player types in, asking for each die only when the rules need
 * it. The roll is pure given its dice, so it is simply run again with one more die each
 * time it runs out: nested oracle rolls ask for exactly the dice they use.
 */
export async function withPhysicalDice<T>(
	run: (dice: DiceSource) => T,
	askDie: (sides: number, position: number) => Promise<number | undefined>,
	maxDice = 40,
): Promise<T | undefined> {
	const given: number[] = [];
	for (;;) {
		try {
			return run(fixedDice(given));
		} catch (error) {
			if (!(error instanceof OutOfDiceError) || given.length >= maxDice) throw error;
			const face = await askDie(error.sides, error.position);
			if (face === undefined) return undefined;
			given.push(face);
		}
	}
}
