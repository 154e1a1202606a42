import { describe, expect, it } from 'vitest';
import type { OracleBlock, ProgressBlock } from '../../src/journal/block';
import { summarise } from '../../src/journal/summary';
import { EXAMPLES } from './examples';

const oracle = (result: string, nested: string[] = []): OracleBlock => ({
	kind: 'oracle',
	roll: { oracle: 'oracle_rollable:delve/x', name: 'Edge', roll: 78, result, rolls: nested.map((r, i) => ({ oracle: 'o', name: 'n', roll: i + 1, result: r, rolls: [] })) },
	oracles: [],
	changes: [],
	extra: {},
});

describe('the one-line summary', () => {
	it('reads as plain text: a Datasworn or iron: link keeps its label only, in a result and in what it led to', () => {
		expect(summarise(oracle('Take both: Mark progress and [Find an Opportunity](datasworn:move:delve/delve/find_an_opportunity).', ['See [Face Danger](iron:move:classic/adventure/face_danger)']))).toBe(
			'Edge 78: Take both: Mark progress and Find an Opportunity. → See Face Danger',
		);
	});

	it('a progress roll that counts as another outcome says so (Take Decisive Action in a bad spot, SF-07)', () => {
		const decisive = { ...(EXAMPLES.progress as ProgressBlock), move: { id: 'move:starforged/combat/take_decisive_action', name: 'Take Decisive Action' }, score: 4, challenge: [1, 2] as [number, number], match: false, countsAs: 'weak_hit' as const };
		expect(summarise(decisive)).toBe('Take Decisive Action: strong hit, progress 4 vs 1 and 2, counts as a weak hit');
		expect(summarise({ ...decisive, countsAs: 'strong_hit' })).toBe('Take Decisive Action: strong hit, progress 4 vs 1 and 2');
	});

	it('keeps other brackets and links as the player wrote them', () => {
		expect(summarise(oracle('A [note](https://example.org) and [brackets]'))).toBe('Edge 78: A [note](https://example.org) and [brackets]');
	});
});

describe('the tail after a roll that ends a sentence', () => {
	it('never reads ".;"', () => {
		const result = { oracle: 'oracle_rollable:classic/moves/pay_the_price', name: 'Pay the Price', roll: 60, result: 'You are separated from something or someone.', rolls: [] };
		const block = { kind: 'oracle', roll: result, choices: [{ pick: 1, options: ['a', 'b'] }], oracles: [], changes: [], extra: {} } as const;
		expect(summarise(block as never)).not.toContain('.;');
	});
});
