import { type Document, isMap, parseDocument } from 'yaml';
import { type LineEnding, lineEnding } from '../journal/line-endings';
import { editYaml } from './frontmatter-edit';

/**
 * Frontmatter in note text, for the CLI's file adapter (Obsidian has processFrontMatter).
 * Only the values a change touches are rewritten: the body, the other keys, comments,
 * quoting, number formats, line endings (CRLF stays CRLF) and a leading byte order mark are
 * kept byte for byte, as docs/state.md promises.
 */
export class FrontmatterError extends Error {
	override name = 'FrontmatterError';
}

const BOM = '\uFEFF';
const OPEN = /^---\r?\n/;
const CLOSE = /^---[ \t]*(\r?\n|$)/m;

interface Located {
	/** '\uFEFF' when the note starts with a byte order mark: editors that write one expect it kept. */
	bom: string;
	present: boolean;
	/** Offsets in the note: the YAML between the fences, and where the body starts. */
	yamlStart: number;
	yamlEnd: number;
	bodyStart: number;
	/** The opening fence's line ending: the frontmatter's own. */
	eol: LineEnding;
}

function locate(text: string): Located {
	const bom = text.startsWith(BOM) ? BOM : '';
	const absent: Located = { bom, present: false, yamlStart: 0, yamlEnd: 0, bodyStart: 0, eol: '\n' };
	const open = OPEN.exec(text.slice(bom.length));
	if (!open) return absent;
	const yamlStart = bom.length + open[0].length;
	const close = CLOSE.exec(text.slice(yamlStart));
	if (!close) return absent;
	const yamlEnd = yamlStart + close.index;
	return { bom, present: true, yamlStart, yamlEnd, bodyStart: yamlEnd + close[0].length, eol: open[0].endsWith('\r\n') ? '\r\n' : '\n' };
}

export function splitFrontmatter(text: string): { yaml: string; body: string; present: boolean } {
	const at = locate(text);
	if (!at.present) return { yaml: '', body: text, present: false };
	return { yaml: text.slice(at.yamlStart, at.yamlEnd), body: text.slice(at.bodyStart), present: true };
}

/** Where the frontmatter's closing `---` line ends (before its line ending); undefined when the note has none. */
export function frontmatterEnd(text: string): number | undefined {
	const at = locate(text);
	if (!at.present) return undefined;
	let end = at.bodyStart;
	if (text[end - 1] === '\n') end--;
	if (text[end - 1] === '\r') end--;
	return end;
}

function parsed(yaml: string, path: string): Document {
	const doc = parseDocument(yaml);
	if (doc.errors.length > 0) throw new FrontmatterError(`The frontmatter of ${path} is not valid YAML: ${doc.errors[0]?.message.split('\n')[0] ?? ''}`);
	if (doc.contents !== null && !isMap(doc.contents)) throw new FrontmatterError(`The frontmatter of ${path} should be "key: value" lines.`);
	return doc;
}

export function readFrontmatter(text: string, path = 'the note'): Record<string, unknown> {
	const { yaml, present } = splitFrontmatter(text);
	if (!present || yaml.trim() === '') return {};
	return (parsed(yaml, path).toJSON() as Record<string, unknown> | null) ?? {};
}

/**
 * Applies a change to the frontmatter data and writes back only what changed. The change
 * edits a plain copy; a key set to undefined or deleted is removed. A note without
 * frontmatter gets one at its top (after its byte order mark) once a key is set; a change
 * that changes nothing gives the note back as it was.
 */
export function updateFrontmatter(text: string, change: (data: Record<string, unknown>) => void, path = 'the note'): string {
	const at = locate(text);
	const yaml = at.present ? text.slice(at.yamlStart, at.yamlEnd) : '';
	const doc = parsed(yaml, path);
	const before = (doc.toJSON() as Record<string, unknown> | null) ?? {};
	const after = structuredClone(before);
	change(after);
	const eol = at.present ? at.eol : lineEnding(text);
	const edited = editYaml(yaml, doc, before, after, eol);
	if (edited === null) return text;
	if (at.present) return text.slice(0, at.yamlStart) + edited + text.slice(at.yamlEnd);
	return `${at.bom}---${eol}${edited}---${eol}${text.slice(at.bom.length)}`;
}
