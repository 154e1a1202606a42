// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { campaignBase } from '../../src/dashboard/campaign-base';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

describe('Create the campaign dashboard, from the palette', () => {
	it('writes the Bases file once; a second time says it is the player’s and changes nothing', async () => {
		const h = await pluginHarness();
		await h.run('create-dashboard', []);
		expect(await h.read('Campaign dashboard.base')).toBe(campaignBase());
		await h.app.vault.modify(h.app.vault.getAbstractFileByPath('Campaign dashboard.base') as never, 'mine\n');
		await h.run('create-dashboard', []);
		expect(h.notices.at(-1)).toBe('Iron Ledger: Campaign dashboard.base is already there: it is yours, and Iron Ledger leaves it as it is.');
		expect(await h.read('Campaign dashboard.base')).toBe('mine\n');
	});
});
