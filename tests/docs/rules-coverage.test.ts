import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOVE_MODELS } from '../../src/moves';

/** The repo root, and the checklist beside it (CI clones the repo with `shared/` next to it). */
const ROOT = path.resolve(__dirname, '../..');
const CHECKLIST = path.resolve(__dirname, '../../../shared/rules/checklist.md');
const DOC = 'docs/rules-coverage.md';

/** The target: at least this many statements tested or read from the data. */
const MIN_HONOURED = 236;
const STATUSES = ['tested', 'data', 'narrative', 'open'] as const;
type Status = (typeof STATUSES)[number];
const HONOURED: readonly Status[] = ['tested', 'data'];
/** A quoted part of a test title shorter than this could match almost anything. */
const MIN_TITLE = 12;

interface Row {
	id: string;
	status: string;
	proof: string;
	/** The backquoted references to tests (`tests/… › title`) and worked examples (`move:… › name`). */
	refs: string[];
}

const checklistIds = [...readFileSync(CHECKLIST, 'utf8').matchAll(/^\| ([A-Z]{2}-\d{2}) \|/gm)].map((m) => m[1] as string);
const doc = readFileSync(path.join(ROOT, DOC), 'utf8');

const rows: Row[] = [...doc.matchAll(/^\| ([A-Z]{2}-\d{2}) \| ([a-z]+) \| (.*) \|$/gm)].map((m) => {
	const proof = m[3] as string;
	const refs = [...proof.matchAll(/`([^`]+)`/g)].map((r) => r[1] as string).filter((r) => r.startsWith('tests/') || r.startsWith('move:'));
	return { id: m[1] as string, status: m[2] as string, proof, refs };
});

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

const count = (status: Status) => rows.filter((r) => r.status === status).length;

describe(DOC, () => {
	it('reads the checklist: ids are unique', () => {
		expect(checklistIds.length).toBeGreaterThan(200);
		expect(checklistIds.filter((id, i) => checklistIds.indexOf(id) !== i)).toEqual([]);
	});

	it('has one row per checklist id, in the checklist’s order', () => {
		const ids = rows.map((r) => r.id);
		expect(checklistIds.filter((id) => !ids.includes(id)), 'missing').toEqual([]);
		expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'listed twice').toEqual([]);
		expect(ids.filter((id) => !checklistIds.includes(id)), 'not in the checklist').toEqual([]);
		expect(ids).toEqual(checklistIds);
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
		expect(doc).toContain(`${honoured} of ${checklistIds.length} statements are honoured`);
	});

	it(`honours at least ${MIN_HONOURED} statements (tested or data)`, () => {
		expect(count('tested') + count('data')).toBeGreaterThanOrEqual(MIN_HONOURED);
	});

	it('every id a worked example proves is a checklist id', () => {
		const unknown = MOVE_MODELS.flatMap((m) => m.examples.flatMap((e) => (e.proves ?? []).filter((id) => !checklistIds.includes(id)).map((id) => `${m.id} › ${e.name}: ${id}`)));
		expect(unknown).toEqual([]);
	});
});
