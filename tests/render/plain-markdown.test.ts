import { describe, expect, it } from 'vitest';
import { alignedTable, plainInline, plainMarkdown } from '../../src/render/plain-markdown';

describe('plainMarkdown: Datasworn text for a terminal', () => {
	it('drops bold and italic marks and keeps a link\'s label', () => {
		expect(plainInline('On a __strong hit__, *then* [Pay the Price](datasworn:move:classic/fate/pay_the_price).')).toBe('On a strong hit, then Pay the Price.');
		expect(plainInline('**bold** and 2*3*4 stays')).toBe('bold and 2*3*4 stays');
	});

	it('keeps paragraphs apart, joins a paragraph\'s lines and indents bullet lists', () => {
		expect(plainMarkdown('When __you act__,\nroll.\n\n  * With speed: Roll +edge.\n  * With charm: Roll +heart.\n\nOn a miss.')).toBe(
			'When you act, roll.\n\n  - With speed: Roll +edge.\n  - With charm: Roll +heart.\n\nOn a miss.',
		);
	});

	it('aligns a markdown table without its separator row', () => {
		expect(plainMarkdown('| Roll | Result |\n|---|---|\n| 1-50 | __Yes__ |\n| 51-100 | No |')).toBe('Roll    Result\n1-50    Yes\n51-100  No');
	});

	it('asks for an embedded table by its kind and id, and drops it when there is none', () => {
		const seen: string[] = [];
		const text = plainMarkdown('Roll.\n\n{{table>move.oracle_rollable:x.y}}\n\n{{table_columns>move:z}}', (kind, id) => {
			seen.push(`${kind} ${id}`);
			return kind === 'table' ? 'd6  Result' : undefined;
		});
		expect(seen).toEqual(['table move.oracle_rollable:x.y', 'table_columns move:z']);
		expect(text).toBe('Roll.\n\nd6  Result');
	});

	it('pads columns by characters shown, not bytes', () => {
		expect(alignedTable([['é', 'a'], ['xyz', 'b']])).toBe('é    a\nxyz  b');
	});
});
