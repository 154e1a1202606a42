import { describe, expect, it } from 'vitest';
import { findEntryLinks } from '../../src/links/link-text';
import { findLinkTarget, resolveEntry } from '../../src/links/resolve';
import { library } from '../helpers/content';

describe('iron: links with ids longer than any Datasworn id', () => {
	it('a 300,000-character unknown id is refused in one short line, without "did you mean"', () => {
		const id = `move:classic/${'face_danger'.repeat(27_273)}`;
		expect(id.length).toBeGreaterThan(300_000);
		const problem = resolveEntry(library, id).problem ?? '';
		expect(problem).not.toContain('did you mean');
		expect(problem).toMatch(/^Unknown Datasworn id move:classic\/face_danger\S*… \(300,016 characters, longer than any id\)$/);
		expect(problem.length).toBeLessThan(200);
	});

	it('an id a letter off a real one keeps its "did you mean"', () => {
		const near = 'move:classic/adventure/face_dangr';
		expect(resolveEntry(library, near).problem).toContain('did you mean move:classic/adventure/face_danger?');
	});

	it('500 links with 2,000-character ids in a note are each refused the same way', () => {
		const note = Array.from({ length: 500 }, (_, i) => `[Link ${i}](iron:move:starforged/${String(i).padEnd(2000, 'q')})`).join('\n');
		const links = findEntryLinks(note);
		expect(links).toHaveLength(500);
		for (const link of links) expect(resolveEntry(library, link.id).problem).toMatch(/longer than any id\)$/);
	});

	it('the link command refuses such an id the same way', () => {
		expect(() => findLinkTarget(library, `iron:asset:classic/${'z'.repeat(5000)}`)).toThrow(/longer than any id\)\.$/);
	});
});
