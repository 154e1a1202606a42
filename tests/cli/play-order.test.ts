import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vaultNotes } from '../helpers/vault-notes';
import { cliVaults } from './cli-vault';

const vaults = cliVaults();
const KIRA = ['--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Swordmaster,Hound,Alchemist'];

const notes = vaultNotes;

describe('play order through the CLI', () => {
	it('every block written records its time and sequence', () => {
		const v = vaults('stamps');
		v.cli('character', 'new', ...KIRA);
		v.cli('move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 1.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		v.cli('meter', 'take', 'momentum', '1');
		const text = readFileSync(join(v.dir, 'Session 1.md'), 'utf8');
		expect(text.match(/^at: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/gm)).toHaveLength(2);
		expect(text.match(/^seq: \d+$/gm)).toHaveLength(2);
	});

	it('sheet commands and moves made with the defaults go to the note of the last move, and verify agrees', () => {
		const v = vaults('defaults');
		v.cli('character', 'new', ...KIRA);
		v.cli('move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 1.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		expect(v.cli('meter', 'suffer', 'health', '1')).toContain('health 5 → 4');
		v.cli('move', 'Secure an Advantage', '--character', 'Kira', '--journal', 'Session 2.md', '--stat', 'wits', '--dice', '6,1,1', '--apply', '--choose', '1');
		v.cli('meter', 'take', 'momentum', '1');
		v.cli('move', 'Face Danger', '--character', 'Kira', '--stat', 'edge', '--dice', '1,9,9', '--apply');
		const all = notes(v.dir);
		expect(Object.keys(all).filter((n) => n.endsWith('.md') && !n.startsWith('Characters/'))).toEqual(['Session 1.md', 'Session 2.md']);
		expect(all['Session 1.md']?.match(/```iron-move/g)).toHaveLength(2);
		expect(all['Session 2.md']?.match(/```iron-move/g)).toHaveLength(3);
		expect(v.cli('verify')).toMatch(/5 moves in 2 journal notes: the journal and the notes agree\./);
	});

	it('choose on an older block is refused, naming the later block in the way, and writes nothing (bonds are not marked twice)', () => {
		const v = vaults('choose-older');
		v.cli('character', 'new', ...KIRA);
		v.cli('move', 'Forge a Bond', '--character', 'Kira', '--journal', 'Session 1.md', '--stat', 'heart', '--dice', '3,2,9', '--apply');
		v.cli('move', 'Forge a Bond', '--character', 'Kira', '--stat', 'heart', '--dice', '6,2,3', '--apply', '--choose', '2');
		const before = notes(v.dir);
		expect(v.fails('choose', '1')).toBe(
			'iron-ledger choose: Choosing on Forge a Bond at Session 1.md:1 is refused: bonds of [[Characters/Kira]] was changed since, by Forge a Bond (+heart): strong hit, 8 vs 2 and 3 at Session 1.md:26, played after it. Undo the later block first (undo), then choose. Nothing was written.',
		);
		expect(notes(v.dir)).toEqual(before);
		expect(v.cli('verify')).toContain('the journal and the notes agree');
	});

	it('choose without --journal takes the last open choice in play order, in whichever note it is', () => {
		const v = vaults('choose-across');
		v.cli('character', 'new', ...KIRA);
		v.cli('move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 1.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		v.cli('move', 'Forge a Bond', '--character', 'Kira', '--journal', 'Session 2.md', '--stat', 'heart', '--dice', '3,2,9', '--apply');
		v.cli('move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 1.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		expect(v.cli('choose', '1')).toContain('bonds 0 → 1');
		expect(v.cli('verify')).toContain('the journal and the notes agree');
	});

	it('undo of a block a later one rests on (XP since spent) is refused, naming it; --chain undoes both, newest first', () => {
		const v = vaults('undo-chain');
		v.cli('character', 'new', ...KIRA);
		v.cli('move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 1.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		v.cli('xp', 'earn', '3');
		v.cli('move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 2.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		v.cli('asset', 'add', 'Banner-Sworn');
		const before = notes(v.dir);
		const refused = v.fails('undo', '--journal', 'Session 1.md');
		expect(refused).toMatch(/^iron-ledger undo: Undoing Earn 3 XP at Session 1\.md:\d+ is refused: xp spent of \[\[Characters\/Kira\]\] was changed since, by Spend 3 XP: Banner-Sworn at Session 2\.md:\d+, played after it\. Undo the later block first, or undo them all with --chain\. Nothing was written\.$/);
		expect(notes(v.dir)).toEqual(before);
		const out = v.cli('undo', '--journal', 'Session 1.md', '--chain');
		expect(out.indexOf('Undid: Spend 3 XP: Banner-Sworn')).toBeLessThan(out.indexOf('Undid: Earn 3 XP'));
		expect(v.cli('verify')).toContain('the journal and the notes agree');
		expect(readFileSync(join(v.dir, 'Characters/Kira.md'), 'utf8')).not.toMatch(/Banner/);
	});

	it('undo without --journal takes back the block played last, whichever note it is in', () => {
		const v = vaults('undo-last');
		v.cli('character', 'new', ...KIRA);
		v.cli('move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 2.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		v.cli('meter', 'suffer', 'health', '2', '--journal', 'Session 1.md');
		expect(v.cli('undo')).toMatch(/^Undid: .*health.* \(Session 1\.md:1\)/);
		expect(v.cli('undo')).toMatch(/^Undid: Face Danger.* \(Session 2\.md:1\)/);
		expect(v.fails('undo')).toBe('iron-ledger undo: There is no move in this campaign to undo.');
	});

	it('export tells the notes in the order they were played, not by name', () => {
		const v = vaults('export-order');
		v.cli('character', 'new', ...KIRA);
		v.cli('move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 10.md', '--stat', 'edge', '--dice', '6,1,1', '--apply');
		v.cli('move', 'Face Danger', '--character', 'Kira', '--journal', 'Session 2.md', '--stat', 'edge', '--dice', '1,9,9', '--apply');
		v.cli('export', '--out', 'Story.md');
		const story = readFileSync(join(v.dir, 'Story.md'), 'utf8');
		expect(story.indexOf('Session 10')).toBeGreaterThan(-1);
		expect(story.indexOf('Session 10')).toBeLessThan(story.indexOf('Session 2'));
	});
});
