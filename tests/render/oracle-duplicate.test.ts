// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { describe, expect, it } from 'vitest';
import { renderBlockSource } from '../../src/render/render-block';
import { parseBlock } from '../../src/journal/parse';
import { writeBlockBody } from '../../src/journal/write';
import { library } from '../helpers/content';

/** Issue 24: a duplicate's badge says the rolled row's own words, kept in the block. */
const TWIST = 'oracle_rollable:classic/turning_point/major_plot_twist';
const block = (extra: string) =>
	[
		'v: 1',
		'kind: oracle',
		`oracle: ${TWIST}`,
		'table: Major Plot Twist',
		'roll: 97',
		'result: Roll twice more on this table. Both results occur. If they are the same result, make it more dramatic.',
		'rolls:',
		`  - oracle: ${TWIST}`,
		'    table: Major Plot Twist',
		'    roll: 5',
		'    result: It was all a diversion.',
		`  - oracle: ${TWIST}`,
		'    table: Major Plot Twist',
		'    roll: 5',
		'    result: It was all a diversion.',
		'    duplicate: true',
		...extra.split('\n').filter(Boolean),
	].join('\n');

function badges(source: string): (string | null)[] {
	const el = createDiv();
	renderBlockSource(el, source, { content: library, openLink: () => undefined, listen: (target, handler) => target.addEventListener('click', handler) });
	return [...el.querySelectorAll('.iron-ledger-oracles .iron-ledger-badge')].map((e) => e.textContent);
}

describe('a duplicate on the card', () => {
	it('says the words the block keeps: "Duplicate: make it more dramatic"', () => {
		expect(badges(block('    duplicate_words: make it more dramatic'))).toEqual(['Duplicate: make it more dramatic']);
	});

	it('an older block with only duplicate: true still says "Duplicate: make it worse"', () => {
		expect(badges(block(''))).toEqual(['Duplicate: make it worse']);
	});

	it('the words survive a rewrite of the block, and go only with duplicate: true', () => {
		const read = parseBlock(block('    duplicate_words: make it more dramatic'));
		if (!read.ok) throw new Error(JSON.stringify(read.errors));
		expect(writeBlockBody(read.block)).toContain('    duplicate: true\n    duplicate_words: make it more dramatic');
		const stray = parseBlock(block('').replace('    duplicate: true', '    duplicate_words: make it more dramatic'));
		expect(stray.ok ? [] : stray.errors.map((e) => e.message)).toEqual(['rolls 2: "duplicate_words" says what a duplicate means: it goes only with duplicate: true.']);
	});
});
