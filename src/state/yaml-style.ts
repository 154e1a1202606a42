import { Document, type Node, Pair, Scalar, YAMLMap, isCollection, isScalar, isSeq, parseDocument, visit } from 'yaml';
import { sameData } from './same-data';

/**
 * How a note writes its frontmatter, read from what is there, so that a value Iron Ledger
 * writes looks like the player's own: lists in flow (`[a, b]`) or block form, list items
 * indented or not, quotes single or double.
 */
export interface YamlStyle {
	flowSeqs: boolean;
	indentSeq: boolean;
	indent: number;
	padding: boolean;
	singleQuote: boolean;
}

const DEFAULT: YamlStyle = { flowSeqs: false, indentSeq: true, indent: 2, padding: false, singleQuote: false };

function column(source: string, offset: number): number {
	return offset - (source.lastIndexOf('\n', offset - 1) + 1);
}

/** The style of one value already in the note, as far as it shows one. */
function styleOf(source: string, node: Node | null, keyColumn: number): Partial<YamlStyle> {
	const out: Partial<YamlStyle> = {};
	if (isScalar(node) && (node.type === Scalar.QUOTE_SINGLE || node.type === Scalar.QUOTE_DOUBLE)) out.singleQuote = node.type === Scalar.QUOTE_SINGLE;
	if (!isCollection(node) || !node.range) return out;
	if (node.flow) {
		// `[]` is how every tool writes an empty list: it says nothing of the note's style.
		if (node.items.length === 0) return out;
		if (isSeq(node)) out.flowSeqs = true;
		out.padding = source[node.range[0] + 1] === ' ';
		return out;
	}
	if (isSeq(node)) {
		out.flowSeqs = false;
		const itemColumn = column(source, node.range[0]);
		out.indentSeq = itemColumn > keyColumn;
		// yaml indents unindented lists by indent - 2: only 2 writes them at the key's column.
		out.indent = itemColumn > keyColumn ? itemColumn - keyColumn : 2;
	} else {
		const first = node.items[0] as Pair<Node, Node> | undefined;
		const at = first?.key?.range?.[0];
		if (at !== undefined && column(source, at) > keyColumn) out.indent = column(source, at) - keyColumn;
	}
	return out;
}

/** The note's style: for each trait, the first value that shows it decides. */
export function detectStyle(source: string, map: YAMLMap | null): YamlStyle {
	const found: Partial<YamlStyle> = {};
	for (const pair of map?.items ?? []) {
		const key = pair.key as Node | null;
		const keyColumn = key?.range ? column(source, key.range[0]) : 0;
		const own = styleOf(source, pair.value as Node | null, keyColumn);
		for (const [trait, value] of Object.entries(own)) if (!(trait in found)) (found as Record<string, unknown>)[trait] = value;
	}
	return { ...DEFAULT, ...found };
}

/**
 * A value as a YAML node that reads back as itself: a block scalar cannot carry a line of only
 * spaces or a leading space, and one kept with `|+` would take in the blank lines after it,
 * so such text is double-quoted, which keeps every character.
 */
export function nodeFor(doc: Document, value: unknown): Node {
	const node = doc.createNode(value) as Node;
	const fix = (n: Scalar) => {
		if (typeof n.value === 'string' && n.value.includes('\n') && /(^[ \t])|(^|\n)[ \t]+(\n|$)|[ \t]\n|\n$/.test(n.value)) n.type = Scalar.QUOTE_DOUBLE;
	};
	if (isScalar(node)) fix(node);
	else visit(node, { Scalar: (_, n) => fix(n) });
	return node;
}

/** A value written in place of an old one keeps the old one's look: quoting, block text, flow, number format. */
function styledNode(doc: Document, value: unknown, old: Node | null | undefined, style: YamlStyle): Node {
	const node = nodeFor(doc, value);
	if (isScalar(node) && isScalar(old)) {
		if (typeof value === 'string' && old.type && node.type !== Scalar.QUOTE_DOUBLE) node.type = old.type;
		if (typeof value === 'number' && typeof old.value === 'number') {
			if (old.format) node.format = old.format;
			if (old.minFractionDigits) node.minFractionDigits = old.minFractionDigits;
		}
	}
	if (isCollection(node)) {
		// A flow list the player wrote stays one; otherwise lists of plain values follow the note.
		const flowBefore = isCollection(old) && old.items.length > 0 ? !!old.flow : undefined;
		// An empty one is `[]` or `{}` in any style (and yaml misplaces a block `[]` when lists are not indented).
		node.flow = node.items.length === 0 || (flowBefore ?? (isSeq(node) && style.flowSeqs && node.items.every((item) => isScalar(item))));
	}
	return node;
}

function render(doc: Document, style: YamlStyle): string {
	return doc.toString({ lineWidth: 0, indentSeq: style.indentSeq, indent: style.indent, flowCollectionPadding: style.padding, singleQuote: style.singleQuote });
}

/** One scalar as it would be written on one line, or undefined when it needs more than one. */
export function renderScalar(value: unknown, old: Scalar, noteStyle: YamlStyle): string | undefined {
	const doc = new Document();
	doc.contents = styledNode(doc, value, old, noteStyle);
	const text = render(doc, noteStyle).replace(/\n$/, '');
	return text.includes('\n') ? undefined : text;
}

/**
 * One `key: value` entry, ending with a newline (LF), at column 0. The key keeps its quoting;
 * the value the old value's look where it had one, the note's otherwise.
 */
export function renderPair(key: unknown, oldKey: Node | null, value: unknown, old: Node | null, source: string, noteStyle: YamlStyle): string {
	const doc = new Document();
	const style = { ...noteStyle, ...styleOf(source, old, oldKey?.range ? column(source, oldKey.range[0]) : 0) };
	const keyNode = new Scalar(key);
	if (isScalar(oldKey) && oldKey.type) keyNode.type = oldKey.type;
	const map = new YAMLMap();
	map.items.push(new Pair(keyNode, styledNode(doc, value, old, style)));
	doc.contents = map;
	// yaml gets a block scalar's indentation indicator wrong at indents other than 2 (`|2-`
	// under 4 spaces), and writes some text as plain that does not read back (`-` then a new
	// line): what does not read back is written at indent 2, then in yaml's own style.
	for (const attempt of [style, { ...style, indent: 2 }, DEFAULT]) {
		const text = render(doc, attempt);
		if (readsAs(text, key, value)) return text;
	}
	map.items[0] = new Pair(keyNode, nodeFor(doc, value));
	return render(doc, DEFAULT);
}

function readsAs(text: string, key: unknown, value: unknown): boolean {
	const doc = parseDocument(text);
	if (doc.errors.length > 0) return false;
	const data = doc.toJSON() as Record<string, unknown> | null;
	return !!data && sameData(data[String(key)], value);
}
