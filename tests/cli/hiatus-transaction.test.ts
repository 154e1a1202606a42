import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';
import { runCliIn } from './run-cli';

/**
 * Issue 29, item 7: hiatus (Take a Hiatus, then Advance a Threat for each active threat) is one
 * command, so it lands whole or not at all. A threat whose advance fails leaves every note as it
 * was: no hiatus block, no first threat's menace, so running it again doubles nothing.
 */

const vaults = cliVaults();

/** Every note of the vault with its text, to compare byte for byte. */
function snapshot(dir: string, under = ''): Record<string, string> {
	return Object.fromEntries(
		readdirSync(join(dir, under), { withFileTypes: true }).flatMap((e) => {
			const path = under ? `${under}/${e.name}` : e.name;
			if (e.isDirectory()) return Object.entries(snapshot(dir, path));
			return [[path, readFileSync(join(dir, path), 'utf8')]];
		}),
	);
}

describe('hiatus is one transaction', () => {
	it('a second threat that cannot advance: exit non-zero, every note as it was; fixed, the next run advances each threat once', () => {
		const v = vaults('hiatus');
		v.cli('character', 'new', '--name', 'Kira', '--ruleset', 'delve', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1');
		v.cli('threat', 'new', '--name', 'A Wyrm', '--rank', 'dangerous');
		v.cli('threat', 'new', '--name', 'B Cult', '--rank', 'dangerous');
		v.cli('threat', 'advance', 'Tracks/A Wyrm.md', '--journal', 'Journal.md', '--apply', '--dice', '80');
		const broken = join(v.dir, 'Tracks/B Cult.md');
		writeFileSync(broken, readFileSync(broken, 'utf8').replace('rank: dangerous', 'rank: huge'));
		const before = snapshot(v.dir);
		expect(readFileSync(join(v.dir, 'Tracks/A Wyrm.md'), 'utf8')).toMatch(/^menace: 16$/m);

		const hiatus = ['hiatus', '--journal', 'Journal.md', '--apply', '--choose', '1', '--dice', '80,80'];
		const failed = runCliIn(v.dir, ...hiatus);
		expect(failed.status).toBe(2);
		expect(failed.stdout).toBe('');
		expect(failed.stderr).toBe(
			'iron-ledger hiatus: Tracks/B Cult.md: "rank" in Tracks/B Cult.md should be troublesome, dangerous, formidable, extreme or epic. Nothing was written: neither the hiatus nor any threat\'s advance.\n',
		);
		expect(snapshot(v.dir)).toEqual(before);

		writeFileSync(broken, readFileSync(broken, 'utf8').replace('rank: huge', 'rank: dangerous'));
		const done = v.cli(...hiatus);
		expect(done).toContain('2 threats advanced.');
		expect(readFileSync(join(v.dir, 'Tracks/A Wyrm.md'), 'utf8')).toMatch(/^menace: 32$/m);
		expect(readFileSync(join(v.dir, 'Tracks/B Cult.md'), 'utf8')).toMatch(/^menace: 16$/m);
		const journal = readFileSync(join(v.dir, 'Journal.md'), 'utf8');
		expect(journal.match(/^move: move:delve\/threat\/take_a_hiatus$/gm)).toHaveLength(1);
		// One advance before the hiatus, one for each threat in it.
		expect(journal.match(/^move: move:delve\/threat\/advance_a_threat$/gm)).toHaveLength(3);
	});
});
