import { describe, expect, it } from 'vitest';
import { newReport } from '../../../src/moves/engine/effects';
import type { Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';
import type { OutcomeSpec } from '../../../src/moves/model';
import { overspent } from '../../../src/moves/starforged/repair-points';
import { expandModules, loseCommandVehicle, moduleEffect, moduleHolds, vehicleIs } from '../../../src/moves/starforged/vehicles';

const C = '[[Characters/Sol]]';
const SHIP = 'asset:starforged/command_vehicle/starship';
const SHIELDS = 'asset:starforged/module/shields';
const ROVER = 'asset:starforged/support_vehicle/rover';

function at(sheet: Record<string, unknown>, vehicle = SHIP): { view: StateView; s: Situation } {
	const view = new StateView({ [C]: { xp_earned: 0, ...sheet } });
	return { view, s: { ruleset: 'starforged', moveId: 'm', character: C, impacts: [], vehicle: { asset: vehicle, key: 'x_integrity', max: 5, name: 'x' } } };
}

describe('repair points (SF-33)', () => {
	const spec: OutcomeSpec = { choices: [{ pick: 1, options: [{ text: 'Under fire', points: 2 }] }, { pick: 3, upTo: true, repeats: true, options: [{ text: 'Supply', points: 1 }] }] };
	const integrity = { text: '+1', cost: 1 };
	it('counts the points picked now and before; refuses a spend past them, exactly at the edge', () => {
		expect(overspent(spec, ['Under fire'], [integrity, integrity])).toBeUndefined();
		expect(overspent(spec, ['Under fire'], [integrity, integrity, integrity])).toContain('cost 3 repair points and you have 2 repair points');
		expect(overspent(spec, ['Under fire', 'Supply'], [integrity, integrity, integrity])).toBeUndefined();
		expect(overspent(spec, [], [integrity])).toContain('or first where they are made');
		// Picks that spend nothing are never refused.
		expect(overspent(spec, [], [{ text: 'Supply', points: 1 }])).toBeUndefined();
	});
});

describe('vehicles and modules (SF-30, DB-15, SF-36, XP-16)', () => {
	it('a module option is made per module, its effect and requirement naming it', () => {
		const { view, s } = at({ assets: [SHIP, SHIELDS, 'asset:starforged/module/grappler'] });
		const spec = expandModules(view, s, { choices: [{ pick: 1, options: [{ text: 'Mark a module broken', each: 'module', effects: [{ kind: 'module', change: 'break' }], requires: [{ kind: 'module', broken: false }] }, { text: 'Other' }] }] });
		const options = spec.choices?.[0]?.options ?? [];
		expect(options.map((o) => o.text)).toEqual(['Mark the shields module broken', 'Mark the grappler module broken', 'Other']);
		expect(options[0]?.effects).toEqual([{ kind: 'module', change: 'break', asset: SHIELDS }]);
		expect(options[0]?.requires).toEqual([{ kind: 'module', broken: false, asset: SHIELDS }]);
	});

	it('marks, fixes and discards a module; the kind of vehicle is read from its id', () => {
		const { view, s } = at({ assets: [SHIP, SHIELDS], asset_abilities: ['asset.ability:starforged/module/shields.0'] });
		expect(moduleHolds(view, s, { kind: 'module', broken: true })).toBe(false);
		moduleEffect(view, s, { kind: 'module', change: 'break', asset: SHIELDS }, newReport());
		expect(view.get(C, 'shields_broken')).toBe(true);
		expect(moduleHolds(view, s, { kind: 'module', broken: true, asset: SHIELDS })).toBe(true);
		moduleEffect(view, s, { kind: 'module', change: 'discard', asset: SHIELDS }, newReport());
		expect(view.get(C, 'assets')).toEqual([SHIP]);
		expect(view.get(C, 'asset_abilities')).toEqual([]);
		expect(vehicleIs(s, 'command_vehicle')).toBe(true);
		expect(vehicleIs(at({}, ROVER).s, 'command_vehicle')).toBe(false);
	});

	it('Overcome Destruction: 1 XP per marked ability on the ship, modules and support vehicles, at least 3, kept for vehicles', () => {
		const { view, s } = at({ assets: [SHIP, SHIELDS, ROVER, 'asset:starforged/path/ace'], asset_abilities: [0, 1, 2].map((i) => `asset.ability:starforged/command_vehicle/starship.${i}`).concat(['asset.ability:starforged/support_vehicle/rover.0', 'asset.ability:starforged/path/ace.0']) });
		loseCommandVehicle(view, s, newReport());
		expect(view.get(C, 'assets')).toEqual(['asset:starforged/path/ace']);
		expect(view.get(C, 'xp_earned')).toBe(4);
		expect(view.get(C, 'xp_for_vehicles')).toBe(4);
		const none = at({ assets: ['asset:starforged/path/ace'] });
		const report = newReport();
		loseCommandVehicle(none.view, none.s, report);
		expect(none.view.get(C, 'xp_earned')).toBe(0);
		expect(report.notes).toEqual(['There is no command vehicle on the sheet to discard.']);
	});
});
