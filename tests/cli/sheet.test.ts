import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliError, cliJson, cliText } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function newVault(ruleset = 'classic', assets?: string): string {
	const vault = mkdtempSync(join(tmpdir(), 'iron-ledger-sheet-cli-'));
	made.push(vault);
	cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', ruleset, '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', ...(assets ? ['--assets', assets] : []));
	return vault;
}

describe('the sheet from the command line, journaled', () => {
	it('suffer, mark, earn and buy; verify agrees and undo takes the last back', () => {
		const vault = newVault('classic', 'asset:classic/companion/hawk');
		expect(cliJson('meter', 'suffer', 'health', '2', '--vault', vault)).toMatchObject({ what: 'Suffer −2 health', changes: [{ key: 'health', from: 5, to: 3 }] });
		expect(cliText('debility', 'mark', 'wounded', '--vault', vault, '--character', 'Kira')).toBe('Mark wounded\n  wounded false → true');
		cliText('xp', 'earn', '5', '--vault', vault);
		expect(cliJson('xp', '--vault', vault)).toMatchObject({ available: 5, newAsset: true });
		expect(cliText('xp', 'spend', 'Hawk', '2', '--vault', vault)).toMatch(/^Spend 2 XP: Hawk, Fierce/);
		expect(cliText('track', 'new', '--vault', vault, '--kind', 'vow', '--rank', 'dangerous', '--name', 'Find the healer')).toBe('Created Tracks/Find the healer.md\nMade the folder Tracks/');
		cliText('track', 'mark', 'Tracks/Find the healer.md', '--vault', vault);
		cliText('clock', 'new', '--vault', vault, '--name', 'Storm');
		cliText('clock', 'advance', 'Tracks/Storm.md', '--vault', vault);
		const journal = readFileSync(join(vault, 'Journal.md'), 'utf8');
		expect(journal.match(/kind: sheet/g)).toHaveLength(6);
		expect(cliText('verify', '--vault', vault)).toMatch(/6 moves in 1 journal note: the journal and the notes agree/);
		expect(cliText('undo', '--journal', 'Journal.md', '--vault', vault)).toMatch(/^Undid: Advance Storm \(1\/4\)/);
		expect(cliText('asset', 'list', '--vault', vault)).toContain('[x] 2. Fierce');
	});

	it('bad input: one line, exit 2, nothing written', () => {
		const vault = newVault();
		const before = readFileSync(join(vault, 'Characters/Kira.md'), 'utf8');
		expect(cliError('xp', 'spend', 'Swordmaster', '--vault', vault)).toMatch(/costs 3 XP and you have 0 to spend/);
		expect(cliError('asset', 'add', 'Swordmastr', '--vault', vault, '--free')).toMatch(/did you mean Swordmaster\?/);
		expect(cliError('companion', 'suffer', '1', '--vault', vault)).toMatch(/no companion asset/);
		expect(cliError('meter', 'suffer', 'helth', '1', '--vault', vault)).toMatch(/no meter "helth"/);
		expect(cliError('position', 'bad', '--vault', vault)).toMatch(/initiative, not position/);
		expect(cliError('meter', 'take', 'health', '1', '--vault', vault, '--character', 'Kiro')).toMatch(/did you mean Kira\?/);
		expect(readFileSync(join(vault, 'Characters/Kira.md'), 'utf8')).toBe(before);
		expect(() => readFileSync(join(vault, 'Journal.md'), 'utf8')).toThrow();
	});

	it('abilities: automatic ones apply, others by --ability, rerolls by --reroll; a fight gives the foe\'s harm', () => {
		const vault = newVault('classic', 'asset:classic/combat_talent/duelist');
		const mv = (...rest: string[]) => cliJson('move', ...rest, '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--apply');
		cliText('xp', 'earn', '2', '--vault', vault);
		cliText('asset', 'upgrade', 'Duelist', '2', '--vault', vault);
		const offered = mv('Secure an Advantage', '--stat', 'edge', '--dice', '1,9,2');
		expect(offered.abilities).toEqual([{ n: 1, ability: 'asset.ability:classic/combat_talent/duelist.1', name: 'Duelist: Once per fight, when you Secure…', used: false, when: expect.any(String) }]);
		expect(offered.outcome).toBe('weak_hit');
		const rerolled = mv('Secure an Advantage', '--stat', 'edge', '--ability', '1', '--reroll', 'c1', '--dice', '1,9,2,3');
		expect([rerolled.outcome, rerolled.challenge, rerolled.rerolled]).toEqual(['strong_hit', [3, 2], [{ die: 'challenge_1', from: 9, to: 3 }]]);
		expect(rerolled.block).toContain('abilities:\n  - ability: asset.ability:classic/combat_talent/duelist.1');
		expect(cliError('move', 'Face Danger', '--stat', 'edge', '--reroll', 'action', '--dice', '1,9,2,3', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md')).toMatch(/No ability used on this move lets you reroll/);
		cliText('track', 'new', '--vault', vault, '--kind', 'fight', '--rank', 'troublesome', '--pack', '4', '--name', 'Wolves');
		const harm = mv('Endure Harm', '--track', 'Tracks/Wolves.md', '--stat', 'iron', '--dice', '6,1,2');
		expect(harm.changes).toEqual(expect.arrayContaining([{ note: '[[Characters/Kira]]', key: 'health', from: 5, to: 3 }, { note: '[[Characters/Kira]]', key: 'initiative', from: false, to: true }]));
	});
});

describe('a minus sign on a take, a suffer or an XP earned', () => {
	it('is refused, not read as the opposite of what the command says; an asset meter keeps its sign', () => {
		const vault = newVault('starforged', 'asset:starforged/command_vehicle/starship');
		const before = readFileSync(join(vault, 'Characters/Kira.md'), 'utf8');
		expect(cliError('xp', 'earn', '-1', '--vault', vault)).toBe('iron-ledger xp: xp earn takes a positive amount, not -1: the command says which way it goes.');
		expect(cliError('meter', 'suffer', 'spirit', '-2', '--vault', vault)).toContain('meter suffer spirit takes a positive amount, not -2');
		expect(cliError('meter', 'take', 'spirit', '−2', '--vault', vault)).toContain('takes a positive amount');
		expect(readFileSync(join(vault, 'Characters/Kira.md'), 'utf8')).toBe(before);
		expect(cliJson('asset', 'meter', 'Starship', 'integrity', '-1', '--vault', vault)).toMatchObject({ changes: [{ from: 5, to: 4 }] });
	});
});
