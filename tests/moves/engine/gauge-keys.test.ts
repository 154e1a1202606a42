import { describe, expect, it } from 'vitest';
import { gaugeKey, gaugeMax, type Situation } from '../../../src/moves/engine/situation';

const s: Situation = { ruleset: 'starforged', moveId: 'move:starforged/suffer/withstand_damage', character: '[[Hero]]', impacts: [] };
const meters: Partial<Situation> = {
	companion: { key: 'hawk_health', max: 3, name: 'Hawk' },
	vehicle: { key: 'starship_integrity', max: 5, name: 'Starship' },
	hold: { key: 'hold_supply', max: 4, name: 'Hold' },
};

/** Where each gauge lives on the sheet, and how high it goes: an asset's meter has its own key and max. */
describe('gauges on the sheet', () => {
	it('a companion, a vehicle and a hold are read from their assets\' meters', () => {
		const withAll = { ...s, ...meters };
		expect(['companion_health', 'integrity', 'hold'].map((g) => gaugeKey(withAll, g as never))).toEqual(['hawk_health', 'starship_integrity', 'hold_supply']);
		expect(['companion_health', 'integrity', 'hold'].map((g) => gaugeMax(withAll, g as never, 0))).toEqual([3, 5, 4]);
	});

	it('with no such asset there is no key, and the max falls back to 5', () => {
		expect(['companion_health', 'integrity', 'hold'].map((g) => gaugeKey(s, g as never))).toEqual([undefined, undefined, undefined]);
		expect(['companion_health', 'integrity', 'hold'].map((g) => gaugeMax(s, g as never, 2))).toEqual([5, 5, 5]);
	});

	it('health, spirit and supply are the sheet\'s own, up to 5; momentum\'s max is 10 less one per debility', () => {
		expect(gaugeKey(s, 'supply')).toBe('supply');
		expect(gaugeMax(s, 'health', 3)).toBe(5);
		expect(gaugeMax(s, 'momentum', 0)).toBe(10);
		expect(gaugeMax(s, 'momentum', 2)).toBe(8);
	});
});
