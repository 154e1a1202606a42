// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const KIRA = ['---', 'iron_ledger: character', 'ruleset: classic', 'name: Kira', 'edge: 3', 'heart: 2', 'iron: 2', 'shadow: 1', 'wits: 1', 'health: 5', 'spirit: 5', 'supply: 6', 'momentum: 2', '---', '# Kira', ''].join('\n');

describe('Verify campaign from the palette checks the sheets', () => {
	it('a sheet value outside the rules is named in the notice, and nothing is offered to set', async () => {
		const h = await pluginHarness({ files: { 'Characters/Kira.md': KIRA } });
		const asked = await h.run('verify-campaign', []);
		expect(asked.asked).toEqual([]);
		expect(h.notices).toHaveLength(1);
		expect(h.notices[0]).toContain('\nCharacters/Kira.md: supply is 6, above its most (5).');
	});
});
