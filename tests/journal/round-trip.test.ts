import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../src/journal/parse';
import { writeBlock, writeBlockBody } from '../../src/journal/write';
import { EXAMPLES } from './examples';

describe('iron-move blocks: write and parse', () => {
	it.each(Object.entries(EXAMPLES))('parse(write(x)) equals x for the %s example', (_, block) => {
		const result = parseBlock(writeBlockBody(block));
		expect(result).toEqual({ ok: true, block });
	});

	it('writes YAML that reads well as plain text', () => {
		expect(writeBlock(EXAMPLES.action as never)).toBe(
			[
				'```iron-move',
				'# Face Danger (+edge): weak hit, 7 vs 3 and 8',
				'v: 1',
				'kind: action',
				'move: move:classic/adventure/face_danger',
				'name: Face Danger',
				'by: "[[Kira]]"',
				'stat: edge',
				'stat_value: 2',
				'adds:',
				'  - value: 1',
				'    reason: Secure an Advantage',
				'action_die: 4',
				'challenge: [3, 8]',
				'momentum: 3',
				'score: 7',
				'outcome: weak hit',
				'match: false',
				'changes:',
				'  - note: "[[Kira]]"',
				'    key: momentum',
				'    from: 3',
				'    to: 2',
				'```',
				'',
			].join('\n'),
		);
	});

	it('keeps keys it does not know on rewrite', () => {
		const source = `${writeBlockBody(EXAMPLES.ask as never)}mood: grim\nscene:\n  place: the bridge\n`;
		const parsed = parseBlock(source);
		expect(parsed.ok).toBe(true);
		if (!parsed.ok) return;
		expect(parsed.block.extra).toEqual({ mood: 'grim', scene: { place: 'the bridge' } });
		expect(writeBlockBody(parsed.block)).toContain('mood: grim\nscene:\n  place: the bridge\n');
	});

	it('never throws on random text or random YAML (fuzz)', () => {
		fc.assert(
			fc.property(fc.string({ maxLength: 400 }), (text) => {
				const r = parseBlock(text);
				expect(typeof r.ok).toBe('boolean');
			}),
			{ numRuns: 400 },
		);
		fc.assert(
			fc.property(fc.jsonValue(), (value) => {
				const r = parseBlock(JSON.stringify(value));
				expect(r.ok).toBe(false);
			}),
			{ numRuns: 300 },
		);
		fc.assert(
			fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
				const r = parseBlock(new TextDecoder().decode(bytes));
				expect(typeof r.ok).toBe('boolean');
			}),
			{ numRuns: 300 },
		);
	});
});
