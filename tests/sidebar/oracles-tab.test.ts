// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { renderOraclesTab } from '../../src/sidebar/oracles-tab';
import { classic } from '../helpers/content';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

describe('the oracles tab', () => {
	it('lists the player’s own tables first, found by the search, each rolled by its note', () => {
		const rolled: string[] = [];
		const el = createDiv();
		renderOraclesTab(el, [classic], [], { roll: (_s, id) => void rolled.push(id), rollNote: (path) => void rolled.push(path) }, [{ name: 'Tavern mood', path: 'Oracles/Tavern mood.md' }]);
		const rows = () => [...el.querySelectorAll('.iron-ledger-oracle-row')];
		// Own tables open; each collection folded until tapped.
		expect([...el.querySelectorAll('details.iron-ledger-group')].map((d) => [d.querySelector('.iron-ledger-group-title')?.textContent, (d as HTMLDetailsElement).open])).toEqual([
			['Your tables', true],
			['Action and Theme Oracles', false],
			['Character', false],
			['Name', false],
			['Place Oracles', false],
			['Settlement Oracles', false],
			['Turning Point Oracles', false],
			// Tables inside moves fold under the moves' category.
			['Suffer Moves', false],
			['Fate Moves', false],
		]);
		expect(rows()).toHaveLength(1);
		expect(rows()[0]?.textContent).toBe('Tavern mood Your tableRoll');
		(rows()[0]?.querySelector('button') as HTMLButtonElement).click();
		const search = el.querySelector('input[type="search"]') as HTMLInputElement;
		search.value = 'tavern';
		search.dispatchEvent(new Event('input'));
		expect(rows()).toHaveLength(1);
		search.value = 'action';
		search.dispatchEvent(new Event('input'));
		(rows()[0]?.querySelector('button') as HTMLButtonElement).click();
		expect(rolled).toEqual(['Oracles/Tavern mood.md', 'oracle_rollable:classic/action_and_theme/action']);
	});

	it('a folded collection draws its tables when opened, named without the collection', () => {
		const el = createDiv();
		renderOraclesTab(el, [classic], [], { roll: () => undefined });
		const group = [...el.querySelectorAll('details.iron-ledger-group')].find((d) => d.querySelector('.iron-ledger-group-title')?.textContent === 'Action and Theme Oracles') as HTMLDetailsElement;
		expect(group.querySelectorAll('.iron-ledger-oracle-row')).toHaveLength(0);
		group.open = true;
		group.dispatchEvent(new Event('toggle'));
		expect([...group.querySelectorAll('.iron-ledger-oracle-row span')].map((s) => s.textContent)).toEqual(['Action', 'Theme']);
		expect(group.querySelector('.iron-ledger-group-count')?.textContent).toBe('2');
	});
});
