import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignSpec } from '../../src/cli/commands/campaign';
import { chooseSpec } from '../../src/cli/commands/choose';
import { journalSpec } from '../../src/cli/commands/journal';
import { moveSpec } from '../../src/cli/commands/move';
import { oddsSpec } from '../../src/cli/commands/odds';
import { askSpec, oracleSpec, pickTwoSpec } from '../../src/cli/commands/oracle';
import { listSpec, moveInfoCommand, moveInfoSpec } from '../../src/cli/commands/reference';
import { progressRollSpec, rollSpec } from '../../src/cli/commands/roll';
import { sheetSpec } from '../../src/cli/commands/sheet';
import type { ArgSpec } from '../../src/cli/args';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliJson, cliText } from './run-cli';

// Issue 13, item 9: small things a player trips on.

const tempDir = tempDirs();

function newVault(): string {
	const vault = tempDir('small');
	cliText('character', 'new', '--vault', vault, '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	return vault;
}
const sheet = (vault: string) => readFileSync(join(vault, 'Characters/Kira.md'), 'utf8');

describe('--burn that would not improve the outcome is skipped, and says so', () => {
	// Score 8 against 9 and 10: momentum 4 cancels neither die, so burning would only spend it.
	it('roll', () => {
		const json = cliJson('roll', '--stat', '2', '--momentum', '4', '--dice', '6,9,10', '--burn');
		expect(json).toMatchObject({ outcome: 'miss', burned: false, burn_skipped: true, momentum: 4, momentum_after: 4 });
		expect(cliText('roll', '--stat', '2', '--momentum', '4', '--dice', '6,9,10', '--burn')).toContain('Momentum not burned: burning 4 would not improve this miss, so it stays 4.');
	});

	it('move without a character: no burn in the block', () => {
		const json = cliJson('move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--momentum', '4', '--dice', '6,9,10', '--burn');
		expect(json.burn_skipped).toBe(true);
		expect(json.block).not.toContain('burn');
	});

	it('a character\'s move: momentum stays on the sheet', () => {
		const vault = newVault();
		const json = cliJson('move', 'Face Danger', '--vault', vault, '--journal', 'J.md', '--stat', 'edge', '--dice', '1,9,10', '--burn', '--apply');
		expect(json).toMatchObject({ outcome: 'miss', burned: false, burn_skipped: true });
		expect(sheet(vault)).toContain('momentum: 2');
		expect(json.changes).not.toContainEqual(expect.objectContaining({ key: 'momentum', to: 2 }));
	});
});

describe('move without --apply', () => {
	it('says plainly that no note changed, in the text and in --json', () => {
		const vault = newVault();
		const text = cliText('move', 'Face Danger', '--vault', vault, '--journal', 'J.md', '--stat', 'edge', '--dice', '6,1,1');
		expect(text).toContain('proposed: [[Characters/Kira]]: momentum 2 → 3');
		expect(text).toContain('Not applied (no --apply): no note was changed; the block in J.md records the move only.');
		const miss = cliJson('move', 'Face Danger', '--vault', vault, '--journal', 'J.md', '--stat', 'edge', '--dice', '1,9,9');
		expect(miss).toMatchObject({ applied: false, notes_changed: false });
		expect(sheet(vault)).toContain('momentum: 2');
		expect(cliJson('move', 'Face Danger', '--vault', vault, '--journal', 'J.md', '--stat', 'edge', '--dice', '6,1,1', '--apply')).toMatchObject({ applied: true, notes_changed: true });
	});
});

describe('move-info reads as plain text', () => {
	const ctx = { content: library, dice: fixedDice([]) };
	const all = (['delve', 'starforged'] as const).flatMap((r) => library.ruleset(r).entries('move').map((e) => e.id));

	it.each(all)('%s: no markdown marks, no datasworn: links, no {{table>…}}', (id) => {
		const { text } = moveInfoCommand({ positionals: [id], options: new Map(), flags: new Set() }, ctx);
		expect(text).not.toMatch(/__|\{\{|\]\(|datasworn:/);
	});

	it('keeps the first paragraph and shows an embedded table as aligned text', () => {
		const text = cliText('move-info', 'Endure Harm', '--ruleset', 'classic');
		expect(text).toContain('When you face physical damage, suffer -health equal to your foe’s rank');
		expect(text).toContain('\nd100    Result\n1-10    The harm is mortal. Face Death.\n11-20   You are dying.');
		expect(text).toContain('On a miss, also suffer -1 momentum.');
	});
});

describe('assets by name', () => {
	it('assets lists every asset of a ruleset with its id', () => {
		const json = cliJson('assets', '--ruleset', 'classic');
		expect(json.count).toBe(json.assets.length);
		expect(json.assets).toContainEqual({ id: 'asset:classic/companion/hawk', name: 'Hawk', path: 'Companion Assets › Hawk' });
		expect(cliText('assets', '--ruleset', 'starforged')).toContain('asset:starforged/companion/protocol_bot  Companion Assets › Protocol Bot');
	});

	it('character new takes asset names; a near miss gets "did you mean", an ambiguous one its candidates', () => {
		const vault = tempDir('assets');
		cliText('character', 'new', '--vault', vault, '--name', 'Ash', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'Hawk,Archer');
		expect(readFileSync(join(vault, 'Characters/Ash.md'), 'utf8')).toContain('  - asset:classic/companion/hawk\n  - asset:classic/combat_talent/archer\n');
		const stats = ['--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1'];
		expect(cliError('character', 'new', '--vault', vault, '--name', 'Bo', '--ruleset', 'classic', ...stats, '--assets', 'Hwak')).toMatch(/did you mean Hawk\?$/);
		expect(cliError('character', 'new', '--vault', vault, '--name', 'Cy', '--ruleset', 'starforged', ...stats, '--assets', 'Bot')).toMatch(/asset:starforged\/companion\/combat_bot, .*asset:starforged\/companion\/protocol_bot/);
	});
});

describe('values a player cannot have', () => {
	it('a stat is 1-3, a meter 0-5, an action roll adds at most 6', () => {
		expect(cliError('move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=5', '--dice', '1,2,3')).toBe('iron-ledger move: --stat edge is 5, but a stat is 1 to 3.');
		expect(cliError('move', 'Endure Harm', '--ruleset', 'classic', '--stat', 'iron=2,health=6', '--dice', '1,2,3')).toMatch(/--stat health is 6, but a condition meter is 0 to 5/);
		expect(cliError('roll', '--stat', '7', '--dice', '1,2,3')).toMatch(/--stat is 7, but an action roll adds a stat \(1-3\), a condition meter \(0-5\) or an asset meter \(0-6\)/);
		expect(cliError('odds', '--stat', '9')).toMatch(/--stat is 9/);
		expect(cliJson('roll', '--stat', '6', '--dice', '1,2,3').score).toBe(7);
	});

	it('a clock has 4, 6, 8 or 10 segments', () => {
		const vault = tempDir('clock');
		expect(cliError('clock', 'new', '--vault', vault, '--name', 'Storm', '--segments', '5')).toBe('iron-ledger clock: --segments is 5, but a clock has 4, 6, 8 or 10 segments.');
		expect(cliError('clock', 'new', '--vault', vault, '--name', 'Storm', '--segments', '12')).toMatch(/4, 6, 8 or 10/);
		expect(cliText('clock', 'new', '--vault', vault, '--name', 'Storm', '--segments', '10')).toBe('Created Tracks/Storm.md\nMade the folder Tracks/');
	});
});

describe('did you mean', () => {
	it('an unknown move or oracle without --ruleset gets the nearest name', () => {
		expect(cliError('move', 'Face Dangr', '--stat', 'edge=2')).toBe('iron-ledger move: Unknown move "Face Dangr" in any ruleset: did you mean Face Danger?');
		expect(cliError('oracle', 'Regon')).toMatch(/did you mean Region\?$/);
		expect(cliError('move-info', 'Secure an Advantaje', '--ruleset', 'classic')).toBe('iron-ledger move-info: Unknown move "Secure an Advantaje" in Ironsworn: did you mean Secure an Advantage?');
	});
});

describe('help', () => {
	const GROUPS: [string[], ArgSpec][] = [
		[['roll'], rollSpec],
		[['progress-roll'], progressRollSpec],
		[['odds'], oddsSpec],
		[['oracle'], oracleSpec],
		[['ask'], askSpec],
		[['pick-two'], pickTwoSpec],
		[['moves', 'oracles', 'assets'], listSpec],
		[['move'], moveSpec],
		[['journal'], journalSpec],
		[['choose'], chooseSpec],
		[['character', 'track', 'clock', 'undo', 'verify'], campaignSpec],
		[['meter', 'debility', 'initiative', 'position', 'companion', 'vehicle', 'xp', 'asset', 'party'], sheetSpec],
		[['move-info'], moveInfoSpec],
	];

	it('a command followed by --help or -h prints that command’s usage, exit 0', () => {
		expect(cliText('truths', '--help')).toMatch(/^Usage: iron-ledger truths \[--ruleset R\]/);
		expect(cliText('export', 'x', '-h')).toMatch(/^Usage: iron-ledger export /);
	});

	it.each(GROUPS)('every option %s takes is in its usage', (commands, spec) => {
		const help = cliText('--help').split('\n');
		const lines = help.filter((l) => commands.some((c) => l.startsWith(`  iron-ledger ${c} `)));
		expect(lines).toHaveLength(commands.length);
		const missing = [...spec.options, ...spec.flags].filter((o) => o !== 'json' && !lines.some((l) => l.includes(`--${o}`)));
		expect(missing).toEqual([]);
	});
});

describe('temporary folders', () => {
	it('every test file that makes temporary folders removes them', () => {
		const files = (dir: string): string[] =>
			readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
		const leaky = files('tests').filter((f) => {
			const text = readFileSync(f, 'utf8');
			return /mkdtemp/.test(text) && !/rmSync|tempDirs\(\)/.test(text);
		});
		expect(leaky).toEqual([]);
	});
});
