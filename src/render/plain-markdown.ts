/**
 * Datasworn's small markdown as plain text, for a terminal: what a reader of the rulebook
 * would see, not the marks. Bold and italics lose their marks, links keep their label,
 * bullet lists are indented, and tables (markdown ones, and the `{{table>id}}` a move embeds)
 * become aligned columns.
 */

/** The text of an embedded table, `{{table>ID}}` or `{{table_columns>ID}}`; undefined drops the line. */
export type EmbeddedTable = (kind: string, id: string) => string | undefined;

const EMBED = /^\{\{(\w+)>([^}]+)\}\}$/;

/** Inline markup only: for one line or a table cell. */
export function plainInline(text: string): string {
	return text
		.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
		.replace(/__([^_]+)__/g, '$1')
		.replace(/\*\*([^*]+)\*\*/g, '$1')
		.replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?!\w)/g, '$1$2');
}

export function plainMarkdown(markdown: string, embedded: EmbeddedTable = () => undefined): string {
	const blocks: string[] = [];
	for (const chunk of markdown.split(/\n\s*\n/)) {
		const lines = chunk.split('\n').filter((l) => l.trim() !== '');
		if (lines.length === 0) continue;
		const embed = lines.length === 1 ? EMBED.exec((lines[0] as string).trim()) : null;
		if (embed) {
			const table = embedded(embed[1] as string, (embed[2] as string).trim());
			if (table) blocks.push(table);
		} else if (lines.every((l) => /^\s*[*-]\s+/.test(l))) {
			blocks.push(lines.map((l) => `  - ${plainInline(l.replace(/^\s*[*-]\s+/, ''))}`).join('\n'));
		} else if (lines.every((l) => l.trim().startsWith('|'))) {
			blocks.push(alignedTable(markdownRows(lines)));
		} else {
			blocks.push(plainInline(lines.map((l) => l.trim()).join(' ')));
		}
	}
	return blocks.join('\n\n');
}

/** The cells of a markdown table, without its |---| separator row. */
function markdownRows(lines: readonly string[]): string[][] {
	return lines
		.map((l) => l.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => plainInline(c.trim())))
		.filter((cells) => !cells.every((c) => /^:?-+:?$/.test(c)));
}

/** Rows as columns padded to their widest cell, two spaces apart; the last column is not padded. */
export function alignedTable(rows: readonly (readonly string[])[]): string {
	const widths: number[] = [];
	for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, length(cell))));
	return rows
		.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat((widths[i] ?? 0) - length(cell)))).join('  ').trimEnd())
		.join('\n');
}

/** Width in characters a terminal shows, counting "›" or "é" as one. */
function length(text: string): number {
	return [...text].length;
}
