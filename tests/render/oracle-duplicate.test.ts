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

describe('dice rolled again on the card', () => {
	const again = (value: string) => block('').replace('    result: It was all a diversion.\n', `    result: It was all a diversion.\n    rerolled: ${value}\n`);

	it('a result that came after dice rolled again says which: "Rerolled 98, 99"', () => {
		expect(badges(again('[98, 99]'))).toEqual(['Rerolled 98, 99', 'Duplicate: make it worse']);
		const read = parseBlock(again('[98, 99]'));
		if (!read.ok) throw new Error(JSON.stringify(read.errors));
		expect(writeBlockBody(read.block)).toContain('    result: It was all a diversion.\n    rerolled: [98, 99]\n');
	});

	it('refuses a rerolled die no table has', () => {
		const read = parseBlock(again('[0]'));
		expect(read.ok ? [] : read.errors.map((e) => e.message)).toEqual(['rolls 1: "rerolled" should list the dice rolled again before this result, like [98] (at most 51).']);
	});
});
