// Ships the hand-written data (every move's outcome model, every asset ability) in the bundles
// as packed JSON text instead of the code that builds it. Why: Obsidian requires main.js on
// every start, and V8 must parse all of its code then, even code that runs only later; these
// literals were over 100 KB of it. A string is scanned about twenty times faster than code,
// and compressed it is a fifth of the size. The TypeScript stays the source of truth: the
// data is built from it here, at build time, and the tests read the TypeScript itself.
import esbuild from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { compileFunction } from 'node:vm';
import { PLUGIN_ORIGIN, asciiJson, deflateText } from './datasworn-pack.mjs';
import { stripExamplesPlugin } from './strip-examples.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKED_TS = join(ROOT, 'src', 'content', 'packed.ts');

/** The modules replaced: each exports one function returning its data, named in messages by `what`. */
export const WRITTEN_DATA = [
	{ file: join(ROOT, 'src', 'moves', 'written.ts'), name: 'writtenMoveModels', what: 'move outcomes' },
	{ file: join(ROOT, 'src', 'assets', 'abilities', 'written.ts'), name: 'writtenAbilityEntries', what: 'asset abilities' },
];

/**
 * Runs one module's function in this process and returns its data as compact JSON text,
 * with the files it was built from. Without the moves' worked examples, which only tests read.
 * Throws when JSON would not give the same data back (a function, an undefined field, a
 * shared object compared by identity is not data JSON can carry).
 */
export async function writtenJson({ file, name }) {
	const built = await esbuild.build({
		entryPoints: [file],
		bundle: true,
		format: 'cjs',
		platform: 'neutral',
		write: false,
		metafile: true,
		logLevel: 'silent',
		plugins: [stripExamplesPlugin()],
	});
	// Run as a CommonJS module from memory, at build time only; the data modules import nothing.
	const module = { exports: {} };
	compileFunction(built.outputFiles[0].text, ['module', 'exports'])(module, module.exports);
	const data = module.exports[name]();
	const text = asciiJson(data);
	if (!isDeepStrictEqual(JSON.parse(text), data)) {
		throw new Error(`written-data: ${name}() in ${file} does not survive JSON (a function, an undefined field or a non-finite number?)`);
	}
	return { text, inputs: Object.keys(built.metafile.inputs).map((f) => join(ROOT, f)) };
}

/** The module the bundles get in place of the TypeScript one. */
export function writtenModuleSource({ name, what }, text, origin = PLUGIN_ORIGIN) {
	const packed = { ...origin, ...deflateText(text) };
	return [
		`import { unpackText } from ${JSON.stringify(PACKED_TS)};`,
		`const packed = ${JSON.stringify(packed)};`,
		`export function ${name}() { return JSON.parse(unpackText(${JSON.stringify(what)}, packed)); }`,
	].join('\n');
}

/**
 * esbuild plugin: src/moves/written.ts and src/assets/abilities/written.ts become packed JSON.
 * `origin` names the bundle in the message damaged data gives, as for the rulesets.
 */
export function writtenDataPlugin({ origin = PLUGIN_ORIGIN } = {}) {
	return {
		name: 'written-data',
		setup(build) {
			for (const entry of WRITTEN_DATA) {
				const filter = new RegExp(`^${entry.file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
				build.onLoad({ filter }, async () => {
					const { text, inputs } = await writtenJson(entry);
					return { contents: writtenModuleSource(entry, text, origin), loader: 'js', resolveDir: ROOT, watchFiles: inputs };
				});
			}
		},
	};
}
