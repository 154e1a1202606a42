import { describe, expect, it } from 'vitest';
import { BurnNotAllowedError, burnMomentum, burnWouldImprove, resolveActionRoll } from '../../src/rules/action-roll';
import { setbackOptions, momentumLoss, sufferMeter } from '../../src/rules/meters';
import {
	MOMENTUM_CEILING,
	MOMENTUM_MIN,
	STARTING_MOMENTUM,
	canBurnMomentum,
	changeMomentum,
	momentumInBounds,
	momentumMax,
	momentumReset,
} from '../../src/rules/momentum';
import { TICKS_PER_MARK, clearProgress, resolveProgressRoll } from '../../src/rules/progress';

const roll = (action: number, stat: number, adds: number, c1: number, c2: number, momentum?: number) =>
	resolveActionRoll({ action, stat, adds, momentum, challenge: [c1, c2] });

describe('2. Momentum (checklist)', () => {
	it('MO-01 momentum ranges from −6 to +10', () => {
		expect([MOMENTUM_MIN, MOMENTUM_CEILING]).toEqual([-6, 10]);
		expect(momentumInBounds(-6, 0)).toBe(true);
		expect(momentumInBounds(10, 0)).toBe(true);
		expect(momentumInBounds(-7, 0)).toBe(false);
		expect(momentumInBounds(11, 0)).toBe(false);
	});

	it('MO-02 at creation: momentum +2, max +10, reset +2', () => {
		expect(STARTING_MOMENTUM).toBe(2);
		expect(momentumMax(0)).toBe(10);
		expect(momentumReset(0)).toBe(2);
	});

	it('MO-03 take +X adds X, suffer −X subtracts X', () => {
		expect(changeMomentum(2, 3, 0).to).toBe(5);
		expect(changeMomentum(2, -3, 0).to).toBe(-1);
	});

	it('MO-04 an unstated loss is −1 for a minor setback, −2 for a major one', () => {
		expect(momentumLoss('classic', 'minor')).toBe(-1);
		expect(momentumLoss('classic', 'major')).toBe(-2);
	});

	it('MO-05 max momentum = 10 − marked debilities', () => {
		expect([0, 1, 2, 3, 8].map(momentumMax)).toEqual([10, 9, 8, 7, 2]);
	});

	it('MO-06 momentum never rises above max; +momentum at max has no effect', () => {
		expect(changeMomentum(9, 3, 1)).toMatchObject({ to: 9, blockedAbove: 3 });
		expect(changeMomentum(8, 3, 1)).toMatchObject({ to: 9, blockedAbove: 2 });
		expect(changeMomentum(10, 1, 0)).toMatchObject({ to: 10, blockedAbove: 1 });
	});

	it('MO-07 reset is +2 with no debility, +1 with one, 0 with two or more', () => {
		expect([0, 1, 2, 3, 5].map(momentumReset)).toEqual([2, 1, 0, 0, 0]);
	});

	it('MO-08 momentum can be burned only when positive, and after a roll', () => {
		expect(canBurnMomentum(1)).toBe(true);
		expect(canBurnMomentum(0)).toBe(false);
		expect(canBurnMomentum(-3)).toBe(false);
		expect(canBurnMomentum(undefined)).toBe(false);
		expect(() => burnMomentum(roll(2, 2, 0, 5, 8), 0, 0)).toThrow(BurnNotAllowedError);
	});

	it('MO-09 burning cancels every challenge die strictly below momentum, not one equal to it', () => {
		expect(burnMomentum(roll(1, 1, 0, 5, 6), 6, 0).cancelled).toEqual([true, false]);
		expect(burnMomentum(roll(1, 1, 0, 5, 5), 6, 0).cancelled).toEqual([true, true]);
		expect(burnMomentum(roll(1, 1, 0, 6, 7), 6, 0).cancelled).toEqual([false, false]);
	});

	it('MO-10 a cancelled die counts as beaten: momentum 6, score 4, dice 5 and 8 → weak hit', () => {
		const r = roll(2, 2, 0, 5, 8, 6);
		expect(r).toMatchObject({ score: 4, outcome: 'miss' });
		expect(burnMomentum(r, 6, 0)).toMatchObject({ outcomeBefore: 'miss', outcome: 'weak_hit', cancelled: [true, false] });
	});

	it('MO-11 burning is optional, even on a miss', () => {
		const r = roll(1, 1, 0, 5, 8, 9);
		expect(r.outcome).toBe('miss'); // the roll stands unless the player burns
		expect(burnWouldImprove(r, 9)).toBe(true);
		expect(burnMomentum(r, 9, 0).outcome).toBe('strong_hit');
	});

	it('MO-12 after a burn, momentum goes to the reset value', () => {
		expect(burnMomentum(roll(2, 2, 0, 5, 8), 6, 0).to).toBe(2);
		expect(burnMomentum(roll(2, 2, 0, 5, 8), 6, 1).to).toBe(1);
		expect(burnMomentum(roll(2, 2, 0, 5, 8), 6, 2).to).toBe(0);
	});

	it('MO-13 a progress roll has no momentum to burn', () => {
		// resolveProgressRoll takes no momentum at all: its result carries none.
		const p = resolveProgressRoll(4, [5, 8]);
		expect(p).toEqual({ score: 4, challenge: [5, 8], outcome: 'miss', match: false });
		expect('momentum' in p).toBe(false);
	});

	it('MO-14 negative momentum equal to the action die cancels it: score = stat + adds', () => {
		const r = roll(4, 2, 1, 2, 9, -4);
		expect(r).toMatchObject({ actionCancelled: true, score: 3, outcome: 'weak_hit' });
		expect(roll(3, 2, 1, 2, 9, -4)).toMatchObject({ actionCancelled: false, score: 6 });
		expect(roll(4, 2, 1, 2, 9, 4)).toMatchObject({ actionCancelled: false, score: 7 });
	});

	it('MO-15 negative momentum never affects a progress roll', () => {
		for (let c = 1; c <= 10; c++) expect(resolveProgressRoll(5, [c, c]).score).toBe(5);
	});

	it('MO-16 momentum cannot go below −6; the loss past it is the cue for Face a Setback', () => {
		expect(changeMomentum(-6, -2, 0)).toMatchObject({ to: -6, blockedBelow: 2 });
		expect(changeMomentum(-5, -3, 0)).toMatchObject({ to: -6, blockedBelow: 2 });
	});

	it('MO-17 Face a Setback lets the extra loss come off health, spirit or supply', () => {
		expect(setbackOptions({ health: 3, spirit: 0, supply: 0 })).toContain('exchange');
	});

	it('MO-18 Face a Setback clearing progress: 3 boxes, 2, 1, 2 ticks, 1 tick by rank', () => {
		expect(clearProgress(20, 'troublesome')).toBe(8);
		expect(clearProgress(20, 'dangerous')).toBe(12);
		expect(clearProgress(20, 'formidable')).toBe(16);
		expect(clearProgress(20, 'extreme')).toBe(18);
		expect(clearProgress(20, 'epic')).toBe(19);
		expect(clearProgress(5, 'troublesome')).toBe(0);
	});

	it('MO-19 with health, spirit and supply all at 0, clearing progress is the only option', () => {
		expect(setbackOptions({ health: 0, spirit: 0, supply: 0 })).toEqual(['clear_progress']);
	});

	it('MO-20 momentum is never reset by a roll that does not burn it', () => {
		const r = roll(6, 3, 0, 1, 1, 7);
		expect(r.momentum).toBe(7);
	});

	it('MO-22 harm at 0 health overflows: the rest becomes −momentum', () => {
		expect(sufferMeter(1, 3)).toMatchObject({ to: 0, overflow: 2 });
		expect(sufferMeter(4, 3)).toMatchObject({ to: 1, overflow: 0 });
	});

	it('MO-23 a supply loss at 0 supply overflows to go elsewhere', () => {
		expect(sufferMeter(0, 2)).toMatchObject({ to: 0, overflow: 2 });
	});

	it('MO-24 Starforged Lose Momentum: −1 minor, −2 serious, −3 major', () => {
		expect(['minor', 'serious', 'major'].map((s) => momentumLoss('starforged', s as 'minor'))).toEqual([-1, -2, -3]);
	});

	it('MO-25 Starforged at −6 may clear progress: 3 boxes, 2 boxes, 1 box, 2 ticks, 1 tick', () => {
		expect(TICKS_PER_MARK).toEqual({ troublesome: 12, dangerous: 8, formidable: 4, extreme: 2, epic: 1 });
	});

});
