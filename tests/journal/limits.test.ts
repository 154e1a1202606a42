import { describe, expect, it } from 'vitest';
import { MAX_BLOCK_CHARS, MAX_BLOCK_KEYS } from '../../src/journal/limits';
import { parseBlock } from '../../src/journal/parse';

const ACTION = 'v: 1\nkind: action\nstat_value: 2\naction_die: 4\nchallenge: [3, 8]\nscore: 6\noutcome: weak hit\nmatch: false';

function errors(source: string) {
	const result = parseBlock(source);
	expect(result.ok).toBe(false);
	return result.ok ? [] : result.errors;
}

describe('a block too big to be a journal entry is refused before the YAML parser reads it', () => {
	it('28,000 keys: malformed, at line 1, saying how many', () => {
		// Once took 11.5 s: yaml checks unique keys pair by pair. Its size alone refuses it now.
		const source = `${ACTION}\n${Array.from({ length: 28_000 }, (_, i) => `k${i}: 1`).join('\n')}`;
		expect(errors(source)).toEqual([{ line: 1, message: `This block is ${source.length} characters long; a journal entry has at most ${MAX_BLOCK_CHARS}.` }]);
	});

	it('more keys than the cap within the size: block keys, flow keys and repeated keys are all counted', () => {
		const block = `${ACTION}\n${Array.from({ length: 600 }, (_, i) => `k${i}: 1`).join('\n')}`;
		expect(errors(block)).toEqual([{ line: 1, message: `This block has 608 keys; a journal entry has at most ${MAX_BLOCK_KEYS}.` }]);
		// Thousands of the same key in a flow map: the parser's duplicate errors would take seconds too.
		const flow = `${ACTION}\nextra: {${Array.from({ length: 20_000 }, () => 'a').join(',')}}`;
		expect(flow.length).toBeLessThan(MAX_BLOCK_CHARS);
		expect(errors(flow)[0]?.message).toMatch(/^This block has 20009 keys; a journal entry has at most 500\.$/);
	});

	it('a block just under the caps, with many commas and colons in its text, still reads', () => {
		const text = Array.from({ length: 400 }, (_, i) => `one, two: ${i}`).join(' ');
		const keys = Array.from({ length: MAX_BLOCK_KEYS - 10 }, (_, i) => `k${i}: 1`).join('\n');
		const result = parseBlock(`${ACTION}\nnote: "${text}"\n${keys}`);
		expect(result.ok, JSON.stringify(result)).toBe(true);
	});
});

describe('numbers a journal cannot hold are malformed, with their line', () => {
	it.each([
		['score: .nan', 6, '"score" is ".nan"'],
		['score: .inf', 6, '"score" is ".inf"'],
		['score: -.Inf', 6, '"score" is "-.Inf"'],
		['score: 1e400', 6, '"score" is "1e400"'],
	])('%s', (line, at, start) => {
		const found = errors(ACTION.replace('score: 6', line));
		expect(found).toEqual([{ line: at, message: `${start}: not a number a journal can hold (not-a-number, infinity, or too large to be exact).` }]);
	});

	it('anywhere in the block: a change\'s from and to, an unknown key, a list', () => {
		const source = `${ACTION}\nchanges:\n  - note: "[[Kira]]"\n    key: momentum\n    from: .nan\n    to: .inf\nweird: [1, .NaN]`;
		expect(errors(source).map((e) => e.line)).toEqual([12, 13, 14]);
	});

	it('an ordinary fraction in an unknown key is kept', () => {
		const result = parseBlock(`${ACTION}\nweight: 1.5`);
		expect(result.ok && result.block.extra).toEqual({ weight: 1.5 });
	});
});

describe('user text in a message is quoted, so it cannot pass for another line', () => {
	it('an unknown kind with a line break and a forged file:line', () => {
		const found = errors('v: 1\nkind: "dance\\nJournal/x.md:3: all fine"');
		expect(found[0]?.message).toBe('Unknown kind "dance\\nJournal/x.md:3: all fine": use one of action, progress, no_roll, oracle, ask, sheet, template.');
	});

	it('an outcome with a terminal escape', () => {
		const found = errors(ACTION.replace('outcome: weak hit', 'outcome: "\\e[31mgreat"'));
		expect(found[0]?.message).toBe('"outcome" should be strong hit, weak hit or miss, not "\\u001b[31mgreat".');
	});
});
