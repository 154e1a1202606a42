import { describe, expect, it } from 'vitest';
import { readFrontmatter, updateFrontmatter } from '../../src/state/frontmatter-text';
import { sameData } from '../../src/state/same-data';

/** Keys named like Object's own are a note's keys like any other: set, changed and removed as written. */
const HOSTILE = ['constructor', 'toString', 'hasOwnProperty', '__proto__'];

describe('frontmatter keys named like Object\'s own', () => {
	it.each(HOSTILE)('%s is read as the note holds it', (key) => {
		const fm = readFrontmatter(`---\nname: Kira\n${key}: 3\n---\n`);
		expect(Object.hasOwn(fm, key)).toBe(true);
		expect(Object.entries(fm)).toEqual([['name', 'Kira'], [key, 3]]);
	});

	it.each(HOSTILE)('%s is changed in place', (key) => {
		const note = `---\nname: Kira\n${key}: 3\n---\nbody\n`;
		expect(updateFrontmatter(note, (d) => Object.defineProperty(d, key, { value: 4, enumerable: true, writable: true, configurable: true }))).toBe(`---\nname: Kira\n${key}: 4\n---\nbody\n`);
	});

	it.each(HOSTILE)('%s is removed when the change removes it', (key) => {
		const note = `---\nname: Kira\n${key}: 3\nedge: 2\n---\nbody\n`;
		expect(updateFrontmatter(note, (d) => void delete d[key])).toBe('---\nname: Kira\nedge: 2\n---\nbody\n');
	});

	it.each(HOSTILE)('%s is added when the note lacks it', (key) => {
		const note = '---\nname: Kira\n---\nbody\n';
		expect(updateFrontmatter(note, (d) => Object.defineProperty(d, key, { value: 1, enumerable: true, writable: true, configurable: true }))).toBe(`---\nname: Kira\n${key}: 1\n---\nbody\n`);
	});

	it('another key changed leaves them as they were', () => {
		const note = '---\nname: Kira\nconstructor: 2\n__proto__: 3\n---\nbody\n';
		expect(updateFrontmatter(note, (d) => void (d.name = 'Arn'))).toBe('---\nname: Arn\nconstructor: 2\n__proto__: 3\n---\nbody\n');
	});

	it('a key one side lacks is a difference, whatever Object has by that name', () => {
		const parse = (json: string) => JSON.parse(json) as unknown;
		expect(sameData(parse('{"__proto__": {}}'), parse('{"name": {}}'))).toBe(false);
		expect(sameData(parse('{"__proto__": {}}'), parse('{"__proto__": {}}'))).toBe(true);
	});
});
