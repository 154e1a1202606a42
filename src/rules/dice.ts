/**
 * The one place dice come from. Everything that rolls takes a DiceSource, so a player
 * can type in physical dice and tests can fix the faces.
 */
export interface DiceSource {
	/** One die with `sides` faces, 1..sides. A d100 is read as two d10 (00 = 100). */
	roll(sides: number): number;
}

export class DiceError extends Error {
	override name = 'DiceError';
}

/** The dice given ran out: `sides` says which die is wanted next. */
export class OutOfDiceError extends DiceError {
	override name = 'OutOfDiceError';
	constructor(
		readonly position: number,
		readonly sides: number,
	) {
		super(`Not enough dice: die ${position} (a d${sides}) was not given.`);
	}
}

/** A function filling a Uint32Array with random values, like `crypto.getRandomValues`. */
export type RandomFill = (buffer: Uint32Array) => Uint32Array;

const UINT32_RANGE = 2 ** 32;

function defaultFill(): RandomFill {
	// The bare global (Obsidian's window, Node 20's global), read without a ReferenceError
	// where there is none.
	const source = typeof crypto === 'undefined' ? undefined : crypto;
	if (!source || typeof source.getRandomValues !== 'function') {
		throw new DiceError('No WebCrypto random source is available: enter your dice by hand.');
	}
	return (buffer) => source.getRandomValues(buffer);
}

/** Reads two d10 as percentile dice: tens 0..9, units 0..9, and "00" + "0" means 100. */
export function percentileFromD10s(tens: number, units: number): number {
	const value = (tens % 10) * 10 + (units % 10);
	return value === 0 ? 100 : value;
}

/**
 * Digital dice from WebCrypto. Rejection sampling drops the top slice of the 32-bit
 * range that does not divide evenly by `sides`, so every face is exactly as likely.
 */
export function cryptoDice(fill: RandomFill = defaultFill()): DiceSource {
	const buffer = new Uint32Array(1);
	const uniform = (sides: number): number => {
		const limit = UINT32_RANGE - (UINT32_RANGE % sides);
		for (;;) {
			fill(buffer);
			const value = buffer[0] ?? 0;
			if (value < limit) return (value % sides) + 1;
		}
	};
	return {
		roll(sides: number): number {
			assertSides(sides);
			if (sides === 100) return percentileFromD10s(uniform(10) - 1, uniform(10) - 1);
			return uniform(sides);
		},
	};
}

/**
 * Dice a player rolled by hand, used in order. A die outside 1..sides or running out of
 * dice is an error that says which die was wrong.
 */
export function fixedDice(values: readonly number[]): DiceSource & { remaining(): number } {
	let next = 0;
	return {
		roll(sides: number): number {
			assertSides(sides);
			if (next >= values.length) {
				throw new OutOfDiceError(next + 1, sides);
			}
			const value = values[next++] as number;
			if (!Number.isInteger(value) || value < 1 || value > sides) {
				throw new DiceError(`Die ${next} is ${value}, but a d${sides} shows 1 to ${sides}.`);
			}
			return value;
		},
		remaining: () => values.length - next,
	};
}

/** Uses the given dice first, then falls back to another source (e.g. digital dice). */
export function dicePrefixedBy(values: readonly number[], fallback: DiceSource): DiceSource {
	const fixed = fixedDice(values);
	return { roll: (sides) => (fixed.remaining() > 0 ? fixed.roll(sides) : fallback.roll(sides)) };
}

function assertSides(sides: number): void {
	if (!Number.isInteger(sides) || sides < 2) throw new DiceError(`A die needs at least 2 sides, not ${sides}.`);
}
