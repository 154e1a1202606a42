// `npm run bench`: builds main.js and the CLI (first step of the npm script), then this.
// Prints figures next to their targets. It never fails on a timing: targets are for reading.
//
// Warm figures are measured in this process (fresh ContentLibrary per sample, warm-up
// first, GC before each sample, median). Cold figures spawn a fresh node per sample
// (bench/child.cjs) so nothing is JIT-compiled or cached: the state a player's vault starts in.
import esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dataswornEsbuildPlugin, rawRulesetPath } from '../scripts/datasworn-pack.mjs';
import { PLUGIN_BUILD, ROOT, child, meanPerCall, median, ms, printTable, ratio, timePair, verdict } from './lib.mjs';
import { benchStartup } from './startup-bench.mjs';

const started = performance.now();
const BENCH = join(ROOT, 'bench');
const OUT = join(BENCH, '.out');
const MAIN_JS = join(ROOT, 'main.js');
const CLI_JS = join(ROOT, 'bin', 'iron-ledger.cjs');
const CONTENT_JS = join(OUT, 'content.js');
const CONTENT_JSON_JS = join(OUT, 'content-json.js');
const require = createRequire(import.meta.url);

if (typeof global.gc !== 'function') {
	console.error('Run with node --expose-gc (npm run bench does).');
	process.exit(1);
}

const PACKAGES = ['classic', 'delve', 'starforged', 'sundered_isles'];
/** Rows of the load table: what each ruleset needs parsed and indexed. */
const LOAD_ROWS = [
	{ label: 'classic', rulesets: ['classic'], packages: ['classic'] },
	{ label: 'delve (classic + delve packages)', rulesets: ['delve'], packages: ['classic', 'delve'] },
	{ label: 'starforged', rulesets: ['starforged'], packages: ['starforged'] },
	{ label: 'sundered isles (starforged + sundered_isles packages)', rulesets: ['sundered_isles'], packages: ['starforged', 'sundered_isles'] },
	{ label: 'all four rulesets ready', rulesets: ['classic', 'delve', 'starforged', 'sundered_isles'], packages: PACKAGES, total: true },
];
const PROBES = {
	classic: 'move:classic/adventure/face_danger',
	delve: 'move:delve/delve/delve_the_depths',
	starforged: 'move:starforged/adventure/face_danger',
	sundered_isles: 'move:sundered_isles/exploration/set_a_course',
};

// ---------------------------------------------------------------- build the content bundle

// Same settings as the plugin build in esbuild.config.mjs (minified, cjs, browser, es2021,
// packed Datasworn text), with bench/entry.ts as entry: content + rules, no Obsidian.
// A second one packs the rulesets as plain JSON text, as main.js did before issue 15.
const buildContent = (outfile, format) =>
	esbuild.build({ ...PLUGIN_BUILD, entryPoints: [join(BENCH, 'entry.ts')], outfile, plugins: [dataswornEsbuildPlugin({ format })] });
await buildContent(CONTENT_JS, 'deflate');
await buildContent(CONTENT_JSON_JS, 'json');

const rawFile = Object.fromEntries(PACKAGES.map((p) => [p, rawRulesetPath(p)]));
const rawText = Object.fromEntries(PACKAGES.map((p) => [p, readFileSync(rawFile[p], 'utf8')]));
const bundle = require(CONTENT_JS);
const jsonBundle = require(CONTENT_JSON_JS);

console.log(
	`Iron Ledger bench — node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} CPUs, ` +
		`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (other load skews timings)`,
);
console.log(`content bundle: ${relative(ROOT, CONTENT_JS)} (bench/entry.ts, packed Datasworn as main.js will ship it)`);

// BENCH_ONLY=load,odds,oracles,outcomes,startup,blocks,replay,campaign,links runs only those sections (all by default).
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const want = (section) => only.length === 0 || only.includes(section);

// ---------------------------------------------------------------- 1. content load

function ready(rulesets, from = bundle) {
	const lib = from.bundledContent();
	for (const id of rulesets) if (!lib.ruleset(id).get(PROBES[id])) throw new Error(`${id}: ${PROBES[id]} missing`);
	return lib;
}
const rawParse = (packages) => {
	let n = 0;
	for (const p of packages) n += Object.keys(JSON.parse(rawText[p])).length;
	return n;
};

let loadResults = [];
if (want('load')) {
	loadResults = LOAD_ROWS.map((row) => {
		const [warm, warmRaw] = timePair(() => ready(row.rulesets), () => rawParse(row.packages));
		return { row, warm, warmRaw, cold: [], coldRaw: [] };
	});
	// The decoding alone (packed text → JSON text), the part the compressed packing adds: with
	// Node's zlib (CLI, Obsidian on desktop; what the rows above use) and with fflate (phones).
	const DECODERS = [
		{ label: 'Node zlib: CLI, desktop', inflater: 'native' },
		{ label: 'fflate: phones', inflater: 'fflate' },
	];
	const decodeAll = (inflater) => PACKAGES.reduce((n, p) => n + bundle.unpackRuleset(p, bundle.packedRulesets[p], inflater).length, 0);
	const decodeResults = DECODERS.map((d) => {
		const [warm, warmRaw] = timePair(() => decodeAll(d.inflater), () => rawParse(PACKAGES));
		return { ...d, warm, warmRaw, cold: [] };
	});
	// What the compressed packing costs: the same, from plain JSON text.
	const ALL = PACKAGES.join(',');
	const before = { warm: timePair(() => ready(PACKAGES, jsonBundle), () => rawParse(PACKAGES)), cold: [] };
	const COLD_SAMPLES = 11;
	for (let i = 0; i < COLD_SAMPLES; i++) {
		before.cold.push(child(['cold-load', CONTENT_JSON_JS, ALL]).ms);
		for (const r of loadResults) {
			r.cold.push(child(['cold-load', CONTENT_JS, r.row.rulesets.join(',')]).ms);
			r.coldRaw.push(child(['cold-raw', ...r.row.packages.map((p) => rawFile[p])]).ms);
		}
		for (const d of decodeResults) d.cold.push(child(['cold-decode', CONTENT_JS, d.inflater]).ms);
}
const coldRawAll = median(loadResults.find((r) => r.row.total).coldRaw);
const LOAD_TARGET = 2;
printTable(
	'1. Content load: nothing loaded → ruleset ready for lookups (decode + parse + index), vs raw JSON.parse of the Datasworn file(s)',
	['ruleset', 'Iron Ledger', 'raw parse', 'ratio', 'cold IL', 'cold raw', 'cold ratio', 'target'],
	[
		...loadResults.map((r) => {
			const cold = median(r.cold);
			const coldRaw = median(r.coldRaw);
			const target = r.row.total
				? `≤ ${LOAD_TARGET.toFixed(2)}× → ${verdict(r.warm / r.warmRaw <= LOAD_TARGET)} (cold ${verdict(cold / coldRaw <= LOAD_TARGET)})`
				: '—';
			return [r.row.label, ms(r.warm), ms(r.warmRaw), ratio(r.warm, r.warmRaw), ms(cold), ms(coldRaw), ratio(cold, coldRaw), target];
		}),
		[
			'  for comparison: from plain JSON text (the packing before)',
			ms(before.warm[0]),
			ms(before.warm[1]),
			ratio(...before.warm),
			ms(median(before.cold)),
			ms(coldRawAll),
			ratio(median(before.cold), coldRawAll),
			'—',
		],
		...decodeResults.map((d) => {
			const cold = median(d.cold);
			return [`  of which decoding all four (${d.label})`, ms(d.warm), ms(d.warmRaw), ratio(d.warm, d.warmRaw), ms(cold), ms(coldRawAll), ratio(cold, coldRawAll), '—'];
		}),
	],
);
console.log(
	`   Iron Ledger / raw parse: in-process, fresh ContentLibrary per sample, 5 warm-ups, median of 21, interleaved with the raw parse.\n` +
		`   raw parse: JSON.parse(text) of ${PACKAGES.map((p) => relative(ROOT, rawFile[p]).replace(/^node_modules\//, '')).join(', ')}; text read beforehand, not timed.\n` +
		`   cold: a fresh node process per sample (bundle required / file read untimed), median of ${COLD_SAMPLES}, interleaved.`,
);
{
	const all = loadResults.find((r) => r.row.total);
	const span = (xs) => `${ms(Math.min(...xs))} – ${ms(Math.max(...xs))}`;
	console.log(
		`   cold spread, all four: Iron Ledger ${span(all.cold)}, raw ${span(all.coldRaw)}. Cold start JIT-compiles the index walk` +
			`\n   on V8's background threads, so it is the figure most sensitive to other load on the machine.`,
	);
}

}

// ---------------------------------------------------------------- 2. odds
if (want('odds')) {

	const actionInputs = [];
	for (let stat = 1; stat <= 5; stat++)
		for (let adds = 0; adds <= 2; adds++)
			for (const momentum of [-6, -3, 0, 2, 5, 10]) actionInputs.push({ stat, adds, momentum });
	const actionCalls = actionInputs.map((input) => () => bundle.actionRollOdds(input).with_burn !== undefined);
	const progressCalls = Array.from({ length: 11 }, (_, score) => () => bundle.progressRollOdds(score).match > 0);

	const t0First = performance.now();
	bundle.actionRollOdds({ stat: 3, adds: 1, momentum: 5 });
	const actionFirst = performance.now() - t0First;
	const t1First = performance.now();
	bundle.progressRollOdds(7);
	const progressFirst = performance.now() - t1First;
	const actionMean = meanPerCall(actionCalls);
	const progressMean = meanPerCall(progressCalls);
	printTable(
		'2. Odds computation (exact, all dice combinations)',
		['call', 'mean / call', 'first call (cold JIT)', 'target', ''],
		[
			['actionRollOdds (stat 1–5, adds 0–2, momentum −6…10)', ms(actionMean), ms(actionFirst), '≤ 1 ms', verdict(actionMean <= 1)],
			['progressRollOdds (score 0–10)', ms(progressMean), ms(progressFirst), '≤ 1 ms', verdict(progressMean <= 1)],
		],
	);

}

// ---------------------------------------------------------------- 3. oracle rolls
if (want('oracles')) {

	const lib = ready(['classic', 'starforged']);
	const classic = lib.ruleset('classic');
	const starforged = lib.ruleset('starforged');
	const dice = bundle.cryptoDice();
	const ORACLE_CASES = [
		{ label: 'classic Action (plain d100)', scope: classic, id: 'oracle_rollable:classic/action_and_theme/action' },
		{ label: 'classic Pay the Price (nests on 1–2)', scope: classic, id: 'move.oracle_rollable:classic/fate/pay_the_price.pay_the_price' },
		{
			label: 'classic Pay the Price, first die 1 (always nests)',
			scope: classic,
			id: 'move.oracle_rollable:classic/fate/pay_the_price.pay_the_price',
			dice: () => bundle.dicePrefixedBy([1], dice),
		},
		{ label: 'classic Settlement Name (every row nests)', scope: classic, id: 'oracle_rollable:classic/settlement/name' },
		{ label: 'starforged Core Action (plain d100)', scope: starforged, id: 'oracle_rollable:starforged/core/action' },
		{ label: 'starforged Faction Type (every row nests)', scope: starforged, id: 'oracle_rollable:starforged/faction/type' },
	];
	const oracleRows = ORACLE_CASES.map((c) => {
		const table = c.scope.table(c.id);
		let nested = 0;
		let rolls = 0;
		const roll = () => {
			const result = bundle.rollOracle(table, c.dice ? c.dice() : dice, c.scope.lookup);
			nested += bundle.flattenRolls(result).length;
			rolls++;
			return result;
		};
		const mean = meanPerCall([roll], 150);
		return [c.label, ms(mean), (nested / rolls).toFixed(2), '— (none set)'];
	});
	printTable(
		'3. One oracle roll (rollOracle on a loaded table, digital dice from WebCrypto, nested rolls followed)',
		['table', 'mean / roll', 'nested results / roll', 'target'],
		oracleRows,
	);

}

// ---------------------------------------------------------------- 3b. move outcomes
if (want('outcomes'))

// Every model of the four rulesets, each outcome (and no-roll moves): fixed effects applied to
// a character and a track, choices offered. Baseline: resolving the action roll itself.
{
	// Every ruleset whose models the bundle holds, Sundered Isles included.
	const RULESETS_OF_MODELS = ['classic', 'delve', 'starforged', 'sundered_isles'];
	const lib3 = ready(RULESETS_OF_MODELS);
	const impacts = Object.fromEntries(RULESETS_OF_MODELS.map((r) => [r, bundle.impactRules(lib3.ruleset(r))]));
	const sheet = { iron_ledger: 'character', edge: 2, heart: 2, iron: 2, shadow: 2, wits: 2, health: 3, spirit: 3, supply: 3, momentum: 2, xp_earned: 0, bonds: 0, failure: 0, quests_legacy: 0, bonds_legacy: 0, discoveries_legacy: 0, position: 'in control', initiative: false };
	const track = { iron_ledger: 'track', kind: 'vow', rank: 'dangerous', ticks: 12, status: 'active' };
	const cases = bundle.MOVE_MODELS.flatMap((model) => {
		const ruleset = model.id.split(':')[1].split('/')[0];
		return ['strong_hit', 'weak_hit', 'miss', undefined].map((outcome) => () => {
			const view = new bundle.StateView({ C: sheet, T: track });
			const situation = { ruleset, moveId: model.id, character: 'C', track: 'T', impacts: impacts[ruleset] };
			if (outcome) situation.roll = { outcome, match: false, challenge: [3, 7], action: 4, progress: false };
			return bundle.evaluate(model, view, situation).choices.length >= 0;
		});
	});
	const rollOnly = [() => bundle.resolveActionRoll({ stat: 2, adds: 1, momentum: 2, action: 4, challenge: [3, 7] }).score > 0];
	const evalMean = meanPerCall(cases);
	const rollMean = meanPerCall(rollOnly);
	printTable(
		'3b. Move outcome evaluation (every model × every outcome)',
		['call', 'mean / call', 'vs resolving the roll', 'target', ''],
		[
			[`evaluate (${bundle.MOVE_MODELS.length} moves, ${cases.length} cases)`, ms(evalMean), `${(evalMean / rollMean).toFixed(1)}×`, '≤ 1 ms added to a move', verdict(evalMean <= 1)],
			['resolveActionRoll (baseline)', ms(rollMean), '1.0×', '', ''],
		],
	);
}

// ---------------------------------------------------------------- 4-6. size, start-up, memory

if (want('startup')) await benchStartup({ outDir: OUT, mainJs: MAIN_JS, cliJs: CLI_JS, contentJs: CONTENT_JS, rawFile });

// ---------------------------------------------------------------- 7. journal blocks

if (want('blocks')) {
	const render = await import('./render-bench.mjs');
	const blockRows = await render.benchBlocks(OUT);
	printTable('7. Journal blocks (happy-dom as the DOM, obsidian-test-mocks for createEl; baseline: JSON.stringify/parse of the same data)', ['step', 'time', 'baseline', 'ratio', 'target', ''], blockRows);

}

// ---------------------------------------------------------------- 8. replay

if (want('replay')) {
	const { benchReplay } = await import('./replay-bench.mjs');
	printTable(
		'8. Replay: verify over a synthetic vault, journal check on one note, hostile blocks (baseline: reading the same files / splitting the note)',
		['step', 'time', 'baseline', 'ratio', 'per block', 'target'],
		await benchReplay(OUT),
	);
	console.log('   median of 3-9 runs after a warm-up; the vaults and notes are built by the bench (bench/replay-bench.mjs) and removed after.');

}

// ---------------------------------------------------------------- 9-10. campaign: sidebar, roll to note

if (want('campaign')) {
	const { benchCampaign } = await import('./campaign-bench.mjs');
	const campaign = await benchCampaign(OUT);
	const headers = ['step', 'time', 'baseline', 'ratio', 'target'];
	printTable('9. Campaign index and sidebar on a synthetic vault (obsidian-test-mocks, happy-dom; baseline: as many plain DOM rows as tracks)', headers, campaign.sidebar);
	printTable('10. Roll to note: the command run → block in the journal and frontmatter written (obsidian-test-mocks; baseline: a bare Vault.process of the sheet)', headers, campaign.rolls);
	console.log(campaign.notes);
}

// ---------------------------------------------------------------- 11. links in a note

if (want('links')) await (await import('./links-bench.mjs')).benchLinks(OUT);

// ---------------------------------------------------------------- reference

const allRow = loadResults.find((r) => r.row.total);
if (allRow) console.log(`
Reference (for scale, not measured here): the leading plugin in this field ships a 19 MB main.js,
takes 0.6 s to load and 1.2 s more to index its content; the raw parse of the four Datasworn
files takes about 30 ms (this machine: ${ms(allRow.warmRaw)} warm, ${ms(median(allRow.coldRaw))} cold).

`);
console.log(`Bench finished in ${((performance.now() - started) / 1000).toFixed(1)} s (plus the main.js/CLI build before it). Timings are printed, never asserted.`);
