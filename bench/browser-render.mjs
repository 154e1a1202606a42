// Times rendering 1000 blocks in Debian's Chromium (real DOM and layout), via playwright-core.
import esbuild from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataswornEsbuildPlugin } from '../scripts/datasworn-pack.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export async function renderInChromium(outDir, bench) {
	if (!existsSync(CHROMIUM)) return undefined;
	const out = join(outDir, 'browser.js');
	await esbuild.build({
		entryPoints: [join(bench, 'browser-entry.ts')],
		outfile: out,
		bundle: true,
		format: 'iife',
		platform: 'browser',
		minify: true,
		charset: 'utf8',
		logLevel: 'silent',
		plugins: [dataswornEsbuildPlugin()],
	});
	const { chromium } = await import('playwright-core');
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
	try {
		const page = await browser.newPage();
		// The plugin's own stylesheet applies, as it does in Obsidian.
		await page.setContent('<!doctype html><html><head></head><body></body></html>');
		await page.addStyleTag({ content: readFileSync(join(bench, '..', 'styles.css'), 'utf8') });
		await page.addScriptTag({ content: readFileSync(out, 'utf8') });
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
	} finally {
		await browser.close();
	}
}
