import type { Gauge } from '../model';
import { type EffectReport, applyEffect } from './effects';
import { type Situation, gaugeKey } from './situation';
import type { StateView } from './state-view';

/**
 * A suffer move's loss, taken before anything else with the usual overflow rules. What the
 * gauge could not take is kept on the situation: Lose Momentum at −6 and Sacrifice Resources
 * while unprepared send only that part elsewhere.
 */
export function takeLoss(view: StateView, s: Situation, gauge: Gauge, amount: number, report: EffectReport): void {
	const c = s.character;
	const key = gaugeKey(s, gauge);
	if (!c || !key) {
		applyEffect(view, s, { kind: 'gauge', gauge, amount: -amount }, report);
		return;
	}
	const before = view.num(c, key);
	if (amount > 0) applyEffect(view, s, { kind: 'gauge', gauge, amount: -amount }, report);
	s.loss = { amount, left: amount - (before - view.num(c, key)) };
}
