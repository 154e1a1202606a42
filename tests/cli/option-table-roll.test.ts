import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliText } from './run-cli';

const tempDir = tempDirs();

/** Kara at 1 health: Endure Harm (−3) takes her to 0, and a miss (2 vs 6 and 7) asks what 0 health costs. */
function atZero() {
	const v = tempDir('option-table');
	const cli = (...a: string[]) => cliText(...a, '--vault', v);
	cli('character', 'new', '--name', 'Kara', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	cli('meter', 'suffer', 'health', '4');
	return { v, cli, journal: () => readFileSync(join(v, 'J.md'), 'utf8') };
}

const HARM = ['move', 'Endure Harm', '--ruleset', 'classic', '--suffer', '3', '--journal', 'J.md', '--apply'];

describe('"Roll on the Endure Harm table" rolls it, into the block', () => {
	it('picked with the move: the d100 after the action dice', () => {
		const k = atZero();
		const out = k.cli(...HARM, '--dice', '2,6,7,40', '--choose', '3');
		expect(out).toContain('Endure Harm 40: You are reeling and fighting to stay conscious.');
		expect(k.journal()).toContain('oracle: move.oracle_rollable:classic/suffer/endure_harm.endure_harm');
		expect(k.journal()).toContain('roll: 40');
	});

	it('picked later with choose, on the digital dice', () => {
		const k = atZero();
		k.cli(...HARM, '--dice', '2,6,7');
		expect(k.cli('choose', '--journal', 'J.md', '3')).toMatch(/Endure Harm \d+: /);
		expect(k.journal()).toContain('oracle: move.oracle_rollable:classic/suffer/endure_harm.endure_harm');
	});
});
