import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Temporary folders for one test file, all removed when its tests are done (tests/global-setup.ts
 * fails the run over any left behind). Call once at the top of the file.
 */
export function tempDirs(): (prefix: string) => string {
	const made: string[] = [];
	afterAll(() => {
		for (const dir of made) rmSync(dir, { recursive: true, force: true });
	});
	return (prefix) => {
		const dir = mkdtempSync(join(tmpdir(), `iron-ledger-${prefix}-`));
		made.push(dir);
		return dir;
	};
}
