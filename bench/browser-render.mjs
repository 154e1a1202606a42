// Times rendering 1000 blocks in Debian's Chromium (real DOM and layout), via playwright-core.
import esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataswornEsbuildPlugin } from '../scripts/datasworn-pack.mjs';
import { CHROMIUM, inChromium } from './browser-page.mjs';
import { profileRenders } from './render-profile.mjs';

function buildBrowserBundle(bench, out, minify) {
	return esbuild.build({
		entryPoints: [join(bench, 'browser-entry.ts')],
		outfile: out,
		bundle: true,
		format: 'iife',
		platform: 'browser',
		minify,
		charset: 'utf8',
		logLevel: 'silent',
		plugins: [dataswornEsbuildPlugin()],
	});
}

export async function renderInChromium(outDir, bench) {
	if (!existsSync(CHROMIUM)) return undefined;
	const out = join(outDir, 'browser.js');
	await buildBrowserBundle(bench, out, true);
	const timed = await inChromium(out, async (page) => {
		// The page's main-thread CPU time, which other load on the machine inflates far less than the clock.
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Performance.enable');
		const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN;
		await page.evaluate(() => window.renderMany(200));
		const runs = [];
		for (let i = 0; i < 5; i++) {
			await page.evaluate(() => window.prepare(1000));
			const before = await threadTime();
			const ms = await page.evaluate(() => window.renderPrepared());
			const cpu = ((await threadTime()) - before) * 1000;
			runs.push({ ms, cpu, split: await page.evaluate(() => window.renderSplit()) });
		}
		const cpus = runs.map((r) => r.cpu).sort((a, b) => a - b);
		runs.sort((a, b) => a.ms - b.ms);
		// The median run, with its own split; the fastest, and the median CPU time, say what a quiet machine would see.
		return { ms: runs[2].ms, split: runs[2].split, min: runs[0].ms, cpu: cpus[2] };
	});
	if (!timed || !process.env.BENCH_PROFILE) return timed;
	// A bundle of its own with readable names, in a page of its own, after the timed runs.
	const readable = join(outDir, 'browser-profile.js');
	await buildBrowserBundle(bench, readable, false);
	const profile = await inChromium(readable, async (page) => {
		await page.evaluate(() => window.renderMany(200));
		return profileRenders(page);
	});
	return { ...timed, profile };
}
