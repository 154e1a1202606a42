import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliErrorIn, cliJson, cliTextIn } from './run-cli';

const made: string[] = [];
afterAll(() => {
	for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A Delve vault the player stands in: Kira (edge 3, wits 1) and the vow the site is delved for. */
function delveVault() {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-delve-'));
	made.push(dir);
	mkdirSync(join(dir, '.obsidian'));
	const cli = (...a: string[]) => cliTextIn(dir, ...a);
	const json = (...a: string[]) => cliJson(...a, '--vault', dir) as Record<string, unknown>;
	cli('character', 'new', '--name', 'Kira', '--ruleset', 'delve', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Find the relic');
	const read = (path: string) => readFileSync(join(dir, path), 'utf8');
	return { dir, cli, json, read };
}

const SITE = 'Tracks/The Frozen Vault.md';

describe('a whole delve from the command line', () => {
	it('discovers an Ancient Ice Reach, delves, meets theme and domain dangers, wields a rarity, loses to a threat, locates the objective and rests; verify agrees', () => {
		const v = delveVault();
		// Discover a Site: the note holds rank, theme, domain (ids), the denizen matrix; the move marks it explored.
		const discovered = v.cli('site', 'new', '--theme', 'Ancient', '--domain', 'Ice Reach', '--rank', 'dangerous', '--name', 'The Frozen Vault', '--vow', 'Tracks/Find the relic.md', '--journal', 'Journal.md', '--apply');
		expect(discovered).toContain('Created Tracks/The Frozen Vault.md');
		expect(discovered).toContain('explored false → true');
		const site = v.read(SITE);
		expect(site).toContain('theme: delve_site_theme:delve/ancient\n');
		expect(site).toContain('domain: delve_site_domain:delve/icereach\n');
		expect(site).toContain('  - roll: 1-27\n    frequency: very_common\n');
		expect(site).toContain('```iron-site\n```');

		// A weak hit with +edge reads the edge column: 76-80 is progress and Find an Opportunity.
		const weak = v.cli('site', 'delve', SITE, '--stat', 'edge', '--journal', 'Journal.md', '--apply', '--dice', '2,5,4,78');
		expect(weak).toContain('weak hit, 5 vs 5 and 4; Edge 78: Take both');
		expect(weak).toContain('ticks 0 → 8');
		expect(weak).toContain('Next: iron-ledger move move:delve/delve/find_an_opportunity');
		// With +wits (1), 78 is in another row of the wits column: choose progress or an opportunity.
		const choice = v.cli('site', 'delve', SITE, '--stat', 'wits', '--journal', 'Journal.md', '--apply', '--dice', '4,5,4,78', '--choose', '1');
		expect(choice).toContain('Wits 78: Choose one');
		expect(choice).toContain('ticks 8 → 16');
		// Delve the Depths refuses heart and iron (DV-03): nothing written.
		expect(cliErrorIn(v.dir, 'site', 'delve', SITE, '--stat', 'heart', '--journal', 'Journal.md', '--apply')).toMatch(/does not roll heart/);

		// Reveal a Danger: 1-30 is the theme card, 31-45 the domain card, read with the same roll.
		expect(v.cli('site', 'danger', SITE, '--journal', 'Journal.md', '--apply', '--dice', '3')).toContain('Reveal a Danger 3: Check the theme card. → Ancient trap');
		expect(v.cli('site', 'danger', SITE, '--journal', 'Journal.md', '--apply', '--dice', '34')).toContain('Check the domain card. → Fragile ice above watery depths');
		expect(v.read(SITE)).toContain('last_danger: Check the domain card. → Fragile ice above watery depths\n');
		// A hostile denizen comes from the site's own matrix.
		expect(v.cli('site', 'danger', SITE, '--journal', 'Journal.md', '--apply', '--dice', '50,30')).toContain('You encounter a hostile denizen. → a common denizen (not named yet)');
		expect(v.cli('site', 'opportunity', SITE, '--journal', 'Journal.md', '--apply', '--dice', '30', '--choose', '1')).toContain('momentum 2 → 3');
		expect(v.read(SITE)).toContain('last_opportunity: An aspect of the history or nature of this place is revealed.\n');
		expect(v.cli('site', 'feature', SITE, '--journal', 'Journal.md', '--dice', '60')).toContain('Feature (Ancient, Icereach) 60:');

		// A rarity for an asset on the sheet, bought with its XP cost; its die 6 is a strong hit whatever the challenge dice.
		v.cli('xp', 'earn', '6');
		v.cli('asset', 'add', 'Alchemist', '--free');
		expect(v.cli('rarity', 'buy', 'Ayethin’s Journal')).toContain('Spend 5 XP: Ayethin’s Journal (rarity)');
		const wielded = v.json('move', 'Face Danger', '--character', 'Kira', '--stat', 'wits', '--rarity', 'Ayethin', '--journal', 'Journal.md', '--apply', '--dice', '6,9,9');
		expect(wielded).toMatchObject({ outcome: 'miss', counts_as: 'strong_hit' });
		expect(wielded.summary).toContain('rarity die 6 (Ayethin’s Journal), counts as a strong hit');
		expect(wielded.notes).toContain('The rarity’s power manifests in a dramatic and obvious way: an automatic strong hit, and +1 momentum.');

		// A threat against the vow: menace fills as progress on a dangerous vow; its last box forsakes the vow.
		v.cli('threat', 'new', '--name', 'The Frost Cult', '--rank', 'dangerous', '--category', 'Zealous Cult', '--vow', 'Tracks/Find the relic.md', '--site', SITE);
		for (const d100 of ['80', '75']) v.cli('threat', 'advance', 'Tracks/The Frost Cult.md', '--journal', 'Journal.md', '--apply', '--dice', d100);
		const last = v.cli('threat', 'advance', 'Tracks/The Frost Cult.md', '--journal', 'Journal.md', '--apply', '--dice', '50');
		expect(last).toContain('menace 32 → 40');
		expect(last).toContain('the threat achieves its goal. You must Forsake Your Vow.');
		expect(last).toContain('Next: iron-ledger move move:classic/quest/forsake_your_vow');

		// Locate Your Objective: momentum ignored; a miss, continuing, keeps one box and raises the rank (DV-14).
		const located = v.cli('site', 'locate', SITE, '--journal', 'Journal.md', '--apply', '--dice', '9,9', '--choose', '1');
		expect(located).toContain('ticks 16 → 4');
		expect(located).toContain('rank "dangerous" → "formidable"');
		expect(located).toContain('two ticks on the failure track');
		// Deeper in, the objective is found: the site is complete.
		v.cli('track', 'mark', SITE, '--times', '6', '--journal', 'Journal.md');
		const found = v.json('site', 'locate', SITE, '--journal', 'Journal.md', '--apply', '--dice', '1,2', '--choose', '2');
		expect(found).toMatchObject({ outcome: 'strong_hit', changes: expect.arrayContaining([{ note: '[[Tracks/The Frozen Vault]]', key: 'status', from: 'active', to: 'complete' }]) });

		// Take a Hiatus: conditions and meters restored; a threat that has won is not advanced again.
		expect(v.cli('hiatus', '--journal', 'Journal.md', '--apply')).toContain('No active threat to advance.');
		expect(v.cli('journal', 'check', 'Journal.md')).toMatch(/blocks in 1 note: all valid/);
		expect(v.cli('verify')).toMatch(/agree/);
		// Undo takes back the last move, and verify still agrees.
		v.cli('undo', '--journal', 'Journal.md');
		expect(v.cli('verify')).toMatch(/agree/);
	});

	it('refuses bad input with one line and writes nothing', () => {
		const v = delveVault();
		expect(cliErrorIn(v.dir, 'site', 'new', '--theme', 'Ancient', '--rank', 'dangerous', '--name', 'X')).toMatch(/needs a theme and a domain \(no domain was given\)/);
		expect(cliErrorIn(v.dir, 'site', 'new', '--theme', 'Anciant', '--domain', 'Ruin', '--rank', 'dangerous', '--name', 'X')).toMatch(/did you mean Ancient\?/);
		expect(cliErrorIn(v.dir, 'threat', 'new', '--name', 'T', '--rank', 'dangerous', '--category', 'Pirates')).toMatch(/No threat category "Pirates"/);
		expect(cliErrorIn(v.dir, 'move', 'Learn From Your Failures', '--vault', v.dir, '--journal', 'Journal.md', '--apply')).toMatch(/failure track of \+6 or greater/);
		expect(() => readFileSync(join(v.dir, 'Tracks/X.md'))).toThrow();
		expect(() => readFileSync(join(v.dir, 'Journal.md'))).toThrow();
	});

	it('a premade site comes with its rank, theme, domain and named denizens; a return clears boxes by the lower challenge die', () => {
		const v = delveVault();
		v.cli('site', 'new', '--premade', 'Alva’s Rest', '--journal', 'Journal.md', '--apply');
		const site = v.read("Tracks/Alva's Rest.md");
		expect(site).toContain('rank: dangerous\n');
		expect(site).toContain('theme: delve_site_theme:delve/fortified\n');
		expect(site).toContain('name: Raider\n');
		v.cli('track', 'mark', "Tracks/Alva's Rest.md", '--times', '3', '--journal', 'Journal.md');
		const back = v.cli('site', 'enter', "Tracks/Alva's Rest.md", '--journal', 'Journal.md', '--apply', '--dice', '7,2');
		expect(back).toContain('ticks 24 → 16');
		expect(v.cli('verify')).toMatch(/agree/);
	});
});

describe('Delve commands for a classic character', () => {
	it('say the move or rarity is Delve\'s and how to play it, instead of "unknown"', () => {
		const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-delve-classic-'));
		try {
			mkdirSync(join(dir, '.obsidian'));
			cliTextIn(dir, 'character', 'new', '--name', 'Kara', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
			expect(cliErrorIn(dir, 'hiatus', '--journal', 'J.md')).toContain("move:delve/threat/take_a_hiatus is Ironsworn: Delve's, which Ironsworn does not include");
			expect(cliErrorIn(dir, 'rarity', 'buy', 'Bough of the Surest Path')).toContain("Rarities are Ironsworn: Delve's, which Ironsworn does not include");
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	});
});
