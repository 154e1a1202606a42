import { describe, expect, it } from 'vitest';
import { MOVE_MODELS } from '../../src/moves';
import type { MoveModel } from '../../src/moves/model';
import { library } from '../helpers/content';
import { LINKS, runExample } from './run-example';

/** Which ruleset's content a move id belongs to. */
function scopeOf(model: MoveModel) {
	const ruleset = model.id.split(':')[1]?.split('/')[0] as 'classic' | 'delve' | 'starforged' | 'sundered_isles';
	return library.ruleset(ruleset);
}

function valueAfter(run: ReturnType<typeof runExample>, key: string): unknown {
	if (key.startsWith('track.')) return run.view.get(LINKS.TRACK, key.slice(6));
	if (key.startsWith('clock.')) return run.view.get(LINKS.CLOCK, key.slice(6));
	return run.view.get(LINKS.CHARACTER, key);
}

// Each move's worked examples are its tests, as a linter's rule examples are.
describe.each(MOVE_MODELS.map((m) => [m.id, m] as const))('%s', (_id, model) => {
	it('is a move of its ruleset', () => {
		expect(scopeOf(model).move(model.id).id).toBe(model.id);
	});
	it.each(model.examples.map((e) => [`${e.name}${e.proves ? ` (${e.proves.join(', ')})` : ''}`, e] as const))('%s', (_name, example) => {
		const run = runExample(scopeOf(model), model, example);
		const want = example.expect;
		if (want.refused) {
			expect(run.refused).toContain(want.refused);
			return;
		}
		expect(run.refused).toEqual([]);
		if (want.outcome) expect(run.outcome).toBe(want.outcome);
		if (want.countsAs) expect(run.evaluation?.countsAs).toBe(want.countsAs);
		if (want.options) expect(run.evaluation?.choices.flatMap((c) => c.options.map((o) => o.text))).toEqual(want.options);
		if (want.followUps) expect(run.followUps).toEqual(want.followUps);
		// Every example says whether a doubles d100 adds a note: none unless it names one.
		expect(run.evaluation?.tableNote).toBe(want.tableNote);
		for (const [key, value] of Object.entries(want.after ?? {})) expect(valueAfter(run, key), key).toEqual(value);
	});
});
