// ESLint flat config. `npm run lint` runs `tsc --noEmit` first, then `eslint .`.
//
// Obsidian's recommended config (eslint-plugin-obsidianmd) is the base: ESLint's
// recommended rules, typescript-eslint's recommendedTypeChecked for TypeScript files, and
// the Obsidian plugin-guideline rules. The blocks after it only say where Node code may use
// Node, and relax a few rules for tests and scripts; the plugin code keeps the full set.
import { defineConfig, globalIgnores } from 'eslint/config';
import obsidianmd from 'eslint-plugin-obsidianmd';
// The plugin's default brand list, so that ours extends it rather than replaces it.
import { DEFAULT_BRANDS } from 'eslint-plugin-obsidianmd/dist/lib/rules/ui/brands.js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs in Node, never inside Obsidian. */
const NODE_CODE = ['src/cli/**', 'tests/**', 'scripts/**', 'bench/**', 'e2e/**', '*.config.{js,mjs,cjs,ts,mts,cts}'];

/** Node scripts whose job is to print (build, bench), as opposed to the CLI and the tests. */
const NODE_SCRIPTS = ['scripts/**', 'bench/**', 'e2e/**', '*.config.{js,mjs,cjs,ts,mts,cts}'];

export default defineConfig([
	globalIgnores(['main.js', 'bin/', 'node_modules/', 'bench/.out/', 'demo-vault/', 'dist/']),

	...obsidianmd.configs.recommended,

	// Type information for the type-checked rules.
	{
		files: ['**/*.{ts,mts,cts}'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				tsconfigRootDir: import.meta.dirname,
			},
		},
	},

	// Sentence case for UI text: "Iron Ledger" is the plugin's name, and "cursor" in our
	// text is the text cursor, not the Cursor editor of the default brand list.
	{
		files: ['**/*.ts'],
		rules: {
			'obsidianmd/ui/sentence-case': [
				'warn',
				{
					enforceCamelCaseLower: true,
					brands: [...DEFAULT_BRANDS.filter((b) => b !== 'Cursor'), 'Iron Ledger'],
				},
			],
		},
	},

	// The settings tab renders itself with display(), which every supported Obsidian
	// (minAppVersion 1.5.0) calls. The declarative getSettingDefinitions() API exists
	// from 1.13 only, and adopting it changes how 1.13+ renders the tab: a feature of its
	// own, not a lint fix.
	{
		files: ['src/settings/settings-tab.ts'],
		rules: { 'obsidianmd/settings-tab/prefer-setting-definitions': 'off' },
	},

	// manifest.json: the recommended config does not lint it; validate it here.
	{
		files: ['manifest.json'],
		plugins: { obsidianmd },
		languageOptions: { parser: tseslint.parser },
		rules: { 'obsidianmd/validate-manifest': 'error' },
	},

	// Node code: Node's globals and built-in modules are fine here. The plugin code itself
	// must not import them: it also runs on mobile.
	{
		files: NODE_CODE,
		languageOptions: { globals: { ...globals.node, NodeJS: 'readonly' } },
		rules: {
			'obsidianmd/no-nodejs-modules': 'off',
			// These build vaults from outside Obsidian: `.obsidian` is the config folder of a vault they create.
			'obsidianmd/hardcoded-config-path': 'off',
		},
	},

	// Build and bench scripts print their results and run in Node only: console output,
	// `global`/`globalThis` and CommonJS `require` in .cjs files are what they are for.
	{
		files: NODE_SCRIPTS,
		rules: {
			'obsidianmd/no-global-this': 'off',
			// As in the recommended config, without its console restriction.
			'obsidianmd/rule-custom-message': [
				'error',
				{
					'no-new-func': {
						messages: {
							'The Function constructor is eval':
								'Using the `Function` constructor is dangerous because it executes arbitrary code, similar to `eval()`',
						},
					},
				},
			],
		},
	},
	{
		files: ['**/*.cjs'],
		rules: { '@typescript-eslint/no-require-imports': 'off' },
	},
	// The bench is not shipped and its DOM runs outside Obsidian (happy-dom, Chromium).
	// bench/run.mjs times pairs of calls with comma expressions (`fnA(), fnB()`), which
	// no-unused-expressions reads as unused; bench/browser-entry.ts builds a container with
	// document.createElement. Rewriting those would let this block go.
	// The browser checks run in one Chromium window, never in a pop-out: plain instanceof is right there.
	{
		files: ['e2e/**'],
		rules: { 'obsidianmd/prefer-instanceof': 'off' },
	},
	{
		files: ['bench/**'],
		rules: {
			'@typescript-eslint/no-unused-expressions': 'off',
			'obsidianmd/prefer-create-el': 'off',
		},
	},

	// Tests check the CLI's JSON output and the raw Datasworn JSON field by field: that
	// JSON is `any` on purpose (tests/cli/run-cli.ts, `Json`), so the no-unsafe-* family
	// would flag every field read.
	{
		files: ['tests/**'],
		rules: {
			'@typescript-eslint/no-unsafe-argument': 'off',
			'@typescript-eslint/no-unsafe-assignment': 'off',
			'@typescript-eslint/no-unsafe-call': 'off',
			'@typescript-eslint/no-unsafe-member-access': 'off',
			'@typescript-eslint/no-unsafe-return': 'off',
			// Fixtures quote Datasworn's names ("Face Danger") and notes as players write them: not UI text.
			'obsidianmd/ui/sentence-case': 'off',
		},
	},
	{
		files: ['tests/cli/run-cli.ts'],
		rules: { '@typescript-eslint/no-explicit-any': 'off' },
	},
]);
