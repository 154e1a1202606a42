import { defineConfig } from 'vitest/config';
import { dataswornVitePlugin } from './scripts/datasworn-pack.mjs';

/** `npm run test:reliability`: the attacks of docs/reliability.md, with their figures printed. */
export default defineConfig({
	plugins: [dataswornVitePlugin()],
	resolve: { alias: { obsidian: 'obsidian-test-mocks/obsidian' } },
	test: {
		include: ['tests/reliability/**/*.test.ts'],
		globalSetup: ['tests/reliability/setup.ts'],
		testTimeout: 300_000,
		pool: 'threads',
		// The attacks run processes of their own: one file at a time keeps the figures honest.
		fileParallelism: false,
	},
});
