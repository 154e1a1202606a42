import { describe, expect, it } from 'vitest';
import type { FlowPorts } from '../../src/flows/ports';
import { rollOracleFlow } from '../../src/flows/oracle-flows';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';
import { type Answer, ScriptedPrompter } from '../helpers/scripted-prompter';

function ports(script: Answer[], dice: number[]) {
	const written: string[] = [];
	const prompt = new ScriptedPrompter(script);
	const p: FlowPorts = {
		content: library,
		rulesets: ['sundered_isles'],
		dice: fixedDice(dice),
		diceMode: 'digital',
		prompt,
		sink: { insert: (fenced) => (written.push(fenced), Promise.resolve()) },
		tracks: () => Promise.resolve([]),
		notify: () => undefined,
	};
	return { p, written, prompt };
}

describe('Roll an oracle: the Sundered Isles\' cursed die', () => {
	it('asks for a table with a cursed version; a 10 writes the cursed result in place of the plain one', async () => {
		const { p, written, prompt } = ports([{ pick: 'Character Oracles › Character First Look' }, { pick: 'Yes' }], [37, 10]);
		await rollOracleFlow(p);
		expect(prompt.asked[1]?.choices).toEqual(['No: the table alone', 'Yes: a 10 on the cursed die reads Cursed Character First Look']);
		expect(written[0]).toContain('# Character First Look 37, cursed die 10: Eerie (cursed, in place of Flashy)');
		expect(written[0]).toContain('cursed_die: 10\nrolls:\n  - oracle: oracle_rollable:sundered_isles/character/first_look_cursed');
	});

	it('rolls no cursed die when the player says no, and does not ask for a table without a cursed version', async () => {
		const no = ports([{ pick: 'Character Oracles › Character First Look' }, { pick: 'No' }], [37]);
		await rollOracleFlow(no.p);
		expect(no.written[0]).toContain('# Character First Look 37: Flashy\n');
		expect(no.written[0]).not.toContain('cursed');
		const plain = ports([{ pick: 'Core Oracles › Action' }], [50]);
		await rollOracleFlow(plain.p);
		expect(plain.prompt.asked).toHaveLength(1);
	});

	it('a table that Starforged and the Sundered Isles both have is told apart by its ruleset', async () => {
		const { p, prompt } = ports([{ pick: 'Core Oracles › Action' }], [50]);
		await rollOracleFlow(p);
		const names = prompt.asked[0]?.choices?.filter((c) => c.startsWith('Character Oracles › Character Name › Given Name')) ?? [];
		expect(names).toEqual(['Character Oracles › Character Name › Given Name — Ironsworn: Starforged', 'Character Oracles › Character Name › Given Name — Ironsworn: Sundered Isles']);
	});
});
