import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

/** Issue 24 item 4: rules that refuse what they forbid, and records that say what happened. */
const vault = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

describe('undo', () => {
	it('removes a key the move created instead of leaving key: null (a threat’s achieved)', () => {
		const v = vault('undo-created-key');
		v.cli('character', 'new', '--name', 'Dee', '--ruleset', 'delve', '--stats', STATS);
		v.cli('threat', 'new', '--name', 'Wraith', '--rank', 'dangerous');
		const advance = (d100: string) => v.cli('threat', 'advance', 'Tracks/Wraith.md', '--journal', 'J.md', '--apply', '--dice', d100);
		for (const d100 of ['80', '90', '40']) advance(d100);
		expect(readFileSync(join(v.dir, 'Tracks/Wraith.md'), 'utf8')).toMatch(/^achieved: true$/m);
		v.cli('undo', '--journal', 'J.md');
		const threat = readFileSync(join(v.dir, 'Tracks/Wraith.md'), 'utf8');
		expect(threat).toMatch(/^menace: 32$/m);
		expect(threat).not.toMatch(/achieved/);
		expect(threat).not.toMatch(/null/);
	});
});

describe('momentum at its floor', () => {
	it('MO-25 at −6, Lose Momentum’s “clear progress” clears one unit by the track’s rank', () => {
		const v = vault('lose-momentum-clear');
		v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'starforged', '--stats', STATS);
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Quest');
		v.cli('track', 'mark', 'Tracks/Quest.md', '--times', '2');
		v.cli('meter', 'suffer', 'momentum', '8');
		const out = v.cli('move', 'Lose Momentum', '--journal', 'J.md', '--suffer', '2', '--track', 'Tracks/Quest.md', '--choose', '2', '--apply');
		expect(out).toContain('ticks 16 → 8');
		expect(readFileSync(join(v.dir, 'Tracks/Quest.md'), 'utf8')).toMatch(/^ticks: 8$/m);
	});

	it('Face a Setback without a track says to clear progress by hand, not to mark it', () => {
		const v = vault('setback-no-track');
		v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'classic', '--stats', STATS);
		v.cli('meter', 'suffer', 'momentum', '8');
		const out = v.cli('move', 'Face a Setback', '--journal', 'J.md', '--suffer', '1', '--choose', '4', '--apply');
		expect(out).toContain('No track was given: clear one unit of progress by its rank by hand.');
		expect(out).not.toContain('mark progress');
	});
});

describe('a reroll', () => {
	it('refuses a die named twice in one line (--reroll c1,c1), writing nothing', () => {
		const v = vault('reroll-twice');
		v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'classic', '--stats', STATS, '--assets', 'asset:classic/combat_talent/duelist');
		v.cli('xp', 'earn', '2');
		v.cli('asset', 'upgrade', 'Duelist', '2');
		const move = ['move', 'Secure an Advantage', '--stat', 'edge', '--ability', '1', '--journal', 'J.md', '--apply', '--reroll', 'c1,c1'];
		expect(v.fails(...move, '--dice', '1,9,2,3,4')).toBe('iron-ledger move: A reroll throws each die once: the first challenge die (c1) is named twice.');
		expect(v.fails(...move)).toBe('iron-ledger move: A reroll throws each die once: the first challenge die (c1) is named twice.');
		expect(() => readFileSync(join(v.dir, 'J.md'), 'utf8')).toThrow();
	});
});

describe('Develop Your Relationship', () => {
	it('at epic does not offer a rank raise on a strong hit with a match (no rank above epic)', () => {
		const v = vault('develop-epic');
		v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'starforged', '--stats', STATS);
		v.cli('track', 'new', '--kind', 'connection', '--rank', 'epic', '--name', 'Sage');
		v.cli('track', 'complete', 'Tracks/Sage.md');
		const out = v.cli('move', 'Develop Your Relationship', '--journal', 'J.md', '--track', 'Tracks/Sage.md', '--dice', '6,4,4', '--apply');
		expect(out).toMatch(/strong hit/);
		expect(out).not.toMatch(/Their standing is bolstered|Choose/);
		expect(readFileSync(join(v.dir, 'Tracks/Sage.md'), 'utf8')).toMatch(/^rank: epic$/m);
	});
});

describe('stats', () => {
	it('counts a rarity die of 6 as the strong hit it is, not the miss of the dice (DV-17)', () => {
		const v = vault('rarity-six-stats');
		v.cli('character', 'new', '--name', 'Dee', '--ruleset', 'delve', '--stats', STATS);
		v.cli('xp', 'earn', '6');
		v.cli('asset', 'add', 'Alchemist', '--free');
		v.cli('rarity', 'buy', 'Ayethin’s Journal');
		expect(v.cli('move', 'Face Danger', '--stat', 'wits', '--rarity', 'Ayethin', '--journal', 'J.md', '--apply', '--dice', '6,9,9')).toContain('counts as a strong hit');
		const stats = v.cli('stats');
		expect(stats).toMatch(/^Face Danger +1 +0 +0 +1$/m);
		expect(stats).toMatch(/^wits +1 +0 +0 +1$/m);
	});
});

describe('Forsake Your Vow', () => {
	it('on a vow already forsaken says it is already forsaken, not a progress-move rule', () => {
		const v = vault('forsake-twice');
		v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'classic', '--stats', STATS);
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Quest');
		v.cli('move', 'Forsake Your Vow', '--journal', 'J.md', '--track', 'Tracks/Quest.md', '--apply');
		const journal = readFileSync(join(v.dir, 'J.md'), 'utf8');
		const refused = v.fails('move', 'Forsake Your Vow', '--journal', 'J.md', '--track', 'Tracks/Quest.md', '--apply');
		expect(refused).toBe('iron-ledger move: This vow is already forsaken (already-forsaken). Nothing was written; add --anyway to make the move regardless.');
		expect(refused).not.toContain('progress move');
		expect(readFileSync(join(v.dir, 'J.md'), 'utf8')).toBe(journal);
	});
});

describe('a companion move', () => {
	it('with two companions and no --companion is refused, naming them; with one named it hits that one', () => {
		const v = vault('two-companions');
		v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'classic', '--stats', STATS, '--assets', 'asset:classic/companion/hawk,asset:classic/companion/hound');
		const move = ['move', 'Companion Endure Harm', '--journal', 'J.md', '--suffer', '1', '--dice', '3,2,9', '--apply'];
		expect(v.fails(...move)).toBe('iron-ledger move: Companion Endure Harm acts on one companion, and the sheet has 2: Hawk, Hound; give --companion NAME.');
		expect(() => readFileSync(join(v.dir, 'J.md'), 'utf8')).toThrow();
		expect(v.cli(...move, '--companion', 'Hound')).toContain('hound_health 4 → 3');
	});
});

describe('a roll of the lower (or higher) of two', () => {
	it('accepts --stat as the move prints it: Heal’s +iron/wits, Endure Harm’s +health/iron, in either order', () => {
		const v = vault('stat-as-printed');
		v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'classic', '--stats', STATS);
		const heal = v.cli('move', 'Heal', '--journal', 'J.md', '--stat', 'iron/wits', '--dice', '3,2,9');
		expect(heal).toMatch(/^Heal \(\+iron\/wits\): weak hit/);
		expect(v.cli('move', 'Heal', '--journal', 'J.md', '--stat', 'wits/iron', '--dice', '3,2,9')).toMatch(/^Heal \(\+iron\/wits\)/);
		const printed = /^Endure Harm \(\+([a-z/]+)\)/.exec(v.cli('move', 'Endure Harm', '--journal', 'J.md', '--suffer', '1', '--stat', 'iron', '--dice', '3,2,9'))?.[1] ?? '';
		expect(v.cli('move', 'Endure Harm', '--journal', 'J.md', '--suffer', '1', '--stat', printed, '--dice', '3,2,9')).toContain(`(+${printed})`);
	});
});

describe('exchanges owed', () => {
	it('Face a Setback takes exactly one exchange per −momentum owed, refusing more or fewer', () => {
		const v = vault('setback-owed');
		v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'classic', '--stats', STATS);
		v.cli('meter', 'suffer', 'momentum', '8');
		const setback = (...rest: string[]) => ['move', 'Face a Setback', '--journal', 'J.md', '--apply', ...rest];
		expect(v.fails(...setback('--suffer', '1', '--choose', '1,1'))).toMatch(/^iron-ledger move: Choose 1 of options 1-4, not 2\./);
		expect(v.fails(...setback('--suffer', '2', '--choose', '1'))).toMatch(/^iron-ledger move: Choose 2 of options 1-4, not 1\./);
		expect(v.fails(...setback('--choose', '1'))).toMatch(/--suffer N/);
		expect(v.cli(...setback('--suffer', '2', '--choose', '1,2'))).toMatch(/health 5 → 4[\s\S]*spirit 5 → 4/);
	});

	it('a −supply cost at 0 supply is not dropped: it calls for Out of Supply with what is owed, which exchanges exactly that', () => {
		const v = vault('supply-owed');
		v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'classic', '--stats', STATS);
		v.cli('meter', 'suffer', 'supply', '5');
		const danger = v.cli('move', 'Face Danger', '--stat', 'edge', '--journal', 'J.md', '--dice', '3,2,9', '--choose', '4', '--apply');
		expect(danger).toContain('Next: iron-ledger move move:classic/suffer/out_of_supply (magnitude 1)');
		const heal = v.cli('move', 'Heal', '--stat', 'wits', '--journal', 'J.md', '--dice', '3,2,9', '--choose', '3,5', '--apply');
		expect(heal).toContain('out_of_supply (magnitude 1)');
		const out = (...rest: string[]) => ['move', 'Out of Supply', '--journal', 'J.md', '--apply', ...rest];
		expect(v.fails(...out('--suffer', '1', '--choose', '1,3'))).toMatch(/^iron-ledger move: Choose 1 of options 1-3, not 2\./);
		const paid = v.cli(...out('--suffer', '1', '--choose', '3'));
		expect(paid).toContain('unprepared false → true');
		expect(paid).toContain('momentum 2 → 1');
		// Supply just reached 0, nothing owed: Out of Supply marks unprepared and offers nothing.
		expect(v.cli(...out())).not.toMatch(/Choose/);
	});
});

describe('a Delve site', () => {
	it('without a theme or a domain cannot be delved: one line names what is missing, nothing is written', () => {
		const v = vault('site-no-cards');
		v.cli('character', 'new', '--name', 'Dee', '--ruleset', 'delve', '--stats', STATS);
		v.cli('track', 'new', '--kind', 'delve_site', '--rank', 'dangerous', '--name', 'Bare');
		expect(v.fails('site', 'delve', 'Tracks/Bare.md', '--journal', 'J.md', '--stat', 'edge', '--dice', '2,5,4,78', '--apply')).toBe(
			"iron-ledger site: Tracks/Bare.md has no theme and no domain: Delve the Depths reads the site's theme and domain cards, so set them in the note (as site new --theme T --domain D does).",
		);
		expect(() => readFileSync(join(v.dir, 'J.md'), 'utf8')).toThrow();
	});
});

describe('a custom oracle with a gap', () => {
	it('reports the gap on the line of a row beside it, never past the end of the note', () => {
		const v = vault('oracle-gap-line');
		mkdirSync(join(v.dir, 'Oracles'));
		// 11 lines: a heading, prose, the table's header on line 5, rows on lines 7-11; 61-100 is covered by no row.
		writeFileSync(join(v.dir, 'Oracles/Bad gap.md'), '# Bad gap\n\nA table.\n\n| d100 | Result |\n|---|---|\n| 1-10 | a |\n| 11-20 | b |\n| 21-40 | c |\n| 41-50 | d |\n| 51-60 | e |');
		expect(v.fails('oracle', 'Bad gap')).toBe('iron-ledger oracle: Oracles/Bad gap.md:11: No row covers 61-100 (a d100 rolls 1 to 100).');
		writeFileSync(join(v.dir, 'Oracles/Mid gap.md'), '| d100 | Result |\n|---|---|\n| 1-10 | a |\n| 20-100 | b |\n');
		expect(v.fails('oracle', 'Mid gap')).toBe('iron-ledger oracle: Oracles/Mid gap.md:4: No row covers 11-19 (a d100 rolls 1 to 100).');
	});
});
