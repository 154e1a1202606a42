import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBlocks } from '../../src/journal/note-text';

/**
 * The largest blocks a command can be made to write, each into a journal of its own: player
 * text far past any cap (with every mark YAML could take for a key), a table result of 70,000
 * characters, tables whose links fan out 20 wide on themselves, "roll twice" on a table that
 * links itself, a chain of tables deeper than rolls nest, and a template of 40 such slots. Used
 * by tests/cli/block-limits.test.ts and by the reliability suite's figure of the largest block.
 */

// Marks a key count could mistake for keys (":", ",", "?", "{", "[", "- ", "#"), and quotes.
const HOSTILE = 'Why: a, b? {c} [d] - e #f "g" \'h\' ';
export const LONG_TEXT = HOSTILE.repeat(Math.ceil(70_000 / HOSTILE.length)).slice(0, 70_000);
const FAN = 20;

const table = (die: string, rows: string[]) => `| ${die} | Result |\n|---|---|\n${rows.join('\n')}\n`;
const links = (name: string, n: number) => Array.from({ length: n }, () => `[[${name}]]`).join(' ');

/** Oracle notes and a template note of the worst kinds, in the vault's Oracles/ and Templates/. */
export function writeWorstNotes(dir: string): void {
	mkdirSync(join(dir, 'Oracles'), { recursive: true });
	mkdirSync(join(dir, 'Templates'), { recursive: true });
	const put = (path: string, text: string) => writeFileSync(join(dir, path), text);
	put('Oracles/Long.md', table('d6', [`| 1-6 | ${'z'.repeat(70_000)} |`]));
	// Short names and results: the 80 rolls run out before the text does.
	put('Oracles/F.md', table('d6', [`| 1-6 | ${links('F', FAN)} |`]));
	put('Oracles/T.md', table('d6', [`| 1-6 | Roll twice ${links('T', 3)} |`]));
	// Results as long as a result may be, linking on: the text a command rolls runs out before its rolls.
	put('Oracles/Wordy.md', table('d6', [`| 1-6 | ${'w'.repeat(1_900)} ${links('Wordy', 4)} |`]));
	for (let i = 0; i < 9; i++) put(`Oracles/Chain ${i}.md`, table('d6', [`| 1-6 | Step ${i} ${i < 8 ? `[[Chain ${i + 1}]]` : ''} |`]));
	// A long table name costs every record that names it.
	const longName = `N${'n'.repeat(180)}`;
	put(`Oracles/${longName}.md`, table('d6', [`| 1-6 | ${'l'.repeat(1_900)} ${links(longName, 3)} |`]));
	const slots = (name: string) => Array.from({ length: 40 }, (_, i) => `Slot ${i}: {{[[${name}]]}}`).join('\n');
	put('Templates/Forty.md', `---\niron_ledger: template\n---\n${slots('F')}\n`);
	put('Templates/Forty wordy.md', `---\niron_ledger: template\n---\n${slots('Wordy')}\n${'Long prose. '.repeat(500)}\n`);
	// Up to a template's 8000 characters with short lines: each line is indented once more in the block.
	const named = slots(longName);
	put('Templates/Forty long names.md', `---\niron_ledger: template\n---\n${named}\n${'a\n'.repeat(Math.floor((7_990 - named.length) / 2))}`);
}

export interface WorstCase {
	name: string;
	args: string[];
}

/** Each worst case as a command writing to its own journal, `<name>.md`. */
export function worstCases(): WorstCase[] {
	const half = LONG_TEXT.slice(0, 40_000);
	return [
		{ name: 'ask', args: ['ask', '50_50', '--question', LONG_TEXT] },
		{ name: 'pick-two', args: ['pick-two', half, `${half}!`] },
		{ name: 'move', args: ['move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--adds', '1', '--reason', LONG_TEXT, '--by', LONG_TEXT] },
		{ name: 'progress-roll', args: ['progress-roll', '--score', '3', '--track', LONG_TEXT] },
		{ name: 'oracle-long-result', args: ['oracle', 'Long'] },
		{ name: 'oracle-fan-out', args: ['oracle', 'F'] },
		{ name: 'oracle-roll-twice', args: ['oracle', 'T'] },
		{ name: 'oracle-wordy', args: ['oracle', 'Wordy'] },
		{ name: 'oracle-deep', args: ['oracle', 'Chain 0'] },
		{ name: 'template-fan-out', args: ['template', 'Forty'] },
		{ name: 'template-wordy', args: ['template', 'Forty wordy'] },
		{ name: 'template-long-names', args: ['template', 'Forty long names'] },
	];
}

export interface BlockSize {
	journal: string;
	chars: number;
	bytes: number;
}

/** Every block of every journal note at the vault's root, by the size of its body (what the reader's limits measure). */
export function blockSizes(dir: string): BlockSize[] {
	return readdirSync(dir)
		.filter((f) => f.endsWith('.md'))
		.flatMap((journal) =>
			findBlocks(readFileSync(join(dir, journal), 'utf8')).map((b) => ({ journal, chars: b.source.length, bytes: Buffer.byteLength(b.source) })),
		)
		.sort((a, b) => b.chars - a.chars);
}

const BIN = fileURLToPath(new URL('../../bin/iron-ledger.cjs', import.meta.url));

export interface CaseRun {
	status: number | null;
	stdout: string;
	stderr: string;
}

/** The built CLI run in `dir`, without waiting on it: the cases run two at a time, not one after another. */
function cli(dir: string, args: string[]): Promise<CaseRun> {
	return new Promise((done) => {
		execFile(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 30_000, maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
			done({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
		});
	});
}

/** Writes the worst notes into the vault `dir` and runs every case; each run by case name. */
export async function runWorstCases(dir: string): Promise<Record<string, CaseRun>> {
	writeWorstNotes(dir);
	const cases = worstCases();
	const runs: Record<string, CaseRun> = {};
	for (let i = 0; i < cases.length; i += 2) {
		const pair = cases.slice(i, i + 2);
		const done = await Promise.all(pair.map((c) => cli(dir, [...c.args, '--journal', `${c.name}.md`])));
		pair.forEach((c, n) => (runs[c.name] = done[n] as CaseRun));
	}
	return runs;
}
