import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

const vault = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

/** Two characters of one ruleset in a fresh vault, and a reader of their notes. */
function twoOf(ruleset: 'classic' | 'starforged', a = 'Kira', b = 'Arn') {
	const v = vault(`shared-${ruleset}`);
	v.cli('character', 'new', '--name', a, '--ruleset', ruleset, '--stats', STATS);
	v.cli('character', 'new', '--name', b, '--ruleset', ruleset, '--stats', STATS);
	return { ...v, read: (p: string) => readFileSync(join(v.dir, p), 'utf8') };
}

describe('Aid Your Ally sets no initiative before the roll (CB-19)', () => {
	it('classic Aid Your Ally offers no initiative choice and changes no sheet: the aiding roll does it', () => {
		const v = twoOf('classic');
		const out = v.cli('move', 'Aid Your Ally', '--character', 'Kira', '--journal', 'S.md', '--apply');
		expect(out).not.toContain('initiative');
		expect(out).toContain('Next: iron-ledger move move:classic/adventure/secure_an_advantage');
		// Picking a roll's result before the roll is refused: there is nothing to choose.
		v.fails('move', 'Aid Your Ally', '--character', 'Kira', '--journal', 'S.md', '--apply', '--choose', '1');
		expect(v.read('Characters/Kira.md')).toContain('initiative: false');
		// The aiding Secure an Advantage in the fight settles it: a strong hit, both have it; a miss, both lose it.
		v.cli('track', 'new', '--kind', 'fight', '--rank', 'dangerous', '--name', 'Broken');
		const aid = (dice: string) => v.cli('move', 'Secure an Advantage', '--character', 'Kira', '--ally', 'Arn', '--track', 'Tracks/Broken.md', '--stat', 'edge', '--dice', dice, '--journal', 'S.md', '--apply', '--choose', '2');
		aid('6,2,3');
		expect([v.read('Characters/Kira.md'), v.read('Characters/Arn.md')].map((t) => /initiative: (\w+)/.exec(t)?.[1])).toEqual(['true', 'true']);
		v.cli('move', 'Secure an Advantage', '--character', 'Kira', '--ally', 'Arn', '--track', 'Tracks/Broken.md', '--stat', 'edge', '--dice', '1,9,9', '--journal', 'S.md', '--apply');
		expect([v.read('Characters/Kira.md'), v.read('Characters/Arn.md')].map((t) => /initiative: (\w+)/.exec(t)?.[1])).toEqual(['false', 'false']);
	});
});

describe('Begin a Session: the vignette\'s +1 momentum is for every character (MO-26)', () => {
	it('the party takes +1 momentum each, not the one who made the move alone; without a vignette, none', () => {
		const v = twoOf('starforged', 'Mara', 'Ash');
		v.cli('party', 'Mara', 'Ash');
		v.cli('move', 'Begin a Session', '--character', 'Mara', '--journal', 'S.md', '--apply');
		expect([v.read('Characters/Mara.md'), v.read('Characters/Ash.md')].map((t) => /momentum: (-?\d+)/.exec(t)?.[1])).toEqual(['2', '2']);
		const out = v.cli('move', 'Begin a Session', '--character', 'Mara', '--journal', 'S.md', '--apply', '--choose', '1');
		expect(out).toContain('[[Characters/Ash]]: momentum 2 → 3');
		expect([v.read('Characters/Mara.md'), v.read('Characters/Ash.md')].map((t) => /momentum: (-?\d+)/.exec(t)?.[1])).toEqual(['3', '3']);
	});
});

describe('a shared vow: one track, one roll, the legacy for every ally who shares it (PR-11, XP-12)', () => {
	it('track share gives the vow a second owner; Fulfill Your Vow by one marks quests legacy on both sheets, and the other cannot roll it again', () => {
		const v = twoOf('starforged', 'Mara', 'Ash');
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'formidable', '--name', 'Find', '--character', 'Mara');
		v.cli('track', 'share', 'Tracks/Find.md', '--character', 'Ash', '--journal', 'S.md');
		expect(v.read('Tracks/Find.md')).toContain('[[Characters/Ash]]');
		// An owner already on the list is not added twice.
		expect(v.fails('track', 'share', 'Tracks/Find.md', '--character', 'Ash', '--journal', 'S.md')).toContain('already');
		v.cli('track', 'mark', 'Tracks/Find.md', '--times', '8', '--journal', 'S.md');
		const out = v.cli('move', 'Fulfill Your Vow', '--character', 'Mara', '--track', 'Tracks/Find.md', '--dice', '5,7', '--journal', 'S.md', '--apply');
		expect(out).toContain('[[Characters/Ash]]: quests_legacy 0 → 4');
		expect([v.read('Characters/Mara.md'), v.read('Characters/Ash.md')].map((t) => [/quests_legacy: (\d+)/.exec(t)?.[1], /xp_earned: (\d+)/.exec(t)?.[1]])).toEqual([['4', '2'], ['4', '2']]);
		// One of them rolled it: the vow is fulfilled, and the other's roll on it is refused.
		expect(v.fails('move', 'Fulfill Your Vow', '--character', 'Ash', '--track', 'Tracks/Find.md', '--dice', '5,7', '--journal', 'S.md', '--apply')).toContain('track-active');
	});
});
