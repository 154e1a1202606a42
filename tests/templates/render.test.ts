// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it } from 'vitest';
import type { TemplateBlock } from '../../src/journal/block';
import { writeBlockBody } from '../../src/journal/write';
import { renderBlockSource } from '../../src/render/render-block';
import { library } from '../helpers/content';

const block: TemplateBlock = {
	kind: 'template',
	by: '[[Characters/Kira]]',
	template: '[[Templates/NPC]]',
	text: 'A Guide named <b>Althea</b>.\n\nThe tavern: Rowdy, and Sailors',
	oracles: [
		{ oracle: 'oracle_rollable:starforged/character/role', name: 'Character Role', roll: 34, result: 'Guide', rolls: [] },
		{ oracle: 'oracle_rollable:starforged/character/name/given_name', name: 'Given Name', roll: 5, result: '<b>Althea</b>', rolls: [] },
		{ oracle: '[[Oracles/Tavern mood]]', name: 'Tavern mood', roll: 60, result: 'Rowdy, and [[Patrons]]', rolls: [{ oracle: '[[Oracles/Patrons]]', name: 'Patrons', roll: 5, result: 'Sailors', rolls: [] }] },
	],
	changes: [],
	extra: {},
};

function render(b: TemplateBlock): HTMLElement {
	const el = createDiv();
	renderBlockSource(el, writeBlockBody(b), { content: library, openLink: () => undefined, listen: () => undefined });
	return el;
}

describe('the template card', () => {
	it('shows the filled text first, line by line, as text, then each slot’s table, roll and result', () => {
		const el = render(block);
		expect(el.querySelector('.iron-ledger-error')).toBeNull();
		expect(el.querySelector('.iron-ledger-kind-template .iron-ledger-move-name')?.textContent).toBe('NPC');
		expect(el.querySelector('.iron-ledger-by')?.textContent).toBe('Kira');
		const lines = [...el.querySelectorAll('.iron-ledger-template-text .iron-ledger-template-line')].map((l) => l.textContent);
		expect(lines).toEqual(['A Guide named <b>Althea</b>.', '', 'The tavern: Rowdy, and Sailors']);
		expect(el.querySelector('b')).toBeNull();
		// The text comes before the rolls.
		const parts = [...(el.querySelector('.iron-ledger-block')?.children ?? [])].map((c) => c.className);
		expect(parts.indexOf('iron-ledger-template-text')).toBeLessThan(parts.indexOf('iron-ledger-oracles'));
		const rolls = [...el.querySelectorAll('.iron-ledger-oracles > li')].map((li) => li.textContent);
		expect(rolls).toEqual(['Character Role34Guide', 'Given Name5<b>Althea</b>', 'Tavern mood60Rowdy, and [[Patrons]]Patrons5Sailors']);
	});

	it('an inline template is titled as one and shows its text; an undone one says so', () => {
		const el = render({ ...block, template: 'A {{Role}} named {{Given Name}}', undone: true });
		expect(el.querySelector('.iron-ledger-move-name')?.textContent).toBe('Oracle template');
		expect(el.querySelector('.iron-ledger-template-source')?.textContent).toBe('Template: A {{Role}} named {{Given Name}}');
		expect(el.querySelector('.iron-ledger-undone-badge')?.textContent).toBe('Undone');
	});

	it('an unknown Datasworn id in a slot is shown as a problem, as on every card', () => {
		const el = render({ ...block, oracles: [{ ...block.oracles[0]!, oracle: 'oracle_rollable:starforged/character/nobody' }] });
		expect(el.querySelector('.iron-ledger-error li')?.textContent).toBe('Line 1: Unknown Datasworn id oracle_rollable:starforged/character/nobody: no ruleset Iron Ledger ships has it.');
	});
});
