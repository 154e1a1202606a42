import { describe, expect, it } from 'vitest';
import { decodeNote } from '../../src/state/note-encoding';
import { StateError } from '../../src/state/schema';

describe('a note must be UTF-8 to be read', () => {
	it('reads UTF-8, keeping a byte order mark in the text', () => {
		const bytes = new TextEncoder().encode('\uFEFF---\nname: Kíra\n---\n');
		expect(decodeNote(bytes, 'Characters/Kira.md')).toBe('\uFEFF---\nname: Kíra\n---\n');
		expect(decodeNote(new Uint8Array(), 'Empty.md')).toBe('');
	});

	it('refuses Latin-1 in one clear line, rather than turning its letters into U+FFFD', () => {
		// "name: Kíra" in Latin-1: í is the single byte 0xED.
		const latin1 = Uint8Array.from([...'name: K'].map((c) => c.charCodeAt(0)).concat([0xed], [...'ra\n'].map((c) => c.charCodeAt(0))));
		expect(() => decodeNote(latin1, 'Characters/Kira.md')).toThrow(StateError);
		expect(() => decodeNote(latin1, 'Characters/Kira.md')).toThrow(
			'Characters/Kira.md is not UTF-8 text (Latin-1?): Iron Ledger leaves it as it is. Convert it to UTF-8 to use it.',
		);
	});

	it('names UTF-16 when the note starts with its byte order mark', () => {
		const utf16 = Uint8Array.from([0xff, 0xfe, 0x61, 0x00]);
		expect(() => decodeNote(utf16, 'Notes/a.md')).toThrow(/^Notes\/a\.md is not UTF-8 text \(UTF-16\?\)/);
	});

	it('refuses a truncated UTF-8 sequence', () => {
		expect(() => decodeNote(Uint8Array.from([0x61, 0xc3]), 'a.md')).toThrow(/a\.md is not UTF-8 text/);
	});
});
