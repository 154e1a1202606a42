import type { Gauge, OptionSpec, OutcomeSpec } from '../model';
import { gain, lose } from './shared';

/**
 * Endure Harm, Endure Stress and Withstand Damage share one shape: shake it off (unless the
 * impact is marked) or +1 momentum; a weak hit may trade momentum for the meter; a miss costs
 * more, and at 0 also marks an impact or rolls the move's table.
 */
export function resisted(gauge: Gauge, label: string, impact: string, strong: [string, string], atZero: OptionSpec[]): Record<'strong_hit' | 'weak_hit' | 'miss', OutcomeSpec> {
	const notMarked = [{ kind: 'unmarked' as const, impact }];
	return {
		strong_hit: {
			choices: [
				{
					pick: 1,
					options: [
						{ text: strong[0], effects: [gain(gauge, 1)], requires: notMarked },
						{ text: strong[1], effects: [gain('momentum', 1)] },
					],
				},
			],
		},
		weak_hit: {
			choices: [
				{
					pick: 1,
					options: [{ text: `Lose Momentum (−1) for +1 ${label}`, effects: [lose('momentum', 1), gain(gauge, 1)], requires: notMarked }, { text: 'Press on' }],
				},
			],
		},
		miss: {
			choices: [
				{ pick: 1, options: [{ text: `Suffer an additional −1 ${label}`, effects: [lose(gauge, 1)] }, { text: 'Lose Momentum (−2)', effects: [lose('momentum', 2)] }] },
				{ pick: 1, when: [{ kind: 'at_most', gauge, value: 0 }], options: atZero },
			],
		},
	};
}
