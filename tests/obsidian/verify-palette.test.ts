// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

// A change to a note that is gone: no value set in a note can settle that.
const GONE = '# Session 1\n\n```iron-move\n# Spend 3 XP\nv: 1\nkind: sheet\nwhat: Spend 3 XP\nchanges:\n  - note: "[[Characters/Ghost]]"\n    key: xp_spent\n    from: 2\n    to: 5\n```\n';

describe('Verify campaign from the palette', () => {
	it('a problem no value can fix is still shown: a notice names it, where before nothing was said', async () => {
		const h = await pluginHarness({ files: { 'Journal.md': GONE } });
		const asked = await h.run('verify-campaign', []);
		expect(asked.asked).toEqual([]);
		expect(h.notices).toHaveLength(1);
		expect(h.notices[0]).toBe("Iron Ledger: 1 problem in the journal; none can be fixed by setting a value:\n[[Characters/Ghost]] is missing or unreadable, but Journal.md:3 changed it.");
	});
});
