import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';
import { cliError, cliJson, cliText } from './run-cli';

/**
 * OR-15 (issue 24): for a hard answer the player may read one row up or down, or the digits
 * reversed (37 as 73). The audit found the helpers unreachable from the CLI.
 */
const vault = cliVaults();
const ACTION = ['oracle', 'Action', '--ruleset', 'classic'];

describe('OR-15 oracle interpretation aids', () => {
	it('OR-15 --reversed reads 37 as 73 and --neighbours the rows above and below, with no new die', () => {
		expect(cliText(...ACTION, '--dice', '37', '--reversed', '--neighbours').split('\n')).toEqual([
			'Action 37: Hunt',
			'Reversed, 73: Deliver',
			'Row above (36): Suppress',
			'Row below (38): Share',
		]);
		const json = cliJson(...ACTION, '--dice', '37', '--reversed', '--neighbours');
		expect(json).toMatchObject({ roll: 37, result: 'Hunt', reversed: { roll: 73, result: 'Deliver' } });
		expect(json.neighbours).toEqual({ above: { min: 36, max: 36, result: 'Suppress' }, below: { min: 38, max: 38, result: 'Share' } });
	});

	it('OR-15 at the first row there is no row above; a double reads the same reversed', () => {
		expect(cliText(...ACTION, '--dice', '1', '--neighbours')).toBe('Action 1: Scheme\nRow above: none, this is the first row.\nRow below (2): Clash');
		expect(cliText('oracle', 'Pay the Price', '--ruleset', 'classic', '--dice', '55', '--reversed').split('\n')[1]).toBe('Reversed: 55 reads the same both ways.');
	});

	it('OR-15 the journal keeps the roll as it fell: the aids are readings, not rolls', () => {
		const v = vault('aids');
		v.cli(...ACTION, '--dice', '37', '--reversed', '--journal', 'J.md');
		const note = readFileSync(join(v.dir, 'J.md'), 'utf8');
		expect(note).toContain('roll: 37\nresult: Hunt\n');
		expect(note).not.toContain('Deliver');
	});

	it('OR-15 refused: --reversed on a table not rolled on d100, and either aid with --table', () => {
		expect(cliError('oracle', 'oracle_rollable:sundered_isles/character/name/given_name', '--dice', '150', '--reversed')).toBe(
			'iron-ledger oracle: --reversed swaps the two digits of a d100 roll, and Given Name is rolled on a d200: use --neighbours to read the rows beside it.',
		);
		expect(cliError(...ACTION, '--table', '--reversed', '--neighbours')).toBe('iron-ledger oracle: --table rolls no dice: leave out --reversed and --neighbours.');
	});
});
