import { describe, expect, it } from 'vitest';
import { adjustRank, foeRank } from '../../src/campaign/track-rank';

describe('a foe’s rank moves one step (PR-20)', () => {
	it('PR-20 up, down or the neighbouring rank by name', () => {
		expect(adjustRank('dangerous', 'up')).toBe('formidable');
		expect(adjustRank('dangerous', 'Down')).toBe('troublesome');
		expect(adjustRank('extreme', 'formidable')).toBe('formidable');
		expect(foeRank('troublesome', undefined)).toBe('troublesome');
		expect(foeRank('troublesome', 'troublesome')).toBe('troublesome');
		expect(foeRank('troublesome', 'dangerous')).toBe('dangerous');
	});

	it('PR-20 refused: two steps, past epic or troublesome, the same rank, a word that is no rank', () => {
		expect(() => adjustRank('troublesome', 'formidable')).toThrow('A rank moves one step at a time: troublesome goes to dangerous, not formidable (PR-20).');
		expect(() => adjustRank('epic', 'up')).toThrow('The rank is already epic: a foe is never above epic (PR-20).');
		expect(() => adjustRank('troublesome', 'down')).toThrow(/never below troublesome/);
		expect(() => adjustRank('formidable', 'formidable')).toThrow('The rank is already formidable.');
		expect(() => adjustRank('formidable', 'huge')).toThrow(/not "huge"/);
		expect(() => foeRank('epic', 'formidable')).toThrow(/one step at a time/);
	});
});
