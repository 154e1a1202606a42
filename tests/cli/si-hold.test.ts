import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CliVault, cliVaults } from './cli-vault';

const vaults = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
const FLAGSHIP = 'asset:sundered_isles/command_vehicle/flagship';

/** A Sundered Isles captain, with her flagship (a full hold of 5) unless `ship` is false. */
function captain(ship = true): CliVault {
	const v = vaults('si-hold');
	v.cli('character', 'new', '--name', 'Mara', '--ruleset', 'sundered_isles', '--stats', STATS, ...(ship ? ['--assets', FLAGSHIP] : []));
	return v;
}

const sheet = (v: CliVault) => readFileSync(join(v.dir, 'Characters/Mara.md'), 'utf8');
const setSheet = (v: CliVault, from: string, to: string) => writeFileSync(join(v.dir, 'Characters/Mara.md'), sheet(v).replace(from, to));
const at = ['--character', 'Mara', '--journal', 'J.md'];

describe('CLI: the Sundered Isles ship’s hold stands in for supply', () => {
	it('Set a Course’s cost en route may come out of the hold, not the character’s supply; without a ship it is refused', () => {
		const v = captain();
		const out = v.cli('move', 'Set a Course', ...at, '--stat', 'hold', '--dice', '4,5,9', '--choose', '9', '--apply');
		expect(readFileSync(join(v.dir, 'J.md'), 'utf8')).toContain('chosen:\n      - "Suffer costs en route: Sacrifice Resources from the ship’s hold (−2)"');
		expect(out).toContain('[[Characters/Mara]]: flagship_supply 5 → 3');
		expect(sheet(v)).toContain('\nsupply: 5\n');
		const none = captain(false);
		expect(none.fails('move', 'Set a Course', ...at, '--stat', 'supply', '--dice', '4,5,9', '--choose', '9', '--apply')).toMatch(/hold at least 1/);
		expect(sheet(none)).toContain('\nsupply: 5\n');
	});

	it('Sacrifice Resources --stat hold takes the loss from the hold; emptying it marks unprepared; a stat it cannot take is refused', () => {
		const v = captain();
		setSheet(v, 'flagship_supply: 5', 'flagship_supply: 2');
		const out = v.cli('move', 'Sacrifice Resources', ...at, '--stat', 'hold', '--suffer', '2', '--apply');
		expect(out).toContain('flagship_supply 2 → 0');
		expect(out).toContain('The hold is at 0: you are unprepared.');
		expect(sheet(v)).toContain('\nsupply: 5\n');
		expect(sheet(v)).toContain('\nunprepared: true\n');
		const before = sheet(v);
		expect(v.fails('move', 'Sacrifice Resources', ...at, '--stat', 'edge', '--suffer', '1', '--apply')).toBe(
			'iron-ledger move: Sacrifice Resources takes its loss from supply, or from the ship’s hold with --stat hold, not edge; nothing was written.',
		);
		expect(v.fails('move', 'Lose Momentum', ...at, '--stat', 'hold', '--suffer', '1', '--apply')).toMatch(/^iron-ledger move: Lose Momentum takes its loss from momentum, not hold;/);
		expect(sheet(v)).toBe(before);
	});

	it('Resupply refills the hold, clearing unprepared as it does for supply; a full hold is not refilled', () => {
		const v = captain();
		setSheet(v, 'flagship_supply: 5', 'flagship_supply: 1');
		expect(v.cli('move', 'Resupply', ...at, '--stat', 'heart', '--dice', '5,2,6', '--choose', '5', '--apply')).toContain('flagship_supply 1 → 3');
		setSheet(v, 'flagship_supply: 3', 'flagship_supply: 5');
		expect(v.fails('move', 'Resupply', ...at, '--stat', 'heart', '--dice', '5,2,6', '--choose', '5', '--apply')).toMatch(/hold at most 4/);
	});
});
