import fc from 'fast-check';
import { readFrontmatter, updateFrontmatter } from '../../src/state/frontmatter-text';

/**
 * Random notes written the ways people and tools write frontmatter (flow and block lists,
 * comments, quoting, odd number formats, CRLF, a BOM), and one random change to one key; used
 * by the property tests here and by the reliability suite's figure.
 */

/** One top-level entry as LF text: its key line and any lines under it. */
const ENTRY_TEXTS: fc.Arbitrary<string>[] = [
	fc.constantFrom('5', '07', '+3', '-2', '0x1F', '1.50', '1e3', '.5', '0'),
	fc.constantFrom('hello world', 'in control', "'it''s'", '"say \\"hi\\""', '"12"', "'true'", 'é ünïcode', '"[[Characters/Kira]]"'),
	fc.constantFrom('true', 'false', 'null', '~', ''),
	fc.constantFrom('[a, b]', '[ 1, 2 ]', '[]', '["x", \'y\']', '{a: 1, b: [2]}'),
	fc.constantFrom('\n  - a\n  - b', '\n- a\n- b', '\n  - a\n  # between\n  - b', '\n    - value: 1\n      reason: Make Camp'),
	fc.constantFrom('\n  deep: 1\n  deeper:\n    x: y', '\n    four: 4'),
	fc.constantFrom('|\n  line one\n  line two', '>\n  folded\n  text', '|-\n  kept'),
];

const entryValue = fc.oneof(...ENTRY_TEXTS);
const trailing = fc.constantFrom('', '', '  # a comment');
const before = fc.constantFrom('', '', '# comment line\n', '\n');

const KEYS = ['health', 'momentum', 'name', 'tags', 'assets', 'x-y', 'k_1', 'Notes', '"quoted key"', 'wounded'];

interface Entry {
	key: string;
	lead: string;
	text: string;
}

const entries = fc
	.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 8 })
	.chain((keys) => fc.tuple(...keys.map((key) => fc.record({ key: fc.constant(key), lead: before, value: entryValue, tail: trailing }))))
	.map((list) =>
		list.map(({ key, lead, value, tail }): Entry => {
			// A comment may follow a value on its line, but not a `key:` whose value is on the lines below.
			const sep = value === '' || value.startsWith('\n') ? '' : ' ';
			const comment = value.startsWith('\n') || /^[|>]/.test(value) ? '' : tail;
			return { key, lead, text: `${key}:${sep}${value}${comment}\n` };
		}),
	);

const BODY_LINES = ['# Kira', 'Some text.', '', '---', '```iron-move', 'v: 1', '```', 'key: not frontmatter'];
const body = fc.array(fc.constantFrom(...BODY_LINES), { maxLength: 6 });

const newValue = fc.oneof(
	fc.integer({ min: -1000, max: 1000 }),
	fc.constantFrom(2.5, -0.25, 1e21, 0.1),
	fc.string({ unit: fc.constantFrom('a', 'b', ' ', ':', '#', "'", '"', 'é', '[', ']', '-', '1', '\n', '{', '&', '*', '!', '|', '>', '%', '@', '`'), maxLength: 12 }),
	fc.constantFrom('true', '12', 'null', '', ' lead', 'trail ', '- dash', '[[Characters/Arn]]'),
	fc.boolean(),
	fc.constant(null),
	fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ', ':', '#', ','), maxLength: 5 }), { maxLength: 3 }),
	fc.record({ value: fc.integer({ min: -5, max: 5 }), reason: fc.constantFrom('Make Camp', 'a: b') }),
);

export type Change = { op: 'set'; index: number; value: unknown } | { op: 'delete'; index: number } | { op: 'add'; key: string; value: unknown };

export const change: fc.Arbitrary<Change> = fc.oneof(
	fc.record({ op: fc.constant('set' as const), index: fc.nat(), value: newValue }),
	fc.record({ op: fc.constant('delete' as const), index: fc.nat() }),
	fc.record({ op: fc.constant('add' as const), key: fc.constantFrom('added', 'party', 'z9'), value: newValue }),
);

export interface Case {
	note: string;
	bodyText: string;
	eol: '\n' | '\r\n';
	bom: boolean;
	ranges: { key: string; start: number; end: number }[];
	yamlEnd: number;
}

export function build(list: Entry[], lines: string[], eol: '\n' | '\r\n', bom: boolean): Case {
	const conv = (t: string) => t.replace(/\n/g, eol);
	let note = `${bom ? '\uFEFF' : ''}---${eol}`;
	const ranges: Case['ranges'] = [];
	for (const e of list) {
		note += conv(e.lead);
		const start = note.length;
		note += conv(e.text);
		ranges.push({ key: e.key.replace(/^"(.*)"$/, '$1'), start, end: note.length });
	}
	const yamlEnd = note.length;
	const bodyText = conv(lines.map((l) => `${l}\n`).join(''));
	note += `---${eol}${bodyText}`;
	return { note, bodyText, eol, bom, ranges, yamlEnd };
}

export const notes = fc.tuple(entries, body, fc.constantFrom('\n' as const, '\r\n' as const), fc.boolean()).map(([list, lines, eol, bom]) => build(list, lines, eol, bom));

/** Line feeds with no carriage return before them. */
export const bareLf = (text: string) => (text.match(/(^|[^\r])\n/g) ?? []).length;


/** Applies a random change to a random note: the note after, the data expected, and the range the change may touch. */
export function editCase(c: Case, ch: Change): { out: string; expected: Record<string, unknown>; range: { start: number; end: number } } | undefined {
	const data = readFrontmatter(c.note);
	const expected = structuredClone(data);
	let range = { start: c.yamlEnd, end: c.yamlEnd };
	if (ch.op === 'add') {
		if (ch.key in data) return undefined;
		expected[ch.key] = ch.value;
	} else {
		const target = c.ranges[ch.index % Math.max(1, c.ranges.length)];
		if (!target) return undefined;
		range = target;
		if (ch.op === 'delete') delete expected[target.key];
		else expected[target.key] = ch.value;
	}
	const out = updateFrontmatter(c.note, (fm) => {
		for (const k of Object.keys(fm)) delete fm[k];
		Object.assign(fm, structuredClone(expected));
	});
	return { out, expected, range };
}
