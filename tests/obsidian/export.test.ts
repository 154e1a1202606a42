// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it, vi } from 'vitest';
import { pluginHarness } from '../helpers/plugin-harness';
import { BROKEN, SESSION_1 } from '../story-export/notes';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

const files = {
	'Journal/Session 10.md': '# Session 10\n\nThe end.\n',
	'Journal/Session 2.md': '# Session 2\n\nThe middle.\n',
	'Journal/Session 1.md': SESSION_1,
	'Characters/Kira.md': '---\niron_ledger: character\n---\n',
	'Notes/Ideas.md': 'Not part of it.\n',
};

async function withOpenNote(path: string) {
	const h = await pluginHarness({ files });
	h.app.workspace.getActiveFile = () => h.app.vault.getFileByPath(path);
	return h;
}

describe('Export the campaign as a story, from the palette', () => {
	it("offers the open note's folder first, then every note with moves, then each folder; writes Story.md at the root", async () => {
		const h = await withOpenNote('Journal/Session 2.md');
		const prompter = await h.run('export-story', [{ pick: 'The notes in Journal' }, { pick: 'One line each' }, { pick: 'Markdown note' }]);
		expect(prompter.asked[0]?.choices).toEqual([
			'The notes in Journal — the folder of the open note',
			'Every note with moves — wherever it is in the vault',
			'Every note in the vault',
			'The notes in Characters',
			'The notes in Notes',
		]);
		expect(h.notices.at(-1)).toBe('Iron Ledger: Wrote Story.md: 3 chapters (Journal/Session 1.md, Journal/Session 2.md, Journal/Session 10.md).');
		const story = await h.read('Story.md');
		expect(story.indexOf('# Session 1\n')).toBeLessThan(story.indexOf('# Session 2\n'));
		expect(story.indexOf('# Session 2\n')).toBeLessThan(story.indexOf('# Session 10\n'));
		expect(story).toContain('> *Face Danger (+shadow): miss with a match, 3 vs 7 and 7; next: Pay the Price*');
		expect(story).not.toContain('Not part of it.');
	});

	it('as a web page, with mechanics in full; a second export replaces its own file', async () => {
		const h = await withOpenNote('Journal/Session 1.md');
		// The scripted prompter uses its answers up: a fresh list for each run.
		const answers = () => [{ pick: 'Every note with moves' }, { pick: 'In full' }, { pick: 'Web page' }];
		await h.run('export-story', answers());
		expect(h.notices.at(-1)).toBe('Iron Ledger: Wrote Story.html: 1 chapter (Journal/Session 1.md).');
		const html = await h.read('Story.html');
		expect(html).toContain('<meta name="generator" content="Iron Ledger">');
		expect(html).toContain('<li>By Kira</li>');
		await h.run('export-story', answers());
		expect(h.notices.at(-1)).toBe('Iron Ledger: Replaced Story.html: 1 chapter (Journal/Session 1.md).');
	});

	it("never overwrites the player's own Story.md; a broken block is named in the notice and kept", async () => {
		const h = await pluginHarness({ files: { ...files, 'Story.md': 'Mine.\n', 'Journal/Session 3.md': `Before.\n\n${BROKEN}\n` } });
		await h.run('export-story', [{ pick: 'The notes in Journal' }, { pick: 'Hidden' }, { pick: 'Markdown note' }]);
		expect(h.notices.at(-1)).toBe('Iron Ledger: Story.md is already there and is not a story Iron Ledger exported: nothing was written. Choose another file.');
		expect(await h.read('Story.md')).toBe('Mine.\n');
		await h.run('export-story', [{ pick: 'The notes in Journal' }, { pick: 'Hidden' }, { pick: 'Web page' }]);
		expect(h.notices.at(-1)?.split('\n')).toEqual([
			'Iron Ledger: Wrote Story.html: 4 chapters (Journal/Session 1.md, Journal/Session 2.md, Journal/Session 3.md, Journal/Session 10.md).',
			expect.stringMatching(/^Journal\/Session 3\.md:4: a block that cannot be read is kept as text: /) as string,
		]);
		expect(await h.read('Story.html')).toContain('<pre class="verbatim"><code>```iron-move\nv: 1\nkind: action');
	});

	it('cancelling any question writes nothing', async () => {
		const h = await withOpenNote('Journal/Session 1.md');
		await h.run('export-story', [{ pick: 'The notes in Journal' }, 'cancel']);
		expect(h.app.vault.getFileByPath('Story.md')).toBeNull();
		expect(h.notices).toEqual([]);
	});
});
