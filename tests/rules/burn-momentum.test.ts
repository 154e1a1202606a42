import { describe, expect, it } from 'vitest';
import { BurnNotAllowedError, burnMomentum, burnWouldImprove, outcomeRank, resolveActionRoll } from '../../src/rules/action-roll';

const roll = (score: { stat: number; action: number; challenge: [number, number]; momentum?: number }) => resolveActionRoll(score);

/** MO-08..MO-12: burning momentum, offered only when it would help, refused at 0 or below. */
describe('burning momentum', () => {
	it('is refused at 0 or below, with the reason in words', () => {
		const r = roll({ stat: 2, action: 3, challenge: [6, 9] });
		expect(() => burnMomentum(r, 0, 0)).toThrow(BurnNotAllowedError);
		expect(() => burnMomentum(r, -2, 0)).toThrow('Momentum is -2: it can be burned only when it is above 0.');
		try {
			burnMomentum(r, 0, 0);
		} catch (e) {
			expect((e as Error).name).toBe('BurnNotAllowedError');
		}
	});

	it('is offered only when it would make the outcome better', () => {
		// Score 5 against 6 and 9: a miss. Momentum 7 cancels the 6 (weak hit); 10 cancels both (strong hit).
		const miss = roll({ stat: 2, action: 3, challenge: [6, 9] });
		expect(burnWouldImprove(miss, 7)).toBe(true);
		// Momentum 6 cancels nothing (a die equal to momentum stands): no better.
		expect(burnWouldImprove(miss, 6)).toBe(false);
		expect(burnWouldImprove(miss, undefined)).toBe(false);
		expect(burnWouldImprove(miss, 0)).toBe(false);
		expect(burnWouldImprove(miss, -3)).toBe(false);
		// A strong hit already: burning cannot improve it, even with every die cancelled.
		const strong = roll({ stat: 3, action: 6, challenge: [2, 3] });
		expect(burnWouldImprove(strong, 10)).toBe(false);
	});

	it('ranks the outcomes miss < weak hit < strong hit', () => {
		expect([outcomeRank('miss'), outcomeRank('weak_hit'), outcomeRank('strong_hit')]).toEqual([0, 1, 2]);
	});

	it('a roll made with no momentum known records none', () => {
		expect(Object.keys(roll({ stat: 2, action: 3, challenge: [6, 9] }))).not.toContain('momentum');
		expect(roll({ stat: 2, action: 3, challenge: [6, 9], momentum: -3 })).toMatchObject({ momentum: -3, actionCancelled: true, score: 2 });
	});
});
