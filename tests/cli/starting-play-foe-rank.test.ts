import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

/**
 * Issue 24, PR-20: NPC ranks were never read, and no command changed a track's rank. A fight
 * now takes its foe's rank from Datasworn (`--foe`), one step up or down at most, and
 * `track rank` moves a foe's rank one step before the fight, journaled like any sheet change.
 */
const vault = cliVaults();
const rankOf = (dir: string, note: string) => /\nrank: (\w+)\n/.exec(readFileSync(join(dir, note), 'utf8'))?.[1];

describe('PR-20 a foe’s rank', () => {
	it('PR-20 track new --foe takes the NPC’s rank; two steps from it are refused', () => {
		const v = vault('foe');
		v.cli('track', 'new', '--kind', 'fight', '--name', 'The bear', '--foe', 'Bear', '--ruleset', 'classic');
		expect(rankOf(v.dir, 'Tracks/The bear.md')).toBe('formidable');
		expect(v.fails('track', 'new', '--kind', 'fight', '--name', 'Huge rat', '--foe', 'Marsh Rat', '--ruleset', 'classic', '--rank', 'formidable')).toBe(
			'iron-ledger track: A rank moves one step at a time: troublesome goes to dangerous, not formidable (PR-20).',
		);
	});

	it('PR-20 track rank moves a foe one step before the fight, journaled: verify agrees and undo takes it back', () => {
		const v = vault('rank');
		v.cli('track', 'new', '--kind', 'fight', '--name', 'Bear', '--foe', 'Bear', '--ruleset', 'classic');
		expect(v.cli('track', 'rank', 'Tracks/Bear.md', 'up', '--journal', 'J.md')).toBe('[[Tracks/Bear]]: rank "formidable" → "extreme"');
		expect(rankOf(v.dir, 'Tracks/Bear.md')).toBe('extreme');
		expect(readFileSync(join(v.dir, 'J.md'), 'utf8')).toContain('what: "Bear: rank extreme"\n');
		expect(v.cli('verify')).toMatch(/the journal and the notes agree\.$/);
		v.cli('undo', '--journal', 'J.md');
		expect(rankOf(v.dir, 'Tracks/Bear.md')).toBe('formidable');
	});

	it('PR-20 refused: past epic, once progress is marked, and on a vow', () => {
		const v = vault('refused');
		v.cli('track', 'new', '--kind', 'fight', '--name', 'Leviathan', '--foe', 'Leviathan', '--ruleset', 'classic');
		expect(v.fails('track', 'rank', 'Tracks/Leviathan.md', 'up')).toBe('iron-ledger track: The rank is already epic: a foe is never above epic (PR-20).');
		v.cli('track', 'mark', 'Tracks/Leviathan.md');
		expect(v.fails('track', 'rank', 'Tracks/Leviathan.md', 'down')).toBe('iron-ledger track: Tracks/Leviathan.md has progress marked: a foe\'s rank is set before the fight (PR-20).');
		v.cli('track', 'new', '--kind', 'vow', '--name', 'Oath', '--rank', 'dangerous');
		expect(v.fails('track', 'rank', 'Tracks/Oath.md', 'up')).toBe('iron-ledger track: Only a foe\'s rank is adjusted (a fight or a combat objective): a vow keeps the rank it was given.');
		expect(rankOf(v.dir, 'Tracks/Oath.md')).toBe('dangerous');
	});
});
