import { MAX_ORACLE_SIDES, type NestedRollSpec, type OracleRow, type OracleTable } from '../rules/oracle-table';
import { capText } from '../rules/oracle-text-cap';

/** A problem in a player's table, with the note's own 1-based line. */
export interface TableProblem {
	line: number;
	message: string;
}

export interface ParsedTable {
	table?: OracleTable;
	problems: TableProblem[];
}

const DIE = /^\s*(?:1?d)(\d{1,3})\s*$/i;
const RANGE = /^\s*(\d{1,3})\s*(?:[-–—]|to)\s*(\d{1,3})\s*$|^\s*(\d{1,3})\s*$/i;
const LINK = /\[\[([^\]|#]+)(?:[#|][^\]]*)?\]\]/g;
const TWICE = /\broll twice\b/i;
/** More rows than the largest die has faces: some surely overlap. */
const MAX_READ_ROWS = MAX_ORACLE_SIDES + 1;

/** "00" on percentile dice is 100. */
const face = (text: string, sides: number) => (sides === 100 && /^0+$/.test(text) ? 100 : Number(text));

function cells(line: string): string[] | undefined {
	const t = line.trim();
	if (!t.startsWith('|')) return undefined;
	const inner = t.replace(/^\|/, '').replace(/\|$/, '');
	// A `\|` is a pipe inside a cell, as Obsidian writes it.
	return inner.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

const isDivider = (row: string[]) => row.every((c) => /^:?-{3,}:?$/.test(c));

/**
 * A player's oracle table from a note: its first markdown table, whose first column is the roll
 * (`1-10`, `11`, `91-00`) and second the result. The header's first cell may name the die
 * (`d6`, `1d20`); otherwise it is a d100. A result holding `[[Another table]]` rolls on that
 * note's table too, and "roll twice" rolls twice more on this one. Gaps, overlaps and rolls past
 * the die are reported with their lines, and no table is returned then.
 */
export function parseOracleTable(text: string, id: string, name: string): ParsedTable {
	const lines = text.split(/\r\n|\r|\n/);
	let at = 0;
	// Frontmatter is not part of the table.
	if (lines[0]?.trim() === '---') {
		const end = lines.findIndex((l, i) => i > 0 && (l.trim() === '---' || l.trim() === '...'));
		if (end > 0) at = end + 1;
	}
	while (at < lines.length && !cells(lines[at] ?? '')) at++;
	const header = cells(lines[at] ?? '');
	if (!header || !isDivider(cells(lines[at + 1] ?? '') ?? [])) {
		return { problems: [{ line: Math.min(at, lines.length - 1) + 1, message: 'No table: write one with a roll column and a result column (| Roll | Result |, then |---|---|).' }] };
	}
	const sides = Number(DIE.exec(header[0] ?? '')?.[1] ?? 100);
	const problems: TableProblem[] = [];
	const rows: (OracleRow & { line: number })[] = [];
	let count = 0;
	for (let i = at + 2; i < lines.length; i++) {
		// A row covers one face or more, and no die has more than MAX_ORACLE_SIDES: rows past that
		// many are only counted, so a note of 200,000 rows is refused at once, its first rows telling the overlaps.
		if (count >= MAX_READ_ROWS) {
			if (!(lines[i] ?? '').trimStart().startsWith('|')) break;
			count++;
			continue;
		}
		const row = cells(lines[i] ?? '');
		if (!row) break;
		count++;
		const line = i + 1;
		const m = RANGE.exec(row[0] ?? '');
		if (!m) {
			problems.push({ line, message: `"${row[0] ?? ''}" is not a roll: write a number or a range such as 1-10.` });
			continue;
		}
		const min = face(m[1] ?? m[3] ?? '', sides);
		const max = face(m[2] ?? m[3] ?? '', sides);
		// A result is the player's text: past the cap it is cut where it is read, and says so in every roll of it.
		const result = capText((row[1] ?? '').trim());
		if (min > max) problems.push({ line, message: `${row[0]}: the range runs backwards.` });
		else if (min < 1 || max > sides) problems.push({ line, message: `${row[0]}: the die is a d${sides}, so rolls run from 1 to ${sides}.` });
		if (result === '') problems.push({ line, message: `${row[0]}: the result is empty.` });
		const rolls: NestedRollSpec[] = [...result.matchAll(LINK)].map((l) => ({ oracle: `[[${(l[1] ?? '').trim()}]]`, times: 1, duplicates: 'keep' as const }));
		if (TWICE.test(result)) rolls.push({ oracle: null, times: 2, duplicates: 'keep' });
		rows.push({ id: `${id}.${rows.length}`, min, max, text: result, line, ...(rolls.length > 0 ? { rolls } : {}) });
	}
	if (rows.length === 0 && problems.length === 0) problems.push({ line: at + 1, message: 'The table has no rows.' });
	if (count > MAX_READ_ROWS) problems.push({ line: at + 3 + MAX_READ_ROWS, message: `The table has ${count} rows, more than a d${sides} has faces: rows overlap.` });
	// Not push(...): a table of 200,000 overlapping rows has as many problems, past the arguments a call takes.
	for (const p of coverage(rows, sides)) problems.push(p);
	if (problems.length > 0) return { problems: problems.sort((a, b) => a.line - b.line) };
	return { table: { id, name, sides, own: true, rows: rows.map(({ line: _, ...r }) => r) }, problems: [] };
}

type Ranged = OracleRow & { line: number; min: number; max: number };

/**
 * Every face of the die on exactly one row: a gap or an overlap names its lines. The rows are
 * swept in the order of their first face, against the one reaching furthest so far: sorting
 * makes it n log n, so a table of 200,000 rows is answered at once (face by face took minutes).
 * An overlap is told on the later line of the two, with the first face both cover.
 */
function coverage(rows: readonly (OracleRow & { line: number })[], sides: number): TableProblem[] {
	const problems: TableProblem[] = [];
	const valid = rows.filter((r): r is Ranged => r.min !== null && r.max !== null && r.min <= r.max && r.min >= 1 && r.max <= sides);
	valid.sort((a, b) => a.min - b.min || a.line - b.line);
	const overlapping = new Set<Ranged>();
	const gaps: string[] = [];
	// The gap is told on the line of a row beside it (the row after it, or the last row before a gap at the end), never past the table.
	let gapLine: number | undefined;
	let reach: Ranged | undefined;
	for (const r of valid) {
		const covered = reach?.max ?? 0;
		if (reach && r.min <= covered) {
			const [later, earlier] = r.line > reach.line ? [r, reach] : [reach, r];
			if (!overlapping.has(later)) problems.push({ line: later.line, message: `${later.min}-${later.max} overlaps the row on line ${earlier.line} (both cover ${r.min}).` });
			overlapping.add(later);
		} else if (r.min > covered + 1) {
			gaps.push(r.min - 1 === covered + 1 ? String(covered + 1) : `${covered + 1}-${r.min - 1}`);
			gapLine ??= r.line;
		}
		if (!reach || r.max > reach.max) reach = r;
	}
	const end = reach?.max ?? 0;
	if (end < sides) {
		gaps.push(end + 1 === sides ? String(sides) : `${end + 1}-${sides}`);
		gapLine ??= reach?.line ?? rows[rows.length - 1]?.line;
	}
	if (gaps.length > 0 && rows.length > 0) problems.push({ line: gapLine ?? rows[rows.length - 1]?.line ?? 1, message: `No row covers ${gaps.join(', ')} (a d${sides} rolls 1 to ${sides}).` });
	return problems;
}
