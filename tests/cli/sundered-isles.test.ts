import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../../src/state/frontmatter-text';
import { tempDirs } from '../helpers/temp-dirs';
import { type Json, cliError, cliJson, cliText } from './run-cli';

const tempDir = tempDirs();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';
const FLAGSHIP = 'asset:sundered_isles/command_vehicle/flagship';
const SF_COURSE = 'move:starforged/exploration/set_a_course';
const SI_COURSE = 'move:sundered_isles/exploration/set_a_course';

function raw(): Json {
	return JSON.parse(readFileSync(new URL('../../node_modules/@datasworn/sundered-isles/json/sundered_isles.json', import.meta.url), 'utf8'));
}

/** A vault with a Sundered Isles captain, her flagship and a parrot. */
function captain(): string {
	const vault = tempDir('isles');
	cliText('character', 'new', '--vault', vault, '--name', 'Mara', '--ruleset', 'sundered_isles', '--stats', STATS, '--assets', `${FLAGSHIP},asset:sundered_isles/companion/parrot`);
	return vault;
}

describe('CLI: Sundered Isles', () => {
	it('character new --ruleset sundered_isles: a Starforged sheet with the Sundered Isles’ assets', () => {
		const vault = captain();
		const sheet = splitFrontmatter(readFileSync(join(vault, 'Characters/Mara.md'), 'utf8')).yaml;
		expect(sheet).toContain('iron_ledger: character\nruleset: sundered_isles\nname: Mara\nedge: 3\n');
		expect(sheet).toContain('quests_legacy: 0');
		expect(sheet).toContain('position: in control');
		expect(sheet).toContain('battered: false');
		expect(sheet).toContain(`assets:\n  - ${FLAGSHIP}\n  - asset:sundered_isles/companion/parrot\n`);
		expect(sheet).toContain('flagship_integrity: 5\n');
		expect(sheet).toContain('parrot_health: 2\n');
		expect(cliError('character', 'new', '--vault', vault, '--name', 'Ned', '--ruleset', 'isles', '--stats', STATS)).toBe('iron-ledger character: Unknown ruleset "isles": use classic, delve, starforged, sundered_isles (or si).');
	});

	it('move Set a Course with fixed dice plays the Sundered Isles version: +supply, a strong hit, +1 momentum', () => {
		const vault = captain();
		const json = cliJson('move', 'Set a Course', '--ruleset', 'si', '--vault', vault, '--character', 'Characters/Mara.md', '--journal', 'Journal.md', '--stat', 'supply', '--dice', '4,3,8', '--apply');
		expect(json.outcome).toBe('strong_hit');
		expect(json.changes).toEqual([{ note: '[[Characters/Mara]]', key: 'momentum', from: 2, to: 3 }]);
		expect(json.block).toContain(`move: ${SI_COURSE}`);
		const journal = readFileSync(join(vault, 'Journal.md'), 'utf8');
		expect(journal).toContain(`move: ${SI_COURSE}`);
		// The character's ruleset picks the version when --ruleset is not given.
		const weak = cliJson('move', 'Set a Course', '--vault', vault, '--character', 'Characters/Mara.md', '--journal', 'Journal.md', '--stat', 'supply', '--dice', '2,3,8', '--choose', '1');
		expect(weak.outcome).toBe('weak_hit');
		expect(weak.block).toContain(`move: ${SI_COURSE}`);
	});

	it('moves --ruleset sundered_isles lists the eight Sundered Isles moves in place of Starforged’s', () => {
		const json = cliJson('moves', '--ruleset', 'sundered-isles');
		const ids: string[] = json.moves.map((m: Json) => m.id);
		const own = Object.values<Json>(raw().moves).flatMap((c: Json) => Object.values<Json>(c.contents));
		expect(own).toHaveLength(8);
		for (const m of own) {
			expect(ids).toContain(m._id);
			expect(ids).not.toContain(m.replaces[0]);
		}
		expect(ids).toContain('move:starforged/adventure/face_danger');
		expect(ids).toHaveLength(cliJson('moves', '--ruleset', 'starforged').count);
		expect(cliText('moves', '--ruleset', 'starforged')).toContain(`${SF_COURSE}  Set a Course`);
	});

	it('rolls a Sundered Isles oracle with fixed dice, by name without --ruleset', () => {
		const json = cliJson('oracle', 'oracle_rollable:sundered_isles/adventures/factions/societies', '--dice', '15');
		expect(json).toMatchObject({ oracle: 'oracle_rollable:sundered_isles/adventures/factions/societies', roll: 15 });
		expect(json.result).toMatch(/^Arsu \/ Azizos — /);
		const byName = cliJson('oracle', 'Societies', '--dice', '15');
		expect(byName.oracle).toBe('oracle_rollable:sundered_isles/adventures/factions/societies');
	});

	it('a move by the Starforged id it replaces still plays, for old blocks', () => {
		const json = cliJson('move', SF_COURSE, '--ruleset', 'sundered_isles', '--stat', 'supply=3', '--momentum', '2', '--dice', '6,3,8');
		expect(json.block).toContain(`move: ${SF_COURSE}`);
		expect(json.summary).toBe('Set a Course (+supply): strong hit, 9 vs 3 and 8');
	});
});
