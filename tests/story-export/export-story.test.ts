import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { collectJournal, naturalCompare } from '../../src/story-export/collect';
import { exportStory } from '../../src/story-export/export-story';
import { isStoryExport } from '../../src/story-export/write';
import { tempDirs } from '../helpers/temp-dirs';
import { BROKEN, FACE_DANGER, SESSION_1 } from './notes';

const tempDir = tempDirs();

function vault(files: Record<string, string>): { dir: string; store: FileStateStore } {
	const dir = tempDir('story');
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true });
		writeFileSync(join(dir, path), text);
	}
	return { dir, store: new FileStateStore(dir) };
}

const read = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

describe('which notes, in which order', () => {
	it('natural order: Session 2 before Session 10, numbers of any length, case aside', () => {
		const paths = ['Journal/Session 10.md', 'Journal/session 2.md', 'Journal/Session 1.md', 'A/Session 02.md', 'Journal/Session 99999999999999999999.md', 'Journal/Session 100000000000000000000.md'];
		expect([...paths].sort(naturalCompare)).toEqual(['A/Session 02.md', 'Journal/Session 1.md', 'Journal/session 2.md', 'Journal/Session 10.md', 'Journal/Session 99999999999999999999.md', 'Journal/Session 100000000000000000000.md']);
	});

	it("a folder's notes in natural order, nested folders too, without Iron Ledger's own notes", async () => {
		const { store } = vault({
			'Journal/Session 10.md': 'ten',
			'Journal/Session 2.md': 'two',
			'Journal/Arc 1/Session 1.md': 'one',
			'Journal/Kira.md': '---\niron_ledger: character\n---\n',
			'Journal/Broken yaml.md': '---\n: [\n---\nstill a journal\n',
			'Elsewhere.md': 'not asked for',
		});
		const notes = await collectJournal(store, [{ kind: 'folder', path: 'Journal' }]);
		expect(notes.map((n) => n.path)).toEqual(['Journal/Arc 1/Session 1.md', 'Journal/Broken yaml.md', 'Journal/Session 2.md', 'Journal/Session 10.md']);
	});

	it('named notes are ordered too, each once; "every note with moves" finds the notes that hold blocks', async () => {
		const { store } = vault({ 'S 10.md': FACE_DANGER, 'S 9.md': 'prose only', 'Deep/S 1.md': `x\n${FACE_DANGER}\n`, 'Code.md': '`iron-move` in a sentence' });
		const named = await collectJournal(store, [{ kind: 'note', path: 'S 10.md' }, { kind: 'note', path: 'S 9.md' }, { kind: 'note', path: 'S 10.md' }]);
		expect(named.map((n) => n.path)).toEqual(['S 9.md', 'S 10.md']);
		expect((await collectJournal(store, [{ kind: 'played' }])).map((n) => n.path)).toEqual(['Deep/S 1.md', 'S 10.md']);
		await expect(collectJournal(store, [{ kind: 'note', path: 'Nope.md' }])).rejects.toThrow('There is no note at Nope.md.');
		await expect(collectJournal(store, [{ kind: 'folder', path: 'Empty' }])).rejects.toThrow('No journal notes in Empty: nothing was exported.');
	});
});

describe('writing the story', () => {
	it('a note in the folder that is not UTF-8 is left out and named, and its bytes stay; named alone it is refused', async () => {
		const { dir, store } = vault({ 'Journal/Session 1.md': SESSION_1 });
		const latin = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
		writeFileSync(join(dir, 'Journal/latin.md'), latin);
		const result = await exportStory(store, { sources: [{ kind: 'folder', path: 'Journal' }], mechanics: 'summary', format: 'md' });
		expect(result.chapters.map((c) => c.path)).toEqual(['Journal/Session 1.md']);
		expect(result.unreadable).toEqual([{ note: 'Journal/latin.md', reason: 'not UTF-8 text (Latin-1?)' }]);
		await expect(collectJournal(store, [{ kind: 'note', path: 'Journal/latin.md' }])).rejects.toThrow(/latin\.md is not UTF-8 text \(Latin-1\?\): Iron Ledger leaves it as it is\./);
		expect(readFileSync(join(dir, 'Journal/latin.md')).equals(latin)).toBe(true);
	});

	it('writes Story.md at the root, and replaces it on the next export', async () => {
		const { dir, store } = vault({ 'Journal/Session 1.md': SESSION_1, 'Journal/Session 2.md': '# Session 2\n\nOnward.\n' });
		const first = await exportStory(store, { sources: [{ kind: 'folder', path: 'Journal' }], mechanics: 'summary', format: 'md' });
		expect(first).toEqual({
			path: 'Story.md',
			written: 'created',
			chapters: [
				{ path: 'Journal/Session 1.md', title: 'Session 1' },
				{ path: 'Journal/Session 2.md', title: 'Session 2' },
			],
			problems: [],
			unreadable: [],
		});
		expect(read(dir, 'Story.md')).toMatch(/^---\niron_ledger: story\nmechanics: summary\n---\n\n# Session 1\n[\s\S]*\n# Session 2\n\nOnward\.\n$/);
		const again = await exportStory(store, { sources: [{ kind: 'folder', path: 'Journal' }], mechanics: 'hidden', format: 'md' });
		expect(again.written).toBe('replaced');
		expect(read(dir, 'Story.md')).toContain('mechanics: hidden');
	});

	it("never overwrites a file the player made, markdown or HTML: nothing is written", async () => {
		const { dir, store } = vault({ 'J.md': 'x', 'Story.md': 'My own story.\n', 'Story.html': '<html><head><meta name="generator" content="Hand"></head></html>' });
		await expect(exportStory(store, { sources: [{ kind: 'note', path: 'J.md' }], mechanics: 'summary', format: 'md' })).rejects.toThrow(
			'Story.md is already there and is not a story Iron Ledger exported: nothing was written. Choose another file.',
		);
		await expect(exportStory(store, { sources: [{ kind: 'note', path: 'J.md' }], mechanics: 'summary', format: 'html' })).rejects.toThrow(/Story\.html is already there/);
		expect(read(dir, 'Story.md')).toBe('My own story.\n');
		expect(read(dir, 'Story.html')).toContain('content="Hand"');
	});

	it('an HTML export is replaced by the next; its mark is looked for in the head only', async () => {
		const { dir, store } = vault({ 'J.md': '# J\n\nText.\n' });
		await exportStory(store, { sources: [{ kind: 'note', path: 'J.md' }], mechanics: 'kept', format: 'html', out: 'Out/Tale.html' });
		expect(isStoryExport(read(dir, 'Out/Tale.html'), 'html')).toBe(true);
		expect((await exportStory(store, { sources: [{ kind: 'note', path: 'J.md' }], mechanics: 'kept', format: 'html', out: 'Out/Tale.html' })).written).toBe('replaced');
		expect(read(dir, 'Out/Tale.html')).toContain('<title>Tale</title>');
		expect(isStoryExport('<html><head></head><body><meta name="generator" content="Iron Ledger"></body>', 'html')).toBe(false);
	});

	it('a broken block is reported and kept; the out file is never one of the notes; the name must fit the format', async () => {
		const { dir, store } = vault({ 'Journal/S.md': `Before.\n\n${BROKEN}\n` });
		const result = await exportStory(store, { sources: [{ kind: 'folder', path: 'Journal' }], mechanics: 'hidden', format: 'md' });
		expect(result.problems).toEqual([{ note: 'Journal/S.md', line: 4, message: expect.any(String) as string }]);
		expect(read(dir, 'Story.md')).toContain(BROKEN);
		await expect(exportStory(store, { sources: [{ kind: 'note', path: 'Journal/S.md' }], mechanics: 'hidden', format: 'md', out: 'Journal/S.md' })).rejects.toThrow(
			'Journal/S.md is one of the notes to export: write the story to another file.',
		);
		await expect(exportStory(store, { sources: [{ kind: 'note', path: 'Journal/S.md' }], mechanics: 'hidden', format: 'html', out: 'Story.md' })).rejects.toThrow('Story.md should end in .html for an HTML file.');
		expect(read(dir, 'Journal/S.md')).toBe(`Before.\n\n${BROKEN}\n`);
	});

	it('an export into the folder it reads leaves the earlier export out of the story', async () => {
		const { dir, store } = vault({ 'Journal/S.md': 'Text.\n' });
		await exportStory(store, { sources: [{ kind: 'folder', path: 'Journal' }], mechanics: 'summary', format: 'md', out: 'Journal/Story.md' });
		const again = await exportStory(store, { sources: [{ kind: 'folder', path: 'Journal' }], mechanics: 'summary', format: 'md', out: 'Journal/Story 2.md' });
		expect(again.chapters.map((c) => c.path)).toEqual(['Journal/S.md']);
		expect(read(dir, 'Journal/Story 2.md')).not.toContain('iron_ledger: story\nmechanics: summary\n---\n\n# Story');
	});
});
