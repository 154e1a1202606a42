import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliErrorIn, cliJson, cliText, cliTextIn } from './run-cli';

const tempDir = tempDirs();

function vault(): string {
	const dir = tempDir('generate');
	mkdirSync(join(dir, '.obsidian'));
	return dir;
}

const AMARI = ['--ruleset', 'starforged', '--dice', '1,2,3,4,5,6,7,8'];

describe('generate, from the command line', () => {
	it('a Starforged NPC: every table of the character collection, with fixed dice', () => {
		expect(cliText('generate', 'npc', ...AMARI)).toBe(
			[
				'Amari Thorn — Character (NPC), Ironsworn: Starforged',
				'  first_look: Accented  [First Look 1]',
				'  initial_disposition: Helpful  [Initial Disposition 2]',
				'  role: AI  [Character Role 3]',
				'  goal: Build a home  [Character Goal 4]',
				'  revealed_aspect: Ambitious  [Revealed Character Aspect 5]',
				'  given_name: Amari  [Given Name 6]',
				'  callsign: Basilisk  [Callsign 7]',
				'  family_name: Thorn  [Family Name 8]',
			].join('\n'),
		);
	});

	it('--reroll rolls a field again from the next dice; the others stay', () => {
		const first = cliJson('generate', 'npc', ...AMARI);
		const again = cliJson('generate', 'npc', '--ruleset', 'starforged', '--dice', '1,2,3,4,5,6,7,8,50', '--reroll', 'role');
		expect(again.fields.find((f: { key: string }) => f.key === 'role')).toMatchObject({ text: 'Mercenary', oracle: 'oracle_rollable:starforged/character/role' });
		expect(again.fields.filter((f: { key: string }) => f.key !== 'role')).toEqual(first.fields.filter((f: { key: string }) => f.key !== 'role'));
	});

	it('a classic NPC and settlement; a Starforged settlement in its region', () => {
		expect(cliText('generate', 'npc', '--ruleset', 'classic', '--dice', '1,50,100,7')).toBe(
			[
				'Katja — Character (NPC), Ironsworn',
				'  role: Criminal  [Character Role 1]',
				'  goal: Rebel against power  [Character Goal 50]',
				'  descriptor: Ironsworn  [Character Descriptor 100]',
				'  name: Katja  [Table A 7]',
			].join('\n'),
		);
		const classic = cliJson('generate', 'settlement', '--ruleset', 'classic', '--dice', '20,5,3');
		expect(classic).toMatchObject({ kind: 'settlement', ruleset: 'classic', name: 'Highmount' });
		expect(classic.fields.map((f: { key: string; text: string }) => [f.key, f.text])).toEqual([
			['trouble', 'Vengeful outcast'],
			['name', 'A feature of the landscape. Envision what it is. What makes it unusual or distinctive? → Highmount'],
		]);
		expect(classic.fields[1].roll.rolls[0]).toMatchObject({ oracle: 'oracle_rollable:classic/settlement/name/landscape_feature', roll: 3, result: 'Highmount' });
		const sf = cliJson('generate', 'settlement', '--ruleset', 'starforged', '--region', 'outlands', '--dice', '10,20,30,40,50,60,70,8,90');
		expect(sf).toMatchObject({ kind: 'settlement', ruleset: 'starforged', region: 'outlands', name: 'Redemption' });
		expect(sf.fields.at(-1)).toMatchObject({ key: 'population', oracle: 'oracle_rollable:starforged/settlement/population/outlands', text: 'Thousands' });
		const si = cliJson('generate', 'settlement', '--ruleset', 'sundered_isles', '--region', 'reaches');
		expect(si).toMatchObject({ kind: 'settlement', ruleset: 'sundered_isles', region: 'reaches' });
		expect(si.fields.find((f: { key: string }) => f.key === 'size').oracle).toBe('oracle_rollable:sundered_isles/settlement/size/reaches');
	});

	it('--save writes the entity note, and never over a note already there', () => {
		const dir = vault();
		expect(cliTextIn(dir, 'generate', 'npc', ...AMARI, '--save', 'Amari Thorn')).toMatch(/\nCreated Entities\/Amari Thorn\.md\nMade the folder Entities\/$/);
		const text = readFileSync(join(dir, 'Entities/Amari Thorn.md'), 'utf8');
		const fm = parse(text.split('---\n')[1] as string) as Record<string, unknown>;
		expect(fm).toMatchObject({ kind: 'npc', ruleset: 'starforged', role: 'AI', family_name: 'Thorn' });
		expect((fm.oracles as Record<string, string>).callsign).toBe('oracle_rollable:starforged/character/name/callsign');
		expect(text).toContain('# Amari Thorn\n\n- **First Look**: Accented\n');

		writeFileSync(join(dir, 'Entities/Amari Thorn.md'), 'my own notes\n');
		expect(cliErrorIn(dir, 'generate', 'npc', ...AMARI, '--save', 'Amari Thorn')).toBe('iron-ledger generate: Entities/Amari Thorn.md already exists: choose another name.');
		expect(readFileSync(join(dir, 'Entities/Amari Thorn.md'), 'utf8')).toBe('my own notes\n');

		const saved = cliJson('generate', 'settlement', '--ruleset', 'classic', '--dice', '20,5,3', '--save', 'Highmount', '--folder', 'Places', '--vault', dir);
		expect(saved.path).toBe('Places/Highmount.md');
		expect(readdirSync(join(dir, 'Places'))).toEqual(['Highmount.md']);
	});

	it('--journal appends the entity as one block, a line per field, that journal check finds valid and one undo takes back', () => {
		const dir = vault();
		expect(cliTextIn(dir, 'generate', 'settlement', '--ruleset', 'classic', '--dice', '20,5,3', '--journal', 'Journal.md')).toMatch(/\nWritten to Journal\.md$/);
		const journal = readFileSync(join(dir, 'Journal.md'), 'utf8');
		expect(journal.match(/```iron-move/g)).toHaveLength(1);
		expect(journal).toContain('kind: template');
		expect(journal).toContain('oracle_rollable:classic/settlement/name/landscape_feature');
		expect(journal).toContain(['text: |-', '  Highmount — Settlement, Ironsworn', '  Settlement Trouble: Vengeful outcast', '  Settlement Name: A feature of the landscape. Envision what it is. What makes it unusual or distinctive? → Highmount'].join('\n'));
		expect(cliTextIn(dir, 'journal', 'check', 'Journal.md')).toBe('1 block in 1 note: all valid.');
		cliTextIn(dir, 'undo', '--journal', 'Journal.md');
		expect(readFileSync(join(dir, 'Journal.md'), 'utf8')).toMatch(/undone/);
		expect(cliTextIn(dir, 'journal', 'check', 'Journal.md')).toMatch(/all valid/);
		expect(cliJson('generate', 'npc', '--ruleset', 'si', '--dice', '1,1,1,1,1,1,1,1,1,1')).toMatchObject({ ruleset: 'sundered_isles' });
	});

	it("without --ruleset, a kind several rulesets have is generated in the ruleset the vault's characters play", () => {
		const dir = vault();
		expect(cliErrorIn(dir, 'generate', 'npc')).toMatch(/npc is in more than one ruleset .*: give the ruleset\.$/);
		cliTextIn(dir, 'character', 'new', '--name', 'Nova', '--ruleset', 'starforged', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		expect(cliTextIn(dir, 'generate', 'npc', '--json')).toMatch(/"ruleset":\s*"starforged"/);
		// Characters of two rulesets: the ruleset must be given.
		cliTextIn(dir, 'character', 'new', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		expect(cliErrorIn(dir, 'generate', 'npc')).toMatch(/give the ruleset\.$/);
		expect(cliTextIn(dir, 'generate', 'npc', '--ruleset', 'classic', '--json')).toMatch(/"ruleset":\s*"classic"/);
	});

	it('bad input gets one line and exit 2: a ruleset without the generator, an unknown kind or field', () => {
		expect(cliError('generate', 'planet', '--ruleset', 'classic')).toBe('iron-ledger generate: Ironsworn has no planet generator; starforged has one.');
		expect(cliError('generate', 'setlement', '--ruleset', 'classic')).toMatch(/^iron-ledger generate: No generator for "setlement": did you mean settlement\?/);
		expect(cliError('generate', 'npc')).toBe('iron-ledger generate: npc is in more than one ruleset (starforged, sundered_isles, classic): give the ruleset.');
		expect(cliError('generate', 'npc', '--ruleset', 'classic', '--reroll', 'rol')).toMatch(/^iron-ledger generate: No field "rol" to re-roll: did you mean role\?/);
		expect(cliError('generate', 'site', '--save', 'The Barrow')).toMatch(/^iron-ledger generate: A site is saved with its rank/);
		expect(cliError('generate', 'settlement', '--ruleset', 'sundered_isles', '--region', 'terminus')).toBe('iron-ledger generate: --region is myriads, margins, reaches, not "terminus".');
	});
});
