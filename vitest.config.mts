import { defineConfig } from 'vitest/config';
import { dataswornVitePlugin } from './scripts/datasworn-pack.mjs';

export default defineConfig({
	plugins: [dataswornVitePlugin()],
	// The obsidian package ships types only: tests run the plugin on obsidian-test-mocks.
	resolve: { alias: { obsidian: 'obsidian-test-mocks/obsidian' } },
	test: {
		include: ['tests/**/*.test.ts'],
		// The reliability attacks are slow by design: `npm run test:reliability` runs them.
		exclude: ['tests/reliability/**', '**/node_modules/**'],
		globalSetup: ['tests/global-setup.ts'],
		// Generous: scenario tests spawn dozens of CLI processes, and a loaded 2-core machine is slow. Nothing asserts a time.
		testTimeout: 90_000,
		pool: 'threads',
	},
});
