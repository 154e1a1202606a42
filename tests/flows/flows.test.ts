import { describe, expect, it } from 'vitest';
import type { FlowPorts } from '../../src/flows/ports';
import { makeMoveFlow } from '../../src/flows/make-move-flow';
import { askTheOracleFlow, payThePriceFlow, rollOracleFlow } from '../../src/flows/oracle-flows';
import { fixedDice } from '../../src/rules/dice';
import type { RulesetId } from '../../src/content/rulesets';
import { library } from '../helpers/content';
import { type Answer, ScriptedPrompter } from '../helpers/scripted-prompter';

function ports(script: Answer[], opts: { rulesets?: RulesetId[]; dice?: number[]; mode?: FlowPorts['diceMode']; character?: FlowPorts['character']; tracks?: { link: string; name: string; ticks: number }[] } = {}) {
	const written: string[] = [];
	const prompt = new ScriptedPrompter(script);
	const p: FlowPorts = {
		content: library,
		rulesets: opts.rulesets ?? ['classic'],
		dice: fixedDice(opts.dice ?? []),
		diceMode: opts.mode ?? 'digital',
		prompt,
		sink: { insert: (fenced) => (written.push(fenced), Promise.resolve()) },
		character: opts.character,
		tracks: () => Promise.resolve(opts.tracks ?? []),
		notify: () => undefined,
	};
	return { p, written, prompt };
}

describe('Make a move', () => {
	it('picks the move, the stat, the adds, rolls and writes the block', async () => {
		const { p, written, prompt } = ports([{ pick: 'Face Danger' }, { pick: '+edge' }, { number: 2 }, { text: '+1 Secure an Advantage' }, 'later'], { dice: [3, 4, 9] });
		await makeMoveFlow(p);
		expect(written).toEqual([
			[
				'```iron-move',
				'# Face Danger (+edge): weak hit, 6 vs 4 and 9; a choice is open',
				'v: 1',
				'kind: action',
				'move: move:classic/adventure/face_danger',
				'name: Face Danger',
				'stat: edge',
				'stat_value: 2',
				'adds:',
				'  - value: 1',
				'    reason: Secure an Advantage',
				'action_die: 3',
				'challenge: [4, 9]',
				'score: 6',
				'outcome: weak hit',
				'match: false',
				// The weak hit's choice, left open: the block keeps it until the player picks.
				'choices:',
				'  - pick: 1',
				'    options:',
				'      - "Delayed, lose advantage or a new danger: suffer −1 momentum"',
				'      - "Tired or hurt: Endure Harm (1 harm)"',
				'      - "Dispirited or afraid: Endure Stress (1 stress)"',
				'      - "Sacrifice resources: suffer −1 supply"',
				'```',
				'',
			].join('\n'),
		]);
		expect(prompt.remaining).toBe(0);
		// Without a character sheet, the odds come once the value is known.
		expect(prompt.asked[3]?.title).toBe('Adds, if any — e.g. "+1 Secure an Advantage, +1 bonded". With +2: strong 23% · weak 44% · miss 33%');
	});

	it('shows each roll option with the character’s value and the exact odds, and offers a burn that helps', async () => {
		const character = { link: '[[Kira]]', values: { edge: 2, heart: 1, iron: 3, shadow: 1, wits: 2 }, momentum: 6, debilities: 0 };
		const { p, written, prompt } = ports([{ pick: 'Face Danger' }, { pick: '+iron' }, { text: '' }, { confirm: true }, 'later'], { dice: [1, 5, 8], character });
		await makeMoveFlow(p);
		const options = prompt.asked[1]?.choices ?? [];
		expect(options).toContain('+iron (3) — With aggressive action, forceful defense, strength, or endurance — strong 33% · weak 44% · miss 23%');
		expect(prompt.asked[3]?.title).toBe('Burn momentum? You rolled a miss (4 vs 5 and 8). Burning momentum 6 makes it a weak hit, and momentum resets to 2.');
		expect(written[0]).toContain('by: "[[Kira]]"');
		expect(written[0]).toContain('burn:\n  from: 6\n  to: 2\n  cancelled: [5]\n  outcome_before: miss\n');
		expect(written[0]).toContain('outcome: weak hit');
	});

	it('takes physical dice one at a time when the player rolls by hand', async () => {
		const { p, written, prompt } = ports([{ pick: 'Face Danger' }, { pick: '+wits' }, { number: 3 }, { text: '' }, { die: 6 }, { die: 2 }, { die: 2 }], { mode: 'physical' });
		await makeMoveFlow(p);
		expect(prompt.asked.filter((q) => q.kind === 'die').map((q) => q.title)).toEqual([
			'Die 1: your action die (d6)',
			'Die 2: your challenge die (d10)',
			'Die 3: your challenge die (d10)',
		]);
		expect(written[0]).toContain('# Face Danger (+wits): strong hit with a match, 9 vs 2 and 2');
	});

	it('rolls "whichever is higher" from both values', async () => {
		const { p, written } = ports([{ pick: 'Endure Harm' }, { pick: 'Higher of +iron and +health' }, { number: 1 }, { number: 4 }, { text: '' }], { dice: [2, 3, 9] });
		await makeMoveFlow(p);
		expect(written[0]).toContain('stat: iron/health\nstat_value: 4\n');
	});

	it('a progress move scores the picked track from its ticks', async () => {
		const { p, written, prompt } = ports([{ pick: 'Fulfill Your Vow' }, { pick: 'Avenge my kin' }, 'later'], { dice: [5, 8], tracks: [{ link: '[[Avenge my kin]]', name: 'Avenge my kin', ticks: 26 }] });
		await makeMoveFlow(p, true);
		expect(prompt.asked[1]?.choices?.[0]).toBe('Avenge my kin — progress 6 — strong 25% · weak 50% · miss 25%');
		expect(written[0]).toContain('# Fulfill Your Vow: weak hit, progress 6 vs 5 and 8');
		expect(written[0]).toContain('track: "[[Avenge my kin]]"');
	});

	it('a move with no roll writes its text as a reminder', async () => {
		const { p, written } = ports([{ pick: 'Reach a Milestone' }]);
		await makeMoveFlow(p);
		expect(written[0]).toContain('kind: no_roll');
		expect(written[0]).toContain('text: |');
	});

	it('cancelling at any step writes nothing', async () => {
		const { p, written } = ports([{ pick: 'Face Danger' }, 'cancel']);
		expect(await makeMoveFlow(p)).toBeUndefined();
		expect(written).toEqual([]);
	});

	it('lists each ruleset’s own moves: classic and Starforged Face Danger both appear, by ruleset', async () => {
		const { p, prompt } = ports(['cancel'], { rulesets: ['classic', 'delve', 'starforged'] });
		await makeMoveFlow(p);
		const faceDanger = (prompt.asked[0]?.choices ?? []).filter((c) => c.startsWith('Face Danger —'));
		expect(faceDanger).toEqual(['Face Danger — Ironsworn: Delve · Adventure Moves', 'Face Danger — Ironsworn: Starforged · Adventure Moves']);
	});
});

describe('oracle commands', () => {
	it('Roll an oracle writes the roll with its nested results', async () => {
		const { p, written } = ports([{ pick: 'Turning Point Oracles › Major Plot Twist' }], { dice: [97, 3, 3] });
		await rollOracleFlow(p);
		expect(written[0]).toContain('result: It was all a diversion.\n    duplicate: true');
	});

	it('Ask the Oracle reads the ruleset’s odds', async () => {
		const { p, written, prompt } = ports([{ pick: 'Ironsworn: Starforged' }, { pick: 'Likely' }, { text: 'Is the hatch sealed?' }], { rulesets: ['classic', 'starforged'], dice: [70] });
		await askTheOracleFlow(p);
		expect(prompt.asked[1]?.choices).toEqual(['Almost certain — yes 90%', 'Likely — yes 75%', '50/50 — yes 50%', 'Unlikely — yes 25%', 'Small chance — yes 10%']);
		expect(written[0]).toContain('# Ask the Oracle "Is the hatch sealed?" (likely): yes (70)');
	});

	it('Pay the Price rolls the ruleset’s table', async () => {
		const { p, written } = ports([], { dice: [44] });
		await payThePriceFlow(p);
		expect(written[0]).toContain('move: move:classic/fate/pay_the_price');
		expect(written[0]).toContain('roll: 44');
	});
});

describe('choices with a minimum', () => {
	it('Starforged Forsake Your Vow asks again until at least one cost is chosen', async () => {
		const { p, written, prompt } = ports([{ pick: 'Forsake Your Vow' }, { options: [] }, { options: [3] }], { rulesets: ['starforged'] });
		await makeMoveFlow(p);
		const asked = prompt.asked.filter((q) => q.kind === 'options').map((q) => q.title);
		expect(asked).toEqual(['Forsake Your Vow: choose 1 to 6', 'Choose at least 1. Forsake Your Vow: choose again']);
		expect(written[0]).toContain('chosen:\n      - "You must abandon a path or resource: discard an asset"');
	});
});
