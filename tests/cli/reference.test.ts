import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Json, cliJson, cliText } from './run-cli';

function datasworn(pkg: string, file: string): Json {
	return JSON.parse(readFileSync(new URL(`../../node_modules/@datasworn/${pkg}/json/${file}`, import.meta.url), 'utf8'));
}
const CLASSIC = datasworn('ironsworn-classic', 'classic.json');
const DELVE = datasworn('ironsworn-classic-delve', 'delve.json');
const STARFORGED = datasworn('starforged', 'starforged.json');
const SUNDERED_ISLES = datasworn('sundered-isles', 'sundered_isles.json');

/** Every object of a Datasworn type under a node, as {id, name}. */
function walk(node: Json, type: string, out: { id: string; name: string }[] = []): { id: string; name: string }[] {
	if (Array.isArray(node)) {
		for (const n of node) walk(n, type, out);
	} else if (node && typeof node === 'object') {
		if (node.type === type && typeof node._id === 'string') out.push({ id: node._id, name: node.name });
		for (const value of Object.values(node)) walk(value, type, out);
	}
	return out;
}

/** The rulebook moves (not asset abilities): those under the package's "moves". */
const movesOf = (...pkgs: Json[]) => pkgs.flatMap((p) => walk(p.moves, 'move'));
/** Every rollable table anywhere in the package: oracles, move tables, truths. */
const oraclesOf = (...pkgs: Json[]) => pkgs.flatMap((p) => walk(p, 'oracle_rollable').map((o) => o.id));

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

describe('moves', () => {
	it.each([
		['delve', [CLASSIC, DELVE]],
		['starforged', [STARFORGED]],
	] as [string, Json[]][])('--ruleset %s lists exactly its Datasworn moves as {id, name}', (ruleset, pkgs) => {
		const json = cliJson('moves', '--ruleset', ruleset);
		expect(Object.keys(json).sort()).toEqual(['count', 'moves']);
		expect(json.count).toBe(json.moves.length);
		const expected = movesOf(...pkgs);
		expect(expected.length).toBeGreaterThan(30);
		expect([...json.moves].sort(byId)).toEqual([...expected].sort(byId));
	});

	it('without --ruleset lists every ruleset once, classic not repeated under Delve', () => {
		const json = cliJson('moves');
		const expected = movesOf(CLASSIC, DELVE, STARFORGED, SUNDERED_ISLES);
		expect(json.count).toBe(expected.length);
		expect([...json.moves].sort(byId)).toEqual([...expected].sort(byId));
	});

	it('reads as one "id  name" line per move', () => {
		const lines = cliText('moves', '--ruleset', 'starforged').split('\n');
		expect(lines.sort()).toEqual(
			movesOf(STARFORGED)
				.map((m) => `${m.id}  ${m.name}`)
				.sort(),
		);
		expect(lines).toContain('move:starforged/adventure/face_danger  Face Danger');
	});
});

describe('oracles', () => {
	it('--ruleset starforged lists every Starforged table as {id, name, path}', () => {
		const json = cliJson('oracles', '--ruleset', 'starforged');
		expect(json.count).toBe(json.oracles.length);
		expect(json.oracles.map((o: Json) => o.id).sort()).toEqual(oraclesOf(STARFORGED).sort());
		for (const o of json.oracles) expect(Object.keys(o).sort()).toEqual(['id', 'name', 'path']);
		expect(json.oracles).toContainEqual({ id: 'oracle_rollable:starforged/core/action', name: 'Action', path: 'Core Oracles › Action' });
	});

	it('--ruleset delve lists classic and Delve tables as text, move tables included', () => {
		const lines = cliText('oracles', '--ruleset', 'delve').split('\n');
		expect(lines.map((l) => l.split('  ')[0]).sort()).toEqual(oraclesOf(CLASSIC, DELVE).sort());
		expect(lines).toContain('move.oracle_rollable:delve/delve/delve_the_depths.edge  Delve Moves › Delve the Depths › Edge');
		expect(lines).toContain('oracle_rollable:classic/action_and_theme/action  Action and Theme Oracles › Action');
	});
});

describe('move-info', () => {
	it('classic Face Danger: trigger, the five stats, outcome texts, as in Datasworn', () => {
		const ds = CLASSIC.moves.adventure.contents.face_danger;
		const json = cliJson('move-info', 'Face Danger', '--ruleset', 'classic');
		expect(json).toMatchObject({
			id: 'move:classic/adventure/face_danger',
			name: 'Face Danger',
			category: 'Adventure Moves',
			roll_type: 'action_roll',
			trigger: 'When you attempt something risky or react to an imminent threat...',
			allow_momentum_burn: true,
			outcomes: {
				strong_hit: 'On a __strong hit__, you are successful. Take +1 momentum.',
				weak_hit: ds.outcomes.weak_hit.text,
				miss: ds.outcomes.miss.text,
			},
			page: 60,
		});
		expect(json.roll_options).toEqual(
			(ds.trigger.conditions as Json[]).map((c) => ({
				text: c.text,
				method: 'player_choice',
				options: [{ using: 'stat', stat: c.roll_options[0].stat, label: `+${c.roll_options[0].stat as string}` }],
			})),
		);
		expect(json.roll_options.map((c: Json) => c.options[0].stat)).toEqual(['edge', 'heart', 'iron', 'shadow', 'wits']);
	});

	it('Starforged Face Danger reads as text: the whole move, its first paragraph too, without markdown', () => {
		expect(cliText('move-info', 'Face Danger', '--ruleset', 'starforged')).toBe(
			[
				'Face Danger (move:starforged/adventure/face_danger)',
				'Adventure Moves, action roll, page 147',
				'',
				'When you attempt something risky or react to an imminent threat, envision your action and roll. If you act...',
				'',
				'  - With speed, mobility, or agility: Roll +edge',
				'  - With resolve, command, or sociability: Roll +heart',
				'  - With strength, endurance, or aggression: Roll +iron',
				'  - With deception, stealth, or trickery: Roll +shadow',
				'  - With expertise, focus, or observation: Roll +wits',
				'',
				'On a strong hit, you are successful. Take +1 momentum.',
				'',
				'On a weak hit, you succeed, but not without a cost. Make a suffer move (-1).',
				'',
				'On a miss, you fail, or a momentary success is undermined by a dire turn of events. Pay the Price.',
				'',
				'Roll options:',
				'  +edge — With speed, mobility, or agility',
				'  +heart — With resolve, command, or sociability',
				'  +iron — With strength, endurance, or aggression',
				'  +shadow — With deception, stealth, or trickery',
				'  +wits — With expertise, focus, or observation',
			].join('\n'),
		);
	});

	it('Delve the Depths by id, without --ruleset: its stats and its three weak-hit tables', () => {
		const json = cliJson('move-info', 'move:delve/delve/delve_the_depths');
		expect(json).toMatchObject({ id: 'move:delve/delve/delve_the_depths', name: 'Delve the Depths', roll_type: 'action_roll' });
		expect(json.roll_options.map((c: Json) => c.options.map((o: Json) => o.label))).toEqual([['+edge'], ['+shadow'], ['+wits']]);
		expect(json.oracles).toEqual(['edge', 'shadow', 'wits'].map((s) => `move.oracle_rollable:delve/delve/delve_the_depths.${s}`));
		expect(json.outcomes.miss).toBe(DELVE.moves.delve.contents.delve_the_depths.outcomes.miss.text);
	});

	it('classic Fulfill Your Vow is a progress roll; Pay the Price rolls no dice and points at its table', () => {
		const vow = cliJson('move-info', 'Fulfill Your Vow', '--ruleset', 'classic');
		expect(vow).toMatchObject({ id: 'move:classic/quest/fulfill_your_vow', roll_type: 'progress_roll', allow_momentum_burn: false });
		expect(vow.roll_options).toEqual([
			{ text: '', method: 'progress_roll', options: [{ using: 'progress_track', label: 'progress' }] },
		]);
		expect(vow.outcomes.strong_hit).toBe(CLASSIC.moves.quest.contents.fulfill_your_vow.outcomes.strong_hit.text);

		const ptp = cliJson('move-info', 'move:classic/fate/pay_the_price');
		expect(ptp).toMatchObject({
			id: 'move:classic/fate/pay_the_price',
			name: 'Pay the Price',
			roll_type: 'no_roll',
			roll_options: [],
			outcomes: {},
			oracles: ['move.oracle_rollable:classic/fate/pay_the_price.pay_the_price'],
			text: CLASSIC.moves.fate.contents.pay_the_price.text,
		});
	});
});
