// @ts-check
/**
 * `npm run test:mutation`: mutation testing of the rules (src/rules) and the move engine
 * (src/moves/engine). A surviving mutant is a change to the rules that no test notices; the run fails
 * below 80 %. Those left alive on purpose are listed, with why, at the end of docs/rules-coverage.md.
 *
 * The machine is shared: two test workers, and incremental mode so a re-run only tests the mutants
 * whose code or covering tests changed (reports/stryker-incremental.json, git-ignored).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
	testRunner: 'vitest',
	vitest: { configFile: 'vitest.mutation.config.mts', related: false },
	mutate: ['src/rules/**/*.ts', 'src/moves/engine/**/*.ts'],
	// Per-test coverage: each mutant runs only the tests that reach it.
	coverageAnalysis: 'perTest',
	concurrency: 2,
	incremental: true,
	incrementalFile: 'reports/stryker-incremental.json',
	reporters: ['clear-text', 'progress-append-only', 'json'],
	jsonReporter: { fileName: 'reports/mutation/mutation.json' },
	clearTextReporter: { allowColor: false, logTests: false },
	thresholds: { high: 90, low: 80, break: 80 },
	tempDirName: '.stryker-tmp',
	cleanTempDir: 'always',
	// Only what the tests read is copied into the sandbox.
	ignorePatterns: ['/*', '!/src', '!/tests', '!/scripts', '!/package.json', '!/tsconfig.json', '!/vitest.mutation.config.mts'],
	timeoutMS: 20000,
};
