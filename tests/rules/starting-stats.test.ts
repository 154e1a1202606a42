import { describe, expect, it } from 'vitest';
import { checkStartingStats, isStatName } from '../../src/rules/character-creation';
import { validateChoices } from '../../src/rules/adds';

const stats = (extra: Record<string, number> = {}) => ({ edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1, ...extra });

/** PR-xx character creation: the five stats take 3, 2, 2, 1, 1 once each. */
describe('starting stats', () => {
	it('takes the array in any order', () => {
		expect(checkStartingStats(stats())).toBeUndefined();
		expect(checkStartingStats({ edge: 1, heart: 1, iron: 2, shadow: 2, wits: 3 })).toBeUndefined();
	});

	it('names the missing stats', () => {
		expect(checkStartingStats({ edge: 3, heart: 2, iron: 2 })).toBe('Missing shadow, wits.');
	});

	it('refuses a stat that is not one of the five, naming it and the five', () => {
		expect(checkStartingStats(stats({ luck: 2 }))).toBe('Unknown stat luck: stats are edge, heart, iron, shadow, wits.');
		expect(checkStartingStats(stats({ luck: 2, charm: 1 }))).toBe('Unknown stat luck, charm: stats are edge, heart, iron, shadow, wits.');
	});

	it('refuses values off the array, giving them in stat order', () => {
		expect(checkStartingStats({ edge: 3, heart: 3, iron: 2, shadow: 1, wits: 1 })).toBe('Stats must use 3, 2, 2, 1 and 1 once each, not 3, 3, 2, 1, 1.');
	});

	it('a stat name is one of the five words', () => {
		expect(isStatName('iron')).toBe(true);
		expect(isStatName('health')).toBe(false);
		expect(isStatName(3)).toBe(false);
		expect(isStatName(undefined)).toBe(false);
	});
});

/** "Choose one/two": each option once, no more than allowed, and only the options given. */
describe('choosing options', () => {
	it('refuses an option that is not offered, naming it', () => {
		expect(validateChoices(['a', 'b'], ['a', 'c'], 2)).toBe('"c" is not one of the options.');
	});

	it('takes offered options within the count', () => {
		expect(validateChoices(['a', 'b'], ['b'], 1)).toBeUndefined();
	});
});
