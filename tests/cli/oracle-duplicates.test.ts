import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';
import { cliJson, cliText } from './run-cli';

/**
 * Issue 24: a "roll twice" row whose duplicate Datasworn marks make_it_worse says what a
 * duplicate means in its own words (Major Plot Twist: "make it more dramatic"); the player
 * sees those words, not a generic "make it worse".
 */
const vault = cliVaults();
const TWIST = ['oracle', 'Major Plot Twist', '--ruleset', 'classic', '--dice', '97,5,5'];

describe('a duplicate says the rolled row’s own words', () => {
	it('Major Plot Twist: the text, the JSON and the journal block say "make it more dramatic"', () => {
		const lines = cliText(...TWIST).split('\n');
		expect(lines[2]).toBe('  ↳ Major Plot Twist 5: It was all a diversion. (duplicate: make it more dramatic)');
		const json = cliJson(...TWIST);
		expect(json.rolls[1]).toMatchObject({ duplicate: true, duplicate_words: 'make it more dramatic' });
		expect(json.rolls[0].duplicate_words).toBeUndefined();
		const v = vault('twist');
		v.cli(...TWIST, '--journal', 'J.md');
		const note = readFileSync(join(v.dir, 'J.md'), 'utf8');
		expect(note).toContain('    duplicate: true\n    duplicate_words: make it more dramatic\n');
		expect(v.cli('journal', 'check', 'J.md')).toBe('1 block in 1 note: all valid.');
	});

	it('Sundered Isles Ship Damage: "step up the severity"; Mystic Backlash keeps "make it worse"', () => {
		expect(cliText('oracle', 'Ship Damage', '--ruleset', 'si', '--dice', '97,5,5')).toContain('(duplicate: step up the severity)');
		const backlash = cliText('oracle', 'Mystic Backlash', '--ruleset', 'classic', '--dice', '97,5,5');
		expect(backlash).toContain('(duplicate: make it worse)');
		expect(cliJson('oracle', 'Mystic Backlash', '--ruleset', 'classic', '--dice', '97,5,5').rolls[1].duplicate_words).toBeUndefined();
	});

	it('a template filled from Major Plot Twist says the same words', () => {
		const out = cliText('template', '--text', '{{Major Plot Twist}}', '--ruleset', 'classic', '--dice', '97,5,5');
		expect(out).toContain('↳ Major Plot Twist 5: It was all a diversion. (duplicate: make it more dramatic)');
	});
});

describe('dice rolled again inside "roll twice" are shown and journaled', () => {
	// 97 is "roll twice more"; 98 lands on that row again, so it is rolled again (Datasworn's rule for a row landing on itself).
	const AGAIN = ['oracle', 'Major Plot Twist', '--ruleset', 'classic', '--dice', '97,98,5,5'];

	it('the text and the JSON name the die rolled again; the block keeps it', () => {
		expect(cliText(...AGAIN).split('\n')[1]).toBe('  ↳ Major Plot Twist 5: It was all a diversion. (rerolled 98)');
		expect(cliJson(...AGAIN).rolls[0]).toMatchObject({ roll: 5, rerolled: [98] });
		const v = vault('again');
		v.cli(...AGAIN, '--journal', 'J.md');
		expect(readFileSync(join(v.dir, 'J.md'), 'utf8')).toContain('    roll: 5\n    result: It was all a diversion.\n    rerolled: [98]\n');
		expect(v.cli('journal', 'check', 'J.md')).toBe('1 block in 1 note: all valid.');
	});
});
