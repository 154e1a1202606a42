// Builds the Obsidian plugin (main.js) and the headless CLI (bin/iron-ledger.cjs).
// `node esbuild.config.mjs production` builds once, minified; without it, watches.
import esbuild from 'esbuild';
import { builtinModules } from 'node:module';
import { chmodSync } from 'node:fs';
import { bundlePlugins } from './scripts/bundle-plugins.mjs';

const production = process.argv[2] === 'production';

const shared = {
	bundle: true,
	minify: production,
	sourcemap: production ? false : 'inline',
	treeShaking: true,
	charset: 'utf8',
	logLevel: 'info',
};

const plugin = {
	...shared,
	entryPoints: ['main.ts'],
	outfile: 'main.js',
	format: 'cjs',
	platform: 'browser',
	target: 'es2021',
	plugins: bundlePlugins(),
	external: [
		'obsidian',
		'electron',
		'@codemirror/*',
		'@lezer/*',
		...builtinModules,
	],
};

const cli = {
	...shared,
	entryPoints: ['src/cli/main.ts'],
	outfile: 'bin/iron-ledger.cjs',
	format: 'cjs',
	platform: 'node',
	target: 'node20',
	banner: { js: '#!/usr/bin/env node' },
	plugins: bundlePlugins({ origin: { file: 'bin/iron-ledger.cjs', remedy: 'reinstall Iron Ledger' } }),
};

if (production) {
	await Promise.all([esbuild.build(plugin), esbuild.build(cli)]);
	chmodSync('bin/iron-ledger.cjs', 0o755);
} else {
	const contexts = await Promise.all([esbuild.context(plugin), esbuild.context(cli)]);
	await Promise.all(contexts.map((c) => c.watch()));
}
