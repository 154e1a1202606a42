import { describe, expect, it } from 'vitest';
import type { FlowPorts } from '../../src/flows/ports';
import { makeMoveFlow } from '../../src/flows/make-move-flow';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';
import { type Answer, ScriptedPrompter } from '../helpers/scripted-prompter';

describe('Make a move: Confront Chaos from the palette', () => {
	it('asks how many aspects and rolls the table that many times', async () => {
		const written: string[] = [];
		const prompt = new ScriptedPrompter([{ pick: 'Confront Chaos' }, { pick: '2' }, 'later'] as Answer[]);
		const p: FlowPorts = {
			content: library,
			rulesets: ['sundered_isles'],
			dice: fixedDice([5, 50]),
			diceMode: 'digital',
			prompt,
			sink: { insert: (fenced) => (written.push(fenced), Promise.resolve()) },
			tracks: () => Promise.resolve([]),
			notify: () => undefined,
		};
		await makeMoveFlow(p);
		expect(prompt.asked[1]?.title).toBe('Confront Chaos: how many aspects?');
		expect(prompt.asked[1]?.choices).toEqual(['1', '2', '3']);
		expect(written[0]).toContain('# Confront Chaos; Confront Chaos 5: Archive or map bearing a dire warning; Confront Chaos 50: Malevolent being of dreadful power');
	});
});
