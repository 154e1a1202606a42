import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

/**
 * Issue 24, starting play: `character new` gave no background bonds (PR-13) and no background vow
 * (PR-18), capped a Starforged character at three assets with no room for the ship, and let a
 * classic character start with none said (XP-07).
 */
const vault = cliVaults();
const STATS = ['--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1'];

describe('character new starts a character as the book does', () => {
	it('PR-13 PR-18 classic: background bonds tick the bonds track; the background vow is an epic vow owned by the character', () => {
		const v = vault('classic');
		const out = v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', ...STATS, '--assets', 'Swordmaster,Hound,Alchemist', '--bonds', '3', '--vow', 'Avenge my kin', '--vow-rank', 'epic');
		expect(out).toBe('Created Characters/Kira.md\nCreated Tracks/Avenge my kin.md: the background vow\nMade the folders Characters/ and Tracks/');
		expect(readFileSync(join(v.dir, 'Characters/Kira.md'), 'utf8')).toContain('\nbonds: 3\n');
		const vow = readFileSync(join(v.dir, 'Tracks/Avenge my kin.md'), 'utf8');
		expect(vow).toContain('kind: vow\nrank: epic\nticks: 0\nstatus: active\nowners:\n  - "[[Characters/Kira]]"\n');
	});

	it('PR-13 PR-18 refused: a fourth background bond, a formidable background vow, bonds in Starforged; nothing is made', () => {
		const v = vault('refused');
		expect(v.fails('character', 'new', '--name', 'Kira', '--ruleset', 'classic', ...STATS, '--bonds', '4')).toBe('iron-ledger character: A new character marks up to three background bonds, not 4 (PR-13).');
		expect(v.fails('character', 'new', '--name', 'Kira', '--ruleset', 'classic', ...STATS, '--vow', 'Find the healer', '--vow-rank', 'formidable')).toBe(
			'iron-ledger character: The background vow is extreme or epic, not formidable (PR-18).',
		);
		expect(v.fails('character', 'new', '--name', 'Sol', '--ruleset', 'starforged', ...STATS, '--bonds', '1')).toMatch(/make connections in play\.$/);
		expect(existsSync(join(v.dir, 'Characters'))).toBe(false);
		expect(existsSync(join(v.dir, 'Tracks'))).toBe(false);
	});

	it('Starforged: the command vehicle, two paths and one more asset; a fifth asset is refused', () => {
		const v = vault('starforged');
		expect(v.cli('character', 'new', '--name', 'Sol', '--ruleset', 'starforged', ...STATS, '--assets', 'Starship,Ace,Bounty Hunter,Protocol Bot', '--vow', 'Find my sister', '--vow-rank', 'extreme')).toBe(
			'Created Characters/Sol.md\nCreated Tracks/Find my sister.md: the background vow\nMade the folders Characters/ and Tracks/',
		);
		expect(readFileSync(join(v.dir, 'Characters/Sol.md'), 'utf8')).toMatch(/assets:\n {2}- asset:starforged\/command_vehicle\/starship\n {2}- asset:starforged\/path\/ace\n {2}- asset:starforged\/path\/bounty_hunter\n {2}- asset:starforged\/companion\/protocol_bot\n/);
		expect(v.fails('character', 'new', '--name', 'Ty', '--ruleset', 'starforged', ...STATS, '--assets', 'Starship,Ace,Bounty Hunter,Protocol Bot,Combat Bot')).toBe(
			'iron-ledger character: Combat Bot is one asset too many: a new character starts with the command vehicle, two paths and one more asset.',
		);
	});

	it('XP-07 a classic start is three assets: fewer are said as still to pick, a fourth is refused', () => {
		const v = vault('xp07');
		expect(v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'classic', ...STATS)).toBe(
			'Created Characters/Kira.md\nKira still picks three assets to start: asset add NAME --free --character Kira.\nMade the folder Characters/',
		);
		expect(v.cli('character', 'new', '--name', 'Ash', '--ruleset', 'classic', ...STATS, '--assets', 'Hawk', '--json')).toBe('{"path":"Characters/Ash.md","to_pick":["two more assets"]}');
		expect(v.fails('character', 'new', '--name', 'Bran', '--ruleset', 'classic', ...STATS, '--assets', 'Hawk,Hound,Archer,Alchemist')).toBe(
			'iron-ledger character: 4 assets are too many: a new character starts with at most three assets (XP-07).',
		);
	});
});
