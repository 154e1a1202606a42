import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Json, cliError, cliText, runCli } from './run-cli';

function starforgedOracleIds(): string[] {
	const json = JSON.parse(readFileSync(new URL('../../node_modules/@datasworn/starforged/json/starforged.json', import.meta.url), 'utf8'));
	const ids: string[] = [];
	const walk = (node: Json): void => {
		if (Array.isArray(node)) node.forEach(walk);
		else if (node && typeof node === 'object') {
			if (node.type === 'oracle_rollable' && typeof node._id === 'string') ids.push(node._id);
			Object.values(node).forEach(walk);
		}
	};
	walk(json);
	return ids;
}

/*
 * Bad input: exit 2, nothing on stdout, and exactly one line on stderr naming the command
 * and the reason (cliError checks the exit code and the single line).
 */

describe('momentum burn refused', () => {
	it('without --momentum', () => {
		expect(cliError('roll', '--stat', '2', '--dice', '1,5,8', '--burn')).toBe(
			'iron-ledger roll: --burn needs --momentum: burning uses your current momentum.',
		);
	});

	it('with momentum 0', () => {
		expect(cliError('roll', '--stat', '2', '--momentum', '0', '--dice', '1,5,8', '--burn')).toBe(
			'iron-ledger roll: Momentum is 0: it can be burned only when it is above 0.',
		);
	});
});

describe('unknown or ambiguous names', () => {
	it('an unknown move', () => {
		expect(cliError('move-info', 'Dance a Jig', '--ruleset', 'delve')).toBe(
			'iron-ledger move-info: Unknown move "Dance a Jig" in Ironsworn: Delve.',
		);
	});

	it('an unknown oracle (a move name is not a table)', () => {
		expect(cliError('oracle', 'Face Danger')).toBe('iron-ledger oracle: Unknown oracle "Face Danger" in any ruleset.');
	});

	it('"Face Danger" without --ruleset is in classic and Starforged: both ids listed', () => {
		expect(cliError('move-info', 'Face Danger')).toBe(
			'iron-ledger move-info: "Face Danger" is in more than one ruleset: move:classic/adventure/face_danger, ' +
				'move:starforged/adventure/face_danger. Give --ruleset or an id.',
		);
	});

	it('a name unique in classic/Delve but ambiguous in Starforged is still ambiguous', () => {
		// "Theme": classic's Action and Theme › Theme, Delve's site theme, Starforged's core Theme.
		expect(cliError('oracle', 'Theme', '--dice', '1')).toBe(
			'iron-ledger oracle: "Theme" is in more than one ruleset: oracle_rollable:classic/action_and_theme/theme, ' +
				'oracle_rollable:delve/site_nature/theme, oracle_rollable:starforged/core/theme. Give --ruleset or an id.',
		);
	});

	it('"Settlements" in Starforged: one line naming how many tables match and their ids', () => {
		// Planet Oracles › <11 planet types> › Settlements › Terminus / Outlands / Expanse.
		const candidates = starforgedOracleIds().filter((id) => id.includes('/settlements/'));
		expect(candidates.length).toBe(33);

		const line = cliError('oracle', 'Settlements', '--ruleset', 'starforged');
		const m = /^iron-ledger oracle: "Settlements" matches (\d+) oracles in Ironsworn: Starforged: (.*?)(?: and (\d+) more)?\.$/.exec(line);
		expect(m, line).not.toBeNull();
		const [, total, list, more] = m as RegExpExecArray;
		expect(Number(total)).toBe(candidates.length);
		const listed = (list as string).split(', ');
		for (const id of listed) expect(candidates).toContain(id);
		// Every candidate is either named or counted in "and N more".
		expect(listed.length + Number(more ?? 0)).toBe(candidates.length);
		expect(new Set(listed).size).toBe(listed.length);
	});
});

describe('dice', () => {
	it('a die out of range, naming the die and its faces', () => {
		expect(cliError('roll', '--stat', '2', '--dice', '7,1,1')).toBe('iron-ledger roll: Die 1 is 7, but a d6 shows 1 to 6.');
		expect(cliError('ask', 'likely', '--dice', '0')).toBe('iron-ledger ask: Die 1 is 0, but a d100 shows 1 to 100.');
	});

	it('the wrong number of dice for a roll', () => {
		expect(cliError('roll', '--stat', '2', '--dice', '1,2')).toBe('iron-ledger roll: --dice needs exactly 3 dice here, got 2.');
	});

	it('dice the roll never used are refused, not silently dropped', () => {
		expect(cliError('oracle', 'Action', '--ruleset', 'classic', '--dice', '1,2')).toBe(
			'iron-ledger oracle: --dice gave 2 dice, but this roll used only 1.',
		);
		expect(cliError('oracle', 'Action', '--ruleset', 'classic', '--table', '--dice', '5')).toBe(
			'iron-ledger oracle: --table rolls no dice: leave out --dice.',
		);
	});
});

describe('options', () => {
	it('a non-numeric stat', () => {
		expect(cliError('roll', '--stat', 'x')).toBe('iron-ledger roll: --stat must be a whole number, not "x".');
	});

	it('a value out of range', () => {
		expect(cliError('roll', '--stat', '2', '--momentum', '-7')).toBe('iron-ledger roll: --momentum is -7; it must be at least -6.');
	});

	it('a missing or conflicting option', () => {
		expect(cliError('roll', '--adds', '1')).toBe('iron-ledger roll: --stat is required.');
		expect(cliError('odds', '--stat', '2', '--progress', '3')).toBe(
			'iron-ledger odds: Give either --stat (an action roll) or --progress (a progress roll).',
		);
	});

	it('an unknown option names what the command takes', () => {
		expect(cliError('roll', '--stat', '2', '--rulset', 'classic')).toBe(
			'iron-ledger roll: Unknown option --rulset (this command takes --stat, --adds, --momentum, --dice, --debilities, --ruleset, --journal, --burn, --json).',
		);
	});

	it('a stray word is refused, not ignored', () => {
		expect(cliError('roll', '--stat', '2', '--dice', '1,5,8', 'burn')).toBe(
			'iron-ledger roll: Unexpected "burn": this command takes only options.',
		);
	});

	it('unknown ruleset, odds and command', () => {
		expect(cliError('oracles', '--ruleset', 'isles')).toBe(
			'iron-ledger oracles: Unknown ruleset "isles": use classic, delve, starforged, sundered_isles (or si).',
		);
		expect(cliError('ask', 'maybe')).toBe(
			'iron-ledger ask: Give the odds as one of small_chance, unlikely, 50_50, likely, almost_certain, not "maybe".',
		);
		expect(cliError('burn')).toBe(
			'iron-ledger: unknown command "burn". Commands: roll, progress-roll, odds, oracle, template, ask, pick-two, moves, oracles, assets, move, journal, choose, character, track, clock, undo, dashboard, export, verify, meter, debility, initiative, position, companion, vehicle, xp, asset, party, site, threat, rarity, hiatus, generate, move-info, truths, link, stats, init.',
		);
	});
});

describe('help', () => {
	it('--help prints the usage of every command on stdout and exits 0', () => {
		const text = cliText('--help');
		for (const command of ['roll', 'progress-roll', 'odds', 'oracle', 'template', 'ask', 'moves', 'oracles', 'move', 'journal', 'generate', 'move-info', 'stats', 'export', 'link']) {
			expect(text).toContain(`iron-ledger ${command} `);
		}
	});

	it('no command at all exits 2 with one line pointing to --help', () => {
		const r = runCli();
		expect(r.status).toBe(2);
		expect(r.stdout).toBe('');
		expect(r.stderr).toBe('iron-ledger: no command given. Run "iron-ledger --help" for the commands.\n');
	});
});
