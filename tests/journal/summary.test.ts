import { describe, expect, it } from 'vitest';
import type { OracleBlock } from '../../src/journal/block';
import { summarise } from '../../src/journal/summary';

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

	it('keeps other brackets and links as the player wrote them', () => {
		expect(summarise(oracle('A [note](https://example.org) and [brackets]'))).toBe('Edge 78: A [note](https://example.org) and [brackets]');
	});
});
