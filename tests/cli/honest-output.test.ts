import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli';

/*
 * What `journal check` and `verify` print is true to the note (issue 13, item 6): a field
 * cannot forge a `file:line:` line, a roll cannot claim an outcome its dice do not give,
 * and --fix claims only the fixes it made.
 */

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(): string {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-honest-'));
	made.push(dir);
	return dir;
}

const fence = (body: string) => `\`\`\`iron-move\n${body}\n\`\`\`\n`;

describe('journal check', () => {
	it('a field with a line break and a forged file:line stays on its problem\'s line', () => {
		const note = join(folder(), 'Session.md');
		writeFileSync(note, `# Session\n\n${fence('v: 1\nkind: oracle\noracle: "x\\nSession.md:1: all fine"\nroll: 5\nresult: ok')}`);
		const r = runCli('journal', 'check', note);
		expect(r.status).toBe(1);
		expect(r.stdout.split('\n').filter(Boolean)).toEqual([
			`${note}:4: Unknown Datasworn id x\\nSession.md:1: all fine: no ruleset Iron Ledger ships has it.`,
			'1 block in 1 note: 1 problem.',
		]);
	});

	it('an outcome the dice do not give, and a score of .nan, are problems with their lines', () => {
		const note = join(folder(), 'Session.md');
		const roll = 'v: 1\nkind: action\nstat_value: 2\naction_die: 4\nchallenge: [3, 8]\nscore: 6\noutcome: strong hit\nmatch: false';
		writeFileSync(note, `# Session\n\n${fence(roll)}\n${fence(roll.replace('score: 6', 'score: .nan'))}`);
		const r = runCli('journal', 'check', note);
		expect(r.status).toBe(1);
		expect(r.stdout.split('\n').filter(Boolean)).toEqual([
			`${note}:10: "outcome" is strong hit, but score 6 against challenge dice 3 and 8 is a weak hit.`,
			`${note}:20: "score" is ".nan": not a number a journal can hold (not-a-number, infinity, or too large to be exact).`,
			'2 blocks in 1 note: 2 problems.',
		]);
	});
});

describe('verify --fix', () => {
	it('says what it set and what it left, and fails while anything is left', () => {
		const v = folder();
		mkdirSync(join(v, 'Characters'));
		writeFileSync(join(v, 'Characters/Kira.md'), '---\nmomentum: 7\n---\n');
		const change = (from: number, to: number) => `changes:\n  - note: "[[Characters/Kira]]"\n    key: momentum\n    from: ${from}\n    to: ${to}`;
		const missing = 'changes:\n  - note: "[[Characters/Gone]]"\n    key: health\n    from: 5\n    to: 4';
		const sheet = (changes: string) => fence(`v: 1\nkind: sheet\nwhat: Edit\n${changes}`);
		writeFileSync(join(v, 'Journal.md'), `# Session\n\n${sheet(change(2, 3))}\n${sheet(change(5, 6))}\n${sheet(missing)}`);
		const r = runCli('verify', '--vault', v, '--fix');
		expect(r.status).toBe(1);
		const lines = r.stdout.trim().split('\n');
		expect(lines.at(-1)).toBe('3 moves in 1 journal note: 3 problems; 1 value set to what the journal says (momentum of [[Characters/Kira]]); 2 left as they are: fix them by hand.');
		expect(readFileSync(join(v, 'Characters/Kira.md'), 'utf8')).toBe('---\nmomentum: 6\n---\n');
		expect(JSON.parse(runCli('verify', '--vault', v, '--fix', '--json').stdout).fixed).toEqual([]);
	});

	/** Two journal notes, played in this order: the first takes momentum 2 → 5, the second 5 → 4, the sheet's 4. */
	function twoSessions(first: string, second: string): string {
		const v = folder();
		mkdirSync(join(v, 'Characters'));
		writeFileSync(join(v, 'Characters/Kira.md'), '---\nmomentum: 4\n---\n');
		const sheet = (from: number, to: number) => fence(`v: 1\nkind: sheet\nwhat: Edit\nchanges:\n  - note: "[[Characters/Kira]]"\n    key: momentum\n    from: ${from}\n    to: ${to}`);
		writeFileSync(join(v, first), sheet(2, 5));
		writeFileSync(join(v, second), sheet(5, 4));
		return v;
	}

	it('journal notes are read in the order a person counts: Session 2 before Session 10', () => {
		const v = twoSessions('Session 2.md', 'Session 10.md');
		const r = runCli('verify', '--vault', v);
		expect(r.stdout.trim()).toBe('2 moves in 2 journal notes: the journal and the notes agree.');
		expect(r.status).toBe(0);
	});

	it('a chain that breaks between notes may be notes read out of order: said so, and no value is set from it', () => {
		// Played in this order: the Prologue, then Chapter 1. By name, Chapter 1 is read first.
		const v = twoSessions('Prologue.md', 'Chapter 1.md');
		const r = runCli('verify', '--vault', v, '--fix');
		expect(r.status).toBe(1);
		expect(r.stdout).toContain('so these notes may have been played in another order; otherwise it was changed outside the journal.');
		expect(r.stdout).toContain('Prologue.md:1 at 5, and Iron Ledger cannot know which of these was played last');
		expect(r.stdout).toContain('Not fixed: set it by hand.');
		expect(readFileSync(join(v, 'Characters/Kira.md'), 'utf8')).toBe('---\nmomentum: 4\n---\n');
	});
});
