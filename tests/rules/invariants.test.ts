import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { burnMomentum, resolveActionRoll } from '../../src/rules/action-roll';
import { changeMomentum, momentumMax, momentumReset } from '../../src/rules/momentum';
import { RANKS, clearProgress, markProgress, progressScore, resolveProgressRoll } from '../../src/rules/progress';
import { markLegacy } from '../../src/rules/legacy';

const d6 = fc.integer({ min: 1, max: 6 });
const d10 = fc.integer({ min: 1, max: 10 });
const rank = fc.constantFrom(...RANKS);

describe('invariants (property tests)', () => {
	it('the action score never exceeds 10, and a burn never worsens the outcome', () => {
		fc.assert(
			fc.property(d6, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 8 }), d10, d10, fc.integer({ min: -6, max: 10 }), (a, s, adds, c1, c2, m) => {
				const roll = resolveActionRoll({ action: a, stat: s, adds, momentum: m, challenge: [c1, c2] });
				expect(roll.score).toBeLessThanOrEqual(10);
				if (m > 0) {
					const order = ['miss', 'weak_hit', 'strong_hit'];
					const burn = burnMomentum(roll, m, 0);
					expect(order.indexOf(burn.outcome)).toBeGreaterThanOrEqual(order.indexOf(roll.outcome));
				}
			}),
		);
	});

	it('momentum stays within −6..max after any sequence of changes', () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 6 }), fc.array(fc.integer({ min: -8, max: 8 }), { maxLength: 30 }), (debilities, deltas) => {
				let m = momentumReset(debilities);
				for (const d of deltas) {
					const change = changeMomentum(m, d, debilities);
					expect(change.to - change.from + change.blockedAbove - change.blockedBelow).toBe(d);
					m = change.to;
					expect(m).toBeGreaterThanOrEqual(-6);
					expect(m).toBeLessThanOrEqual(momentumMax(debilities));
				}
			}),
		);
	});

	it('ticks stay within 0..40 and scores within 0..10 whatever is marked or cleared', () => {
		fc.assert(
			fc.property(fc.array(fc.tuple(fc.boolean(), rank, fc.integer({ min: 1, max: 5 })), { maxLength: 40 }), (ops) => {
				let ticks = 0;
				for (const [mark, r, times] of ops) {
					ticks = mark ? markProgress(ticks, r, times) : clearProgress(ticks, r, times);
					expect(ticks).toBeGreaterThanOrEqual(0);
					expect(ticks).toBeLessThanOrEqual(40);
					expect(progressScore(ticks)).toBe(Math.floor(ticks / 4));
				}
			}),
		);
	});

	it('a progress roll outcome depends only on the score and the dice', () => {
		fc.assert(
			fc.property(fc.integer({ min: -3, max: 14 }), d10, d10, (score, c1, c2) => {
				const r = resolveProgressRoll(score, [c1, c2]);
				expect(r.score).toBeGreaterThanOrEqual(0);
				expect(r.score).toBeLessThanOrEqual(10);
			}),
		);
	});

	it('legacy XP is 2 per box before the track first completes and 1 after', () => {
		fc.assert(
			fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 20 }), (marks) => {
				let state = { ticks: 0, completed: false };
				let xp = 0;
				let total = 0;
				for (const t of marks) {
					const m = markLegacy(state, t);
					xp += m.xp;
					total += t;
					state = m.after;
				}
				const boxes = Math.floor(total / 4);
				expect(xp).toBe(Math.min(boxes, 10) * 2 + Math.max(0, boxes - 10));
			}),
		);
	});
});
