import { describe, expect, it } from 'vitest';
import { setbackOptions, takeMeter } from '../../src/rules/meters';

/** ME-01..ME-05: meters rise to 5 and no further; the part refused is reported. */
describe('condition meters', () => {
	it('a gain past 5 reports the part refused', () => {
		expect(takeMeter(4, 3)).toEqual({ from: 4, to: 5, overflow: 0, refused: 2 });
		expect(takeMeter(2, 2)).toEqual({ from: 2, to: 4, overflow: 0, refused: 0 });
	});
});

/** MO-17, MO-19: Face a Setback exchanges the loss for a meter while any meter has something left. */
describe('Face a Setback: exchange or clear progress', () => {
	it('offers the exchange while any of health, spirit and supply is above 0', () => {
		expect(setbackOptions({ health: 0, spirit: 3, supply: 0 })).toEqual(['exchange', 'clear_progress']);
		expect(setbackOptions({ health: 0, spirit: 0, supply: 1 })).toEqual(['exchange', 'clear_progress']);
		expect(setbackOptions({ health: 2, spirit: 0, supply: 0 })).toEqual(['exchange', 'clear_progress']);
	});

	it('only clears progress with all three at 0', () => {
		expect(setbackOptions({ health: 0, spirit: 0, supply: 0 })).toEqual(['clear_progress']);
	});
});
