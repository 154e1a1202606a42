import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CliVault, cliVaults } from './cli-vault';

/** Starforged vehicles, repair and recovery (issue 24): what a player sees through the CLI. */
const vault = cliVaults();

const SHIP = 'asset:starforged/command_vehicle/starship';
const SHIELDS = 'asset:starforged/module/shields';
const GRAPPLER = 'asset:starforged/module/grappler';
const ROVER = 'asset:starforged/support_vehicle/rover';
const ACE = 'asset:starforged/path/ace';
const ability = (asset: string, n: number) => `${asset.replace(/^asset:/, 'asset.ability:')}.${n}`;

/** A Starforged vault with Sol's sheet written as the player left it: stats, meters, assets. */
function sol(name: string, extra: Record<string, unknown> = {}): CliVault {
	const v = vault(name);
	const fm: Record<string, unknown> = {
		iron_ledger: 'character',
		ruleset: 'starforged',
		name: 'Sol',
		edge: 2,
		heart: 2,
		iron: 2,
		shadow: 1,
		wits: 3,
		health: 5,
		spirit: 5,
		supply: 5,
		momentum: 2,
		...Object.fromEntries(['wounded', 'shaken', 'unprepared', 'battered', 'cursed', 'doomed', 'tormented', 'indebted', 'permanently_harmed', 'traumatized'].map((k) => [k, false])),
		xp_earned: 0,
		xp_spent: 0,
		quests_legacy: 0,
		bonds_legacy: 0,
		discoveries_legacy: 0,
		position: 'in control',
		assets: [SHIP],
		asset_abilities: [ability(SHIP, 0)],
		starship_integrity: 5,
		...extra,
	};
	const yaml = Object.entries(fm)
		.map(([k, val]) => (Array.isArray(val) ? `${k}:\n${val.map((x) => `  - ${String(x)}`).join('\n')}` : `${k}: ${typeof val === 'string' ? JSON.stringify(val) : String(val)}`))
		.join('\n');
	mkdirSync(join(v.dir, 'Characters'));
	writeFileSync(join(v.dir, 'Characters/Sol.md'), `---\n${yaml}\n---\n# Sol\n`);
	return v;
}

const sheet = (v: CliVault) => readFileSync(join(v.dir, 'Characters/Sol.md'), 'utf8');
const move = (name: string, ...args: string[]) => ['move', name, '--character', 'Sol', '--journal', 'J.md', ...args];

describe('Repair spends only the repair points its outcome gives (SF-33, DB-15)', () => {
	it('refuses repairs that cost more than the points, counts supply sacrificed for more, and counts a situation chosen earlier', () => {
		const v = sol('repair-points', { starship_integrity: 1 });
		const before = sheet(v);
		// Under fire, a strong hit gives 2 points: +3 integrity costs 3.
		expect(v.fails(...move('Repair', '--stat', 'wits', '--dice', '5,1,2', '--apply', '--choose', '3,7,7,7'))).toBe('iron-ledger move: The repairs picked cost 3 repair points and you have 2 repair points: choose fewer repairs.');
		expect(sheet(v)).toBe(before);
		// −1 supply is one more point.
		v.cli(...move('Repair', '--stat', 'wits', '--dice', '5,1,2', '--apply', '--choose', '3,4,7,7,7'));
		expect(sheet(v)).toContain('starship_integrity: 4\n');
		expect(sheet(v)).toContain('supply: 4\n');
		// Where, now; the repairs later: the 1 point of a weak hit in the field still caps them.
		v.cli('vehicle', 'suffer', '3', '--vehicle', 'starship', '--journal', 'J.md');
		v.cli(...move('Repair', '--stat', 'wits', '--dice', '2,3,9', '--apply', '--choose', '2'));
		expect(v.fails('choose', '--journal', 'J.md', '7,7')).toContain('cost 2 repair points and you have 1 repair point');
		v.cli('choose', '--journal', 'J.md', '7');
		expect(sheet(v)).toContain('starship_integrity: 2\n');
	});
});

describe('Modules broken, fixed and destroyed change the sheet (DB-15, SF-30)', () => {
	it('Withstand Damage at 0 marks the module named broken, destroys a broken one, and Repair fixes one', () => {
		const v = sol('modules', { starship_integrity: 0, assets: [SHIP, SHIELDS, GRAPPLER], asset_abilities: [ability(SHIP, 0), ability(SHIELDS, 0), ability(GRAPPLER, 0)], shields_broken: false, grappler_broken: false });
		// Options 5 and 6 mark the shields and the grappler broken, 7 and 8 destroy them.
		v.cli(...move('Withstand Damage', '--suffer', '1', '--dice', '1,5,6', '--apply', '--choose', '2,5'));
		expect(sheet(v)).toContain('shields_broken: true\n');
		// Option 8 destroys the grappler: it is not broken, so it cannot be destroyed.
		expect(v.fails(...move('Withstand Damage', '--suffer', '1', '--dice', '1,5,6', '--apply', '--choose', '2,8'))).toContain('needs a broken module');
		const destroyed = v.cli(...move('Withstand Damage', '--suffer', '1', '--dice', '1,5,6', '--apply', '--choose', '2,7,10'));
		expect(destroyed).toContain('The shields module is destroyed and discarded.');
		expect(destroyed).toContain('Next: iron-ledger move move:starforged/threshold/overcome_destruction');
		expect(sheet(v)).not.toContain(`- ${SHIELDS}\n`);
		expect(sheet(v)).not.toContain(`- ${ability(SHIELDS, 0)}\n`);
		v.cli('asset', 'mark', 'grappler', 'broken');
		v.cli(...move('Repair', '--stat', 'wits', '--dice', '5,1,2', '--apply', '--choose', '2,6,7'));
		expect(sheet(v)).toContain('grappler_broken: false\n');
		expect(sheet(v)).toContain('starship_integrity: 1\n');
	});
});

describe('The cost at 0 integrity goes by the vehicle type (SF-30)', () => {
	it('a Rover cannot be cursed or lose modules; destroyed, it is discarded without Overcome Destruction', () => {
		const v = sol('rover', { assets: [ROVER], asset_abilities: [ability(ROVER, 0)], rover_integrity: 0 });
		expect(v.fails(...move('Withstand Damage', '--suffer', '1', '--dice', '1,5,6', '--apply', '--choose', '2,4'))).toBe(
			'iron-ledger move: Option 4 (Command vehicle: mark it cursed) cannot be chosen: needs a command vehicle (your starship).',
		);
		const lost = v.cli(...move('Withstand Damage', '--suffer', '1', '--dice', '1,5,6', '--apply', '--choose', '2,9'));
		expect(lost).not.toContain('overcome_destruction');
		expect(sheet(v)).not.toContain(ROVER);
		expect(sheet(v)).toContain('cursed: false\n');
	});
});

describe('Overcome Destruction takes the modules and support vehicles, and its experience buys only vehicles (SF-36, XP-16)', () => {
	it('discards the fleet for 1 XP per marked ability, and refuses to spend that XP on a path', () => {
		const v = sol('destruction', {
			starship_integrity: 0,
			assets: [SHIP, SHIELDS, ROVER, ACE],
			asset_abilities: [ability(SHIP, 0), ability(SHIP, 1), ability(SHIELDS, 0), ability(ROVER, 0), ability(ACE, 0)],
			rover_integrity: 5,
		});
		const out = v.cli(...move('Overcome Destruction', '--dice', '2,5', '--apply'));
		expect(out).toContain('Discarded: starship, shields, rover. 4 marked abilities give 4 experience, to spend only on a new command vehicle, modules and support vehicles.');
		expect(out).not.toContain('Choose');
		expect(sheet(v)).toContain(`assets:\n  - ${ACE}\nasset_abilities:\n  - ${ability(ACE, 0)}\n`);
		expect(sheet(v)).toContain('xp_earned: 4\n');
		expect(v.fails('xp', 'spend', 'ace', '2')).toContain('costs 2 XP and you have 0 to spend (4 more are kept for a new command vehicle, modules and support vehicles). Nothing was written.');
		expect(v.cli('xp')).not.toContain('Ace');
		v.cli('asset', 'add', 'starship', '--free');
		v.cli('xp', 'spend', 'starship', '2');
		expect(sheet(v)).toContain('xp_for_vehicles: 2\n');
	});
});

describe('Sojourn and Heal (SF-31, SF-32)', () => {
	it('Sojourn’s recover moves are automatic strong hits, made there with no roll; refused: two on a weak hit', () => {
		const v = sol('sojourn', { health: 1, spirit: 1 });
		const out = v.cli(...move('Sojourn', '--dice', '5,1,2', '--apply', '--choose', '2,6'));
		expect(out).not.toContain('Next:');
		expect(sheet(v)).toContain('health: 4\n');
		expect(sheet(v)).toContain('spirit: 4\n');
		// A weak hit makes one recover move, not two.
		expect(v.fails(...move('Sojourn', '--dice', '3,2,8', '--apply', '--choose', '2,6'))).toContain('Choose 1 of options 1-10, not 2.');
	});

	it('Heal --stat wits rolls wits (providing care), not the lower of iron and wits; refused: both costs of a weak hit', () => {
		const v = sol('heal', { iron: 1, wits: 3 });
		expect(v.cli(...move('Heal', '--stat', 'wits', '--dice', '3,5,6'))).toMatch(/^Heal \(\+wits\): weak hit, 6 vs 5 and 6/);
		expect(v.cli(...move('Heal', '--stat', 'iron/wits', '--dice', '3,5,6'))).toMatch(/^Heal \(\+iron\/wits\): miss, 4 vs 5 and 6/);
		// A weak hit costs Lose Momentum or Sacrifice Resources, never both.
		expect(v.fails(...move('Heal', '--stat', 'wits', '--dice', '3,2,9', '--apply', '--choose', '2,5,6'))).toContain('Choose 1 of options 5-6, not 2.');
	});
});
