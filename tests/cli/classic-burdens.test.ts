import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

const vault = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

// Starforged's doomed goes through the same refusal, proved in-process: tests/character/burden-quest.test.ts.
function character(ruleset: 'classic') {
	const v = vault('burdens');
	v.cli('character', 'new', '--name', 'Kira', '--ruleset', ruleset, '--stats', STATS);
	return { ...v, read: (p: string) => readFileSync(join(v.dir, p), 'utf8') };
}

describe('Face Death and Face Desolation carry the vow’s rank to Swear an Iron Vow (ME-18, ME-19)', () => {
	it('the follow-up’s words are printed with Next: and kept in the block', () => {
		const v = character('classic');
		const death = v.cli('move', 'Face Death', '--journal', 'S', '--dice', '4,3,9', '--choose', '2', '--apply');
		expect(death).toContain('Next: iron-ledger move move:classic/quest/swear_an_iron_vow: formidable or extreme; without a hit on it, or refusing it, you are dead');
		expect(v.read('S.md')).toContain('    note: formidable or extreme; without a hit on it, or refusing it, you are dead');
		const desolation = v.cli('move', 'Face Desolation', '--journal', 'S', '--dice', '4,3,9', '--choose', '2', '--apply');
		expect(desolation).toContain('swear_an_iron_vow: formidable or extreme; without a hit on it, or refusing it, you are lost');
	});
});

describe('cursed, tormented and doomed are tied to their quest, and cleared only once it is fulfilled (DB-10, DB-11, DB-14)', () => {
	it('classic cursed: refused with no vow, not tied to a dangerous vow, refused until the formidable one is fulfilled', () => {
		const v = character('classic');
		v.cli('move', 'Face Death', '--journal', 'S', '--dice', '4,3,9', '--choose', '2', '--apply');
		// Not cursed yet: the rule marks it once the vow is sworn with a hit (ME-18).
		expect(v.read('Characters/Kira.md')).not.toMatch(/^cursed: true$/m);
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Errand');
		const errand = v.cli('move', 'Swear an Iron Vow', '--track', 'Tracks/Errand.md', '--journal', 'S', '--dice', '5,3,6', '--apply');
		expect(errand).toContain('This vow is not the quest that clears cursed: that quest is formidable or extreme, and this vow is dangerous.');
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'formidable', '--name', 'Bargain');
		expect(v.read('Characters/Kira.md')).not.toMatch(/^cursed: true$/m);
		expect(v.cli('move', 'Swear an Iron Vow', '--track', 'Tracks/Bargain.md', '--journal', 'S', '--dice', '5,3,6', '--apply')).toContain('This vow is the quest that clears cursed');
		expect(v.read('Characters/Kira.md')).toMatch(/^cursed: true$/m);
		expect(v.fails('debility', 'clear', 'cursed')).toBe('iron-ledger debility: Cursed is cleared only by completing its quest: [[Tracks/Bargain]] is not fulfilled yet (Fulfill Your Vow). Nothing was written.');
		v.cli('track', 'complete', 'Tracks/Bargain.md');
		v.cli('debility', 'clear', 'cursed');
		expect(v.read('Characters/Kira.md')).toContain('cursed: false');
	});

	it('the vow death asked for, sworn with a miss: not cursed, and the output says the character is dead (ME-18)', () => {
		const v = character('classic');
		v.cli('move', 'Face Death', '--journal', 'S', '--dice', '4,3,9', '--choose', '2', '--apply');
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'extreme', '--name', 'Bargain');
		const out = v.cli('move', 'Swear an Iron Vow', '--track', 'Tracks/Bargain.md', '--journal', 'S', '--dice', '1,9,9', '--apply', '--choose', '1');
		expect(out).toContain('No hit on the vow for the quest you owe: you are dead (Face Death).');
		expect(v.read('Characters/Kira.md')).not.toMatch(/^cursed: true$/m);
	});
});
