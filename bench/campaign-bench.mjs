// The campaign section of the bench (issue 15, items 3 and 5), on obsidian-test-mocks with
// happy-dom as the DOM: the sidebar's redraw over a synthetic vault, and "roll to note", a
// move from the command to the block in the note and the frontmatter written.
import esbuild from 'esbuild';
import { Window } from 'happy-dom';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { dataswornEsbuildPlugin } from '../scripts/datasworn-pack.mjs';
import { ROOT, median, ms, ratio, verdict } from './lib.mjs';
import { sidebarInChromium } from './campaign-browser.mjs';
import { VAULT_SIZE, syntheticVault } from './campaign-vault.mjs';

const require = createRequire(import.meta.url);
const REDRAW_TARGET = 16;
const ROLL_TARGET = 10;

/** The entry bundled for Node as the other sections are, with `obsidian` served by the mocks. */
async function load(outDir) {
	const outfile = join(outDir, 'campaign.cjs');
	await esbuild.build({
		entryPoints: [join(ROOT, 'bench', 'campaign-entry.ts')],
		outfile,
		bundle: true,
		format: 'cjs',
		platform: 'node',
		minify: true,
		charset: 'utf8',
		logLevel: 'silent',
		alias: { obsidian: 'obsidian-test-mocks/obsidian' },
		plugins: [dataswornEsbuildPlugin()],
	});
	if (!globalThis.document) {
		// The DOM classes as globals, the way a browser has them, for the mocks' setup().
		const window = new Window();
		for (const key of Object.getOwnPropertyNames(window)) {
			if (/^[A-Z]/.test(key) && !(key in globalThis) && typeof window[key] === 'function') globalThis[key] = window[key];
		}
		globalThis.window = window;
		globalThis.document = window.document;
	}
	const b = require(outfile);
	b.setup();
	return b;
}

const tick = () => new Promise((r) => window.setTimeout(r, 0));

/** The plugin loaded on `files`, a journal open in an editor as the active view. */
async function plugin(b, files, settings) {
	const app = b.App.createConfigured__({ files: { 'Journal.md': '# Session 1\n', ...files } });
	const p = new b.IronLedgerPlugin(app.asOriginalType__(), b.manifest);
	await p.saveData({ rulesets: ['classic'], ...settings });
	await p.onload();
	const editor = new (class extends b.Editor {})();
	editor.setValue('# Session 1\n');
	editor.setCursor({ line: 1, ch: 0 });
	app.workspace.getActiveViewOfType = () => ({ editor: editor.asOriginalType__() });
	return { app, plugin: p, editor };
}

/**
 * Median of `n` awaited runs after `warm` warm-ups; `reset` runs untimed before each. The
 * process's CPU time per run is kept too: under other load the wall time also counts the
 * moments the process waited for a core, the CPU time does not.
 */
async function timeAsync(run, { n = 21, warm = 5, reset = async () => {} } = {}) {
	const wall = [];
	const cpu = [];
	for (let i = 0; i < warm + n; i++) {
		await reset();
		const c0 = process.cpuUsage();
		const t0 = performance.now();
		await run();
		const t1 = performance.now();
		const c = process.cpuUsage(c0);
		if (i >= warm) wall.push(t1 - t0), cpu.push((c.user + c.system) / 1000);
	}
	return { wall: median(wall), cpu: median(cpu) };
}
/** A figure and its CPU time, for the "time" column. */
const withCpu = (t) => `${ms(t.wall)} (CPU ${ms(t.cpu)})`;

const TRACK = (kind, name, ticks) => `---\niron_ledger: track\nkind: ${kind}\nrank: dangerous\nname: ${name}\nticks: ${ticks}\nstatus: active\n---\n`;
/** The notes the moves play on: a sheet, a journey and a vow; the journal is the open editor. */
const PLAY_NOTES = {
	'Characters/Kira.md': null, // filled in with the tests' classic sheet
	'Tracks/To the Havens.md': TRACK('journey', 'To the Havens', 8),
	'Tracks/Avenge.md': TRACK('vow', 'Avenge', 24),
};
/** Each move as a player makes it from the palette: the answers scripted, the dice fixed. */
const MOVES = [
	{ label: 'Face Danger (+edge, strong hit: +1 momentum on the sheet)', id: 'make-move', script: [{ pick: 'Face Danger' }, { pick: '+edge' }, { text: '' }, { pick: 'Apply all' }], dice: [6, 2, 3], note: 'Characters/Kira.md' },
	{ label: 'Undertake a Journey (+wits, strong hit: marks progress on the journey)', id: 'make-move', script: [{ pick: 'Undertake a Journey' }, { pick: 'To the Havens' }, { pick: '+wits' }, { text: '' }, { options: [1] }, { pick: 'Apply all' }], dice: [6, 2, 3], note: 'Tracks/To the Havens.md' },
	{ label: 'Fulfill Your Vow (progress roll, strong hit: vow complete, +2 XP)', id: 'make-progress-move', script: [{ pick: 'Fulfill Your Vow' }, { pick: 'Avenge' }, { pick: 'Apply all' }], dice: [2, 3], note: 'Tracks/Avenge.md' },
];

/** Item 5: from the command to the block in the note and the frontmatter written, vs a bare Vault.process. */
async function rollRows(b, files, where) {
	const notes = { ...PLAY_NOTES, 'Characters/Kira.md': b.characterNote('classic', 'Kira') };
	const { app, plugin: p, editor } = await plugin(b, { ...files, ...notes }, { activeCharacter: 'Characters/Kira.md' });
	const file = (path) => app.vault.getFileByPath(path);
	// Every sample starts from the same notes and an empty journal, restored untimed.
	const reset = async () => {
		for (const [path, text] of Object.entries(notes)) await app.vault.modify(file(path), text);
		editor.setValue('# Session 1\n');
		editor.setCursor({ line: 1, ch: 0 });
	};
	const rows = [];
	const bare = await timeAsync(() => app.vault.process(file('Characters/Kira.md'), (t) => t.replace('momentum: 2', 'momentum: 3')), { reset });
	for (const move of MOVES) {
		let prompter;
		const t = await timeAsync(
			async () => {
				if (!(await b.runCommand(p, move.id))) throw new Error(`${move.label}: no block`);
			},
			{
				// More samples than the sidebar's: a move is short, and other load makes single runs jump.
				n: 41,
				reset: async () => {
					await reset();
					prompter = new b.ScriptedPrompter([...move.script]);
					p.prompter = () => prompter;
					p.dice = () => b.fixedDice(move.dice);
				},
			},
		);
		// What the sample did, checked untimed: every answer used, the block written, the note changed.
		const after = await app.vault.read(file(move.note));
		if (prompter.remaining !== 0 || !editor.getValue().includes('```iron-move') || after === notes[move.note]) throw new Error(`${move.label}: the move did not complete`);
		rows.push([`${move.label}, ${where}`, withCpu(t), ms(bare.wall), ratio(t.wall, bare.wall), `≤ ${ROLL_TARGET} ms ${verdict(t.wall <= ROLL_TARGET)}`]);
	}
	rows.push([`  baseline: Vault.process of the sheet (one value replaced), ${where}`, withCpu(bare), '', '', '']);
	rows.push(await playOrderRow(b, p, reset, where));
	return rows;
}

/**
 * What play order adds to a roll (issue 24: at most 2 %): the first move again, with the plugin's
 * play clock and without it (no `at`/`seq` stamped), interleaved so load drifts on both alike.
 */
async function playOrderRow(b, p, reset, where) {
	const move = MOVES[0];
	const clock = p.playClock;
	const run = (withClock) =>
		timeAsync(
			async () => {
				if (!(await b.runCommand(p, move.id))) throw new Error(`${move.label}: no block`);
			},
			{
				n: 41,
				reset: async () => {
					await reset();
					p.playClock = withClock ? clock : undefined;
					p.prompter = () => new b.ScriptedPrompter([...move.script]);
					p.dice = () => b.fixedDice(move.dice);
				},
			},
		);
	const without = [];
	const stamped = [];
	for (let round = 0; round < 3; round++) {
		without.push((await run(false)).cpu);
		stamped.push((await run(true)).cpu);
	}
	p.playClock = clock;
	const a = median(stamped);
	const base = median(without);
	return [`  play order: Face Danger stamped (at, seq) vs not stamped, ${where} (CPU, median of 3×41)`, ms(a), ms(base), ratio(a, base), `≤ 1.02× ${verdict(a <= base * 1.02)}`];
}

/** Item 3: the sidebar redrawn over the synthetic vault, vs the same number of plain rows (happy-dom). */
async function sidebarRows(b, files) {
	const t0 = performance.now();
	const { app, plugin: p } = await plugin(b, files, { activeCharacter: 'Characters/Hero 3.md' });
	const vaultMs = performance.now() - t0;
	// First use builds the index from the metadata cache: once per session.
	const t1 = performance.now();
	await p.stateStore().campaignNotes('Tracks');
	const indexMs = performance.now() - t1;
	const view = new b.IronLedgerSidebar(b.WorkspaceLeaf.create2__(app), p);
	await view.onOpen();
	const el = view.contentEl;
	document.body.appendChild(el);
	const character = await timeAsync(() => view.refresh());
	el.querySelector('button[data-tab="tracks"]').click();
	for (let i = 0; i < 5; i++) await tick();
	const tracks = await timeAsync(() => view.refresh());
	const shown = el.querySelectorAll('.iron-ledger-track').length;
	// Baseline: as many plain rows as there are tracks, one div with its name each.
	const plainRows = await timeAsync(() => {
		el.empty();
		for (let i = 0; i < VAULT_SIZE.tracks; i++) el.createDiv({ cls: 'row', text: `Track ${i}` });
	});
	const notes = await timeAsync(() => p.stateStore().campaignNotes('Tracks'));
	el.remove();
	const v = VAULT_SIZE;
	return {
		shown,
		rows: [
			[`build the synthetic vault in the mocks (${v.notes} notes, ${v.tracks} tracks, ${v.characters} characters, ${v.blocks} blocks; once)`, ms(vaultMs), '', '', '—'],
			['campaign index built from the metadata cache (first use, once)', ms(indexMs), '', '', '—'],
			["the track folder's notes from the index (what the sidebar and the palette ask)", withCpu(notes), '', '', '—'],
			['happy-dom: sidebar redraw, Character tab (active sheet read, rules opened)', withCpu(character), ms(plainRows.wall), ratio(character.wall, plainRows.wall), '— (Chromium below)'],
			[`happy-dom: sidebar redraw, Tracks tab (${v.tracks} tracks and clocks; ${shown} rows drawn)`, withCpu(tracks), ms(plainRows.wall), ratio(tracks.wall, plainRows.wall), '— (Chromium below)'],
			[`  baseline: ${v.tracks} plain rows (createDiv with text) in happy-dom`, withCpu(plainRows), '', '', ''],
		],
	};
}

/** The same redraws in Chromium: the figures the target is for. */
async function chromiumRows(outDir, files, shown) {
	const c = await sidebarInChromium(outDir, files, VAULT_SIZE.tracks);
	// Without a browser the happy-dom rows are all there is: slower than the real thing, for reading against their baseline.
	if (!c) return [['Chromium: sidebar redraw', 'not run: install Debian chromium', '', '', `≤ ${REDRAW_TARGET} ms`]];
	const target = (x) => `≤ ${REDRAW_TARGET} ms ${verdict(x <= REDRAW_TARGET)}`;
	return [
		['Chromium: sidebar redraw, Character tab (real DOM + layout)', ms(c.character), ms(c.plain), ratio(c.character, c.plain), target(c.character)],
		[`Chromium: sidebar redraw, Tracks tab (${VAULT_SIZE.tracks} tracks and clocks; ${c.rows} rows drawn, the rest a page at a time)`, ms(c.tracks), ms(c.plain), ratio(c.tracks, c.plain), target(c.tracks)],
		[`  for scale: all ${VAULT_SIZE.tracks} drawn at once (the tab before paging)`, ms(c.all), ms(c.plain), ratio(c.all, c.plain), ''],
		[`  baseline: ${VAULT_SIZE.tracks} plain rows (createDiv with text) in Chromium`, ms(c.plain), '', '', ''],
	].concat(shown === c.rows ? [] : [['  (happy-dom and Chromium drew different row counts)', '', '', '', '']]);
}

export async function benchCampaign(outDir) {
	const b = await load(outDir);
	const files = syntheticVault(b);
	const sidebar = await sidebarRows(b, files);
	const chromium = await chromiumRows(outDir, files, sidebar.shown);
	const rolls = [...(await rollRows(b, {}, 'on a 4-note vault')), ...(await rollRows(b, files, `on the ${VAULT_SIZE.notes}-note vault`))];
	const loadAverage = loadavg().map((l) => l.toFixed(2)).join(' ');
	const notes = [
		`   load average at the end of this section: ${loadAverage}. Medians of 21 runs (moves: 41) after 5 warm-ups; targets are read on the wall`,
		'   time. "CPU": the median CPU time of this process per run, which other load on the machine inflates far less.',
		`   Sidebar: IronLedgerSidebar.refresh() awaited, the index already built; ${VAULT_SIZE.characters} character sheets, the active one drawn.`,
		'   In Chromium the plugin, the mocks and the vault run in the page, each sample ends with a forced layout; happy-dom is a',
		'   simulated DOM that builds elements several times slower (no layout), so its rows are for reading against its baseline.',
		`   Roll to note: runCommand as the palette calls it, answers scripted (no modal drawn), dice fixed, content already loaded;`,
		'   included: the move list, odds, the roll, the outcome evaluation, the block written at the cursor, the notes changed through',
		'   Vault.process and the metadata cache updated. Each sample restores the notes and the journal first, untimed.',
	].join('\n');
	return { sidebar: [...sidebar.rows, ...chromium], rolls, notes };
}
