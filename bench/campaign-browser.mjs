// The sidebar's redraw in Debian's Chromium (real DOM and layout, via playwright-core): the
// plugin, obsidian-test-mocks and the synthetic vault all in the page, as campaign-bench.mjs
// runs them in happy-dom. happy-dom builds elements several times slower than a browser.
import esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataswornEsbuildPlugin } from '../scripts/datasworn-pack.mjs';
import { CHROMIUM, inChromium } from './browser-page.mjs';
import { ROOT } from './lib.mjs';

/** What runs in the page: the same steps as the happy-dom rows, medians of 21 after 5 warm-ups. */
async function inPage({ files, tracks }) {
	const b = window.IronLedgerBench;
	b.setup();
	const app = b.App.createConfigured__({ files: { 'Journal.md': '# Session 1\n', ...files } });
	const p = new b.IronLedgerPlugin(app.asOriginalType__(), b.manifest);
	await p.saveData({ rulesets: ['classic'], activeCharacter: 'Characters/Hero 3.md' });
	await p.onload();
	const view = new b.IronLedgerSidebar(b.WorkspaceLeaf.create2__(app), p);
	await view.onOpen();
	const el = view.contentEl;
	el.addClass('workspace-leaf-content');
	document.body.appendChild(el);
	// Each sample ends with a forced layout, as showing the sidebar would.
	const median = async (fn) => {
		const xs = [];
		for (let i = 0; i < 26; i++) {
			const t0 = performance.now();
			await fn();
			void el.offsetHeight;
			if (i >= 5) xs.push(performance.now() - t0);
		}
		return xs.sort((x, y) => x - y)[10];
	};
	const character = await median(() => view.refresh());
	el.querySelector('button[data-tab="tracks"]').click();
	await new Promise((r) => window.setTimeout(r, 20));
	const tracksMs = await median(() => view.refresh());
	const rows = el.querySelectorAll('.iron-ledger-track').length;
	// For scale: every active track drawn at once, as the tab did before it drew a page at a time.
	view.tracks.shown = Number.MAX_SAFE_INTEGER;
	const all = await median(() => view.refresh());
	const plain = await median(() => {
		el.empty();
		for (let i = 0; i < tracks; i++) el.createDiv({ cls: 'row', text: `Track ${i}` });
	});
	return { character, tracks: tracksMs, rows, all, plain };
}

/** The figures, or undefined when Chromium is not installed. */
export async function sidebarInChromium(outDir, files, tracks) {
	if (!existsSync(CHROMIUM)) return undefined;
	const out = join(outDir, 'campaign-browser.js');
	await esbuild.build({
		entryPoints: [join(ROOT, 'bench', 'campaign-entry.ts')],
		outfile: out,
		bundle: true,
		format: 'iife',
		globalName: 'IronLedgerBench',
		platform: 'browser',
		minify: true,
		charset: 'utf8',
		logLevel: 'silent',
		alias: { obsidian: 'obsidian-test-mocks/obsidian' },
		plugins: [dataswornEsbuildPlugin()],
	});
	return inChromium(out, (page) => page.evaluate(inPage, { files, tracks }));
}
