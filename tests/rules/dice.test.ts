import { describe, expect, it } from 'vitest';
import { DiceError, cryptoDice, dicePrefixedBy, fixedDice, percentileFromD10s } from '../../src/rules/dice';

/** χ² critical values at p = 0.001 by degrees of freedom. */
const CHI2_CRITICAL: Record<number, number> = { 5: 20.515, 9: 27.877, 99: 148.23 };

function chiSquare(sides: number, draws: number): number {
	const dice = cryptoDice();
	const counts = new Array<number>(sides).fill(0);
	for (let i = 0; i < draws; i++) {
		const face = dice.roll(sides);
		counts[face - 1] = (counts[face - 1] ?? 0) + 1;
	}
	const expected = draws / sides;
	return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('the default dice source (WebCrypto, rejection sampling)', () => {
	it.each([
		[6, 60_000],
		[10, 100_000],
		[100, 200_000],
	])('d%i faces are uniform by a χ² test over %i draws', (sides, draws) => {
		expect(chiSquare(sides, draws)).toBeLessThan(CHI2_CRITICAL[sides - 1] as number);
	});

	it('rejects values from the uneven top of the 32-bit range instead of folding them (no modulo bias)', () => {
		// 2^32 mod 6 = 4: the four highest values must be thrown away, not mapped to faces 1-4.
		const values = [2 ** 32 - 1, 2 ** 32 - 4, 6 * 7 + 2];
		let i = 0;
		const dice = cryptoDice((buffer) => {
			buffer[0] = values[i++] as number;
			return buffer;
		});
		expect(dice.roll(6)).toBe(3);
		expect(i).toBe(3);
	});

	it('OR-01 reads a d100 as two d10, tens and units, with 00 + 0 = 100', () => {
		// Raw draws are taken modulo 10 to give the digits 0-9 of each d10.
		const draws = [0, 0, 3, 6, 9, 9];
		let i = 0;
		const dice = cryptoDice((buffer) => {
			buffer[0] = draws[i++] as number;
			return buffer;
		});
		expect(dice.roll(100)).toBe(100); // 00 and 0
		expect(dice.roll(100)).toBe(36); // tens digit 3, units digit 6
		expect(dice.roll(100)).toBe(99);
	});

	it('gives every d100 value 1-100 and nothing else', () => {
		const seen = new Set<number>();
		for (let t = 0; t < 10; t++) for (let u = 0; u < 10; u++) seen.add(percentileFromD10s(t, u));
		expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
	});
});

describe('dice a player rolled by hand', () => {
	it('are used in order', () => {
		const dice = fixedDice([4, 10, 1]);
		expect([dice.roll(6), dice.roll(10), dice.roll(10)]).toEqual([4, 10, 1]);
	});

	it('refuse a face the die does not have, naming the die', () => {
		expect(() => fixedDice([7]).roll(6)).toThrow(new DiceError('Die 1 is 7, but a d6 shows 1 to 6.'));
		expect(() => fixedDice([0]).roll(10)).toThrow(DiceError);
		expect(() => fixedDice([2.5]).roll(10)).toThrow(DiceError);
	});

	it('say so when they run out', () => {
		const dice = fixedDice([3]);
		dice.roll(6);
		expect(() => dice.roll(10)).toThrow(/Not enough dice: die 2 \(a d10\)/);
	});

	it('can be followed by digital dice for nested rolls', () => {
		const dice = dicePrefixedBy([55], fixedDice([7]));
		expect([dice.roll(100), dice.roll(10)]).toEqual([55, 7]);
	});
});
