import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliJson, cliText } from './run-cli';

const tempDir = tempDirs();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
const FLAGSHIP = 'asset:sundered_isles/command_vehicle/flagship';

/** A Sundered Isles captain with supply 3 and a full hold (flagship_supply 5). */
function captain(): string {
	const vault = tempDir('hold');
	cliText('character', 'new', '--vault', vault, '--name', 'Mara', '--ruleset', 'sundered_isles', '--stats', STATS, '--assets', FLAGSHIP);
	const path = join(vault, 'Characters/Mara.md');
	writeFileSync(path, readFileSync(path, 'utf8').replace(/^supply: 5$/m, 'supply: 3'));
	return vault;
}

const move = (vault: string, ...args: string[]) => ['move', ...args, '--vault', vault, '--character', 'Mara', '--journal', 'J.md'];
const sheet = (vault: string) => readFileSync(join(vault, 'Characters/Mara.md'), 'utf8');

describe('CLI: the Sundered Isles flagship’s hold is not the character’s supply', () => {
	it('Resupply “Gear up from your ship’s stores” rolls the hold, named hold (or flagship_supply); supply is the character’s', () => {
		const vault = captain();
		expect(cliError(...move(vault, 'Resupply'))).toContain('choose what to roll with --stat (heart, iron, shadow, wits, hold)');
		expect(cliJson(...move(vault, 'Resupply', '--stat', 'hold', '--dice', '1,2,3')).block).toContain('value: 5');
		expect(cliText(...move(vault, 'Resupply', '--stat', 'flagship_supply', '--dice', '1,2,3')).split('\n')[0]).toBe('Resupply (+hold): strong hit, 6 vs 2 and 3; a choice is open');
		expect(cliError(...move(vault, 'Resupply', '--stat', 'supply', '--dice', '1,2,3'))).toContain('Resupply does not roll supply: it rolls heart, iron, shadow, wits, hold.');
	});

	it('Set a Course rolls the character’s supply or the hold, as the player chooses', () => {
		const vault = captain();
		expect(cliError(...move(vault, 'Set a Course'))).toContain('choose what to roll with --stat (supply, hold)');
		expect(cliText(...move(vault, 'Set a Course', '--stat', 'supply', '--dice', '1,2,3')).split('\n')[0]).toBe('Set a Course (+supply): strong hit, 4 vs 2 and 3');
		expect(cliText(...move(vault, 'Set a Course', '--stat', 'hold', '--dice', '1,2,3')).split('\n')[0]).toBe('Set a Course (+hold): strong hit, 6 vs 2 and 3');
	});

	it('Repair, own repairs: the extra points come out of the hold; services at a facility: only the facility, and no trade', () => {
		const vault = captain();
		const own = cliJson(...move(vault, 'Repair', '--stat', 'wits', '--dice', '6,2,3', '--choose', '2,5,5,8,8,8,8,8,8', '--apply'));
		expect(own.changes).toEqual([{ note: '[[Characters/Mara]]', key: 'flagship_supply', from: 5, to: 3 }]);
		expect(sheet(vault)).toMatch(/^supply: 3$/m);
		const services = cliJson(...move(vault, 'Repair', '--stat', 'heart', '--dice', '6,2,3'));
		const texts: string[] = services.choices.map((c: { text: string }) => c.text);
		expect(texts.some((t) => t.includes('Sacrifice Resources'))).toBe(false);
		expect(services.choices.filter((c: { disabled?: string }) => !c.disabled).map((c: { n: number }) => c.n).slice(0, 1)).toEqual([1]);
		expect(cliError(...move(vault, 'Repair', '--stat', 'heart', '--dice', '6,2,3', '--choose', '2'))).toContain('needs your own repairs (a roll of +wits)');
	});
});
