import { execFileSync } from 'node:child_process';

/** The CLI tests run the built bundle, as a player would: build it once per test run. */
export default function setup(): void {
	execFileSync(process.execPath, ['esbuild.config.mjs', 'production'], { stdio: 'pipe' });
}
