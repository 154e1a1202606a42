// Section 11 of the bench: a note's `iron:` links resolved as the reading view does (each link
// found in the text, its id looked up, "did you mean" for one that names nothing). Issue 29: an
// unknown id of 2,000 characters took 15 ms a link in the "did you mean" search, 7.7 s for a
// note of 500. Baseline, measured in the same run: the same number of links to real ids.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ms, nodeBundle, printTable, ratio, timePair, verdict } from './lib.mjs';

const require = createRequire(import.meta.url);
const LINKS = 500;
const TARGET_MS = 50;

/** A note of LINKS links, the id of link i made by `id(i)`. */
const note = (id) => Array.from({ length: LINKS }, (_, i) => `- [Link ${i}](iron:${id(i)})`).join('\n');

export async function benchLinks(outDir) {
	const outfile = join(outDir, 'links.cjs');
	await nodeBundle(join(import.meta.dirname, 'links-entry.ts'), outfile);
	const api = require(outfile);
	const content = api.bundledContent();
	const real = [...content.index('starforged').byId.keys()].filter((id) => id.startsWith('move:'));
	const resolveAll = (text) => () => {
		let problems = 0;
		for (const link of api.findEntryLinks(text)) if (api.resolveEntry(content, link.id).problem) problems++;
		return problems;
	};
	const baseline = note((i) => real[i % real.length]);
	const cases = [
		{ label: `${LINKS} links, unknown ids of 2,000 characters`, text: note((i) => `move:starforged/${String(i).padEnd(2000, 'q')}`), target: true },
		{ label: `${LINKS} links, unknown ids of 150 characters (still guessed for)`, text: note((i) => `move:starforged/${String(i).padEnd(150, 'q')}`) },
		{ label: `${LINKS} links, ids a letter off a real one (did you mean found)`, text: note((i) => `${real[i % real.length]}x`) },
	];
	const rows = cases.map((c) => {
		const [time, base] = timePair(resolveAll(c.text), resolveAll(baseline), { warmup: 2, samples: 9 });
		return [c.label, ms(time), ms(base), ratio(time, base), c.target ? `≤ ${TARGET_MS} ms → ${verdict(time <= TARGET_MS)}` : '—'];
	});
	printTable(`11. A note's iron: links resolved as the reading view does (baseline: as many links to real ids)`, ['note', 'time', 'baseline', 'ratio', 'target'], rows);
	console.log('   median of 9 after 2 warm-ups, content loaded once before.');
}
