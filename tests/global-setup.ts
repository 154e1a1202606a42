import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The CLI tests run the built bundle, as a player would: build it once per test run.
 *
 * Temporary folders: every test file must remove the ones it makes. The run gets a temporary
 * folder of its own (TMPDIR, inherited by the workers and the CLI processes they start), so what
 * is left in it at the end was left by these tests, whatever else runs on the machine; any
 * `iron-ledger-*` folder left there fails the run.
 */
export default function setup(): () => void {
	execFileSync(process.execPath, ['esbuild.config.mjs', 'production'], { stdio: 'pipe' });
	const root = mkdtempSync(join(tmpdir(), 'iron-ledger-run-'));
	process.env.TMPDIR = root;
	process.env.TMP = root;
	process.env.TEMP = root;
	return () => {
		const left = readdirSync(root).filter((name) => name.startsWith('iron-ledger-'));
		rmSync(root, { recursive: true, force: true });
		if (left.length > 0) {
			// A throw here is only logged by vitest; the exit code is what CI sees.
			console.error(`Tests left ${left.length} temporary folder(s) behind: ${left.join(', ')}. Remove them in afterAll (tests/helpers/temp-dirs.ts).`);
			process.exitCode = 1;
		}
	};
}
