import { defineConfig } from 'vitest/config';
import { dataswornVitePlugin } from './scripts/datasworn-pack.mjs';

/**
 * `npm run test:mutation` (stryker.config.mjs): only the in-process tests that exercise src/rules and
 * src/moves/engine. Stryker runs the covering tests once per mutant, so a test that spawns the CLI
 * bundle (built from the unmutated source anyway) would only cost time; none is included, and there
 * is no global setup building that bundle.
 */
export default defineConfig({
	plugins: [dataswornVitePlugin()],
	resolve: { alias: { obsidian: 'obsidian-test-mocks/obsidian' } },
	test: {
		include: [
			'tests/rules/**/*.test.ts',
			'tests/moves/**/*.test.ts',
			'tests/play/every-move.test.ts',
			'tests/play/turn-abilities.test.ts',
		],
		// It reads the source text, which Stryker instruments: it checks imports, not behaviour.
		exclude: ['tests/rules/architecture.test.ts', '**/node_modules/**'],
		testTimeout: 90_000,
		pool: 'threads',
		// Stryker reruns the covering tests once per mutant: reusing the worker's loaded modules (the rulesets' data)
		// saves about a third of each run. Stryker still reloads them for a mutant in module-level code.
		isolate: false,
	},
});
