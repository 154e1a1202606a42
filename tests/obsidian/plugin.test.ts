// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { App, Editor, MarkdownRenderChild } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import IronLedgerPlugin from '../../main.ts';
import manifest from '../../manifest.json';
import { fixedDice } from '../../src/rules/dice';
import { type Answer, ScriptedPrompter } from '../helpers/scripted-prompter';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

class TestEditor extends Editor {}

type Internals = { commands__: Map<string, { id: string; name: string; hotkeys?: unknown; callback?: () => void }>; markdownCodeBlockProcessors__: Map<string, (source: string, el: HTMLElement, ctx: unknown) => void> };

async function loadPlugin(files: Record<string, string> = {}, data?: unknown) {
	const app = App.createConfigured__({ files });
	const plugin = new IronLedgerPlugin(app.asOriginalType__(), manifest);
	if (data) await plugin.saveData(data);
	await plugin.onload();
	return { app, plugin, internals: plugin as unknown as Internals };
}

/** Runs a command's callback as the palette would, with scripted answers and dice. */
async function runCommand(plugin: IronLedgerPlugin, internals: Internals, id: string, script: Answer[], dice: number[]) {
	const prompter = new ScriptedPrompter(script);
	plugin.prompter = () => prompter as never;
	plugin.dice = () => fixedDice(dice);
	internals.commands__.get(id)?.callback?.();
	// The flow is async: wait until the script is spent and the write has landed.
	for (let i = 0; i < 50 && prompter.remaining > 0; i++) await new Promise((r) => window.setTimeout(r, 0));
	await new Promise((r) => window.setTimeout(r, 5));
	return prompter;
}

describe('the Obsidian plugin', () => {
	it('registers the commands by stable id, in sentence case, with no default hotkeys', async () => {
		const { internals } = await loadPlugin();
		const commands = [...internals.commands__.values()];
		expect(commands.map((c) => [c.id, c.name])).toEqual([
			['make-move', 'Make a move'],
			['make-progress-move', 'Make a progress move'],
			['roll-oracle', 'Roll an oracle'],
			['ask-the-oracle', 'Ask the Oracle'],
			['pick-two', 'Ask the Oracle: pick two'],
			['pay-the-price', 'Pay the Price'],
			['fill-template', 'Fill an oracle template'],
			['take-or-suffer', 'Take or suffer on a meter'],
			['mark-or-clear-debility', 'Mark or clear a debility'],
			['take-meter', 'Take on a meter or momentum'],
			['suffer-meter', 'Suffer on a meter or momentum'],
			['mark-impact', 'Mark a debility or impact'],
			['clear-impact', 'Clear a debility or impact'],
			['set-initiative', 'Set initiative'],
			['set-position', 'Set position'],
			['earn-experience', 'Earn experience'],
			['spend-experience', 'Spend experience'],
			['add-asset', 'Add an asset'],
			['remove-asset', 'Remove an asset'],
			['fill-asset-input', "Fill an asset's input"],
			['change-asset-control', "Change an asset's meter or condition"],
			['discover-a-site', 'Discover a site'],
			['delve-the-depths', 'Delve the depths'],
			['create-threat', 'Create a threat'],
			['advance-a-threat', 'Advance a threat'],
			['take-a-hiatus', 'Take a hiatus'],
			['buy-rarity', 'Buy a rarity'],
			['create-character', 'Create character'],
			['set-active-character', 'Set the active character'],
			['create-progress-track', 'Create progress track'],
			['mark-progress', 'Mark progress'],
			['complete-track', 'Complete a progress track'],
			['forsake-track', 'Forsake a progress track'],
			['create-clock', 'Create clock'],
			['advance-clock', 'Advance clock'],
			['burn-momentum', 'Burn momentum on the last roll'],
			['undo-last-move', 'Undo last move'],
			['verify-campaign', 'Verify campaign'],
			['create-dashboard', 'Create the campaign dashboard'],
			['export-story', 'Export the campaign as a story'],
			['generate-entity', 'Generate an entity'],
			['choose-truths', "Choose your world's truths"],
			['show-roll-statistics', 'Show roll statistics'],
			['insert-link', 'Insert a link to a move, oracle or asset'],
			['open-sidebar', 'Open the sidebar'],
		]);
		expect(commands.every((c) => c.hotkeys === undefined)).toBe(true);
	});

	it('parses no game content while loading', async () => {
		const { plugin } = await loadPlugin();
		expect((plugin as unknown as { library?: unknown }).library).toBeUndefined();
	});

	it('Make a move writes the block at the cursor and nothing else', async () => {
		const { app, plugin, internals } = await loadPlugin();
		const editor = new TestEditor();
		editor.setValue('# Session 1\nI leap for the rope.\nMore text');
		editor.setCursor({ line: 1, ch: 20 });
		app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
		await runCommand(plugin, internals, 'make-move', [{ pick: 'Face Danger' }, { pick: '+edge' }, { number: 3 }, { text: '' }, { options: [1] }], [6, 2, 10]);
		// The block carries its place in play order (docs/blocks.md), stamped as it lands.
		expect(editor.getValue()).toMatch(/\nkind: action\nat: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z\nseq: 1\n/);
		expect(editor.getValue().replace(/^at: .*\nseq: \d+\n/m, '')).toBe(
			[
				'# Session 1',
				'I leap for the rope.',
				'```iron-move',
				'# Face Danger (+edge): weak hit, 9 vs 2 and 10',
				'v: 1',
				'kind: action',
				'move: move:classic/adventure/face_danger',
				'name: Face Danger',
				'stat: edge',
				'stat_value: 3',
				'action_die: 6',
				'challenge: [2, 10]',
				'score: 9',
				'outcome: weak hit',
				'match: false',
				'choices:',
				'  - pick: 1',
				'    options:',
				'      - "Delayed, lose advantage or a new danger: suffer −1 momentum"',
				'      - "Tired or hurt: Endure Harm (1 harm)"',
				'      - "Dispirited or afraid: Endure Stress (1 stress)"',
				'      - "Sacrifice resources: suffer −1 supply"',
				'    chosen:',
				'      - "Delayed, lose advantage or a new danger: suffer −1 momentum"',
				'```',
				'More text',
			].join('\n'),
		);
	});

	it.each([
		['make-progress-move', [{ pick: 'Fulfill Your Vow' }, { number: 7 }, 'later'], [2, 9], ['kind: progress', 'score: 7', 'outcome: weak hit']],
		['roll-oracle', [{ pick: 'Action and Theme Oracles › Action' }], [1], ['kind: oracle', 'table: Action', 'roll: 1', 'result: Scheme']],
		['ask-the-oracle', [{ pick: 'Likely' }, { text: 'Is the rope frayed?' }], [25], ['question: Is the rope frayed?', 'style: classic', 'answer: no']],
		['pay-the-price', [], [44], ['move: move:classic/fate/pay_the_price', 'roll: 44']],
		['pick-two', [{ text: 'The rope holds' }, { text: 'The rope snaps' }], [26], ['answer: yes', 'pick:', '  likely: The rope holds', '  other: The rope snaps', '  result: The rope holds']],
	] as const)('%s writes its block at the cursor', async (id, script, dice, expected) => {
		const { app, plugin, internals } = await loadPlugin({}, { rulesets: ['classic'] });
		const editor = new TestEditor();
		editor.setValue('Before\n\nAfter');
		editor.setCursor({ line: 1, ch: 0 });
		app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
		await runCommand(plugin, internals, id, [...script] as Answer[], [...dice]);
		const text = editor.getValue();
		expect(text.startsWith('Before\n```iron-move\n')).toBe(true);
		// The blank line the cursor was on stays after the block.
		expect(text.endsWith('```\n\nAfter')).toBe(true);
		for (const line of expected) expect(text).toContain(`\n${line}\n`);
	});

	it('with no note open and results going to the cursor, a command says so and writes nothing', async () => {
		const { app, plugin, internals } = await loadPlugin();
		app.workspace.getActiveViewOfType = () => null;
		const prompter = await runCommand(plugin, internals, 'make-move', [], []);
		expect(prompter.asked).toEqual([]);
	});

	it('with results sent to the journal, Ask the Oracle appends to the journal note, creating it', async () => {
		const { app, plugin, internals } = await loadPlugin({}, { placement: 'journal', journalNote: 'Campaign/Journal.md', rulesets: ['starforged'] });
		await runCommand(plugin, internals, 'ask-the-oracle', [{ pick: '50/50' }, { text: '' }], [50]);
		const file = app.vault.getFileByPath('Campaign/Journal.md');
		expect(file).not.toBeNull();
		const text = await app.vault.read(file!);
		expect(text).toMatch(/# Ask the Oracle \(50 50\): yes \(50\)\nv: 1\nkind: ask\nat: [-\d:.TZ]+\nseq: 1\nmove: move:starforged\/fate\/ask_the_oracle/);
	});

	it('renders iron-move code blocks through a render child', async () => {
		const { internals } = await loadPlugin();
		const processor = internals.markdownCodeBlockProcessors__.get('iron-move');
		const el = createDiv();
		const children: unknown[] = [];
		processor?.('v: 1\nkind: ask\nodds: likely\nstyle: classic\nroll: 30\nanswer: yes\nmatch: false', el, { addChild: (c: unknown) => children.push(c) });
		expect(children).toHaveLength(1);
		const child = children[0] as MarkdownRenderChild;
		child.load();
		expect(el.querySelector('.iron-ledger-yes')?.textContent).toBe('Yes');
		child.unload();
	});

	it('keeps settings it does not know how to read out of the way: bad values fall back to defaults', async () => {
		const { plugin } = await loadPlugin({}, { rulesets: ['classic', 'nonsense'], dice: 'loaded', placement: 7 });
		expect(plugin.settings).toMatchObject({ rulesets: ['classic'], dice: 'digital', placement: 'cursor' });
	});
});
