import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOVE_MODELS } from '../../src/moves';
import { readChecklist, readTable } from './coverage-table';
import { limitWords, NOTHING_TO_REFUSE } from './limit-words';

/**
 * The repo root, and the checklist beside it. CI clones the repo with `shared/` next to it; a player's
 * clone has nothing there, so the page is checked against itself and the checklist only where it exists.
 */
const ROOT = path.resolve(__dirname, '../..');
const CHECKLIST = path.resolve(ROOT, '../shared/rules/checklist.md');
const HAS_CHECKLIST = existsSync(CHECKLIST);
const DOC = 'docs/rules-coverage.md';

/** The target: at least this many statements tested or read from the data. */
const MIN_HONOURED = 236;
const STATUSES = ['tested', 'data', 'narrative', 'open'] as const;
type Status = (typeof STATUSES)[number];
const HONOURED: readonly Status[] = ['tested', 'data'];
/** A quoted part of a test title shorter than this could match almost anything. */
const MIN_TITLE = 12;
/** A statement the limit detector flags may say it has nothing to refuse; more than a few means the word list is wrong. */
const MAX_NOTHING_TO_REFUSE = 10;
/** The columns the page must have; any column whose name contains "proof" is read for references. */
const COLUMNS = ['id', 'statement', 'status', 'proof', 'forbids'];
const ID = /^[A-Z]{2}-\d{2}$/;

interface Row {
	id: string;
	statement: string;
	status: string;
	proof: string;
	/** The backquoted references to tests (`tests/… › title`) and worked examples (`move:… › name`). */
	refs: string[];
	/** How many cells the line had, against the header's count. */
	width: number;
	/** The negative proof: a test that the product refuses or caps what the statement forbids. */
	forbids: string;
	forbidsRefs: string[];
}

/** The backquoted references to tests and worked examples in a cell. */
const refsIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((r) => r[1] as string).filter((r) => r.startsWith('tests/') || r.startsWith('move:'));

const doc = readFileSync(path.join(ROOT, DOC), 'utf8');
const table = readTable(doc, 'id') ?? { columns: [], rows: [] };
const proofColumns = table.columns.filter((c) => c.includes('proof'));

const rows: Row[] = table.rows.map(({ cells, width }) => {
	const proofs = proofColumns.map((c) => cells[c] ?? '');
	const refs = proofs.flatMap(refsIn);
	const forbids = cells.forbids ?? '';
	return { id: cells.id ?? '', statement: cells.statement ?? '', status: cells.status ?? '', proof: proofs.join(' '), refs, width, forbids, forbidsRefs: refsIn(forbids) };
});
const ids = rows.map((r) => r.id);

const checklist = HAS_CHECKLIST ? readChecklist(readFileSync(CHECKLIST, 'utf8')) : [];
const checklistIds = checklist.map((s) => s.id);

const examplesByMove = new Map(MOVE_MODELS.map((m) => [m.id, new Set(m.examples.map((e) => e.name))]));
const sources = new Map<string, string | undefined>();

function source(file: string): string | undefined {
	if (!sources.has(file)) {
		const full = path.join(ROOT, file);
		sources.set(file, existsSync(full) ? readFileSync(full, 'utf8') : undefined);
	}
	return sources.get(file);
}

/** Why a reference does not name a test or a worked example that exists, or undefined. */
function brokenRef(ref: string): string | undefined {
	const at = ref.indexOf(' › ');
	if (at < 0) return 'has no " › " between the file or move and the title';
	const where = ref.slice(0, at);
	const title = ref.slice(at + 3);
	if (where.startsWith('move:')) {
		const names = examplesByMove.get(where);
		if (!names) return `names ${where}, which has no outcome model`;
		return names.has(title) ? undefined : `names an example ${where} does not have`;
	}
	if (!/^tests\/.+\.test\.ts$/.test(where)) return `names ${where}, which is not a test file`;
	const text = source(where);
	if (text === undefined) return `names ${where}, which does not exist`;
	if (title.length < MIN_TITLE) return `quotes too little of the title to be sure (${title.length} characters)`;
	return text.includes(title) ? undefined : `quotes a title ${where} does not contain`;
}

/** Where ids break the order: each section (the two capitals) in one run, numbered 01, 02, … with no gap. */
function orderProblems(list: string[]): string[] {
	const problems: string[] = [];
	const sections: string[] = [];
	list.forEach((id, i) => {
		const section = id.slice(0, 2);
		const n = Number(id.slice(3));
		const before = list[i - 1];
		if (before?.startsWith(section)) {
			if (n !== Number(before.slice(3)) + 1) problems.push(`${id} follows ${before}`);
			return;
		}
		if (sections.includes(section)) problems.push(`${id}: section ${section} is split by another`);
		else if (n !== 1) problems.push(`${id}: section ${section} starts at ${section}-01`);
		sections.push(section);
	});
	return problems;
}

/** A statement and the checklist's sentence, compared without emphasis, case, spacing or the last stop. */
const plain = (text: string) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ').replace(/\.$/, '').trim().toLowerCase();

const count = (status: Status) => rows.filter((r) => r.status === status).length;

describe(DOC, () => {
	it('names its columns in a header row: id, statement, status, proof, forbids', () => {
		expect(COLUMNS.filter((c) => !table.columns.includes(c))).toEqual([]);
		expect(rows.length).toBeGreaterThan(200);
	});

	it('gives every row an id of the form XX-NN, a statement, a status and a proof', () => {
		const problems = rows.flatMap((r, i) => {
			const name = r.id || `row ${i + 1}`;
			const out: string[] = [];
			if (r.width !== table.columns.length) out.push(`${name}: ${r.width} cells for ${table.columns.length} columns`);
			if (!ID.test(r.id)) out.push(`${name}: the id is not two capitals, a dash and two digits`);
			if (r.statement.length < 15 || !r.statement.endsWith('.')) out.push(`${name}: the statement is not a sentence`);
			if (!r.status) out.push(`${name}: no status`);
			if (!r.proof) out.push(`${name}: no proof`);
			return out;
		});
		expect(problems.join('\n')).toBe('');
	});

	it('lists each id once, each section in one run numbered from 01 without a gap', () => {
		expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'listed twice').toEqual([]);
		expect(orderProblems(ids)).toEqual([]);
	});

	it('gives every row a known status', () => {
		expect(rows.filter((r) => !(STATUSES as readonly string[]).includes(r.status)).map((r) => `${r.id}: ${r.status}`)).toEqual([]);
	});

	it('proves every tested and data row with tests and examples that exist', () => {
		const problems: string[] = [];
		for (const row of rows.filter((r) => (HONOURED as readonly string[]).includes(r.status))) {
			if (row.refs.length === 0) problems.push(`${row.id}: no test or example is named`);
			if (row.status === 'data' && !row.refs.some((r) => r.startsWith('tests/'))) problems.push(`${row.id}: a data row names the content test that checks it`);
			for (const ref of row.refs) {
				const why = brokenRef(ref);
				if (why) problems.push(`${row.id}: \`${ref}\` ${why}`);
			}
		}
		expect(problems.join('\n')).toBe('');
	});

	it('reads a limit from the words of a statement, not from the page’s marks', () => {
		expect(limitWords('The action score never exceeds 10; anything above it is dropped.')).toEqual(['never', 'exceeds']);
		expect(limitWords('An option of a “choose” list can be picked once at most.')).toEqual(['once', 'at most']);
		expect(limitWords('Delve Check Your Gear needs supply of 1 or more.')).toEqual(['needs', 'or more']);
		expect(limitWords('Clearing battered costs 2 repair points, and it can’t be done twice.')).toEqual(['costs', 'can’t']);
		// Together is not a count; a word inside another word is not that word.
		expect(limitWords('An action roll is one d6 action die and two d10 challenge dice, thrown at once.')).toEqual([]);
		expect(limitWords('A match is told with the outcome: maximal danger, a capital twist.')).toEqual([]);
		expect(limitWords('A miss beats no challenge die.')).toEqual([]);
	});

	it('names a test that refuses or caps the forbidden case for every statement with a limit', () => {
		const problems: string[] = [];
		for (const row of rows) {
			const words = limitWords(row.statement);
			const escape = NOTHING_TO_REFUSE.test(row.forbids);
			// A row with no limit word may still name a negative proof; whatever it names must exist.
			if (escape && words.length === 0) problems.push(`${row.id}: carries no limit word, so it needs no escape`);
			if (escape) continue;
			if (words.length > 0 && row.forbidsRefs.length === 0) problems.push(`${row.id}: says “${words.join('”, “')}” but its forbids cell names no test`);
			for (const ref of row.forbidsRefs) {
				const why = brokenRef(ref);
				if (why) problems.push(`${row.id}: forbids \`${ref}\` ${why}`);
			}
		}
		expect(problems.join('\n')).toBe('');
	});

	it('keeps the “nothing to refuse” escapes few, and says which they are', () => {
		const escapes = rows.filter((r) => NOTHING_TO_REFUSE.test(r.forbids));
		const limited = rows.filter((r) => limitWords(r.statement).length > 0);
		// Printed on every run, so a reader of the test output sees which rows took the escape.
		process.stdout.write(`${limited.length} statements carry a limit; ${escapes.length} have nothing to refuse: ${escapes.map((r) => r.id).join(', ') || 'none'}\n`);
		expect(escapes.length).toBeLessThanOrEqual(MAX_NOTHING_TO_REFUSE);
	});

	it('explains every narrative and open row in a sentence', () => {
		const bare = rows.filter((r) => (r.status === 'narrative' || r.status === 'open') && (r.proof.length < 40 || !r.proof.endsWith('.')));
		expect(bare.map((r) => r.id)).toEqual([]);
	});

	it('states the counts of the table in its introduction', () => {
		for (const status of STATUSES) {
			const stated = new RegExp(`^\\| \`${status}\` \\| (\\d+) \\|`, 'm').exec(doc)?.[1];
			expect(Number(stated), status).toBe(count(status));
		}
		const honoured = count('tested') + count('data');
		expect(doc).toContain(`${rows.length} statements, ${ids[0]} to ${ids.at(-1)}`);
		expect(doc).toContain(`${honoured} of ${rows.length} statements are honoured`);
	});

	it(`honours at least ${MIN_HONOURED} statements (tested or data)`, () => {
		expect(count('tested') + count('data')).toBeGreaterThanOrEqual(MIN_HONOURED);
	});

	it('every id a worked example proves is listed on the page', () => {
		const unknown = MOVE_MODELS.flatMap((m) => m.examples.flatMap((e) => (e.proves ?? []).filter((id) => !ids.includes(id)).map((id) => `${m.id} › ${e.name}: ${id}`)));
		expect(unknown).toEqual([]);
	});

	describe('against the checklist beside the repository (skipped where there is none)', () => {
		it.skipIf(!HAS_CHECKLIST)('reads the checklist: ids are unique', () => {
			expect(checklistIds.length).toBeGreaterThan(200);
			expect(checklistIds.filter((id, i) => checklistIds.indexOf(id) !== i)).toEqual([]);
		});

		it.skipIf(!HAS_CHECKLIST)('has one row per checklist id, in the checklist’s order', () => {
			expect(checklistIds.filter((id) => !ids.includes(id)), 'missing').toEqual([]);
			expect(ids.filter((id) => !checklistIds.includes(id)), 'not in the checklist').toEqual([]);
			expect(ids).toEqual(checklistIds);
		});

		it.skipIf(!HAS_CHECKLIST)('says each statement in its own words, not the checklist’s sentence', () => {
			const copied = checklist.filter((s) => {
				const ours = rows.find((r) => r.id === s.id)?.statement;
				return ours !== undefined && plain(ours).includes(plain(s.statement));
			});
			expect(copied.map((s) => s.id)).toEqual([]);
		});
	});
});
