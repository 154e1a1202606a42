import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../helpers/temp-dirs';
import { cliTextIn } from './run-cli';

const tempDir = tempDirs();
const SURPRISE = "a match: this development also exposes a surprising aspect of the threat's plan or nature";

/** A Delve vault with a threat against a vow. */
function threatVault() {
	const dir = tempDir('threat-match');
	mkdirSync(join(dir, '.obsidian'));
	const cli = (...a: string[]) => cliTextIn(dir, ...a);
	cli('character', 'new', '--name', 'Kira', '--ruleset', 'delve', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
	cli('track', 'new', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Find the relic');
	cli('threat', 'new', '--name', 'The Cult', '--rank', 'formidable', '--category', 'Zealous Cult', '--vow', 'Tracks/Find the relic.md');
	return { dir, cli, read: (p: string) => readFileSync(join(dir, p), 'utf8') };
}

describe('Advance a Threat: a match on its d100 (OR-21)', () => {
	it('doubles (55, 44, 33) say so in the output and in the block; 54 does not', () => {
		const v = threatVault();
		for (const d100 of ['55', '44', '33']) {
			expect(v.cli('threat', 'advance', 'Tracks/The Cult.md', '--journal', 'J.md', '--apply', '--dice', d100)).toContain(SURPRISE);
		}
		expect(v.cli('threat', 'advance', 'Tracks/The Cult.md', '--journal', 'J.md', '--apply', '--dice', '54')).not.toContain(SURPRISE);
		const journal = v.read('J.md');
		expect(journal.split(SURPRISE).length - 1, 'three matched blocks, each summary and nested result naming it').toBe(6);
		expect(journal).toContain(`# Advance a Threat 55: The threat works subtly to advance toward its goal, or the danger escalates. Mark menace. → ${SURPRISE}`);
		// The result stays the row's: journal checks work it out again from the table.
		expect(v.cli('verify')).not.toContain('but the block says');
	});

	it('a 100 through Take a Hiatus is a match too', () => {
		const v = threatVault();
		expect(v.cli('hiatus', '--journal', 'J.md', '--apply', '--dice', '100')).toContain(SURPRISE);
	});
});
