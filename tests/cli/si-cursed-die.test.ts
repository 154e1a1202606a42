import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CliVault, cliVaults } from './cli-vault';

const vaults = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
const SKULL = 'asset:sundered_isles/companion/chattering_skull';

/** A Sundered Isles character with these assets, in a vault of her own. */
function character(assets: string[]): CliVault {
	const v = vaults('si-cursed');
	v.cli('character', 'new', '--name', 'Mara', '--ruleset', 'sundered_isles', '--stats', STATS, ...(assets.length ? ['--assets', assets.join(',')] : []));
	return v;
}

const sheet = (v: CliVault) => readFileSync(join(v.dir, 'Characters/Mara.md'), 'utf8');
const journal = (v: CliVault) => readFileSync(join(v.dir, 'J.md'), 'utf8');
const at = ['--character', 'Mara', '--journal', 'J.md'];
const faceDanger = (v: CliVault, dice: string, ...more: string[]) => v.cli('move', 'Face Danger', ...at, '--stat', 'edge', '--dice', dice, ...more);

describe('CLI: the Chattering Skull’s cursed die in a move (Sundered Isles)', () => {
	it('is the roll’s fourth die, kept in the block as cursed_die; without the skull a fourth die is refused, with it three are', () => {
		const v = character([SKULL]);
		const json = JSON.parse(faceDanger(v, '4,3,8,7', '--json'));
		expect(json).toMatchObject({ action: 4, challenge: [3, 8], cursed_die: 7, notes: ['Chattering Skull: the cursed die shows 7.'] });
		expect(journal(v)).toContain('\ncursed_die: 7\n');
		expect(v.fails('move', 'Face Danger', ...at, '--stat', 'edge', '--dice', '4,3,8')).toBe('iron-ledger move: --dice needs at least 4 dice here, got 3.');
		const plain = character([]);
		expect(plain.fails('move', 'Face Danger', ...at, '--stat', 'edge', '--dice', '4,3,8,7')).toBe('iron-ledger move: --dice needs exactly 3 dice here, got 4.');
	});

	it('a 10 on a hit: +1 momentum and +1 on the next move; with the second ability and a match, a box of bonds legacy', () => {
		const v = character([SKULL]);
		writeFileSync(join(v.dir, 'Characters/Mara.md'), sheet(v).replace('chattering_skull.0\n', `chattering_skull.0\n  - ${SKULL.replace('asset:', 'asset.ability:')}.1\n`));
		const out = faceDanger(v, '6,3,3,10', '--apply');
		expect(out).toContain('you glean insight: +1 momentum, and +1 on your next related move');
		expect(out).toContain('momentum 2 → 4');
		expect(out).toContain('bonds_legacy 0 → 4');
		expect(sheet(v)).toMatch(/pending_adds:\n {2}- value: 1\n {4}reason: Chattering Skull\n/);
	});

	it('a 10 on a miss rerolls all three dice, which the block keeps; a second miss leads you astray', () => {
		const v = character([SKULL]);
		const again = faceDanger(v, '1,9,8,10,6,2,3');
		expect(again.split('\n')[0]).toBe('Face Danger (+edge): strong hit, 9 vs 2 and 3');
		expect(again).toContain('Chattering Skull: the cursed die showed 10 on a miss, and all dice were rerolled.');
		expect(again).toContain('proposed: [[Characters/Mara]]: momentum 2 → 3');
		expect(journal(v)).toContain('rerolled: [{die: action, from: 1, to: 6}, {die: challenge_1, from: 9, to: 2}, {die: challenge_2, from: 8, to: 3}]\ncursed_die: 10\n');
		expect(faceDanger(v, '1,9,8,10,2,9,8')).toContain('all dice were rerolled, and you missed again: the skull leads you astray.');
	});
});
