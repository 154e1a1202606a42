import { build, transformSync } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { moveModels } from '../../src/moves';
import type { MoveModel } from '../../src/moves/model';
import { stripExamples, stripExamplesPlugin } from '../../scripts/strip-examples.mjs';

const DATA_DIRS = ['classic', 'delve', 'starforged'].map((d) => join('src/moves', d));
const files = DATA_DIRS.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f)));

describe('the build leaves the worked examples out of the move data', () => {
	it('empties a list with brackets and quotes inside strings and comments', () => {
		const source = `const a = [{ id: 'x', examples: [{ name: "it's [odd] }", dice: [1, 2], note: \`a ] b\` }, // one ]\n { n: 2 }], after: 1 }];`;
		expect(stripExamples(source)).toBe(`const a = [{ id: 'x', examples: [], after: 1 }];`);
	});

	it.each(files)('%s still compiles', (file) => {
		const stripped = stripExamples(readFileSync(file, 'utf8'));
		expect(() => transformSync(stripped, { loader: 'ts' })).not.toThrow();
		expect(stripped).not.toMatch(/examples: \[[^\]]/);
	});

	it('bundled with the plugin, every model is the same but for its examples', async () => {
		const out = await build({ entryPoints: ['src/moves/index.ts'], bundle: true, write: false, format: 'cjs', platform: 'node', plugins: [stripExamplesPlugin()] });
		const module = { exports: {} as { moveModels(): readonly MoveModel[] } };
		const load = runInThisContext(`(function (module, exports) {\n${out.outputFiles[0]!.text}\n})`) as (m: typeof module, e: object) => void;
		load(module, module.exports);
		const withoutExamples = (models: readonly MoveModel[]) => models.map((m) => ({ ...m, examples: [] }));
		expect(module.exports.moveModels()).toEqual(withoutExamples(moveModels()));
	});
});
