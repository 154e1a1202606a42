import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../src/journal/parse';
import { MALFORMED } from './malformed-cases';

describe('the block parser reports what is wrong, with the line', () => {
	it('has at least 20 malformed cases', () => {
		expect(MALFORMED.length).toBeGreaterThanOrEqual(20);
	});

	it.each(MALFORMED)('$name', ({ source, line, message }) => {
		const result = parseBlock(source);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		const hit = result.errors.find((e) => message.test(e.message));
		expect(hit, JSON.stringify(result.errors)).toBeDefined();
		expect(hit?.line).toBe(line);
	});

	it('reports every problem of a block at once, in line order', () => {
		const result = parseBlock('v: 1\nkind: action\nstat_value: x\naction_die: 9\nchallenge: [0, 4]\nscore: 5\noutcome: ok\nmatch: false');
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.errors.map((e) => e.line)).toEqual([3, 4, 5, 7]);
	});
});
