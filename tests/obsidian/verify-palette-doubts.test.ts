// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const fence = (body: string) => `\`\`\`iron-move\n${body}\n\`\`\`\n`;
const TAKE = fence('v: 1\nkind: sheet\nwhat: Take momentum\nchanges:\n  - note: "[[Characters/Kira]]"\n    key: momentum\n    from: 3\n    to: 4');
// Hand-edited to a score of 12: it no longer reads, but still records its +1 momentum.
const FACE_DANGER = fence(
	'v: 1\nkind: action\nmove: move:classic/adventure/face_danger\nname: Face Danger\nstat: edge\nstat_value: 3\naction_die: 3\nchallenge: [2, 4]\nscore: 12\noutcome: strong hit\nmatch: false\nchanges:\n  - note: "[[Characters/Kira]]"\n    key: momentum\n    from: 4\n    to: 5',
);

describe('Verify campaign from the palette, with a block that cannot be read', () => {
	it('offers no value from the rest of the journal for what that block changes: it says why instead', async () => {
		const h = await pluginHarness({ files: { 'Journal.md': `# Session 1\n\n${TAKE}\n${FACE_DANGER}`, 'Characters/Kira.md': '---\nmomentum: 5\n---\n' } });
		const asked = await h.run('verify-campaign', []);
		expect(asked.asked).toEqual([]);
		expect(h.notices).toHaveLength(1);
		const notice = h.notices[0] ?? '';
		expect(notice).toMatch(/^Iron Ledger: 2 problems in the journal; none can be fixed by setting a value:\nJournal\.md:23: "score" is 12; it cannot be above 10\.\n/);
		expect(notice).toContain('momentum of [[Characters/Kira]] is 5, but the blocks that can be read (last at Journal.md:3) say 4. Not fixed: the block at Journal.md:14 cannot be read and changes it too; mend what cannot be read, then verify again.');
		expect(notice).not.toContain('Fix: set it to 4');
		expect(await h.read('Characters/Kira.md')).toBe('---\nmomentum: 5\n---\n');
	});
});
