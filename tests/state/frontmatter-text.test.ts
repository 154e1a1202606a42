import { describe, expect, it } from 'vitest';
import { FrontmatterError, readFrontmatter, splitFrontmatter, updateFrontmatter } from '../../src/state/frontmatter-text';
import { kindOf } from '../../src/state/schema';

const set = (values: Record<string, unknown>) => (fm: Record<string, unknown>) => Object.assign(fm, values);

describe('a CRLF note', () => {
	const note = '---\r\niron_ledger: character\r\nhealth: 5\r\nspirit: 4\r\n---\r\n# Kira\r\nBody line\r\n';

	it('keeps CRLF for the value it changes and the key it adds', () => {
		expect(updateFrontmatter(note, set({ health: 3, momentum: 2 }))).toBe('---\r\niron_ledger: character\r\nhealth: 3\r\nspirit: 4\r\nmomentum: 2\r\n---\r\n# Kira\r\nBody line\r\n');
	});

	it('keeps CRLF when a list is written anew, and when a key goes', () => {
		const out = updateFrontmatter(note, (fm) => {
			fm.assets = ['asset:classic/companion/hawk', 'asset:classic/path/ritualist'];
			delete fm.spirit;
		});
		expect(out).toBe('---\r\niron_ledger: character\r\nhealth: 5\r\nassets:\r\n  - asset:classic/companion/hawk\r\n  - asset:classic/path/ritualist\r\n---\r\n# Kira\r\nBody line\r\n');
	});

	it('a CRLF note without frontmatter gets CRLF frontmatter', () => {
		expect(updateFrontmatter('# Kira\r\n', set({ ticks: 4 }))).toBe('---\r\nticks: 4\r\n---\r\n# Kira\r\n');
	});
});

describe('only the changed values are written (docs/state.md)', () => {
	const note = [
		'---',
		'iron_ledger: character   # what this note is',
		'tags: [hero, "ironsworn"]',
		'health: 05',
		'supply: 1.50',
		"name: 'Kira'",
		'title: "The Bold"',
		'# debilities',
		'wounded: false',
		'bio: >',
		'  folded text',
		'  on two lines',
		'assets:',
		'- asset:classic/companion/hawk',
		'nested:',
		'    deep: 1',
		'empty:',
		'momentum: 2 # starts at +2',
		'---',
		'Body',
		'',
	].join('\n');
	const lines = (text: string) => text.split('\n');
	const changedLines = (a: string, b: string) => lines(a).flatMap((l, i) => (l === lines(b)[i] ? [] : [i]));

	it('a plain number stays plain, and every other line keeps every byte', () => {
		const out = updateFrontmatter(note, set({ momentum: 3 }));
		expect(changedLines(note, out)).toEqual([17]);
		expect(lines(out)[17]).toBe('momentum: 3 # starts at +2');
	});

	it('quoted text stays quoted the same way', () => {
		const out = updateFrontmatter(note, set({ name: 'Arn', title: 'The Quiet' }));
		expect(changedLines(note, out)).toEqual([5, 6]);
		expect([lines(out)[5], lines(out)[6]]).toEqual(["name: 'Arn'", 'title: "The Quiet"']);
	});

	it('text that would read as another type is quoted', () => {
		const out = updateFrontmatter(note, set({ wounded: 'true', health: '7' }));
		expect(readFrontmatter(out)).toMatchObject({ wounded: 'true', health: '7' });
		expect(changedLines(note, out)).toEqual([3, 8]);
	});

	it('a key with no value gets one on its own line', () => {
		const out = updateFrontmatter(note, set({ empty: 4 }));
		expect(lines(out)[16]).toBe('empty: 4');
		expect(changedLines(note, out)).toEqual([16]);
	});

	it('a flow list stays a flow list, and a block list a block list', () => {
		const out = updateFrontmatter(note, set({ tags: ['hero', 'ironsworn', 'vow'], assets: ['asset:classic/companion/hawk', 'asset:classic/path/ritualist'] }));
		expect(lines(out)[2]).toBe('tags: [hero, ironsworn, vow]');
		expect(lines(out).slice(12, 15)).toEqual(['assets:', '- asset:classic/companion/hawk', '- asset:classic/path/ritualist']);
		expect(readFrontmatter(out)).toMatchObject({ tags: ['hero', 'ironsworn', 'vow'] });
	});

	it('a deleted key takes only its own lines; comments above it stay', () => {
		const out = updateFrontmatter(note, (fm) => {
			delete fm.wounded;
			delete fm.bio;
		});
		expect(out).toBe(note.replace('wounded: false\nbio: >\n  folded text\n  on two lines\n', ''));
	});

	it('a new key goes at the end of the frontmatter, in the note\'s style: its first list and its first quotes decide', () => {
		const out = updateFrontmatter(note, set({ party: ['[[Characters/Arn]]'] }));
		expect(out).toBe(note.replace('\n---\nBody', "\nparty: ['[[Characters/Arn]]']\n---\nBody"));
		const blockLists = '---\nassets:\n- a\nname: "Kira"\n---\n';
		expect(updateFrontmatter(blockLists, set({ party: ['[[Characters/Arn]]'] }))).toBe('---\nassets:\n- a\nname: "Kira"\nparty:\n- "[[Characters/Arn]]"\n---\n');
	});

	it('a change that changes nothing leaves the note as it was', () => {
		expect(updateFrontmatter(note, set({ health: 5, supply: 1.5 }))).toBe(note);
		expect(updateFrontmatter('Just text\n', () => undefined)).toBe('Just text\n');
	});

	it('broken YAML is refused in one line', () => {
		expect(() => updateFrontmatter('---\na: [1\n---\n', set({ a: 1 }), 'Kira.md')).toThrow(FrontmatterError);
		expect(() => updateFrontmatter('---\na: [1\n---\n', set({ a: 1 }), 'Kira.md')).toThrow(/^The frontmatter of Kira\.md is not valid YAML: [^\n]*$/);
	});
});

describe('a note starting with a byte order mark', () => {
	const note = '\uFEFF---\niron_ledger: character\nhealth: 5\n---\nBody\n';

	it('is read: it is a character note', () => {
		expect(kindOf(readFrontmatter(note))).toBe('character');
		expect(splitFrontmatter(note)).toEqual({ yaml: 'iron_ledger: character\nhealth: 5\n', body: 'Body\n', present: true });
	});

	it('keeps its mark when written', () => {
		expect(updateFrontmatter(note, set({ health: 4 }))).toBe('\uFEFF---\niron_ledger: character\nhealth: 4\n---\nBody\n');
		expect(updateFrontmatter('\uFEFFBody\n', set({ ticks: 0 }))).toBe('\uFEFF---\nticks: 0\n---\nBody\n');
	});
});
