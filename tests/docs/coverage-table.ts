/**
 * Reads the statement table of docs/rules-coverage.md by the names its header row gives, so a column
 * can be added or moved (a second proof, say) without touching the parser.
 */

/** One body row: each cell under its column's name, and how many cells the line really had. */
export interface TableRow {
	cells: Record<string, string>;
	width: number;
	line: string;
}

export interface Table {
	columns: string[];
	rows: TableRow[];
}

/** A row's cells, split as GitHub splits them: on every `|` not escaped with a backslash. */
function cellsOf(line: string): string[] {
	return line
		.trim()
		.replace(/^\|/, '')
		.replace(/(?<!\\)\|$/, '')
		.split(/(?<!\\)\|/)
		.map((cell) => cell.trim());
}

/**
 * The first table whose header row names `firstColumn` as its first column: the header, and every
 * row up to the first line that is not a table line. Undefined when the page has no such table.
 */
export function readTable(markdown: string, firstColumn: string): Table | undefined {
	const lines = markdown.split('\n');
	const at = lines.findIndex((line) => line.startsWith('|') && cellsOf(line)[0] === firstColumn);
	if (at < 0) return undefined;
	const columns = cellsOf(lines[at] as string);
	const rows: TableRow[] = [];
	// at + 1 is the |---| line under the header.
	for (const line of lines.slice(at + 2)) {
		if (!line.startsWith('|')) break;
		const values = cellsOf(line);
		const cells: Record<string, string> = {};
		columns.forEach((name, i) => {
			cells[name] = values[i] ?? '';
		});
		rows.push({ cells, width: values.length, line });
	}
	return { columns, rows };
}

/** The checklist's statements in its order (duplicates kept, to be caught): its rows start `| XX-NN | statement |`. */
export function readChecklist(markdown: string): { id: string; statement: string }[] {
	return [...markdown.matchAll(/^\| ([A-Z]{2}-\d{2}) \| (.*?) \|/gm)].map((m) => ({ id: m[1] as string, statement: m[2] as string }));
}
