import { describe, expect, it } from 'vitest';
import { linkFor, pathFor } from '../../src/campaign/links';
import { StateError } from '../../src/state/schema';

describe('links and the notes they name', () => {
	it('a link and its path go both ways; an alias after "|" is only the text shown', () => {
		expect(linkFor('Tracks/To the Havens.md')).toBe('[[Tracks/To the Havens]]');
		expect(pathFor('[[Tracks/To the Havens]]')).toBe('Tracks/To the Havens.md');
		expect(pathFor('[[Tracks/To the Havens|the journey]]')).toBe('Tracks/To the Havens.md');
		expect(pathFor('Tracks/To the Havens.md')).toBe('Tracks/To the Havens.md');
	});

	it('a note named with "|" is refused, never taken for the note before the "|"', () => {
		// Once "Tracks/a|b.md" was linked as [[Tracks/a|b]], and undo then wrote Tracks/a.md.
		expect(() => linkFor('Tracks/a|b.md')).toThrow(StateError);
		expect(() => linkFor('Tracks/a|b.md')).toThrow('"Tracks/a|b.md" has "|" in its name, which a link cannot hold (in [[a|b]] the b is only the text shown): rename the note.');
		expect(() => pathFor('Tracks/a|b.md')).toThrow(StateError);
	});
});
