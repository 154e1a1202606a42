/**
 * A fast reader for the plain YAML that Iron Ledger writes: block maps and lists, flow
 * lists of numbers, quoted and plain scalars, `|` text. It returns undefined for anything
 * else (anchors, tags, flow maps, odd indentation, comments after values…), and the caller
 * then uses the full `yaml` parser. A test checks that whatever it accepts, it reads
 * exactly as `yaml` does.
 */
type Value = unknown;

class Bail extends Error {}

const KEY = /^([A-Za-z_][\w-]*):(?: (.*))?$/;
const INT = /^[-+]?\d+$/;
const FLOAT = /^[-+]?(?:\.\d+|\d+\.\d*|\d+(?:\.\d*)?[eE][-+]?\d+)$/;
const OTHER_SPACE = /[\v\f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
const otherSpace = (c: number) => c === 11 || c === 12 || (c >= 0xa0 && OTHER_SPACE.test(String.fromCharCode(c)));
const WORDS = new Map<string, Value>(['true', 'True', 'TRUE', 'false', 'False', 'FALSE', 'null', 'Null', 'NULL'].map((w) => [w, w.toLowerCase() === 'null' ? null : w.toLowerCase() === 'true']));
const PLAIN_START_FORBIDDEN = /^[-?:,[\]{}#&*!|>'"%@`]/;

interface Line {
	indent: number;
	text: string;
	raw: string;
}

/** The parsed value, or undefined when the source is not YAML this reader handles. */
export function readSimpleYaml(source: string): Value {
	if (source.includes('\t') || source.includes('\r')) return undefined;
	const lines: Line[] = [];
	for (const raw of source.split('\n')) {
		let indent = 0;
		while (raw.charCodeAt(indent) === 32) indent++;
		if (indent === raw.length || raw.charCodeAt(0) === 35) {
			lines.push({ indent: -1, text: '', raw });
			continue;
		}
		let end = raw.length;
		while (raw.charCodeAt(end - 1) === 32) end--;
		// Spaces are counted; other whitespace at either end (String.trim's) is left to yaml.
		if (otherSpace(raw.charCodeAt(indent)) || otherSpace(raw.charCodeAt(end - 1))) return undefined;
		lines.push({ indent, text: end === raw.length && indent === 0 ? raw : raw.slice(indent, end), raw });
	}
	try {
		const reader = new Reader(lines);
		const first = reader.peek();
		if (!first || first.indent !== 0) return undefined;
		const value = reader.map(0);
		if (reader.peek()) return undefined;
		return value;
	} catch (error) {
		if (error instanceof Bail) return undefined;
		throw error;
	}
}

class Reader {
	private i = 0;

	constructor(private readonly lines: Line[]) {}

	/** The next line with content, skipping blank and comment lines. */
	peek(): Line | undefined {
		while (this.i < this.lines.length && (this.lines[this.i] as Line).indent < 0) this.i++;
		return this.lines[this.i];
	}

	map(indent: number, firstText?: string): Record<string, Value> {
		const out: Record<string, Value> = {};
		const seen = new Set<string>();
		let text = firstText;
		for (;;) {
			if (text === undefined) {
				const line = this.peek();
				if (!line || line.indent < indent) return out;
				if (line.indent > indent) throw new Bail();
				text = line.text;
				this.i++;
			}
			const m = KEY.exec(text);
			if (!m) throw new Bail();
			const key = m[1] as string;
			// A key seen before, or one of every object's own (__proto__, constructor…): yaml decides.
			if (seen.has(key) || key in Object.prototype) throw new Bail();
			seen.add(key);
			out[key] = this.value(indent, m[2]);
			text = undefined;
		}
	}

	private value(indent: number, rest: string | undefined): Value {
		if (rest === undefined || rest === '') {
			const next = this.peek();
			if (next && next.text.startsWith('- ') && next.indent >= indent) {
				if (next.indent === indent || next.indent > indent) return this.list(next.indent);
			}
			if (next && next.indent > indent) return this.map(next.indent);
			return null;
		}
		if (rest === '|' || rest === '|-') return this.blockText(indent, rest === '|-');
		return scalar(rest);
	}

	private list(indent: number): Value[] {
		const out: Value[] = [];
		for (;;) {
			const line = this.peek();
			if (!line || line.indent < indent || !line.text.startsWith('- ')) return out;
			if (line.indent > indent) throw new Bail();
			this.i++;
			const item = line.text.slice(2);
			if (KEY.test(item)) out.push(this.map(indent + 2, item));
			else out.push(scalar(item));
		}
	}

	private blockText(indent: number, strip: boolean): string {
		const body: string[] = [];
		let contentIndent = -1;
		while (this.i < this.lines.length) {
			const line = this.lines[this.i] as Line;
			if (line.indent >= 0 && line.indent <= indent) break;
			// Comments and space-only lines mean different things inside text: let yaml decide.
			if (line.indent < 0 && line.raw !== '') throw new Bail();
			if (line.indent >= 0) {
				if (contentIndent < 0) contentIndent = line.indent;
				if (line.indent < contentIndent) throw new Bail();
			}
			this.i++;
			// Text keeps its trailing spaces, unlike keys and plain values.
			body.push(line.indent < 0 ? '' : line.raw.slice(contentIndent));
		}
		// Blank or comment-looking lines inside text are ambiguous here: let yaml decide.
		if (contentIndent < 0 || body.some((b, n) => b === '' && n === 0)) throw new Bail();
		while (body.length > 0 && body[body.length - 1] === '') body.pop();
		const text = body.join('\n');
		return strip ? text : `${text}\n`;
	}
}

function scalar(text: string): Value {
	const c = text.charCodeAt(0) | 32;
	// Most values are words: no number, date or special value starts with a letter, only these.
	if (c >= 97 && c <= 122) {
		if (text.includes(': ') || text.includes(' #') || text.endsWith(':')) throw new Bail();
		return WORDS.has(text) ? WORDS.get(text) : text;
	}
	if (text.startsWith('"')) {
		if (!text.endsWith('"') || text.length < 2) throw new Bail();
		try {
			const value: unknown = JSON.parse(text);
			if (typeof value !== 'string') throw new Bail();
			return value;
		} catch {
			throw new Bail();
		}
	}
	if (text.startsWith("'")) {
		const inner = text.slice(1, -1);
		if (!text.endsWith("'") || text.length < 2 || /'(?!')/.test(inner.replace(/''/g, ''))) throw new Bail();
		return inner.replace(/''/g, "'");
	}
	if (text.startsWith('[')) {
		if (!text.endsWith(']')) throw new Bail();
		const inner = text.slice(1, -1).trim();
		if (inner === '') return [];
		return inner.split(',').map((part) => {
			const t = part.trim();
			if (!INT.test(t)) throw new Bail();
			return Number(t);
		});
	}
	if (INT.test(text)) {
		const n = Number(text);
		if (!Number.isSafeInteger(n) || /^[-+]?0\d/.test(text)) throw new Bail();
		return n;
	}
	if (PLAIN_START_FORBIDDEN.test(text) || text.includes(': ') || text.includes(' #') || text.endsWith(':')) throw new Bail();
	if (/^(true|True|TRUE)$/.test(text)) return true;
	if (/^(false|False|FALSE)$/.test(text)) return false;
	if (/^(null|Null|NULL|~)$/.test(text)) return null;
	if (FLOAT.test(text) || /^[-+]?\.(inf|Inf|INF|nan|NaN|NAN)$/.test(text) || /^0[xo]/.test(text)) throw new Bail();
	return text;
}
