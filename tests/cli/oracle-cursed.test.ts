import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliError, cliJson, cliTextIn } from './run-cli';

const tempDir = tempDirs();

function vault(): string {
	const dir = tempDir('cursed');
	mkdirSync(join(dir, '.obsidian'));
	return dir;
}

describe('oracle --cursed: the Sundered Isles\' cursed die', () => {
	it('a 10 reads the cursed table with the same roll; the block says so and journal check takes it', () => {
		const dir = vault();
		const out = cliTextIn(dir, 'oracle', 'Character First Look', '--ruleset', 'si', '--cursed', '--dice', '37,10', '--journal', 'J.md');
		expect(out).toBe('Character First Look 37: Flashy (cursed die 10)\n  ↳ Cursed Character First Look 37: Eerie (cursed: in place of the result above)\nWritten to J.md');
		cliTextIn(dir, 'oracle', 'Trademark Weapons', '--ruleset', 'si', '--cursed', '--dice', '37,10,5', '--journal', 'J.md');
		cliTextIn(dir, 'oracle', 'Character First Look', '--ruleset', 'si', '--cursed', '--dice', '37,3', '--journal', 'J.md');
		const note = readFileSync(join(dir, 'J.md'), 'utf8');
		expect(note).toContain('# Character First Look 37, cursed die 10: Eerie (cursed, in place of Flashy)\n');
		expect(note).toContain('# Trademark Weapons 37, cursed die 10: Grappling hook and frayed rope → Adorned with bone or skull motifs (cursed)\n');
		expect(note).toContain('# Character First Look 37, cursed die 3: Flashy\n');
		expect(cliTextIn(dir, 'journal', 'check', 'J.md')).toBe('3 blocks in 1 note: all valid.');
	});

	it('--json carries the die and the curse', () => {
		const json = cliJson('oracle', 'Character First Look', '--ruleset', 'si', '--cursed', '--dice', '37,10');
		expect(json).toMatchObject({ roll: 37, result: 'Flashy', cursed_die: 10, rolls: [{ roll: 37, result: 'Eerie', curse: 'replace' }] });
	});

	it('a table without a cursed version, --table with it, and a cursed die past 10 are refused with one line', () => {
		expect(cliError('oracle', 'Action', '--ruleset', 'starforged', '--cursed')).toContain('Action has no cursed version: --cursed goes only with the Sundered Isles tables that have one');
		expect(cliError('oracle', 'Character First Look', '--ruleset', 'si', '--cursed', '--table')).toContain('leave out --cursed');
		expect(cliError('oracle', 'Character First Look', '--ruleset', 'si', '--cursed', '--dice', '37,11')).toContain('Die 2 is 11, but a d10 shows 1 to 10.');
	});
});
