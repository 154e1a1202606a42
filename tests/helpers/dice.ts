import type { DiceSource } from '../../src/rules/dice';
import { fixedDice } from '../../src/rules/dice';

/** Fixed dice that also record which dice were asked for. */
export function recordingDice(values: number[]): DiceSource & { asked: number[] } {
	const fixed = fixedDice(values);
	const asked: number[] = [];
	return {
		asked,
		roll(sides: number) {
			asked.push(sides);
			return fixed.roll(sides);
		},
	};
}
