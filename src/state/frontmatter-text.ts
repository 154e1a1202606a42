import { isMap, parseDocument } from 'yaml';

/**
 * Frontmatter in note text, for the CLI's file adapter (Obsidian has processFrontMatter).
 * Only the YAML between the opening and closing `---` is rewritten; the body is kept byte
 * for byte, and keys the change does not touch keep their order, comments and quoting.
 */
export class FrontmatterError extends Error {
	override name = 'FrontmatterError';
}

const OPEN = /^---\r?\n/;

export function splitFrontmatter(text: string): { yaml: string; body: string; present: boolean } {
	if (!OPEN.test(text)) return { yaml: '', body: text, present: false };
	const start = text.indexOf('\n') + 1;
	const close = /^---[ \t]*(\r?\n|$)/m;
	const rest = text.slice(start);
	const m = close.exec(rest);
	if (!m) return { yaml: '', body: text, present: false };
	return { yaml: rest.slice(0, m.index), body: rest.slice(m.index + m[0].length), present: true };
}

export function readFrontmatter(text: string, path = 'the note'): Record<string, unknown> {
	const { yaml, present } = splitFrontmatter(text);
	if (!present || yaml.trim() === '') return {};
	const doc = parseDocument(yaml);
	if (doc.errors.length > 0) throw new FrontmatterError(`The frontmatter of ${path} is not valid YAML: ${doc.errors[0]?.message.split('\n')[0] ?? ''}`);
	if (doc.contents !== null && !isMap(doc.contents)) throw new FrontmatterError(`The frontmatter of ${path} should be "key: value" lines.`);
	return (doc.toJSON() as Record<string, unknown> | null) ?? {};
}

/**
 * Applies a change to the frontmatter data and writes back only what changed. The change
 * edits a plain copy; keys it sets are written into the YAML document in place.
 */
export function updateFrontmatter(text: string, change: (data: Record<string, unknown>) => void, path = 'the note'): string {
	const { yaml, body, present } = splitFrontmatter(text);
	const doc = parseDocument(present ? yaml : '');
	if (doc.errors.length > 0) throw new FrontmatterError(`The frontmatter of ${path} is not valid YAML: ${doc.errors[0]?.message.split('\n')[0] ?? ''}`);
	if (doc.contents !== null && !isMap(doc.contents)) throw new FrontmatterError(`The frontmatter of ${path} should be "key: value" lines.`);
	const before = (doc.toJSON() as Record<string, unknown> | null) ?? {};
	const after = structuredClone(before);
	change(after);
	for (const key of Object.keys(before)) if (!(key in after)) doc.delete(key);
	for (const [key, value] of Object.entries(after)) {
		if (JSON.stringify(before[key]) !== JSON.stringify(value)) doc.set(key, value);
	}
	const out = doc.toString({ lineWidth: 0 });
	const fm = out === '{}\n' || out === 'null\n' ? '' : out;
	return `---\n${fm}---\n${present ? body : body === '' ? '' : body}`;
}
