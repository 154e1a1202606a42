import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('an error of Iron Ledger itself', () => {
	// A preload that breaks the dice source: an error no command expects.
	const preload = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures', 'broken-dice.cjs');
	const run = (env: Record<string, string> = {}) =>
		spawnSync(process.execPath, ['--require', preload, 'bin/iron-ledger.cjs', 'roll', '--stat', '2'], {
			cwd: fileURLToPath(new URL('../..', import.meta.url)),
			encoding: 'utf8',
			env: { ...process.env, ...env, IRON_LEDGER_DEBUG: env.IRON_LEDGER_DEBUG ?? '' },
		});

	it('prints one line asking to report it, with no stack, exit 1', () => {
		const r = run();
		expect(r.status).toBe(1);
		expect(r.stdout).toBe('');
		expect(r.stderr).toBe('iron-ledger: internal error: the dice broke in two. Please report it.\n');
	});

	it('with IRON_LEDGER_DEBUG=1, the stack follows', () => {
		const r = run({ IRON_LEDGER_DEBUG: '1' });
		expect(r.status).toBe(1);
		expect(r.stderr.split('\n')[0]).toBe('iron-ledger: internal error: the dice broke in two. Please report it.');
		expect(r.stderr).toMatch(/\n {4}at /);
	});
});
