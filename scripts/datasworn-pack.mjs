// Packs the Datasworn rulesets into the bundles as compact JSON text.
// Why: the raw package files are pretty-printed and carry per-node source and i18n
// metadata the plugin never reads; stripping them keeps main.js small, and shipping
// JSON text (parsed on first use) is much cheaper at start-up than a JS object literal.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const RULESET_FILES = {
	classic: '@datasworn/ironsworn-classic/json/classic.json',
	delve: '@datasworn/ironsworn-classic-delve/json/delve.json',
	starforged: '@datasworn/starforged/json/starforged.json',
};

export const VIRTUAL_PREFIX = 'datasworn-packed:';

const DROPPED_KEYS = new Set(['_i18n', 'icon', 'images', 'color']);

export function rawRulesetPath(id) {
	return require.resolve(RULESET_FILES[id]);
}

/** Returns the compact JSON text for one ruleset. */
export function packRuleset(id) {
	if (!(id in RULESET_FILES)) throw new Error(`Unknown ruleset ${id}`);
	const data = JSON.parse(readFileSync(rawRulesetPath(id), 'utf8'));
	return JSON.stringify(data, (key, value) => {
		if (DROPPED_KEYS.has(key)) return undefined;
		// Keep only the page number of a source: it is what a player looks up.
		if (key === '_source') return typeof value?.page === 'number' ? { page: value.page } : undefined;
		return value;
	});
}

/** A JS module whose default export is the packed JSON text. */
export function packedModuleSource(id) {
	return `export default ${JSON.stringify(packRuleset(id))};`;
}

/** esbuild plugin: `import text from 'datasworn-packed:classic'`. */
export function dataswornEsbuildPlugin() {
	return {
		name: 'datasworn-packed',
		setup(build) {
			build.onResolve({ filter: /^datasworn-packed:/ }, (args) => ({
				path: args.path.slice(VIRTUAL_PREFIX.length),
				namespace: 'datasworn-packed',
			}));
			build.onLoad({ filter: /.*/, namespace: 'datasworn-packed' }, (args) => ({
				contents: packedModuleSource(args.path),
				loader: 'js',
				watchFiles: [rawRulesetPath(args.path)],
			}));
		},
	};
}

/** Vite/vitest plugin providing the same virtual modules to tests. */
export function dataswornVitePlugin() {
	const resolvedPrefix = '\0' + VIRTUAL_PREFIX;
	return {
		name: 'datasworn-packed',
		resolveId(id) {
			return id.startsWith(VIRTUAL_PREFIX) ? '\0' + id : undefined;
		},
		load(id) {
			return id.startsWith(resolvedPrefix) ? packedModuleSource(id.slice(resolvedPrefix.length)) : undefined;
		},
	};
}
