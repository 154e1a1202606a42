import { describe, expect, it } from 'vitest';
import type { OptionSpec } from '../../../src/moves/model';
import { repeatProblem } from '../../../src/moves/engine/pick-limits';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const HERO = '[[Hero]]';
const s: Situation = { ruleset: 'classic', moveId: 'move:classic/adventure/resupply', character: HERO, impacts: [] };
// Resupply's weak hit: +1 supply for −1 momentum, only while supply is at most 4 (ME-25).
const buySupply: OptionSpec = { text: '+1 supply for −1 momentum', requires: [{ kind: 'at_most', gauge: 'supply', value: 4 }], effects: [{ kind: 'gauge', gauge: 'supply', amount: 1 }, { kind: 'gauge', gauge: 'momentum', amount: -1 }] };
const at = (supply: number) => new StateView({ [HERO]: { supply, momentum: 5 } });

/** ME-25: an option with a cap holds the cap before each pick, so momentum is never paid for supply past 5. */
describe('an option picked more than once', () => {
	it('is taken as often as the cap allows', () => {
		expect(repeatProblem(at(2), s, buySupply, 3)).toBeUndefined();
		expect(repeatProblem(at(4), s, buySupply, 1)).toBeUndefined();
	});

	it('is refused past the cap, saying how often it can be picked now and why', () => {
		expect(repeatProblem(at(4), s, buySupply, 2)).toBe('can be chosen once now: supply is 4, and it needs supply at most 4 each time');
		expect(repeatProblem(at(2), s, buySupply, 4)).toBe('can be chosen 3 times now: supply is 2, and it needs supply at most 4 each time');
	});

	it('at the cap already, not even once', () => {
		expect(repeatProblem(at(5), s, buySupply, 1)).toBe('can be chosen 0 times now: supply is 5, and it needs supply at most 4 each time');
	});

	it('an option that does not raise the capped gauge, or no character, has no repeat limit', () => {
		const spend: OptionSpec = { ...buySupply, effects: [{ kind: 'gauge', gauge: 'supply', amount: -1 }] };
		expect(repeatProblem(at(4), s, spend, 5)).toBeUndefined();
		expect(repeatProblem(at(4), { ...s, character: undefined }, buySupply, 5)).toBeUndefined();
	});
});
