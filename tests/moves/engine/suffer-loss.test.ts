import { describe, expect, it } from 'vitest';
import { newReport } from '../../../src/moves/engine/effects';
import { takeLoss } from '../../../src/moves/engine/loss';
import type { ImpactRule, Situation } from '../../../src/moves/engine/situation';
import { StateView } from '../../../src/moves/engine/state-view';

const HERO = '[[Characters/Hero]]';
const WOUNDED: ImpactRule = { key: 'wounded', category: 'conditions', prevents: ['health'], permanent: false };

function setup(sheet: Record<string, unknown>, extra: Partial<Situation> = {}) {
	const view = new StateView({ [HERO]: { health: 5, spirit: 5, supply: 5, momentum: 2, wounded: false, ...sheet } });
	const situation: Situation = { ruleset: 'starforged', moveId: 'move:starforged/suffer/endure_harm', character: HERO, impacts: [WOUNDED], ...extra };
	return { view, situation, report: newReport() };
}

/** A suffer move's loss (Endure Harm −2 and the like), taken before its roll. */
describe('a suffer move takes its loss first, and keeps what the meter could not take', () => {
	it('starts from an empty report: no notes, no moves called for', () => {
		expect(newReport()).toEqual({ notes: [], triggered: [] });
	});

	it('takes the loss off the meter and keeps nothing over when it fits', () => {
		const { view, situation, report } = setup({ health: 4 });
		takeLoss(view, situation, 'health', 2, report);
		expect(view.num(HERO, 'health')).toBe(2);
		expect(situation.loss).toEqual({ amount: 2, left: 0 });
	});

	it('keeps the part below 0 for what comes next', () => {
		const { view, situation, report } = setup({ health: 1 });
		takeLoss(view, situation, 'health', 3, report);
		expect(view.num(HERO, 'health')).toBe(0);
		expect(situation.loss).toEqual({ amount: 3, left: 2 });
	});

	it('a loss of 0 changes nothing and says nothing, even while a condition blocks the meter', () => {
		// A gain of 0 on a wounded character would say "health cannot rise": a loss must never go that way.
		const { view, situation, report } = setup({ health: 3, wounded: true });
		takeLoss(view, situation, 'health', 0, report);
		expect(view.changes()).toEqual([]);
		expect(report.notes).toEqual([]);
		expect(situation.loss).toEqual({ amount: 0, left: 0 });
	});

	it('with no companion on the sheet, says the loss was not applied, as a loss, and keeps no leftover', () => {
		const { view, situation, report } = setup({}, { moveId: 'move:starforged/suffer/companion_takes_a_hit' });
		takeLoss(view, situation, 'companion_health', 2, report);
		expect(report.notes).toEqual(['There is no companion on the sheet: companion health −2 was not applied.']);
		expect(view.changes()).toEqual([]);
		expect(situation.loss).toBeUndefined();
	});
});
