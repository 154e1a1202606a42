import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBlocks } from '../../src/journal/note-text';
import { splitFrontmatter } from '../../src/state/frontmatter-text';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();

function cli(...args: string[]) {
	const r = spawnSync(process.execPath, ['bin/iron-ledger.cjs', ...args], { encoding: 'utf8' });
	return { code: r.status, out: r.stdout, err: r.stderr };
}

function cliAsync(...args: string[]): Promise<number | null> {
	return new Promise((resolve) => spawn(process.execPath, ['bin/iron-ledger.cjs', ...args], { stdio: 'ignore' }).on('exit', resolve));
}

function newVault(ruleset = 'classic') {
	const vault = tempDir('vault');
	expect(cli('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', ruleset, '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1').code).toBe(0);
	return vault;
}

const read = (vault: string, path: string) => readFileSync(join(vault, path), 'utf8');
const fm = (vault: string, path: string) => splitFrontmatter(read(vault, path)).yaml;

describe('CLI campaign: characters, tracks, clocks, moves with --apply, undo, verify', () => {
	it('character new writes the starting sheet; the stats must be 3, 2, 2, 1, 1', () => {
		const vault = newVault('starforged');
		const sheet = read(vault, 'Characters/Kira.md');
		expect(sheet).toContain('iron_ledger: character\nruleset: starforged\nname: Kira\nedge: 3\n');
		expect(sheet).toContain('health: 5\nspirit: 5\nsupply: 5\nmomentum: 2\n');
		expect(sheet).toContain('wounded: false');
		expect(sheet).toContain('quests_legacy: 0');
		const withAssets = tempDir('vault');
		cli('character', 'new', '--vault', withAssets, '--name', 'Ash', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'asset:classic/companion/hawk,asset:classic/combat_talent/archer');
		const ash = read(withAssets, 'Characters/Ash.md');
		expect(ash).toContain('asset_abilities:\n  - asset.ability:classic/companion/hawk.0\n  - asset.ability:classic/combat_talent/archer.0\n');
		expect(ash).toContain('hawk_health: 3\n');
		expect(ash).toContain('hawk_name: ""\n');
		const bad = cli('character', 'new', '--vault', vault, '--name', 'Bran', '--ruleset', 'classic', '--stats', 'edge=3,heart=3,iron=2,shadow=1,wits=1');
		expect(bad.code).toBe(2);
		expect(bad.err).toMatch(/Stats must use 3, 2, 2, 1 and 1 once each/);
	});

	it('a move with --apply changes momentum and records the change in its block; track mark and complete', () => {
		const vault = newVault();
		expect(cli('track', 'new', '--vault', vault, '--kind', 'journey', '--rank', 'dangerous', '--name', 'To the Havens').code).toBe(0);
		const r = cli('move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'edge', '--dice', '5,2,3', '--apply', '--json');
		expect(r.err).toBe('');
		const json = JSON.parse(r.out) as { outcome: string; changes: unknown[]; block: string };
		expect(json.outcome).toBe('strong_hit');
		expect(json.changes).toEqual([{ note: '[[Characters/Kira]]', key: 'momentum', from: 2, to: 3 }]);
		expect(fm(vault, 'Characters/Kira.md')).toContain('momentum: 3\n');
		expect(json.block).toContain('changes:\n  - note: "[[Characters/Kira]]"\n    key: momentum\n    from: 2\n    to: 3\n');
		const journey = cli('move', 'Undertake a Journey', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--track', 'Tracks/To the Havens.md', '--dice', '6,4,9', '--apply', '--json');
		const j = JSON.parse(journey.out) as { outcome: string; changes: unknown[] };
		expect(j.outcome).toBe('weak_hit');
		expect(j.changes).toEqual([
			{ note: '[[Tracks/To the Havens]]', key: 'ticks', from: 0, to: 8 },
			{ note: '[[Characters/Kira]]', key: 'supply', from: 5, to: 4 },
		]);
		expect(cli('track', 'mark', 'Tracks/To the Havens.md', '--vault', vault, '--times', '2').out.trim()).toBe('[[Tracks/To the Havens]]: ticks 8 → 24');
		expect(cli('track', 'complete', 'Tracks/To the Havens.md', '--vault', vault).code).toBe(0);
		expect(fm(vault, 'Tracks/To the Havens.md')).toContain('status: complete');
	});

	it('Fulfill Your Vow on a hit completes the vow and gives XP by rank', () => {
		const vault = newVault();
		cli('track', 'new', '--vault', vault, '--kind', 'vow', '--rank', 'formidable', '--name', 'Avenge my kin');
		cli('track', 'mark', 'Tracks/Avenge my kin.md', '--vault', vault, '--times', '7');
		const r = cli('move', 'Fulfill Your Vow', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--track', 'Tracks/Avenge my kin.md', '--dice', '3,5', '--apply', '--json');
		expect(JSON.parse(r.out)).toMatchObject({ score: 7, outcome: 'strong_hit', changes: [{ key: 'status', to: 'complete' }, { key: 'xp_earned', from: 0, to: 3 }] });
	});

	it('undo gives back byte-identical frontmatter and marks the block undone', () => {
		const vault = newVault();
		const before = read(vault, 'Characters/Kira.md');
		cli('move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'wits', '--dice', '6,1,2', '--apply');
		expect(read(vault, 'Characters/Kira.md')).not.toBe(before);
		const undo = cli('undo', '--vault', vault, '--journal', 'Journal.md');
		expect(undo.code).toBe(0);
		expect(read(vault, 'Characters/Kira.md')).toBe(before);
		const blocks = findBlocks(read(vault, 'Journal.md'));
		expect(blocks).toHaveLength(1);
		expect(blocks[0]?.result.ok && blocks[0].result.block.undone).toBe(true);
	});

	it('undo refuses, changing nothing, when a value was changed since', () => {
		const vault = newVault();
		cli('move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'edge', '--dice', '5,2,3', '--apply');
		const sheet = read(vault, 'Characters/Kira.md').replace('momentum: 3', 'momentum: 6');
		writeFileSync(join(vault, 'Characters/Kira.md'), sheet);
		const journal = read(vault, 'Journal.md');
		const undo = cli('undo', '--vault', vault, '--journal', 'Journal.md');
		expect(undo.code).toBe(2);
		expect(undo.err).toMatch(/momentum in \[\[Characters\/Kira\]\] is 6, but the journal expects 3: it was changed since/);
		expect(read(vault, 'Characters/Kira.md')).toBe(sheet);
		expect(read(vault, 'Journal.md')).toBe(journal);
	});

	it('verify catches a hand edit, and --fix sets the note back to what the journal says', () => {
		const vault = newVault();
		cli('move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'edge', '--dice', '5,2,3', '--apply');
		expect(cli('verify', '--vault', vault).code).toBe(0);
		writeFileSync(join(vault, 'Characters/Kira.md'), read(vault, 'Characters/Kira.md').replace('momentum: 3', 'momentum: 7'));
		const r = cli('verify', '--vault', vault);
		expect(r.code).toBe(1);
		expect(r.out).toContain('momentum of [[Characters/Kira]] is 7, but the journal (last at Journal.md:1) says 3. Fix: set it to 3.');
		expect(cli('verify', '--vault', vault, '--fix').code).toBe(0);
		expect(fm(vault, 'Characters/Kira.md')).toContain('momentum: 3\n');
		expect(cli('verify', '--vault', vault).code).toBe(0);
	});

	it('verify skips and lists a note that is not UTF-8, still agrees, and leaves its bytes as they are', () => {
		const vault = newVault();
		cli('move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'edge', '--dice', '5,2,3', '--apply');
		const latin = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]);
		mkdirSync(join(vault, 'Other'));
		writeFileSync(join(vault, 'Other/latin.md'), latin);
		const r = cli('verify', '--vault', vault);
		expect([r.code, r.err]).toEqual([0, '']);
		expect(r.out).toBe('Skipped Other/latin.md: not UTF-8 text (Latin-1?).\n1 move in 1 journal note: the journal and the notes agree (1 unreadable note skipped).\n');
		const json = cli('verify', '--vault', vault, '--json');
		expect(JSON.parse(json.out)).toMatchObject({ ok: true, unreadable: [{ note: 'Other/latin.md', reason: 'not UTF-8 text (Latin-1?)' }] });
		expect(cli('verify', '--vault', vault, '--fix').code).toBe(0);
		expect(readFileSync(join(vault, 'Other/latin.md')).equals(latin)).toBe(true);
	});

	it('two moves started at the same moment both land (no lost update)', async () => {
		const vault = newVault();
		const args = (dice: string) => ['move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'edge', '--dice', dice, '--apply'];
		const codes = await Promise.all([cliAsync(...args('5,2,3')), cliAsync(...args('6,1,1'))]);
		expect(codes).toEqual([0, 0]);
		expect(findBlocks(read(vault, 'Journal.md'))).toHaveLength(2);
		expect(fm(vault, 'Characters/Kira.md')).toContain('momentum: 4\n');
		expect(cli('verify', '--vault', vault).code).toBe(0);
	});

	it.each([
		['a string where a number belongs', 'momentum: 2', 'momentum: lots', /"momentum" in Characters\/Kira.md should be a whole number, not "lots"/],
		['a missing key', 'edge: 3\n', '', /Characters\/Kira.md has no "edge"/],
		['a list where a number belongs', 'edge: 3', 'edge: [3]', /"edge" in Characters\/Kira.md should be a whole number, not a list/],
		['broken YAML', 'edge: 3', 'edge: [3', /The frontmatter of Characters\/Kira.md is not valid YAML/],
	])('malformed frontmatter (%s) gets a clear message and leaves the note untouched', (_, find, replace, message) => {
		const vault = newVault();
		const broken = read(vault, 'Characters/Kira.md').replace(find, replace);
		writeFileSync(join(vault, 'Characters/Kira.md'), broken);
		const r = cli('move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'edge', '--dice', '5,2,3', '--apply');
		expect(r.code).toBe(2);
		expect(r.err).toMatch(message);
		expect(r.err.trim().split('\n')).toHaveLength(1);
		expect(read(vault, 'Characters/Kira.md')).toBe(broken);
	});

	it('keeps unknown frontmatter keys and the body when it writes', () => {
		const vault = newVault();
		const sheet = read(vault, 'Characters/Kira.md').replace('name: Kira\n', 'name: Kira\n# my notes\nmood: grim # yes\n') + '\nBody text stays.\n';
		writeFileSync(join(vault, 'Characters/Kira.md'), sheet);
		cli('move', 'Face Danger', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'edge', '--dice', '5,2,3', '--apply');
		expect(read(vault, 'Characters/Kira.md')).toBe(sheet.replace('momentum: 2', 'momentum: 3'));
	});
});

describe('CLI campaign in Starforged and Delve', () => {
	it('Starforged: a fulfilled vow marks the quests legacy track and its XP', () => {
		const vault = newVault('starforged');
		cli('track', 'new', '--vault', vault, '--kind', 'vow', '--rank', 'extreme', '--name', 'Find the Ascendancy');
		cli('track', 'mark', 'Tracks/Find the Ascendancy.md', '--vault', vault, '--times', '16');
		const r = cli('move', 'Fulfill Your Vow', '--ruleset', 'starforged', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--track', 'Tracks/Find the Ascendancy.md', '--dice', '2,5', '--apply', '--json');
		expect(JSON.parse(r.out)).toMatchObject({
			score: 8,
			outcome: 'strong_hit',
			changes: [
				{ key: 'status', to: 'complete' },
				{ key: 'quests_legacy', from: 0, to: 8 },
				{ key: 'xp_earned', from: 0, to: 4 },
			],
		});
	});

	it('Delve: a miss marks the failure track', () => {
		const vault = newVault('delve');
		const r = cli('move', 'Delve the Depths', '--ruleset', 'delve', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'wits', '--dice', '1,9,9', '--apply', '--json');
		expect(JSON.parse(r.out)).toMatchObject({ outcome: 'miss', changes: [{ key: 'failure', from: 0, to: 1 }] });
		expect(cli('verify', '--vault', vault).code).toBe(0);
	});
});

describe('CLI: suffer moves take their loss before the roll', () => {
	it('Endure Harm suffers the harm, overflows into momentum at 0 health, then rolls with what is left', () => {
		const vault = newVault();
		writeFileSync(join(vault, 'Characters/Kira.md'), read(vault, 'Characters/Kira.md').replace('health: 5', 'health: 1'));
		const r = cli('move', 'Endure Harm', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--suffer', '3', '--dice', '4,5,9', '--apply', '--json');
		const json = JSON.parse(r.out) as { score: number; changes: unknown[]; notes: string[]; block: string };
		// iron 2 is now higher than health 0: 4 + 2 = 6.
		expect(json.score).toBe(6);
		expect(json.changes).toEqual([
			{ note: '[[Characters/Kira]]', key: 'health', from: 1, to: 0 },
			{ note: '[[Characters/Kira]]', key: 'momentum', from: 2, to: 0 },
		]);
		expect(json.notes).toEqual(['Health is at 0: the other −2 comes off momentum.']);
		expect(json.block).toContain('stat: iron/health\nstat_value: 2\n');
		expect(fm(vault, 'Characters/Kira.md')).toContain('health: 0\n');
		expect(cli('undo', '--vault', vault, '--journal', 'Journal.md').code).toBe(0);
		expect(fm(vault, 'Characters/Kira.md')).toContain('health: 1\n');
		expect(fm(vault, 'Characters/Kira.md')).toContain('momentum: 2\n');
	});

	it('rolls with the higher of health and iron as they are after the loss, not before (ME-09, ME-15)', () => {
		const vault = newVault();
		// Health 5, iron 2: 3 harm leaves health 2, so the roll is +2 (not +5): 1 + 2 = 3 against 2 and 3, a weak hit.
		const r = cli('move', 'Endure Harm', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--suffer', '3', '--dice', '1,2,3', '--apply', '--json');
		expect(JSON.parse(r.out)).toMatchObject({ score: 3, outcome: 'weak_hit' });
		expect(read(vault, 'Journal.md')).toContain('stat_value: 2\n');
		const stress = cli('move', 'Endure Stress', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--suffer', '4', '--dice', '1,2,3', '--apply', '--json');
		// Spirit 5 less 4 is 1, heart is 2: 1 + 2 = 3.
		expect(JSON.parse(stress.out)).toMatchObject({ score: 3, outcome: 'weak_hit' });
		expect(cli('journal', 'check', join(vault, 'Journal.md')).code).toBe(0);
		expect(cli('verify', '--vault', vault).code).toBe(0);
	});

	it('asks for the loss when it is not given', () => {
		const vault = newVault();
		const r = cli('move', 'Endure Stress', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--dice', '4,5,9');
		expect(r.code).toBe(2);
		expect(r.err.trim()).toBe("iron-ledger move: Endure Stress takes its loss before the roll: give it with --suffer N (a foe's rank, 1-5, or 2 when unsure), or name the fight with --track to take the foe's rank.");
	});
});

describe('CLI: special tracks and bonds from the sheet', () => {
	it('Delve Learn From Your Failures rolls the failure track (6 boxes or more), gives XP and clears it', () => {
		const vault = newVault('delve');
		const move = ['move', 'Learn From Your Failures', '--ruleset', 'delve', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--dice', '3,9', '--apply', '--json'];
		const early = cli(...move);
		expect(early.code).toBe(2);
		expect(early.err).toMatch(/Learn From Your Failures needs a failure track of \+6 or greater \(failure-at-least-6\)/);
		writeFileSync(join(vault, 'Characters/Kira.md'), read(vault, 'Characters/Kira.md').replace('failure: 0', 'failure: 27'));
		expect(JSON.parse(cli(...move).out)).toMatchObject({ score: 6, outcome: 'weak_hit', changes: [{ key: 'xp_earned', from: 0, to: 2 }, { key: 'failure', from: 27, to: 0 }] });
	});

	it('classic Forge a Bond marks a tick on the bonds track; Write Your Epilogue rolls it', () => {
		const vault = newVault();
		const bond = cli('move', 'Forge a Bond', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--stat', 'heart', '--dice', '6,1,1', '--apply', '--json');
		expect(JSON.parse(bond.out).changes).toContainEqual({ note: '[[Characters/Kira]]', key: 'bonds', from: 0, to: 1 });
		writeFileSync(join(vault, 'Characters/Kira.md'), read(vault, 'Characters/Kira.md').replace('bonds: 1', 'bonds: 21'));
		const epilogue = cli('move', 'Write Your Epilogue', '--ruleset', 'classic', '--vault', vault, '--character', 'Characters/Kira.md', '--journal', 'Journal.md', '--dice', '4,7', '--json');
		expect(JSON.parse(epilogue.out)).toMatchObject({ kind: 'progress', score: 5, outcome: 'weak_hit' });
	});
});

describe('CLI: Delve sites and threats', () => {
	it('a site keeps its theme and domain by Datasworn id; a threat gets a menace track', () => {
		const vault = newVault('delve');
		expect(cli('track', 'new', '--vault', vault, '--kind', 'delve_site', '--rank', 'dangerous', '--name', 'The Sunken Hall', '--theme', 'Ancient', '--domain', 'Barrow').code).toBe(0);
		expect(fm(vault, 'Tracks/The Sunken Hall.md')).toContain('theme: delve_site_theme:delve/ancient\ndomain: delve_site_domain:delve/barrow\n');
		cli('track', 'new', '--vault', vault, '--kind', 'threat', '--rank', 'formidable', '--name', 'The Raider King');
		expect(fm(vault, 'Tracks/The Raider King.md')).toContain('menace: 0\n');
		const bad = cli('track', 'new', '--vault', vault, '--kind', 'delve_site', '--rank', 'dangerous', '--name', 'X', '--theme', 'Spooky');
		expect(bad.code).toBe(2);
		expect(bad.err).toMatch(/Unknown delve site theme "Spooky"/);
	});
});
