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
});
