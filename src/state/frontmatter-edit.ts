import { type Document, type Node, type Pair, Scalar, type YAMLMap, isMap, isScalar, parseDocument } from 'yaml';
import { type LineEnding, withLineEnding } from '../journal/line-endings';
import { sameData } from './same-data';
import { type YamlStyle, detectStyle, nodeFor, renderPair, renderScalar } from './yaml-style';

/**
 * Minimal edits of frontmatter YAML: only the bytes of the values that changed are written.
 * The player's comments, quoting, number formats (`07`, `1.50`), flow lists and indentation
 * stay as they were, since a state change must not read as a rewrite of their note.
 */

interface Splice {
	from: number;
	to: number;
	text: string;
}

function lineStart(source: string, offset: number): number {
	return source.lastIndexOf('\n', offset - 1) + 1;
}

function lineEndAfter(source: string, offset: number): number {
	const i = source.indexOf('\n', offset);
	return i < 0 ? source.length : i + 1;
}

/**
 * The lines a top-level entry occupies: from its key's line to the end of its value's last
 * line, with comment lines indented under it. Comments above the key stay (they may speak of
 * more than this key). Undefined when the entry does not sit on lines of its own.
 */
function entryLines(source: string, pair: Pair<Node, Node | null>): { start: number; end: number; column: number } | undefined {
	const key = pair.key;
	if (!isScalar(key) || !key.range) return undefined;
	const start = lineStart(source, key.range[0]);
	if (source.slice(start, key.range[0]).trim() !== '') return undefined;
	const column = key.range[0] - start;
	const last = pair.value?.range ? pair.value.range[1] : key.range[1];
	let end = last > start && source[last - 1] === '\n' ? last : lineEndAfter(source, last);
	for (let next = lineEndAfter(source, end); end < source.length; next = lineEndAfter(source, end)) {
		const line = source.slice(end, next);
		const indent = line.length - line.trimStart().length;
		if (!line.trimStart().startsWith('#') || indent <= column) break;
		end = next;
	}
	return { start, end, column };
}

function indentLines(text: string, column: number): string {
	return column === 0 ? text : text.replace(/^(?=.)/gm, ' '.repeat(column));
}

/** A one-line scalar replaced by a one-line scalar: only the value's own characters change. */
function inPlace(source: string, old: Node | null, value: unknown, style: YamlStyle): Splice | undefined {
	if (!isScalar(old) || !old.range || old.tag || (value !== null && typeof value === 'object')) return undefined;
	if (old.type === Scalar.BLOCK_LITERAL || old.type === Scalar.BLOCK_FOLDED) return undefined;
	const [from, to] = old.range;
	if (source.slice(from, to).includes('\n')) return undefined;
	const text = renderScalar(value, old, style);
	if (text === undefined) return undefined;
	if (from !== to) return { from, to, text };
	// `key:` with nothing after it (or only a comment): the value needs space around it.
	const before = from > 0 && !/\s/.test(source[from - 1] as string) ? ' ' : '';
	const after = from < source.length && !/[\r\n]/.test(source[from] as string) ? ' ' : '';
	return { from, to, text: `${before}${text}${after}` };
}

function findPair(map: YAMLMap | null, key: string): Pair<Node, Node | null> | undefined {
	return map?.items.find((p) => isScalar(p.key) && String(p.key.value) === key) as Pair<Node, Node | null> | undefined;
}

/** A key's value, only when the note has that key: `constructor` removed is gone, not Object's function. */
function own(data: Record<string, unknown>, key: string): unknown {
	return Object.hasOwn(data, key) ? data[key] : undefined;
}

/** The splices that turn `before` into `after`, or undefined when the YAML is laid out in a way they cannot handle. */
function plan(source: string, map: YAMLMap | null, before: Record<string, unknown>, after: Record<string, unknown>, eol: LineEnding): Splice[] | undefined {
	const style = detectStyle(source, map);
	const splices: Splice[] = [];
	for (const key of Object.keys(before)) {
		const value = own(after, key);
		if (sameData(before[key], value) && value !== undefined) continue;
		const pair = findPair(map, key);
		const lines = pair && entryLines(source, pair);
		if (!pair || !lines) return undefined;
		if (value === undefined) {
			splices.push({ from: lines.start, to: lines.end, text: '' });
			continue;
		}
		const here = inPlace(source, pair.value, value, style);
		if (here) {
			splices.push(here);
			continue;
		}
		let text = renderPair(key, pair.key, value, pair.value, source, style);
		// A comment after a one-line value stays after the new one.
		const valueEnd = pair.value?.range?.[1];
		const oneLine = valueEnd !== undefined && valueEnd < lines.end && source[valueEnd - 1] !== '\n';
		const tail = oneLine ? source.slice(valueEnd, lines.end).replace(/\r?\n$/, '') : '';
		if (/^\s+#/.test(tail) && !tail.includes('\n') && text.indexOf('\n') === text.length - 1) text = `${text.slice(0, -1)}${tail}\n`;
		splices.push({ from: lines.start, to: lines.end, text: withLineEnding(indentLines(text, lines.column), eol) });
	}
	const first = map?.items[0]?.key as Node | undefined;
	const column = first?.range ? first.range[0] - lineStart(source, first.range[0]) : 0;
	const lead = source === '' || source.endsWith('\n') ? '' : eol;
	const added = Object.keys(after).filter((k) => !Object.hasOwn(before, k) && after[k] !== undefined);
	const text = added.map((k) => renderPair(k, null, after[k], null, source, style)).join('');
	if (text !== '') splices.push({ from: source.length, to: source.length, text: lead + withLineEnding(indentLines(text, column), eol) });
	return splices;
}

function apply(source: string, splices: Splice[]): string {
	let out = '';
	let at = 0;
	for (const s of [...splices].sort((a, b) => a.from - b.from)) {
		out += source.slice(at, s.from) + s.text;
		at = s.to;
	}
	return out + source.slice(at);
}

function reads(yaml: string): unknown {
	const doc = parseDocument(yaml);
	return doc.errors.length > 0 ? undefined : ((doc.toJSON() as unknown) ?? {});
}

/** The whole document written again: for YAML laid out in ways the minimal edit does not handle (a flow map, `? key`). */
function rewrite(doc: Document, before: Record<string, unknown>, after: Record<string, unknown>, eol: LineEnding): string {
	for (const key of Object.keys(before)) if (own(after, key) === undefined) doc.delete(key);
	for (const [key, value] of Object.entries(after)) if (value !== undefined && !sameData(own(before, key), value)) doc.set(key, nodeFor(doc, value));
	const out = doc.toString({ lineWidth: 0 });
	return withLineEnding(out === '{}\n' || out === 'null\n' ? '' : out, eol);
}

/**
 * The frontmatter YAML with `after`'s values, or null when nothing changed. Each edit is
 * checked by reading the result back; should it not give exactly `after`, the document is
 * written whole instead, since a correct value matters more than a kept layout.
 */
export function editYaml(source: string, doc: Document, before: Record<string, unknown>, after: Record<string, unknown>, eol: LineEnding): string | null {
	if (sameData(before, after)) return null;
	const map = isMap(doc.contents) && !doc.contents.flow ? doc.contents : null;
	const splices = doc.contents === null || map ? plan(source, map, before, after, eol) : undefined;
	if (splices) {
		const edited = apply(source, splices);
		if (sameData(reads(edited), after)) return edited;
	}
	return rewrite(doc, before, after, eol);
}
