// A page in Debian's Chromium (real DOM and layout, via playwright-core) with the plugin's own
// stylesheet and one bench bundle loaded, as the browser sections use it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Runs `use(page)` on a fresh page holding `bundleFile`; undefined when Chromium is not installed. */
export async function inChromium(bundleFile, use) {
	if (!existsSync(CHROMIUM)) return undefined;
	const { chromium } = await import('playwright-core');
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
	try {
		const page = await browser.newPage();
		// The plugin's own stylesheet applies, as it does in Obsidian.
		await page.setContent('<!doctype html><html><head></head><body></body></html>');
		await page.addStyleTag({ content: readFileSync(join(ROOT, 'styles.css'), 'utf8') });
		await page.addScriptTag({ content: readFileSync(bundleFile, 'utf8') });
		return await use(page);
	} finally {
		await browser.close();
	}
}
