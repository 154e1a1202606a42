import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../src/cli/run';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { checkNote } from '../../src/play/check-journal';
import { cryptoDice } from '../../src/rules/dice';
import { StateError } from '../../src/state/schema';
import { FrontmatterError, readFrontmatter } from '../../src/state/frontmatter-text';
import { writeBlockBody } from '../../src/journal/write';
import { EXAMPLES } from '../journal/examples';
import { library } from '../helpers/content';
import { bytesChangedOutside } from '../state/edit-bytes';
import { change, editCase, notes } from '../state/random-notes';
import { figure } from './figures';

const EDITS = 5_000;
const BLOCKS = 20_000;
const CLI_NOTES = 300;

const dirs: string[] = [];
afterAll(() => {
	for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A real block with one line dropped, replaced or duplicated: mostly still almost right. */
const bodies = Object.values(EXAMPLES).map((b) => writeBlockBody(b).trimEnd().split('\n'));
const mutated = fc.tuple(fc.constantFrom(...bodies), fc.nat(), fc.constantFrom('drop', 'replace', 'twice', 'keep'), fc.string({ maxLength: 40 })).map(([lines, at, how, text]) => {
	const copy = [...lines];
	const i = at % copy.length;
	if (how === 'drop') copy.splice(i, 1);
	else if (how === 'replace') copy[i] = text;
	else if (how === 'twice') copy.splice(i, 0, copy[i] ?? '');
	return copy.join('\n');
});

/** Text a block might hold: mutated real blocks, random strings, JSON, YAML-ish lines, bytes read as text. */
const blockText = fc.oneof(
	mutated,
	mutated,
	fc.string({ maxLength: 400 }),
	fc.json().map((j) => j),
	fc.array(fc.tuple(fc.constantFrom('v', 'kind', 'move', 'score', 'action', 'challenge', 'outcome', 'changes', 'burn', 'oracles', 'undone'), fc.string({ maxLength: 30 })), { maxLength: 12 }).map((pairs) => pairs.map(([k, v]) => `${k}: ${v}`).join('\n')),
	fc.uint8Array({ maxLength: 300 }).map((b) => new TextDecoder().decode(b)),
);
const fuzzNote = fc.tuple(fc.string({ maxLength: 100 }), blockText, fc.constantFrom('```', '````', '~~~'), fc.boolean()).map(([before, body, fence, closed]) => `${before}\n${fence}iron-move\n${body}\n${closed ? fence : ''}\n`);

describe('fuzzed notes and blocks', () => {
	it(`${EDITS} random frontmatter edits change no byte outside the edited value`, () => {
		let changed = 0;
		let wrong = 0;
		let runs = 0;
		fc.assert(
			fc.property(notes, change, (c, ch) => {
				const edited = editCase(c, ch);
				if (!edited) return;
				runs++;
				changed += bytesChangedOutside(c.note, edited.out, edited.range);
				if (JSON.stringify(readFrontmatter(edited.out)) !== JSON.stringify(edited.expected)) wrong++;
			}),
			{ numRuns: EDITS },
		);
		figure('bytes changed outside edits', `${runs} random edits of random notes (CRLF, BOM, comments, flow lists, odd numbers): ${changed} bytes changed outside the edited values, ${wrong} read back wrong`);
		expect(changed).toBe(0);
		expect(wrong).toBe(0);
	});

	it(`${BLOCKS} fuzzed blocks are read and checked without one exception`, () => {
		let thrown = 0;
		let malformed = 0;
		let valid = 0;
		fc.assert(
			fc.property(fuzzNote, (note) => {
				try {
					const checked = checkNote(note, library);
					if (checked.problems.length > 0) malformed++;
					else if (checked.blocks > 0) valid++;
				} catch {
					thrown++;
				}
			}),
			{ numRuns: BLOCKS },
		);
		figure('fuzzed blocks', `${BLOCKS} fuzzed blocks: ${valid} valid, ${malformed} reported as malformed with a line, ${thrown} exceptions`);
		expect(thrown).toBe(0);
	});

	it(`${CLI_NOTES} fuzzed notes through the store and journal check: only clear messages`, async () => {
		const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-fuzz-'));
		dirs.push(dir);
		const samples = fc.sample(fc.oneof(fuzzNote, fc.string({ maxLength: 300 }).map((s) => `---\n${s}\n---\nbody\n`)), CLI_NOTES);
		let unexpected = 0;
		const store = new FileStateStore(dir);
		const io = { out: () => undefined, err: (t: string) => void (t.includes('\n') ? unexpected++ : undefined) };
		for (const [i, text] of samples.entries()) {
			const path = `n${i}.md`;
			writeFileSync(join(dir, path), text);
			try {
				await store.frontmatter(path);
				await store.updateFrontmatter(path, (fm) => {
					fm.touched = i;
				});
			} catch (error) {
				if (!(error instanceof StateError || error instanceof FrontmatterError)) unexpected++;
			}
			try {
				const code = await runCli(['journal', 'check', join(dir, path)], { content: library, dice: cryptoDice() }, io);
				if (![0, 1].includes(code)) unexpected++;
			} catch {
				unexpected++;
			}
		}
		figure('fuzzed notes', `${CLI_NOTES} fuzzed notes read, edited and checked: ${unexpected} unexpected errors or stack traces`);
		expect(unexpected).toBe(0);
	});
});
