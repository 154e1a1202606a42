import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFrontmatter, splitFrontmatter, updateFrontmatter } from '../../src/state/frontmatter-text';
import { bytesChangedOutside } from './edit-bytes';
import { bareLf, change, editCase, notes } from './random-notes';

/**
 * One random change to one key of a random note: every byte outside that key's lines must stay
 * where it was, and the YAML must read back as exactly the data expected.
 */
describe('frontmatter edits change only the edited key (property)', () => {
	it('every byte outside the key stays, and the YAML reads back as expected', { timeout: 60_000 }, () => {
		fc.assert(
			fc.property(notes, change, (c, ch) => {
				const edited = editCase(c, ch);
				if (!edited) return;
				const { out, expected, range } = edited;
				expect(readFrontmatter(out)).toEqual(expected);
				expect(bytesChangedOutside(c.note, out, range)).toBe(0);
				expect(splitFrontmatter(out).body).toBe(c.bodyText);
				expect(out.startsWith('\uFEFF')).toBe(c.bom);
				if (c.eol === '\r\n') expect(bareLf(out)).toBe(0);
				else expect(out).not.toContain('\r');
			}),
			{ numRuns: 500 },
		);
	});

	it('setting values to what they are leaves the note byte for byte', () => {
		fc.assert(
			fc.property(notes, (c) => {
				expect(updateFrontmatter(c.note, (fm) => Object.assign(fm, structuredClone(fm)))).toBe(c.note);
			}),
			{ numRuns: 200 },
		);
	});
});
