import { describe, expect, it } from 'vitest';
import { appendBlock, appendingBlock, findBlocks } from '../../src/journal/note-text';
import { parseBlock } from '../../src/journal/parse';
import { PlayClock, compareStamps, lastStampIn, stampFenced, stampForNote } from '../../src/journal/play-order';
import { writeBlock, writeBlockBody } from '../../src/journal/write';
import { EXAMPLES } from './examples';

const stamp = { at: '2026-11-28T14:33:13.123Z', seq: 2 };

describe('play order: a block records when it was played', () => {
	it('a stamp put into a written block gives the very bytes of a block written with it', () => {
		for (const [name, block] of Object.entries(EXAMPLES)) {
			expect(stampFenced(writeBlock(block), stamp), name).toBe(writeBlock({ ...block, played: stamp }));
		}
	});

	it('reads back as written: `at` and `seq` come back as the block’s place', () => {
		const body = writeBlockBody({ ...EXAMPLES.action!, played: stamp });
		expect(body.split('\n').slice(1, 5)).toEqual(['v: 1', 'kind: action', `at: ${stamp.at}`, 'seq: 2']);
		const back = parseBlock(body);
		expect(back.ok && back.block.played).toEqual(stamp);
		expect(back.ok && back.block.extra).toEqual({});
	});

	it('refuses a time of another shape, and a sequence without a time', () => {
		const body = writeBlockBody(EXAMPLES.action!);
		const bad = parseBlock(body.replace('kind: action\n', 'kind: action\nat: yesterday\nseq: 1\n'));
		expect(bad.ok).toBe(false);
		expect(!bad.ok && bad.errors[0]?.message).toMatch(/`at` must be a time like/);
		const lone = parseBlock(body.replace('kind: action\n', 'kind: action\nseq: 1\n'));
		expect(!lone.ok && lone.errors[0]?.message).toMatch(/`seq` goes with `at`/);
	});

	it('a stamped block is not stamped twice', () => {
		const once = stampFenced(writeBlock(EXAMPLES.action!), stamp);
		expect(stampFenced(once, { at: '2027-01-01T00:00:00.000Z', seq: 1 })).toBe(once);
	});
});

describe('the play clock only goes forward', () => {
	it('two blocks in one millisecond take sequence 1 and 2', () => {
		const clock = new PlayClock(() => 1_000);
		expect(clock.next()).toEqual({ at: '1970-01-01T00:00:01.000Z', seq: 1 });
		expect(clock.next()).toEqual({ at: '1970-01-01T00:00:01.000Z', seq: 2 });
	});

	it('a wall clock set back never puts a block before the last one it stamped', () => {
		let now = 5_000;
		const clock = new PlayClock(() => now);
		const first = clock.next();
		now = 1_000;
		const second = clock.next();
		expect(compareStamps(second, first)).toBeGreaterThan(0);
	});

	it('nor before the last block of the note it goes into (another command, an earlier clock)', () => {
		const note = appendBlock('', stampFenced(writeBlock(EXAMPLES.action!), { at: '2026-11-28T14:33:13.123Z', seq: 4 })).text;
		const clock = new PlayClock(() => Date.parse('2026-11-28T14:33:10.000Z'));
		const next = findBlocks(appendBlock(note, stampForNote(note, writeBlock(EXAMPLES.action!), clock)).text)[1];
		expect(next?.result.ok && next.result.block.played).toEqual({ at: '2026-11-28T14:33:13.123Z', seq: 5 });
	});

	it('a note’s stamp far in the future is not followed: one bad stamp cannot pull play into the future', () => {
		const note = appendBlock('', stampFenced(writeBlock(EXAMPLES.action!), { at: '2099-01-01T00:00:00.000Z', seq: 1 })).text;
		const clock = new PlayClock(() => Date.parse('2026-11-28T14:33:10.000Z'));
		expect(clock.next(lastStampIn(note))).toEqual({ at: '2026-11-28T14:33:10.000Z', seq: 1 });
	});

	it('the last stamp of a note is its last block’s, and an unstamped last block has none', () => {
		const a = stampFenced(writeBlock(EXAMPLES.action!), { at: '2026-11-28T14:33:13.123Z', seq: 1 });
		expect(lastStampIn(appendBlock('', a).text)).toEqual({ at: '2026-11-28T14:33:13.123Z', seq: 1 });
		expect(lastStampIn(appendBlock(appendBlock('', a).text, writeBlock(EXAMPLES.action!)).text)).toBeUndefined();
		expect(lastStampIn('no blocks here\nat: 2026-11-28T14:33:13.123Z\n')).toBeUndefined();
	});
});

describe('a block written again is stamped the same', () => {
	it('so a change made again over another program’s edit makes the very same edit; a new block of the same text is stamped anew', () => {
		let now = 1_000;
		const clock = new PlayClock(() => now++);
		const fenced = writeBlock(EXAMPLES.action!);
		const change = appendingBlock(fenced, clock);
		const first = change('');
		const again = change('another program wrote this\n');
		expect(again.endsWith(first)).toBe(true);
		// The same move made twice (Take initiative, later again): two places in play order, not one.
		const twice = appendingBlock(fenced, clock)(first);
		const stamps = findBlocks(twice).map((b) => (b.result.ok ? b.result.block.played : undefined));
		expect(stamps).toHaveLength(2);
		expect(compareStamps(stamps[1]!, stamps[0]!)).toBeGreaterThan(0);
	});
});
