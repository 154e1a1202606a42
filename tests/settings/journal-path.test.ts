import { describe, expect, it, vi } from 'vitest';
import { journalNotePath } from '../../src/settings/journal-path';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

describe('the journal note path of the settings', () => {
	it.each([
		['Journal', 'Journal.md'],
		['Campaign/Journal', 'Campaign/Journal.md'],
		['Journal.md', 'Journal.md'],
		[' Campaign//Journal.MD ', 'Campaign/Journal.MD'],
	])('%j is the note %s', (setting, path) => expect(journalNotePath(setting)).toEqual({ ok: true, path }));

	it.each(['', '  ', '/', 'Folder/', 'Story.html', 'Notes/.hidden', 'Canvas.canvas'])('%j is refused in one line', (setting) => {
		const result = journalNotePath(setting);
		expect(result.ok).toBe(false);
		if (!result.ok) expect(result.problem).toMatch(/^The journal note in the settings .*: set a note such as Journal\.md; nothing was written\.$/);
	});
});
