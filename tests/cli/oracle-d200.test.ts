import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliJson, cliTextIn, runCliIn } from './run-cli';

const tempDir = tempDirs();

function vault(): string {
	const dir = tempDir('d200');
	mkdirSync(join(dir, '.obsidian'));
	return dir;
}

const GIVEN_NAME = 'oracle_rollable:sundered_isles/character/name/given_name';

describe('Sundered Isles d200 name tables in the journal', () => {
	it('a given name rolled 150 by hand is journaled, and journal check, verify and stats take it', () => {
		const dir = vault();
		cliTextIn(dir, 'oracle', GIVEN_NAME, '--dice', '150', '--journal', 'J.md');
		expect(readFileSync(join(dir, 'J.md'), 'utf8')).toContain('roll: 150\nresult: Raven\n');
		expect(cliTextIn(dir, 'journal', 'check', 'J.md')).toBe('1 block in 1 note: all valid.');
		const verify = runCliIn(dir, 'verify');
		expect(verify.stdout).not.toContain('above 100');
		expect(verify.status).toBe(0);
		const stats = cliJson('stats', '--vault', dir);
		expect(JSON.stringify(stats)).toContain(GIVEN_NAME);
	});

	it('a template slot on the d200 table takes 150, and journal check recomputes it', () => {
		const dir = vault();
		cliTextIn(dir, 'template', '--text', `Meet {{${GIVEN_NAME}}}`, '--ruleset', 'si', '--dice', '150', '--journal', 'J.md');
		expect(readFileSync(join(dir, 'J.md'), 'utf8')).toContain('Meet Raven');
		expect(cliTextIn(dir, 'journal', 'check', 'J.md')).toBe('1 block in 1 note: all valid.');
	});

	it('a roll of 150 on a d100 table is still refused by journal check, with the table\'s die', () => {
		const dir = vault();
		const block = ['```iron-move', 'v: 1', 'kind: oracle', 'oracle: oracle_rollable:sundered_isles/character/first_look', 'table: Character First Look', 'roll: 150', 'result: Theatrical', '```', ''];
		writeFileSync(join(dir, 'J.md'), block.join('\n'));
		const r = runCliIn(dir, 'journal', 'check', 'J.md');
		expect(r.status).toBe(1);
		expect(r.stdout).toContain('J.md:6: "roll" is 150, but Character First Look is a d100 table: its rolls run from 1 to 100.');
	});

	it('a roll past the largest die any table has is refused as the block is read', () => {
		const dir = vault();
		writeFileSync(join(dir, 'J.md'), ['```iron-move', 'v: 1', 'kind: oracle', `oracle: ${GIVEN_NAME}`, 'roll: 1000', 'result: Raven', '```', ''].join('\n'));
		const r = runCliIn(dir, 'journal', 'check', 'J.md');
		expect(r.status).toBe(1);
		expect(r.stdout).toContain('"roll" is 1000; it cannot be above 999.');
	});

	it('generate npc --ruleset sundered_isles takes a d200 die for the names and journals blocks that check valid', () => {
		const dir = vault();
		const dice = ['--dice', '80,15,52,50,22,18,79,82,150,180'];
		const out = cliTextIn(dir, 'generate', 'npc', '--ruleset', 'sundered_isles', ...dice, '--journal', 'J.md');
		expect(out).toContain('given_name: Raven  [Given Name 150]');
		expect(out).toContain('family_name: Ariki  [Family Name 180]');
		expect(cliTextIn(dir, 'journal', 'check', 'J.md')).toMatch(/: all valid\.$/);
	});
});
