import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliVaults } from './cli-vault';

/** Issue 24 item 4: rules that refuse what they forbid, and records that say what happened. */
const vault = cliVaults();
const STATS = 'edge=3,heart=2,iron=2,shadow=1,wits=1';

describe('undo', () => {
	it('removes a key the move created instead of leaving key: null (a threat’s achieved)', () => {
		const v = vault('undo-created-key');
		v.cli('character', 'new', '--name', 'Dee', '--ruleset', 'delve', '--stats', STATS);
		v.cli('threat', 'new', '--name', 'Wraith', '--rank', 'dangerous');
		const advance = (d100: string) => v.cli('threat', 'advance', 'Tracks/Wraith.md', '--journal', 'J.md', '--apply', '--dice', d100);
		for (const d100 of ['80', '90', '40']) advance(d100);
		expect(readFileSync(join(v.dir, 'Tracks/Wraith.md'), 'utf8')).toMatch(/^achieved: true$/m);
		v.cli('undo', '--journal', 'J.md');
		const threat = readFileSync(join(v.dir, 'Tracks/Wraith.md'), 'utf8');
		expect(threat).toMatch(/^menace: 32$/m);
		expect(threat).not.toMatch(/achieved/);
		expect(threat).not.toMatch(/null/);
	});
});
