import { describe, expect, it } from 'vitest';
import { MOVE_MODELS } from '../../src/moves';
import type { OutcomeSpec } from '../../src/moves/model';
import { library } from '../helpers/content';

const specs = (m: (typeof MOVE_MODELS)[number]): OutcomeSpec[] => [...Object.values(m.outcomes), ...Object.values(m.onMatch ?? {}), ...(m.noRoll ? [m.noRoll] : [])].filter((s): s is OutcomeSpec => s !== undefined);

describe('options that roll a table (OptionSpec.roll)', () => {
	const rolling = MOVE_MODELS.flatMap((m) => specs(m).flatMap((s) => (s.choices ?? []).flatMap((c) => c.options.filter((o) => o.roll).map((o) => [m.id, o.text, o.roll as string] as const))));

	it('are the "Roll on the … table" options of Endure Harm, Endure Stress, Withstand Damage and Take Decisive Action', () => {
		expect(rolling.map(([id]) => id).sort()).toEqual(
			[
				'move:classic/suffer/endure_harm',
				'move:classic/suffer/endure_stress',
				'move:starforged/combat/take_decisive_action',
				'move:starforged/suffer/endure_harm',
				'move:starforged/suffer/endure_stress',
				'move:starforged/suffer/withstand_damage',
				'move:sundered_isles/suffer/withstand_damage',
			].sort(),
		);
	});

	it.each(rolling)('%s › %s rolls %s, a table of its ruleset', (id, _text, table) => {
		const ruleset = id.split(':')[1]?.split('/')[0] as 'classic' | 'starforged' | 'sundered_isles';
		expect(library.ruleset(ruleset).table(table).rows.length).toBeGreaterThan(0);
	});
});
