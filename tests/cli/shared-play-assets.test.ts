import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

const vault = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

function hero(ruleset: 'delve' | 'starforged', assets: string) {
	const v = vault(`assets-${ruleset}`);
	v.cli('character', 'new', '--name', 'Kira', '--ruleset', ruleset, '--stats', STATS, '--assets', assets);
	const sheet = () => readFileSync(join(v.dir, 'Characters/Kira.md'), 'utf8');
	const edit = (from: string, to: string) => writeFileSync(join(v.dir, 'Characters/Kira.md'), sheet().replace(from, to));
	return { ...v, sheet, edit };
}

describe('asset remove: a sheet change, journaled and undone like the others (SF-14, DV-21)', () => {
	it('removes the asset with its marked abilities and its own keys; undo puts them back; an asset not on the sheet is refused', () => {
		const v = hero('delve', 'Hawk,Swordmaster,Ritualist');
		const before = v.sheet();
		expect(before).toContain('hawk_health: 3');
		const out = v.cli('asset', 'remove', 'Hawk', '--journal', 'S.md');
		expect(out.split('\n')[0]).toBe('Discard Hawk');
		expect(v.sheet()).not.toContain('hawk');
		expect(v.sheet()).toContain('asset:classic/combat_talent/swordmaster');
		expect(readFileSync(join(v.dir, 'S.md'), 'utf8')).toContain('Discard Hawk');
		// Giving no XP: a discard the rules do not reward is only a discard.
		expect(v.sheet()).toContain('xp_earned: 0');
		expect(v.fails('asset', 'remove', 'Hawk', '--journal', 'S.md')).toContain('Hawk');
		v.cli('undo', '--journal', 'S.md');
		expect(v.sheet()).toBe(before);
	});
});

describe('the moves that cost an asset take one off the sheet (SF-14, DV-21)', () => {
	it('Learn From Your Failures strong hit, "discard a single asset": the asset named goes, with 2 XP for each marked ability, once', () => {
		const v = hero('delve', 'Hawk,Swordmaster,Ritualist');
		v.edit('failure: 0', 'failure: 28');
		v.edit('asset.ability:classic/companion/hawk.0', 'asset.ability:classic/companion/hawk.0\n  - asset.ability:classic/companion/hawk.1');
		const out = v.cli('move', 'Learn From Your Failures', '--character', 'Kira', '--journal', 'S.md', '--dice', '3,5', '--apply', '--choose', '1');
		expect(out).toContain('iron-ledger asset remove');
		expect(v.sheet()).toContain('xp_earned: 3');
		expect(v.cli('asset', 'remove', 'Hawk', '--journal', 'S.md')).toContain('4 XP');
		expect(v.sheet()).toContain('xp_earned: 7');
		expect(v.sheet()).not.toContain('hawk');
		// The reward was for one asset: the next discard earns nothing.
		v.cli('asset', 'remove', 'Swordmaster', '--journal', 'S.md');
		expect(v.sheet()).toContain('xp_earned: 7');
	});

	it('Forsake Your Vow, "abandon a path or resource": the discard is owed until the asset is named', () => {
		const v = hero('starforged', 'Starship,Ace,Navigator');
		v.cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Find her', '--character', 'Kira');
		const out = v.cli('move', 'Forsake Your Vow', '--character', 'Kira', '--track', 'Tracks/Find her.md', '--journal', 'S.md', '--apply', '--choose', '3');
		expect(out).toContain('iron-ledger asset remove');
		expect(v.cli('asset', 'remove', 'Navigator', '--journal', 'S.md')).toBe('Discard Navigator, for Forsake Your Vow');
		expect(v.sheet()).not.toContain('navigator');
		expect(v.sheet()).toContain('xp_earned: 0');
	});
});
