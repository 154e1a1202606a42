import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Bundles a TypeScript entry into one script node can run; `dispose` removes it. */
export async function bundleWorker(entry: string): Promise<{ script: string; dispose(): void }> {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-worker-'));
	const script = join(dir, 'worker.cjs');
	await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile: script, logLevel: 'silent' });
	return { script, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
