import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinLines, lineEnding, splitLines, withLineEnding } from '../../src/journal/line-endings';

describe('line endings', () => {
	it('a note ends its lines as most of its lines do; LF when it has none', () => {
		expect(lineEnding('a\r\nb\r\nc')).toBe('\r\n');
		expect(lineEnding('a\nb\n')).toBe('\n');
		expect(lineEnding('a\r\nb\nc\r\n')).toBe('\r\n');
		expect(lineEnding('a\r\nb\n')).toBe('\r\n');
		expect(lineEnding('one line')).toBe('\n');
	});

	it('text written with LF takes the ending; a CRLF already there is kept', () => {
		expect(withLineEnding('a\nb\r\nc\n', '\r\n')).toBe('a\r\nb\r\nc\r\n');
		expect(withLineEnding('a\nb\n', '\n')).toBe('a\nb\n');
	});

	it('lines split with their endings join back to the same text (property)', () => {
		fc.assert(
			fc.property(fc.array(fc.constantFrom('a', ' ', '\n', '\r\n', '\r', '\uFEFF'), { maxLength: 40 }), (parts) => {
				const text = parts.join('');
				const lines = splitLines(text);
				expect(joinLines(lines)).toBe(text);
				expect(lines.map((l) => l.text)).toEqual(text.split(/\r?\n/));
			}),
		);
	});
});
