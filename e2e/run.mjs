// End-to-end check of what a player sees: the built main.js, loaded into Debian's headless
// Chromium (via playwright-core) with obsidian-test-mocks as its `obsidian` module, renders a
// journal note holding every kind of block, in a light and a dark theme and at phone width,
// and the sidebar's tabs when the plugin has one. Screenshots go to e2e-screens/; the checks
// (overflow, visible badges and dice, WCAG contrast, the malformed block) fail the run.
// `npm run e2e` builds first; `node e2e/run.mjs` uses the main.js already built.
// IRON_LEDGER_E2E_CSS=file.css adds a stylesheet after styles.css, to try a style fix.
import esbuild from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCREENS = join(ROOT, 'e2e-screens');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--font-render-hinting=none'];
const CLI = join(ROOT, 'bin', 'iron-ledger.cjs');
const MAIN_JS = join(ROOT, 'main.js');

const started = Date.now();
for (const [file, what] of [[CHROMIUM, 'Debian Chromium (apt-get install chromium)'], [MAIN_JS, 'main.js (npm run build)'], [CLI, 'the CLI (npm run build)']]) {
	if (!existsSync(file)) {
		console.error(`e2e: ${what} is missing: ${file}`);
		process.exit(2);
	}
}

// ---------------------------------------------------------------------------------------
// The campaign: a vault and a journal note written by the built CLI, as a player's would be.

const work = mkdtempSync(join(tmpdir(), 'iron-ledger-e2e-'));
const vault = join(work, 'vault');
mkdirSync(vault);
const JOURNAL = 'Journal.md';
const journalPath = join(vault, JOURNAL);

function cli(...args) {
	try {
		return execFileSync(process.execPath, [CLI, ...args], { cwd: vault, encoding: 'utf8' });
	} catch (error) {
		throw new Error(`iron-ledger ${args.join(' ')} failed: ${error.stderr || error.message}`);
	}
}

/** What each card must show, in the note's order. */
const expectations = [];
const prose = (text) => appendFileSync(journalPath, `${text}\n\n`);
/** Appends a block made by the CLI to the journal and records what its card must show. */
function block(expectation, ...args) {
	cli(...args, '--journal', JOURNAL);
	expectations.push(expectation);
}

cli('character', 'new', '--vault', '.', '--name', 'Kira', '--ruleset', 'classic', '--stats', 'edge=3,heart=2,iron=2,shadow=1,wits=1', '--assets', 'asset:classic/combat_talent/ironclad,asset:classic/companion/hawk');
cli('track', 'new', '--vault', '.', '--kind', 'vow', '--rank', 'dangerous', '--name', 'Recover the Iron Circlet', '--character', 'Characters/Kira.md');
cli('track', 'mark', 'Tracks/Recover the Iron Circlet.md', '--vault', '.', '--times', '3');
cli('clock', 'new', '--vault', '.', '--name', 'The Raiders Arrive', '--segments', '6');

writeFileSync(journalPath, '# Session 3: The Barrow\n\n');
prose('Kira reaches the barrow at dusk. The stones are slick with rain and something moves below.');
block({ label: 'Face Danger, strong hit, changes', badges: ['Strong hit'], dice: ['5', '3', '4'] }, 'move', 'Face Danger', '--ruleset', 'classic', '--vault', '.', '--character', 'Characters/Kira.md', '--stat', 'edge', '--dice', '5,3,4', '--apply');
block({ label: 'Face Danger, weak hit', badges: ['Weak hit'], dice: ['4', '3', '8'] }, 'move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--dice', '4,3,8', '--by', '[[Kira]]');
block({ label: 'Face Danger, miss', badges: ['Miss'], dice: ['2', '7', '9'] }, 'move', 'Face Danger', '--ruleset', 'classic', '--stat', 'edge=2', '--dice', '2,7,9');
prose('The passage narrows. She studies the carvings before going on.');
block({ label: 'Secure an Advantage, match', badges: ['Strong hit', 'Match: a twist or an opportunity'], dice: ['6', '4', '4'] }, 'move', 'Secure an Advantage', '--ruleset', 'classic', '--stat', 'wits=3', '--adds', '1', '--reason', 'bonded', '--dice', '6,4,4');
block({ label: 'burned momentum', badges: ['Weak hit'], dice: ['2', '5', '8'] }, 'move', 'Face Danger', '--ruleset', 'classic', '--stat', 'heart=2', '--momentum', '6', '--dice', '2,5,8', '--burn');
block({ label: 'cancelled action die', badges: ['Weak hit'], dice: ['4', '2', '6'] }, 'move', 'Face Danger', '--ruleset', 'classic', '--stat', 'iron=3', '--momentum', '-4', '--dice', '4,2,6');
prose('At the heart of the barrow lies the circlet.');
block({ label: 'progress roll', badges: ['Weak hit'], dice: ['3', '8'] }, 'move', 'Fulfill Your Vow', '--ruleset', 'classic', '--score', '6', '--track', '[[Recover the Iron Circlet from the Barrow of the Unquiet Dead]]', '--dice', '3,8');
block({ label: 'oracle, nested rolls', badges: ['Duplicate: make it more dramatic'], dice: ['97', '3', '3'] }, 'oracle', 'Major Plot Twist', '--ruleset', 'classic', '--dice', '97,3,3');
block({ label: 'Pay the Price, make it worse', badges: ['Make it worse'], dice: ['1', '40'] }, 'move', 'Pay the Price', '--ruleset', 'classic', '--dice', '1,40');
block({ label: 'Ask the Oracle', badges: ['Yes', 'Match: an extreme result or a twist'], dice: ['66'] }, 'ask', 'likely', '--ruleset', 'classic', '--dice', '66');
block({ label: 'Ask the Oracle, no', badges: ['No'], dice: ['12'] }, 'ask', 'small_chance', '--ruleset', 'classic', '--dice', '12');
prose('A stranger waits by the barrow, and an oracle template says who:');
block({ label: 'oracle template', dice: ['10', '20'] }, 'template', '--text', 'A {{Character Role}} who wants to {{Goal}}.', '--ruleset', 'classic', '--dice', '10,20');
prose('Written by hand, and wrong:');
const MALFORMED = 'v: 1\nkind: action\naction_die: 9';
appendFileSync(journalPath, `\`\`\`iron-move\n${MALFORMED}\n\`\`\`\n\n`);
expectations.push({ label: 'malformed block', errorSource: MALFORMED });
prose('Kira climbs out into the rain, the circlet in her pack.');

/** Every note of the vault, for the mock vault (the sidebar reads the character and tracks). */
function readVault(dir) {
	const files = {};
	for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
		if (!entry.isFile()) continue;
		const full = join(entry.parentPath ?? entry.path, entry.name);
		files[relative(dir, full)] = readFileSync(full, 'utf8');
	}
	return files;
}
// The campaign told as a story, a web page a player opens in a browser (its view is checked below).
cli('export', '--journal', JOURNAL, '--format', 'html', '--out', 'Story.html', '--vault', '.');
const storyHtml = readFileSync(join(vault, 'Story.html'), 'utf8');
const files = readVault(vault);
delete files['Story.html'];
const journal = files[JOURNAL];
const blockCount = (journal.match(/^```iron-move$/gm) ?? []).length;
if (blockCount !== expectations.length) throw new Error(`the journal holds ${blockCount} blocks for ${expectations.length} expectations`);

// ---------------------------------------------------------------------------------------
// The page: themes, the plugin's stylesheet, the harness, and the real main.js.

const harness = join(work, 'harness.js');
await esbuild.build({
	entryPoints: [join(ROOT, 'e2e', 'harness.ts')],
	outfile: harness,
	bundle: true,
	format: 'iife',
	platform: 'browser',
	target: 'es2021',
	charset: 'utf8',
	logLevel: 'silent',
});
const harnessJs = readFileSync(harness, 'utf8');
const themesCss = readFileSync(join(ROOT, 'e2e', 'themes.css'), 'utf8');
const stylesCss = readFileSync(join(ROOT, 'styles.css'), 'utf8');
const extraCss = process.env.IRON_LEDGER_E2E_CSS ? readFileSync(process.env.IRON_LEDGER_E2E_CSS, 'utf8') : '';
// main.js is CommonJS: wrap it so it runs with the harness's module, exports and require.
const mainJs = `window.e2e.define(function (module, exports, require) {\n${readFileSync(MAIN_JS, 'utf8')}\n});\n//# sourceURL=main.js`;
const manifest = JSON.parse(readFileSync(join(ROOT, 'manifest.json'), 'utf8'));
const settings = { rulesets: ['classic', 'delve', 'starforged'], activeCharacter: 'Characters/Kira.md', journalNote: JOURNAL };

rmSync(SCREENS, { recursive: true, force: true });
mkdirSync(SCREENS, { recursive: true });

const { chromium } = await import('playwright-core');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

const summary = [];
const failures = [];
/** What is at fault (a selector and why) → the passes where it showed and how often. */
const culprits = new Map();
function report(pass, result) {
	result.failures.forEach((_, i) => {
		const key = `${result.name}: ${result.culprits?.[i] ?? result.failures[i]}`;
		const entry = culprits.get(key) ?? { passes: new Set(), count: 0 };
		entry.passes.add(pass.split(' ')[0]);
		entry.count++;
		culprits.set(key, entry);
	});
	const ok = result.failures.length === 0;
	summary.push(`${ok ? 'ok  ' : 'FAIL'} ${pass}: ${result.name}: ${result.detail}${ok ? '' : ` — ${result.failures.length} problem${result.failures.length === 1 ? '' : 's'}`}`);
	for (const f of result.failures) failures.push(`${pass}: ${result.name}: ${f}`);
}

/** A page with the plugin loaded in a theme; page errors and console errors fail the pass. */
async function openPage(theme, width, height) {
	const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, colorScheme: theme });
	const page = await context.newPage();
	const errors = [];
	page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
	});
	await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><title>Iron Ledger e2e</title></head><body class="theme-${theme}"></body></html>`);
	await page.addStyleTag({ content: themesCss });
	await page.addStyleTag({ content: stylesCss });
	if (extraCss) await page.addStyleTag({ content: extraCss });
	await page.addScriptTag({ content: harnessJs });
	await page.addScriptTag({ content: mainJs });
	await page.evaluate((options) => window.e2e.loadPlugin(options), { manifest, files, settings });
	return { context, page, errors };
}

function reportErrors(pass, errors) {
	report(pass, { name: 'no page errors', detail: 'console and exceptions', failures: errors });
}

async function notePass(pass, theme, width, { mobile = false } = {}) {
	const { context, page, errors } = await openPage(theme, width, 900);
	try {
		const { blocks } = await page.evaluate(({ markdown, mobile }) => window.e2e.renderNote(markdown, mobile), { markdown: journal, mobile });
		// A player reads the move text of the weak hit: open it, as a click on its summary does.
		await page.evaluate(() => window.e2e.openMoveText(1));
		// Cards use content-visibility: auto, so only those on screen are laid out: make the
		// viewport hold the whole note, as scrolling through it would.
		const height = await page.evaluate(() => document.documentElement.scrollHeight);
		await page.setViewportSize({ width, height });
		// The cards newly on screen are laid out on a later frame, and a loaded machine draws late:
		// wait two frames, then (up to 5 s) until every badge has a size, before checking.
		await page.evaluate(() => new Promise((done) => window.requestAnimationFrame(() => window.requestAnimationFrame(() => done(undefined)))));
		await page
			.waitForFunction(() => [...document.querySelectorAll('.iron-ledger-badge')].every((b) => b.getBoundingClientRect().width > 0), null, { timeout: 5000 })
			.catch(() => undefined);
		const { results } = await page.evaluate((expected) => window.e2e.checkNote(expected), expectations);
		if (blocks !== expectations.length) results.unshift({ name: 'blocks', detail: `${blocks}`, failures: [`${blocks} blocks processed, ${expectations.length} expected`] });
		for (const r of results) report(pass, r);
		await page.screenshot({ path: join(SCREENS, `note-${pass}.png`), fullPage: true });
		reportErrors(pass, errors);
	} finally {
		await context.close();
	}
}

async function sidebarPass(pass, theme) {
	const { context, page, errors } = await openPage(theme, 360, 800);
	try {
		const { registered, tabs } = await page.evaluate(() => window.e2e.openSidebar());
		if (!registered) {
			summary.push(`skip ${pass}: sidebar: not registered, skipped`);
			return;
		}
		if (tabs.length === 0) report(pass, { name: 'sidebar tabs', detail: '0 tabs', failures: ['the sidebar shows no Character/Tracks/Moves/Oracles tabs'] });
		for (const tab of tabs) {
			const results = await page.evaluate((label) => window.e2e.showTab(label), tab);
			for (const r of results) report(`${pass} ${tab}`, r);
			await page.locator('.e2e-sidebar').screenshot({ path: join(SCREENS, `sidebar-${theme}-${tab.toLowerCase().replace(/\W+/g, '-')}.png`) });
		}
		reportErrors(pass, errors);
	} finally {
		await context.close();
	}
}

/**
 * The views a palette command opens and the sidebar's entry panel (what a link in a note opens),
 * checked like the cards: nothing spills out, text is readable. Then the story export as the
 * browser shows it, in the same theme (it follows the system's light or dark) and width.
 */
async function viewsPass(pass, theme, width) {
	const { context, page, errors } = await openPage(theme, width, 900);
	try {
		const results = await page.evaluate(() => window.e2e.showModal('show-roll-statistics', 'roll statistics'));
		for (const r of results) report(pass, r);
		await page.locator('.e2e-modal').screenshot({ path: join(SCREENS, `view-${pass}-roll-statistics.png`) });
		await page.evaluate(() => document.querySelectorAll('.e2e-modal').forEach((m) => m.remove()));
		const { registered } = await page.evaluate(() => window.e2e.openSidebar());
		if (registered) {
			for (const r of await page.evaluate(() => window.e2e.showEntry('move:classic/adventure/face_danger'))) report(pass, r);
			await page.locator('.e2e-sidebar').screenshot({ path: join(SCREENS, `view-${pass}-linked-entry.png`) });
		}
		reportErrors(pass, errors);
	} finally {
		await context.close();
	}
	const story = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, colorScheme: theme, javaScriptEnabled: false });
	try {
		const page = await story.newPage();
		await page.setContent(storyHtml);
		const { scrollWidth, paragraphs } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, paragraphs: document.querySelectorAll('p').length }));
		const failures = [];
		if (scrollWidth > width) failures.push(`the story is ${scrollWidth}px wide in a ${width}px window`);
		if (paragraphs < 5) failures.push(`the story shows ${paragraphs} paragraphs`);
		report(pass, { name: 'story export (HTML)', detail: `${paragraphs} paragraphs, ${scrollWidth}px wide`, failures });
		await page.screenshot({ path: join(SCREENS, `view-${pass}-story.png`), fullPage: true });
	} finally {
		await story.close();
	}
}

/** A pass that throws (the plugin fails to load, a block processor throws…) is a failure, and the others still run. */
async function run(pass, fn) {
	try {
		await fn();
	} catch (error) {
		report(pass, { name: 'runs', detail: 'the pass ran to its end', failures: [String(error?.stack ?? error).split('\n').slice(0, 4).join(' | ')] });
	}
}

try {
	await run('light', () => notePass('light', 'light', 1000));
	await run('dark', () => notePass('dark', 'dark', 1000));
	await run('phone', () => notePass('phone', 'light', 390, { mobile: true }));
	await run('phone-dark', () => notePass('phone-dark', 'dark', 390, { mobile: true }));
	await run('sidebar-light', () => sidebarPass('sidebar-light', 'light'));
	await run('sidebar-dark', () => sidebarPass('sidebar-dark', 'dark'));
	await run('views-light', () => viewsPass('views-light', 'light', 1000));
	await run('views-dark', () => viewsPass('views-dark', 'dark', 1000));
	await run('views-phone', () => viewsPass('views-phone', 'light', 390));
	await run('views-phone-dark', () => viewsPass('views-phone-dark', 'dark', 390));
} finally {
	await browser.close();
	rmSync(work, { recursive: true, force: true });
}

console.log(summary.join('\n'));
console.log(`screenshots: ${relative(process.cwd(), SCREENS) || '.'}/ (${readdirSync(SCREENS).join(', ')})`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length > 0) {
	console.log(`\ne2e: ${failures.length} problem${failures.length === 1 ? '' : 's'} (${seconds} s):`);
	for (const f of failures) console.log(`  - ${f}`);
	console.log('\nby element:');
	for (const [key, { passes, count }] of culprits) console.log(`  - ${key} (${count}× in ${[...passes].join(', ')})`);
	process.exit(1);
}
console.log(`e2e: all checks passed (${seconds} s)`);
