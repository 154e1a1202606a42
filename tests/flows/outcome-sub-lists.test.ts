import { describe, expect, it } from 'vitest';
import { runMove } from '../../src/flows/make-move-flow';
import { askChoices } from '../../src/flows/outcome-choices';
import type { FlowPorts } from '../../src/flows/ports';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';
import { type Answer, ScriptedPrompter } from '../helpers/scripted-prompter';

/** Undertake an Expedition with a weak hit (+edge 3, dice 1, 3, 9), then its "choose one" asked with these answers. */
async function expedition(answers: Answer[]) {
	const prompt = new ScriptedPrompter([{ pick: '+edge' }, { number: 3 }, { text: '' }, ...answers]);
	const ports: FlowPorts = {
		content: library,
		rulesets: ['starforged'],
		dice: fixedDice([1, 3, 9]),
		diceMode: 'digital',
		prompt,
		sink: { insert: () => Promise.resolve() },
		tracks: () => Promise.resolve([]),
		notify: () => undefined,
	};
	const scope = library.ruleset('starforged');
	const run = await runMove(ports, scope, scope.move('move:starforged/exploration/undertake_an_expedition'));
	if (!run) throw new Error('the move was not made');
	expect(await askChoices(ports, run.turn)).toBe(true);
	expect(prompt.remaining).toBe(0);
	const asked = prompt.asked.filter((q) => q.kind === 'options').map((q) => q.title);
	return { block: run.turn.block(), asked };
}

const TWO = 'Suffer costs en route: two suffer moves (−1), chosen next';

describe('the palette asks a sub-list only after the option that opens it (Undertake an Expedition)', () => {
	it('one suffer move (−2): the two (−1) moves are not asked, and the block has no open choice', async () => {
		const { block, asked } = await expedition([{ options: [1] }]);
		expect(asked).toEqual(['Undertake an Expedition: choose 1']);
		expect(block.choices?.map((c) => c.chosen)).toEqual([['Suffer costs en route: Lose Momentum (−2)'], []]);
		expect(block.followUps ?? []).toEqual([]);
	});

	it('two suffer moves: the sub-list is asked next, for exactly two', async () => {
		const { block, asked } = await expedition([{ options: [7] }, { options: [1, 4] }]);
		expect(asked).toEqual(['Undertake an Expedition: choose 1', 'Undertake an Expedition: choose 2']);
		expect(block.choices?.map((c) => c.chosen)).toEqual([[TWO], ['One of two: Lose Momentum (−1)', 'One of two: Sacrifice Resources (−1)']]);
	});

	it('decided later: the sub-list waits with its list, both open in the block', async () => {
		const { block, asked } = await expedition(['later']);
		expect(asked).toEqual(['Undertake an Expedition: choose 1']);
		expect(block.choices?.map((c) => c.chosen)).toEqual([undefined, undefined]);
	});
});
