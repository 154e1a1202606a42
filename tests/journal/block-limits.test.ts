import { describe, expect, it } from 'vitest';
import type { AskBlock, JournalBlock, OracleRecord } from '../../src/journal/block';
import { fitForJournal } from '../../src/journal/fit';
import { BlockLimitError, MAX_BLOCK_CHARS, MAX_BLOCK_KEYS, MAX_ROLL_DEPTH } from '../../src/journal/limits';
import { parseBlock } from '../../src/journal/parse';
import { MAX_TEXT_CHARS, capText } from '../../src/rules/oracle-text-cap';
import { writeBlockBody } from '../../src/journal/write';

const LONG = 'Why: a, b? {c} [d] - e #f '.repeat(3000);
const ask = (extra: Partial<AskBlock> = {}): AskBlock => ({ kind: 'ask', odds: '50_50', style: 'classic', roll: 40, yes: false, match: false, oracles: [], changes: [], extra: {}, ...extra });
const read = (body: string): JournalBlock => {
	const result = parseBlock(body);
	if (!result.ok) throw new Error(JSON.stringify(result.errors));
	return result.block;
};
const chain = (depth: number): OracleRecord => ({ oracle: '[[Chain]]', name: 'Chain', roll: 1, result: 'on', rolls: depth > 0 ? [chain(depth - 1)] : [] });

describe('the writer cuts what a player types to fit a journal entry, and says so (issue 29)', () => {
	it('a question of 78,000 characters: cut at 2000 in the block, the cut marked in it and listed in "cut"; the block reads', () => {
		const body = writeBlockBody(ask({ question: LONG }));
		expect(body.length).toBeLessThan(MAX_BLOCK_CHARS);
		const block = read(body) as AskBlock;
		expect(block.question).toHaveLength(MAX_TEXT_CHARS);
		expect(block.question).toBe(capText(LONG));
		expect(block.question?.endsWith(' … (cut at 2000 characters)')).toBe(true);
		expect(block.cut).toEqual(['The question was cut at 2000 characters.']);
		// Written again (undo, choose), it is the same block: nothing is cut twice.
		expect(writeBlockBody(block)).toBe(body);
	});

	it('every text a player types: the options of pick two, a reason, who rolled, a track, a clock, what was done', () => {
		const { cuts } = fitForJournal(ask({ pick: { likely: LONG, other: LONG }, by: LONG, track: LONG, clock: LONG }));
		expect(cuts).toEqual([
			'Who rolled (by) was cut at 2000 characters.',
			'The track was cut at 2000 characters.',
			'The clock was cut at 2000 characters.',
			'The first option was cut at 2000 characters.',
			'The second option was cut at 2000 characters.',
		]);
		const action: JournalBlock = { kind: 'action', stat: { value: 2 }, adds: [{ value: 1, reason: LONG }], action: 4, challenge: [3, 8], score: 7, outcome: 'weak_hit', match: false, actionCancelled: false, oracles: [], changes: [], extra: {} };
		expect(fitForJournal(action).cuts).toEqual(['The reason for the adds was cut at 2000 characters.']);
		expect(fitForJournal({ kind: 'sheet', what: LONG, oracles: [], changes: [], extra: {} }).cuts).toEqual(['What was done was cut at 2000 characters.']);
		// Text within the cap is the block as it was.
		const short = ask({ question: 'Is the bridge out?' });
		expect(fitForJournal(short)).toEqual({ block: short, cuts: [] });
	});

	it('a cut never splits a character made of two UTF-16 units', () => {
		const emoji = '😀'.repeat(20);
		// The mark takes 27 characters: 1973 are kept, and the 1973rd may be half an emoji.
		expect(capText(`${'a'.repeat(1971)}${emoji}`)).toBe(`${'a'.repeat(1971)}😀 … (cut at 2000 characters)`);
		expect(capText(`${'a'.repeat(1972)}${emoji}`)).toBe(`${'a'.repeat(1972)} … (cut at 2000 characters)`);
	});
});

describe('the writer never writes what the reader refuses: one set of limits', () => {
	it('a block past the reader’s size or key count is refused, nothing cut silently', () => {
		expect(() => writeBlockBody(ask({ extra: { note: 'x'.repeat(MAX_BLOCK_CHARS) } }))).toThrow(BlockLimitError);
		expect(() => writeBlockBody(ask({ extra: { note: 'x'.repeat(MAX_BLOCK_CHARS) } }))).toThrow(/^Not written to the journal: this block is \d+ characters long; a journal entry has at most 65536\.$/);
		const keys = Object.fromEntries(Array.from({ length: MAX_BLOCK_KEYS }, (_, i) => [`k${i}`, i]));
		expect(() => writeBlockBody(ask({ extra: keys }))).toThrow(/^Not written to the journal: this block has 50\d keys; a journal entry has at most 500\.$/);
	});

	it('rolls nested as deep as the reader reads are written and read back; one deeper is refused by both', () => {
		const deepest = read(writeBlockBody({ kind: 'oracle', roll: chain(MAX_ROLL_DEPTH), oracles: [], changes: [], extra: {} }));
		expect(deepest.kind === 'oracle' && deepest.roll).toEqual(chain(MAX_ROLL_DEPTH));
		expect(() => writeBlockBody({ kind: 'oracle', roll: chain(MAX_ROLL_DEPTH + 1), oracles: [], changes: [], extra: {} })).toThrow(
			'Not written to the journal: its rolls nest more than 9 deep, the most a journal entry holds.',
		);
		// Written by hand: the reader says so, where it once dropped the deepest roll without a word.
		let yaml = 'v: 1\nkind: oracle\noracle: "[[Chain]]"\nroll: 1\nresult: on\n';
		for (let d = 1; d <= MAX_ROLL_DEPTH + 1; d++) yaml += `${'  '.repeat(2 * d - 2)}rolls:\n${'  '.repeat(2 * d - 1)}- oracle: "[[Chain]]"\n${'  '.repeat(2 * d)}roll: 1\n${'  '.repeat(2 * d)}result: on\n`;
		const result = parseBlock(yaml);
		expect(result.ok).toBe(false);
		expect(!result.ok && result.errors).toHaveLength(1);
		expect(!result.ok && result.errors[0]?.message).toMatch(/^(rolls 1: ){9}Rolls nest more than 9 deep here; a journal entry holds at most 9\.$/);
	});
});
