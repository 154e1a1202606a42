import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CliVault, cliVaults } from './cli-vault';

const vaults = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
const FLAGSHIP = 'asset:sundered_isles/command_vehicle/flagship';
const LONGBOAT = 'asset:sundered_isles/support_vehicle/longboat';

/** A Sundered Isles captain with these assets, in a vault of her own. */
function captain(assets: string[]): CliVault {
	const v = vaults('si-ship');
	v.cli('character', 'new', '--name', 'Mara', '--ruleset', 'sundered_isles', '--stats', STATS, '--assets', assets.join(','));
	return v;
}

const sheet = (v: CliVault) => readFileSync(join(v.dir, 'Characters/Mara.md'), 'utf8');
const setSheet = (v: CliVault, from: string, to: string) => writeFileSync(join(v.dir, 'Characters/Mara.md'), sheet(v).replace(from, to));
const move = (v: CliVault, ...args: string[]) => v.cli('move', ...args, '--character', 'Mara', '--journal', 'J.md');

describe('CLI: Sundered Isles follow-ups name the Sundered Isles move', () => {
	it('Explore a Waypoint’s Make a Discovery and React Under Fire’s Withstand Damage are the Sundered Isles versions, and they play', () => {
		const v = captain([FLAGSHIP]);
		const found = move(v, 'Explore a Waypoint', '--stat', 'wits', '--dice', '6,3,3', '--choose', '3');
		expect(found).toContain('Next: iron-ledger move move:sundered_isles/exploration/make_a_discovery');
		expect(found).not.toContain('move:starforged/exploration/make_a_discovery');
		expect(readFileSync(join(v.dir, 'J.md'), 'utf8')).toContain('move: move:sundered_isles/exploration/make_a_discovery');
		expect(move(v, 'move:sundered_isles/exploration/make_a_discovery', '--apply')).toContain('discoveries_legacy 0 → 2');
		setSheet(v, 'position: in control', 'position: in a bad spot');
		const fire = move(v, 'React Under Fire', '--stat', 'edge', '--dice', '3,4,7', '--choose', '6');
		expect(fire).toContain('Next: iron-ledger move move:sundered_isles/suffer/withstand_damage (magnitude 1)');
		const chaos = move(v, 'Explore a Waypoint', '--stat', 'wits', '--dice', '2,8,8', '--choose', '2');
		expect(chaos).toContain('Next: iron-ledger move move:sundered_isles/exploration/confront_chaos');
	});
});

describe('CLI: Withstand Damage at 0 integrity costs what the vehicle’s type allows', () => {
	it('the flagship cannot be discarded as a support vehicle: it goes to Overcome Destruction', () => {
		const v = captain([FLAGSHIP]);
		setSheet(v, 'flagship_integrity: 5', 'flagship_integrity: 1');
		const offered = move(v, 'Withstand Damage', '--suffer', '1', '--dice', '1,5,6');
		expect(offered).toContain('9. Support vehicle destroyed or sunk: discard the asset (not now: needs a support vehicle');
		expect(v.fails('move', 'Withstand Damage', '--character', 'Mara', '--journal', 'J.md', '--suffer', '1', '--dice', '1,5,6', '--choose', '2,9', '--apply')).toMatch(/support vehicle/);
		expect(sheet(v)).toContain(`  - ${FLAGSHIP}\n`);
		const sunk = move(v, 'Withstand Damage', '--suffer', '1', '--dice', '1,5,6', '--choose', '2,8', '--apply');
		expect(sunk).toContain('Next: iron-ledger move move:starforged/threshold/overcome_destruction');
	});

	it('a longboat may be discarded, and is not offered the command vehicle’s costs or Overcome Destruction', () => {
		const v = captain([LONGBOAT]);
		setSheet(v, 'longboat_integrity: 4', 'longboat_integrity: 1');
		const offered = move(v, 'Withstand Damage', '--suffer', '1', '--dice', '1,5,6');
		expect(offered).toContain('4. Command vehicle: mark it cursed (not now: needs a command vehicle');
		expect(offered).toContain('8. Command vehicle destroyed or sunk: Overcome Destruction (not now: needs a command vehicle');
		expect(v.fails('move', 'Withstand Damage', '--character', 'Mara', '--journal', 'J.md', '--suffer', '1', '--dice', '1,5,6', '--choose', '2,8', '--apply')).toMatch(/command vehicle/);
		move(v, 'Withstand Damage', '--suffer', '1', '--dice', '1,5,6', '--choose', '2,9', '--apply');
		expect(sheet(v)).not.toContain(LONGBOAT);
	});
});
