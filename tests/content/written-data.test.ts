import { build } from 'esbuild';
import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bundlePlugins } from '../../scripts/bundle-plugins.mjs';
import { WRITTEN_DATA, writtenDataPlugin, writtenJson } from '../../scripts/written-data.mjs';
import { abilityEntries } from '../../src/assets/abilities';
import { DamagedContentError } from '../../src/content/packed';
import { moveModels } from '../../src/moves';
import type { MoveModel } from '../../src/moves/model';

const withoutExamples = (models: readonly MoveModel[]) => models.map((m) => ({ ...m, examples: [] }));

/** A bundle built as main.js is, run here; `require` left out, as on a phone (fflate inflates). */
async function bundled<T extends object>(contents: string, plugins = bundlePlugins()): Promise<T> {
	const out = await build({ stdin: { contents, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, write: false, format: 'cjs', platform: 'browser', minify: true, logLevel: 'silent', plugins });
	const module = { exports: {} as T };
	const load = runInThisContext(`(function (module, exports) {\n${out.outputFiles[0]!.text}\n})`) as (m: typeof module, e: object) => void;
	load(module, module.exports);
	return module.exports;
}

describe('the hand-written data ships as packed JSON', () => {
	it('in a bundle, every move model and ability entry is the TypeScript one (moves without their worked examples)', async () => {
		const built = await bundled<{ moveModels(): readonly MoveModel[]; abilityEntries(): unknown[] }>(
			"export { moveModels } from './src/moves'; export { abilityEntries } from './src/assets/abilities';",
		);
		expect(built.moveModels()).toEqual(withoutExamples(moveModels()));
		expect(built.abilityEntries()).toEqual(abilityEntries());
	});

	it('leaves the code that wrote it out of the bundle', async () => {
		const out = await build({ entryPoints: ['src/moves/index.ts'], bundle: true, write: false, format: 'cjs', platform: 'browser', minify: true, logLevel: 'silent', plugins: bundlePlugins() });
		// The helpers' calls are gone; the JSON carries the objects they built, compressed.
		expect(out.outputFiles[0]!.text).not.toContain('move:classic/adventure/face_danger');
	});

	it('names the files each module was built from, so that a watch rebuilds when one changes', async () => {
		const { inputs } = await writtenJson(WRITTEN_DATA[0]!);
		expect(inputs.some((f) => f.endsWith('src/moves/classic/adventure.ts'))).toBe(true);
	});

	it('when damaged, says what and tells the player to reinstall', async () => {
		// The same module with its packed text cut short, as a damaged main.js would carry it.
		const damaging = {
			name: 'damage',
			setup(b: Parameters<ReturnType<typeof writtenDataPlugin>['setup']>[0]) {
				const plugin = writtenDataPlugin();
				void plugin.setup({
					...b,
					onLoad: (options, callback) =>
						b.onLoad(options, async (args) => {
							const result = await callback(args);
							const contents = String(result?.contents).replace(/"deflated":"(.{40})[^"]*"/, '"deflated":"$1"');
							return { ...result, contents };
						}),
				});
			},
		};
		const built = await bundled<{ moveModels(): unknown }>("export { moveModels } from './src/moves';", [damaging]);
		expect(() => built.moveModels()).toThrow(new DamagedContentError("The move outcomes in Iron Ledger's main.js are damaged: reinstall the plugin."));
	});
});
