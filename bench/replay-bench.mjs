// Section 8 of the bench: replaying the journal. `verify` over a synthetic vault built here
// (characters, tracks, journal notes whose blocks' `changes` chain from one to the next),
// `journal check` on one big note, and a hostile block's rejection. Baselines, measured in the
// same run: reading the same files and JSON.parse of the blocks' data, so the ratios say what
// the YAML, the checks and the replay add to merely touching the bytes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median, ms, nodeBundle, ratio, verdict } from './lib.mjs';

const require = createRequire(import.meta.url);
const CHARACTERS = 10;
const TRACKS = 100;
const STATS = ['health', 'spirit', 'supply', 'momentum'];

async function build(outDir) {
	const outfile = join(outDir, 'replay.cjs');
	await nodeBundle(join(import.meta.dirname, 'replay-entry.ts'), outfile);
	return require(outfile);
}

/** A chain of frontmatter values: each block's change starts where the last one left the key. */
function chain() {
	const now = new Map();
	const step = (note, key, to) => {
		const id = `${note}#${key}`;
		const from = now.has(id) ? now.get(id) : 0;
		now.set(id, to);
		return { note: `[[${note}]]`, key, from, to };
	};
	return { step, now };
}

/** `count` blocks of every kind the examples hold, each with one or two changes that chain. */
// Play order (issue 24): blocks stamped a second apart from this time, when a vault is made stamped.
const PLAYED_FROM = Date.UTC(2026, 0, 1);

function blocks(api, count, links, start, stamp) {
	const kinds = Object.values(api.EXAMPLES);
	const out = [];
	for (let i = start; i < start + count; i++) {
		const base = kinds[i % kinds.length];
		const character = `Characters/C${i % CHARACTERS}`;
		const changes = [links.step(character, STATS[i % STATS.length], (i * 7) % 6)];
		if (i % 3 === 0) changes.push(links.step(`Tracks/T${i % TRACKS}`, 'ticks', i % 41));
		const played = stamp ? { played: { at: new Date(PLAYED_FROM + stamp(i) * 1000).toISOString(), seq: 1 } } : {};
		out.push(api.writeBlock({ ...base, undone: undefined, changes, ...played }));
	}
	return out;
}

const prose = (i) => `The wind turns at the ford; Kira counts the ${i}th stone and listens for the horn.\n`;

/**
 * A vault on disk: `journals` notes of `perNote` blocks, `others` notes without blocks, and the
 * characters and tracks, whose frontmatter ends where the journal leaves it (so verify agrees).
 */
function makeVault(api, { journals, perNote, others = 0, stamped }) {
	const dir = mkdtempSync(join(tmpdir(), 'iron-ledger-replay-'));
	for (const sub of ['Characters', 'Tracks', 'Journal', 'Notes']) mkdirSync(join(dir, sub));
	const links = chain();
	for (let n = 0; n < journals; n++) {
		const stamp = stamped ? (i) => i : undefined;
		const parts = blocks(api, perNote, links, n * perNote, stamp).map((b, i) => `${prose(i)}\n${b}`);
		// Named against play order: the last note played sorts first, so verify must sort every block.
		const name = stamped === 'reversed' ? journals - n : n + 1;
		writeFileSync(join(dir, 'Journal', `Session ${String(name).padStart(3, '0')}.md`), `# Session ${name}\n\n${parts.join('\n')}`);
	}
	const fm = (values) => `---\n${Object.entries(values).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n`;
	const last = (note, key) => links.now.get(`${note}#${key}`) ?? 0;
	for (let c = 0; c < CHARACTERS; c++) {
		const note = `Characters/C${c}`;
		// A legal sheet: verify also checks the sheets (stats 1-3, a ruleset), and must agree here.
		writeFileSync(join(dir, `${note}.md`), fm({ iron_ledger: 'character', ruleset: 'classic', edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1, ...Object.fromEntries(STATS.map((k) => [k, last(note, k)])) }));
	}
	for (let t = 0; t < TRACKS; t++) {
		const note = `Tracks/T${t}`;
		writeFileSync(join(dir, `${note}.md`), fm({ iron_ledger: 'track', kind: 'vow', rank: 'dangerous', ticks: last(note, 'ticks') }));
	}
	for (let o = 0; o < others; o++) writeFileSync(join(dir, 'Notes', `Place ${o}.md`), `# Place ${o}\n\n${prose(o).repeat(8)}`);
	return dir;
}

/**
 * Median of `samples` runs after warm-ups (each run is long enough to time on its own). The
 * process's CPU time is kept too: on a busy machine the clock counts other work. Warm-ups go on
 * for half a second (at least two): there the optimizing compiler, a background thread, got to a
 * short task's code only after several runs, and one warm-up timed the unoptimized code.
 */
async function timeAsync(fn, samples) {
	const start = performance.now();
	for (let runs = 0; runs < 2 || (runs < 30 && performance.now() - start < 500); runs++) await fn();
	const xs = [];
	const cpus = [];
	for (let i = 0; i < samples; i++) {
		global.gc();
		const c0 = process.cpuUsage();
		const t0 = performance.now();
		await fn();
		xs.push(performance.now() - t0);
		const c = process.cpuUsage(c0);
		cpus.push((c.user + c.system) / 1000);
	}
	return { wall: median(xs), cpu: median(cpus) };
}
/** A time with the CPU time of the same runs. */
const shown = (time) => `${ms(time.wall)} (cpu ${ms(time.cpu)})`;

/** The baseline: every note of the vault read, and the same number of blocks' data JSON-parsed. */
function readAll(dir) {
	let bytes = 0;
	const walk = (d) => {
		for (const e of readdirSync(d, { withFileTypes: true })) {
			if (e.isDirectory()) walk(join(d, e.name));
			else bytes += readFileSync(join(d, e.name), 'utf8').length;
		}
	};
	walk(dir);
	return bytes;
}

export async function benchReplay(outDir) {
	const api = await build(outDir);
	const content = api.bundledContent();
	const rows = [];
	const made = [];
	const verifyOn = async (label, shape, target, samples = 5) => {
		const dir = makeVault(api, shape);
		made.push(dir);
		const run = () => api.verifyCampaign(new api.FileStateStore(dir), content);
		const report = await run();
		const agree = report.disagreements.length + report.problems.length === 0;
		if (report.blocks !== shape.journals * shape.perNote || !agree) {
			throw new Error(`replay bench: ${label}: ${report.blocks} blocks, ${report.problems[0] ?? report.disagreements[0]?.message ?? ''}`);
		}
		const time = await timeAsync(run, samples);
		const t = time.wall;
		const base = (await timeAsync(() => readAll(dir), samples)).wall;
		rows.push([label, shown(time), ms(base), ratio(t, base), ms(t / report.blocks), target ? `≤ ${ms(target)} → ${verdict(t <= target)}` : '—']);
		return time;
	};
	await verifyOn('verify, 1,000 blocks (5 notes × 200)', { journals: 5, perNote: 200 });
	await verifyOn('verify, 5,000 blocks (25 notes × 200)', { journals: 25, perNote: 200 });
	const untimed = await verifyOn('verify, 20,000 blocks (100 notes × 200)', { journals: 100, perNote: 200 }, 1000, 3);
	// Play order (issue 24: at most +5 % over the same blocks without it).
	for (const [label, stamped] of [
		['verify, 20,000 blocks with play order (at, seq), notes named in play order', true],
		['verify, 20,000 blocks with play order, notes named against it (every block sorted)', 'reversed'],
	]) {
		// CPU time: on a shared machine the wall clock counts other work, and 5 % is within its noise.
		const t = (await verifyOn(label, { journals: 100, perNote: 200, stamped }, 1000, 3)).cpu;
		rows.push([`  play order over the same 20,000 blocks without it (CPU)`, ms(t), ms(untimed.cpu), ratio(t, untimed.cpu), '', `≤ 1.05× → ${verdict(t <= untimed.cpu * 1.05)}`]);
	}
	// Listing: the same 1,000 blocks, in a vault of 100 or 5,000 notes (most without blocks).
	await verifyOn('verify, 1,000 blocks, 100 notes in the vault', { journals: 5, perNote: 200, others: 100 - 5 - CHARACTERS - TRACKS + 15 });
	await verifyOn('verify, 1,000 blocks, 5,000 notes in the vault', { journals: 5, perNote: 200, others: 5000 - 5 - CHARACTERS - TRACKS }, undefined, 3);
	for (const dir of made) rmSync(dir, { recursive: true, force: true });

	// journal check in a fresh process of its own, as the CLI runs it: after the verify rows above
	// the same process's heap and compiled code (shaped by verify's other notes) made it twice as
	// slow, which no player's `journal check` meets.
	rows.push(...JSON.parse(execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), 'journal-check', outDir], { encoding: 'utf8' })));

	// A hostile block: the most keys that fit under the size cap, and a block just over it.
	const manyKeys = Array.from({ length: 20000 }, (_, i) => `k${i}: 1`).join('\n').slice(0, api.MAX_BLOCK_CHARS);
	const oversize = `v: 1\nkind: sheet\nwhat: ${'x'.repeat(api.MAX_BLOCK_CHARS)}`;
	for (const [label, source] of [
		[`hostile block: ${manyKeys.split('\n').length.toLocaleString('en-US')} keys in ${api.MAX_BLOCK_CHARS.toLocaleString('en-US')} chars (cap ${api.MAX_BLOCK_KEYS} keys)`, manyKeys],
		[`hostile block: ${(oversize.length / 1024).toFixed(0)} KiB (cap ${api.MAX_BLOCK_CHARS / 1024} KiB)`, oversize],
	]) {
		const result = api.parseBlock(source);
		if (result.ok) throw new Error(`replay bench: ${label} was accepted`);
		const time = await timeAsync(() => api.parseBlock(source), 9);
		const t = time.wall;
		const base = (await timeAsync(() => JSON.parse(JSON.stringify(source)), 9)).wall;
		rows.push([`${label}: refused`, shown(time), ms(base), ratio(t, base), '—', '"not seconds"']);
	}
	return rows;
}

/** `journal check` on one note of 1 MB and 5 MB, blocks and prose as a long campaign writes them. */
async function journalCheckRows(api) {
	const content = api.bundledContent();
	const rows = [];
	const links = chain();
	const note = (bytes) => {
		let text = '# Campaign\n\n';
		let i = 0;
		while (text.length < bytes) {
			text += blocks(api, 50, links, i).map((b, k) => `${prose(i + k)}\n${b}`).join('\n');
			i += 50;
		}
		return text;
	};
	for (const [mbytes, target] of [[1], [5, 150]]) {
		const text = note(mbytes * 1e6);
		const check = () => api.checkNote(text, content);
		const { blocks: n, problems } = check();
		if (problems.length > 0) throw new Error(`replay bench: journal check found ${problems[0].line}: ${problems[0].message}`);
		const time = await timeAsync(check, 9);
		const t = time.wall;
		const base = (await timeAsync(() => text.split('\n').length, 9)).wall;
		rows.push([`journal check, ${mbytes} MB note (${n.toLocaleString('en-US')} blocks), own process`, shown(time), ms(base), ratio(t, base), ms(t / n), target ? `≤ ${ms(target)} → ${verdict(t <= target)}` : '—']);
	}
	return rows;
}

// Run by benchReplay in a child process: `node --expose-gc replay-bench.mjs journal-check <outDir>`.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'journal-check') {
	const rows = await journalCheckRows(require(resolve(process.argv[3], 'replay.cjs')));
	process.stdout.write(`${JSON.stringify(rows)}\n`);
}
