import esbuild from 'esbuild';
import { compileFunction } from 'node:vm';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PLUGIN_ORIGIN, compactTables, dataswornEsbuildPlugin, indexHints, packRuleset, packedRuleset, rulesetData } from '../../scripts/datasworn-pack.mjs';
import { ContentLibrary } from '../../src/content/library';
import { DamagedContentError, type Inflater, adler32, packedSource, unpackRuleset } from '../../src/content/packed';
import { indexPackage } from '../../src/content/package-index';
import { PACKAGES, type PackageId } from '../../src/content/rulesets';

/** The rulesets as main.js ships them (the tests' own bundle carries plain JSON). */
const shipped = Object.fromEntries(PACKAGES.map((p) => [p, packedRuleset(p)])) as Record<PackageId, ReturnType<typeof packedRuleset>>;

/** A copy of a packed ruleset with its encoded text changed. */
function damaged(pkg: PackageId, change: (text: string) => string) {
	const packed = shipped[pkg];
	return { ...packed, deflated: change(packed.deflated ?? '') };
}

/** Node's zlib (the CLI, Obsidian on desktop) and fflate (Obsidian on phones). */
const INFLATERS: Inflater[] = ['native', 'fflate'];
const eachPath = <T,>(cases: T[]) => INFLATERS.flatMap((inflater) => cases.map((c) => [inflater, c] as const));

const replaceAt = (text: string, at: number, by: string) => text.slice(0, at) + by + text.slice(at + 1);

function thrown(fn: () => unknown): unknown {
	try {
		fn();
	} catch (error) {
		return error;
	}
	throw new Error('nothing was thrown');
}

describe('packed rulesets', () => {
	it.each(eachPath([...PACKAGES]))('%s, %s: the compressed packing decodes to the packed text, and indexing it gives the Datasworn data exactly', (inflater, pkg) => {
		const text = unpackRuleset(pkg, shipped[pkg], inflater);
		expect(text).toBe(packRuleset(pkg));
		// Row ids are left out by the packer and put back by the index walk.
		expect(indexPackage(pkg, text).root).toEqual(rulesetData(pkg));
	});

	it.each([...PACKAGES])("%s: the index the packer's hints give is the one a walk of the data gives, entry for entry, in order", (pkg) => {
		const hinted = indexPackage(pkg, packRuleset(pkg));
		const walked = indexPackage(pkg, JSON.stringify(rulesetData(pkg)));
		expect(hinted.root).toEqual(walked.root);
		const entries = (index: typeof hinted) => [...index.byId.values()].map(({ node, ...entry }) => ({ ...entry, node: node._id }));
		expect(entries(hinted)).toEqual(entries(walked));
		for (const [type, list] of walked.byType) expect(hinted.byType.get(type)!.map((e) => e.id)).toEqual(list.map((e) => e.id));
		expect(hinted.byId.size).toBeGreaterThan(100);
	});

	it('rows the real data does not have come back as they were: a gap, a null roll, rows out of order, a roll with more keys, a table where the walk does not go', () => {
		const table = (id: string, rows: unknown[]) => ({ _id: `oracle_rollable:classic/made_up/${id}`, type: 'oracle_rollable', name: id, rows });
		const data = {
			oracles: {
				made_up: {
					_id: 'oracle_collection:classic/made_up',
					type: 'oracle_collection',
					name: 'Made up',
					contents: {
						gap: table('gap', [{ roll: { min: 1, max: 3 }, text: 'a' }, { roll: { min: 5, max: 6 }, text: 'b' }, { roll: { min: 7, max: 10 }, text: 'c' }]),
						nulls: table('nulls', [{ roll: null, text: 'a' }, { roll: { min: 1, max: 2 }, text: 'b' }, { roll: null, text: 'c' }, { roll: { min: 3, max: 4 }, text: 'd' }]),
						backwards: table('backwards', [{ roll: { min: 5, max: 6 }, text: 'a' }, { roll: { min: 1, max: 4 }, text: 'b' }, { roll: { min: 5, max: 6 }, text: 'c' }]),
						extra: table('extra', [{ roll: { min: 1, max: 2, weight: 1 }, text: 'a' }, { roll: { max: 4 }, text: 'b' }, { roll: { min: 5, max: 6 }, text: 'c' }]),
					},
				},
			},
			// Outcomes are not walked by the index: a table there must come back untouched.
			moves: { odd: { outcomes: { inner: table('inner', [{ roll: { min: 1, max: 6 }, text: 'a', _id: 'oracle_rollable.row:classic/made_up/inner.0' }]) } } },
		};
		const packed = structuredClone(data);
		for (const key in packed) compactTables((packed as Record<string, unknown>)[key]);
		// Something was left out, or the test proves nothing.
		expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(data).length);
		const expected = structuredClone(data);
		for (const t of Object.values(expected.oracles.made_up.contents)) t.rows.forEach((row, i) => Object.assign(row as object, { _id: `${t._id.replace(':', '.row:')}.${i}` }));
		expect(indexPackage('classic', JSON.stringify({ hints: indexHints(packed), package: packed })).root).toEqual(expected);
		expect(indexPackage('classic', JSON.stringify(packed)).root).toEqual(expected);
	});

	it('a hint that leads nowhere leaves the index to the walk', () => {
		const { hints, package: data } = JSON.parse(packRuleset('classic')) as { hints: unknown[][]; package: unknown };
		// The hints are what the load follows: none, and nothing is indexed.
		expect(indexPackage('classic', JSON.stringify({ hints: [], package: data })).byId.size).toBe(0);
		const broken = JSON.stringify({ hints: [...hints, [0, 1, 'no such key']], package: data });
		expect(indexPackage('classic', broken).byId.size).toBe(indexPackage('classic', JSON.stringify(rulesetData('classic'))).byId.size);
	});

	it.each([
		['with Node (the CLI, desktop)', require],
		['without Node (phones)', undefined],
	])('survives bundling: esbuild writes the packed text into a bundle that decodes to the same data, %s', async (_, nodeRequire) => {
		const built = await esbuild.build({
			stdin: { contents: "export { bundledContent } from './src/content/bundled';", resolveDir: process.cwd(), loader: 'ts' },
			bundle: true,
			minify: true,
			charset: 'utf8',
			format: 'cjs',
			platform: 'browser',
			write: false,
			logLevel: 'silent',
			plugins: [dataswornEsbuildPlugin()],
		});
		// A quoted string, which V8 scans faster than a template literal at require.
		expect(built.outputFiles[0]!.text).toMatch(/deflated:"/);
		expect(built.outputFiles[0]!.text).not.toMatch(/deflated:`/);
		const module = { exports: {} as { bundledContent: () => ContentLibrary } };
		compileFunction(built.outputFiles[0]!.text, ['module', 'exports', 'require'])(module, module.exports, nodeRequire);
		const library = module.exports.bundledContent();
		for (const pkg of PACKAGES) expect(library.index(pkg).root).toEqual(rulesetData(pkg));
	});

	it('is written in base64, which Node and browsers decode natively', () => {
		for (const pkg of PACKAGES) {
			const packed = shipped[pkg];
			expect(packed.deflated).toMatch(/^[A-Za-z0-9+/]*=*$/);
			expect(packed.deflated!.length).toBe(Math.ceil(packed.bytes! / 3) * 4);
		}
	});

	it("checks with zlib's own Adler-32", () => {
		const data = Buffer.from(packRuleset('delve'), 'latin1');
		expect(adler32(data)).toBe(deflateSync(data).readUInt32BE(deflateSync(data).length - 4));
	});
});

describe('a damaged ruleset', () => {
	const message = "The starforged rules in Iron Ledger's main.js are damaged: reinstall the plugin.";
	const middle = Math.floor((shipped.starforged.deflated?.length ?? 0) / 2);
	const cases: [string, (text: string) => string][] = [
		['one character changed', (t) => replaceAt(t, middle, t[middle] === 'A' ? 'B' : 'A')],
		['two characters swapped', (t) => replaceAt(replaceAt(t, middle, t[middle + 1]!), middle + 1, t[middle]!)],
		['cut short', (t) => t.slice(0, middle)],
		['emptied', () => ''],
		['a character the packer never writes', (t) => replaceAt(t, middle, 'é')],
		['an escape the bundle lost', (t) => replaceAt(t, middle, '\\')],
	];

	it.each(eachPath(cases))('%s: is reported by name, telling the player to reinstall: %s', (inflater, [, change]) => {
		expect(() => unpackRuleset('starforged', damaged('starforged', change), inflater)).toThrow(new DamagedContentError(message));
	});

	it.each(INFLATERS)('%s: is reported when its counts were damaged instead', (inflater) => {
		expect(() => unpackRuleset('starforged', { ...shipped.starforged, size: 12 }, inflater)).toThrow(message);
		expect(() => unpackRuleset('starforged', { ...shipped.starforged, size: shipped.starforged.size! + 1 }, inflater)).toThrow(message);
		expect(() => unpackRuleset('starforged', { ...shipped.starforged, bytes: 12 }, inflater)).toThrow(message);
		expect(() => unpackRuleset('starforged', { ...PLUGIN_ORIGIN }, inflater)).toThrow(message);
	});

	it('names the bundle it ships in: the CLI says its own file', () => {
		const cli = { ...damaged('classic', () => ''), file: 'bin/iron-ledger.cjs', remedy: 'reinstall Iron Ledger' };
		expect(() => unpackRuleset('classic', cli)).toThrow("The classic rules in Iron Ledger's bin/iron-ledger.cjs are damaged: reinstall Iron Ledger.");
	});

	it('leaves the other rulesets loading, and fails again without decoding again', () => {
		const library = new ContentLibrary(packedSource({ ...shipped, starforged: damaged('starforged', (t) => t.slice(0, 1000)) }));
		const first = thrown(() => library.ruleset('starforged').move('Face Danger'));
		expect(first).toEqual(new DamagedContentError(message));
		expect(library.ruleset('classic').move('Face Danger').id).toBe('move:classic/adventure/face_danger');
		expect(library.ruleset('delve').move('Delve the Depths').id).toBe('move:delve/delve/delve_the_depths');
		// The same error, not a new one: the damaged data was not decoded a second time.
		expect(thrown(() => library.ruleset('starforged').oracles())).toBe(first);
		expect(library.isLoaded('starforged')).toBe(false);
	});
});
