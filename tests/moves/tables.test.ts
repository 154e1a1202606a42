import { describe, expect, it } from 'vitest';
import { MOVE_MODELS } from '../../src/moves';
import type { OutcomeSpec } from '../../src/moves/model';
import { library } from '../helpers/content';

// A table's rows are rules written by hand: each must line up with a row of the Datasworn table it reads.
const withTables = MOVE_MODELS.flatMap((model) =>
	[...Object.values(model.outcomes), ...Object.values(model.onMatch ?? {}), model.noRoll]
		.filter((spec): spec is OutcomeSpec => spec?.table !== undefined)
		.map((spec) => [model.id, model, spec] as const),
);

describe('tables in move outcomes', () => {
	it('some moves go on in a table (Delve the Depths, Advance a Threat)', () => {
		expect(withTables.map(([id]) => id)).toEqual(expect.arrayContaining(['move:delve/delve/delve_the_depths', 'move:delve/threat/advance_a_threat']));
	});
	it.each(withTables)('%s: one spec per row of each table it reads', (id, model, spec) => {
		const scope = library.ruleset(id.split(':')[1]?.split('/')[0] as 'delve');
		const table = spec.table;
		const columns = table?.oracle.includes('{stat}') ? (model.stats ?? []) : [''];
		expect(columns.length).toBeGreaterThan(0);
		for (const stat of columns) {
			const rows = scope.table(table?.oracle.replace('{stat}', stat) ?? '').rows.filter((r) => r.min !== null);
			expect(rows.length, stat).toBe(table?.rows.length);
			// Every face of the die lands on a row.
			for (let roll = 1; roll <= 100; roll++) expect(rows.some((r) => (r.min ?? 0) <= roll && roll <= (r.max ?? 0)), `${stat} ${roll}`).toBe(true);
		}
	});
});
