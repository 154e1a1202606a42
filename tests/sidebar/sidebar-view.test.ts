// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { WorkspaceLeaf } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import { IronLedgerSidebar } from '../../src/sidebar/sidebar-view';
import { characterNote } from '../helpers/character-notes';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

async function open() {
	const h = await pluginHarness({ files: { 'Characters/Kira.md': characterNote('classic', 'Kira') }, activeCharacter: 'Characters/Kira.md' });
	const view = new IronLedgerSidebar(WorkspaceLeaf.create2__(h.app) as never, h.plugin);
	await view.onOpen();
	return { ...h, view, el: view.contentEl };
}

describe('the sidebar view', () => {
	it('two quick redraws show one tab, the later one; the old one stays until the new one is ready', async () => {
		const { view, el } = await open();
		const before = el.querySelector('.iron-ledger-tab-body');
		const first = view.refresh();
		// Nothing is blanked while the notes are read.
		expect(el.querySelector('.iron-ledger-tab-body')).toBe(before);
		const second = view.refresh();
		await Promise.all([first, second]);
		expect(el.querySelectorAll('.iron-ledger-tabs')).toHaveLength(1);
		expect(el.querySelectorAll('.iron-ledger-tab-body')).toHaveLength(1);
		expect(el.querySelector('.iron-ledger-tab-body')).not.toBe(before);
		expect(el.querySelector('h4')?.textContent).toBe('Kira');
	});

	it('the sheet tab reads the character note once per redraw, for the sheet and the rules alike', async () => {
		const { app, view, el } = await open();
		const reads = vi.spyOn(app.vault, 'cachedRead');
		await view.refresh();
		expect(reads.mock.calls.filter(([f]) => (f as { path: string }).path === 'Characters/Kira.md')).toHaveLength(1);
		// What XP buys comes from the rules' sheet: still there.
		expect(el.querySelector('.iron-ledger-xp-spend')).not.toBeNull();
	});
});
