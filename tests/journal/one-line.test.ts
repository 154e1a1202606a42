import { describe, expect, it } from 'vitest';
import { oneLine, quoted } from '../../src/journal/one-line';

describe('text from a note in a one-line message', () => {
	it('line breaks, carriage returns, escapes and bidi controls are shown as escapes', () => {
		expect(oneLine('a\nb\r\nc\u001b[31md\u2028e\u202ef\u009bg\th')).toBe('a\\nb\\r\\nc\\u001b[31md\\u2028e\\u202ef\\u009bg\\th');
	});

	it('ordinary text, accents and emoji are kept as they are', () => {
		expect(oneLine('Kira’s vow: “Bring him home” — ✓ 🗡️')).toBe('Kira’s vow: “Bring him home” — ✓ 🗡️');
	});

	it('quoted text escapes its own quotes and backslashes, so where it ends is clear', () => {
		expect(quoted('say "hi"\\\nJ.md:1: ok')).toBe('"say \\"hi\\"\\\\\\nJ.md:1: ok"');
	});

	it('the result never holds a line break, whatever the input', () => {
		const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCharCode(i)).join('');
		const breaking = (text: string) => ['\n', '\r', '\u0085', '\u2028', '\u2029', '\u001b'].filter((c) => text.includes(c));
		expect(breaking(all)).toHaveLength(6);
		expect(breaking(oneLine(all))).toEqual([]);
		expect(breaking(quoted(all))).toEqual([]);
	});
});
