import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliErrorIn, cliJson, cliText, cliTextIn } from './run-cli';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();

/** A campaign played with the CLI's own moves and fixed dice: two sessions, one move undone, one block broken by hand. */
function playCampaign(): string {
	const vault = tempDir('stats');
	mkdirSync(join(vault, '.obsidian'));
	mkdirSync(join(vault, 'Journal'));
	writeFileSync(join(vault, 'Journal', 'Session 1.md'), '# Session 1\n');
	writeFileSync(join(vault, 'Journal', 'Session 2.md'), '# Session 2\n');
	const v = ['--vault', vault];
	cliText('character', 'new', ...v, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	const as = (journal: string) => [...v, '--character', 'Kira', '--journal', `Journal/${journal}.md`, '--apply'];
	// Edge 3 + 5 against 3 and 3: a strong hit, and a match.
	cliText('move', 'Face Danger', ...as('Session 1'), '--stat', 'edge', '--dice', '5,3,3');
	// Wits 1 + 1 against 9 and 8: a miss.
	cliText('move', 'Face Danger', ...as('Session 1'), '--stat', 'wits', '--dice', '1,9,8');
	// Shadow 1 + 4 against 2 and 7: a weak hit.
	cliText('move', 'Secure an Advantage', ...as('Session 1'), '--stat', 'shadow', '--dice', '4,2,7');
	const session1 = join(vault, 'Journal', 'Session 1.md');
	// 2 + 1 against 5 and 8 is a miss; burning 6 momentum cancels the 5: a weak hit.
	cliText('roll', '--stat', '2', '--momentum', '6', '--dice', '1,5,8', '--burn', '--journal', session1);
	cliText('ask', 'likely', '--ruleset', 'classic', '--dice', '64', '--journal', session1);
	cliText('oracle', 'Action', '--ruleset', 'classic', '--dice', '37', '--journal', session1);
	cliText('move', 'Face Danger', ...as('Session 2'), '--stat', 'edge', '--dice', '6,1,2');
	cliText('undo', ...v, '--journal', 'Journal/Session 2.md');
	appendFileSync(join(vault, 'Journal', 'Session 2.md'), '\n```iron-move\nkind: action\n```\n');
	writeFileSync(join(vault, 'Notes.md'), '# Not a journal\n');
	return vault;
}

describe('iron-ledger stats', () => {
	let vault = '';
	beforeAll(() => {
		vault = playCampaign();
	});

	it('counts the vault’s rolls as a text table: outcomes by move and stat, matches, burns, oracles, and the dice', () => {
		const text = cliText('stats', '--vault', vault);
		const lines = text.split('\n');
		expect(lines[0]).toBe('6 blocks in 4 notes: 4 move rolls, 1 oracle roll, 1 question to the Oracle (1 undone, 1 skipped, malformed not counted).');
		expect(text).toContain(
			[
				'Outcomes by move       strong hit  weak hit  miss  total',
				'Face Danger                     1         0     1      2',
				'Action roll (no move)           0         1     0      1',
				'Secure an Advantage             0         1     0      1',
				'All moves                       1         2     1      4',
			].join('\n'),
		);
		expect(text).toContain(
			[
				'Outcomes by stat  strong hit  weak hit  miss  total',
				'edge                       1         0     0      1',
				'shadow                     0         1     0      1',
				'wits                       0         0     1      1',
				'unnamed                    0         1     0      1',
			].join('\n'),
		);
		expect(text).toContain('Matches: 1 of 4 rolls against the challenge dice (25%; 10% expected).');
		expect(text).toContain('Momentum burned: 1 time; it changed the outcome 1 time.');
		expect(text).toContain('Oracle rolls  rolls\nAction            1');
		expect(text).toContain('Ask the Oracle  yes  no\nLikely            1   0');
		expect(text).toMatch(/ {2}Action die \(d6\): 4 rolls, χ² = 5\.00, 5 degrees of freedom, p = 0\.416: too few rolls for the test to mean anything: 4 of the 30 needed/);
		expect(text).toContain('  Challenge dice (d10): 8 rolls, χ² = ');
		expect(text).toMatch(/ {2}Oracle dice \(d100\): 2 rolls, .*: too few rolls for the test/);
		expect(text).toMatch(/Skipped, malformed:\n {2}Journal\/Session 2\.md:\d+: /);
	});

	it('--json: the counts, the tests with their degrees of freedom and p-values, and where the skipped block is', () => {
		const json = cliJson('stats', '--vault', vault);
		expect(json.blocks).toBe(6);
		expect(json.undone).toBe(1);
		expect(json.outcomes).toEqual({ strong_hit: 1, weak_hit: 2, miss: 1 });
		expect(json.byMove[0]).toEqual({ id: 'move:classic/adventure/face_danger', name: 'Face Danger', outcomes: { strong_hit: 1, weak_hit: 0, miss: 1 }, total: 2 });
		expect(json.momentum).toEqual({ burned: 1, changed: 1 });
		expect(json.oracles).toEqual({ rolls: 1, byOracle: [{ id: 'oracle_rollable:classic/action_and_theme/action', name: 'Action', count: 1 }] });
		expect(json.ask.byOdds).toEqual([{ odds: 'likely', label: 'Likely', yes: 1, no: 0 }]);
		// The action dice 5, 1, 4 and 1: faces 1 twice, 4 and 5 once.
		expect(json.dice[0].counts).toEqual([2, 0, 0, 1, 1, 0]);
		// The challenge dice 3 and 3, 9 and 8, 2 and 7, 5 and 8.
		expect(json.dice[1].counts).toEqual([0, 1, 2, 0, 1, 0, 1, 2, 1, 0]);
		// The ask's 64 and the Action table's 37.
		expect(json.dice[2].counts).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 0, 0]);
		expect(json.fairness.map((f: { kind: string; df: number; enough: boolean }) => [f.kind, f.df, f.enough])).toEqual([
			['action', 5, false],
			['challenge', 9, false],
			['oracle', 9, false],
		]);
		expect(json.fairness[0].statistic).toBeCloseTo(5, 10);
		expect(json.fairness[0].p).toBeCloseTo(0.4158801869955079, 10);
		expect(json.skipped).toHaveLength(1);
		const lines = readFileSync(join(vault, 'Journal', 'Session 2.md'), 'utf8').split('\n');
		// The line after the broken block's fence, where its first problem is.
		expect(json.skipped[0]).toEqual({ note: 'Journal/Session 2.md', line: lines.lastIndexOf('```iron-move') + 2, message: '"v" is missing.' });
	});

	it('counts only the notes named, or a folder, from inside the vault too', () => {
		const one = cliJson('stats', '--vault', vault, 'Journal/Session 2.md');
		expect([one.notes, one.blocks, one.undone, one.skipped.length]).toEqual([1, 0, 1, 1]);
		const named = cliJson('stats', '--vault', vault, 'Journal/Session 1');
		expect(named.outcomes).toEqual({ strong_hit: 1, weak_hit: 2, miss: 1 });
		const folder = cliJson('stats', '--vault', vault, '--folder', 'Journal');
		expect(folder.notes).toBe(2);
		expect(cliTextIn(join(vault, 'Journal'), 'stats', 'Session 1.md').split('\n')[0]).toBe('6 blocks in 1 note: 4 move rolls, 1 oracle roll, 1 question to the Oracle.');
	});

	it('a note that is not UTF-8 is skipped and listed by a vault-wide count, left as it is, and refused when named', () => {
		const latinVault = tempDir('stats-latin');
		mkdirSync(join(latinVault, '.obsidian'));
		mkdirSync(join(latinVault, 'Other'));
		const journal = join(latinVault, 'Journal.md');
		writeFileSync(journal, '# Session 1\n');
		cliText('roll', '--stat', '2', '--dice', '5,3,3', '--journal', journal);
		const latin = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
		writeFileSync(join(latinVault, 'Other', 'latin.md'), latin);
		const text = cliTextIn(latinVault, 'stats');
		expect(text.split('\n')[0]).toBe('1 block in 1 note: 1 move roll, 0 oracle rolls, 0 questions to the Oracle (1 unreadable note not counted).');
		expect(text).toContain('\nSkipped, cannot be read:\n  Other/latin.md: not UTF-8 text (Latin-1?)');
		const json = cliJson('stats', '--vault', latinVault);
		expect([json.notes, json.blocks, json.unreadable]).toEqual([1, 1, [{ note: 'Other/latin.md', reason: 'not UTF-8 text (Latin-1?)' }]]);
		expect(cliJson('stats', '--vault', latinVault, '--folder', 'Other').unreadable).toHaveLength(1);
		expect(cliErrorIn(latinVault, 'stats', 'Other/latin.md')).toMatch(/^iron-ledger stats: \S*Other\/latin\.md is not UTF-8 text \(Latin-1\?\): Iron Ledger leaves it as it is\./);
		expect(readFileSync(join(latinVault, 'Other', 'latin.md')).equals(latin)).toBe(true);
	});

	it('a note, a folder or a vault that is not there is one line and exit 2', () => {
		expect(cliErrorIn(vault, 'stats', 'Journal/Session 9.md')).toBe('iron-ledger stats: There is no note at Journal/Session 9.md.');
		expect(cliErrorIn(vault, 'stats', '--folder', 'Sessions')).toBe(`iron-ledger stats: There is no folder Sessions in the vault ${vault}.`);
		expect(cliErrorIn(vault, 'stats', '--folder', 'Journal', 'Notes.md')).toBe('iron-ledger stats: Give either --folder F or the notes to count, not both.');
		expect(cliErrorIn(vault, 'stats', '--vault', join(vault, 'nowhere'))).toBe(`iron-ledger stats: There is no vault at ${join(vault, 'nowhere')}: make one with iron-ledger init ${join(vault, 'nowhere')}`);
		expect(cliErrorIn(vault, 'stats', '../outside.md')).toMatch(/^iron-ledger stats: .*outside the vault/);
	});
});
