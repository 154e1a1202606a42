/**
 * The e2e page's script, bundled for Chromium by e2e/run.mjs. It provides what Obsidian
 * provides — the `obsidian` module (obsidian-test-mocks) and Obsidian's DOM helpers — then
 * loads the real built main.js (which run.mjs adds as a script tag calling `window.e2e.define`),
 * loads the plugin and renders a journal note through its `iron-move` code block processor.
 */
import * as obsidian from 'obsidian-test-mocks/obsidian';
import * as codemirrorState from '@codemirror/state';
import * as codemirrorView from '@codemirror/view';
import { App, WorkspaceLeaf } from 'obsidian-test-mocks/obsidian';
import { setup } from 'obsidian-test-mocks/setup';
import { type CardExpectation, type CheckResult, checkContrast, checkMalformed, checkOverflow, checkVisible } from './checks';

setup();

type CodeBlockProcessor = (source: string, el: HTMLElement, ctx: unknown) => unknown;
interface ComponentLike {
	load(): void;
}
interface ViewLike extends ComponentLike {
	containerEl: HTMLElement;
	contentEl?: HTMLElement;
	onOpen(): Promise<void>;
}
interface PluginLike {
	onload(): Promise<void>;
	saveData(data: unknown): Promise<void>;
	markdownCodeBlockProcessors__: Map<string, CodeBlockProcessor>;
	views__: Map<string, (leaf: unknown) => ViewLike>;
}
type PluginClass = new (app: unknown, manifest: unknown) => PluginLike;

export const SIDEBAR_VIEW = 'iron-ledger-sidebar';
const SIDEBAR_TABS = ['Character', 'Tracks', 'Moves', 'Oracles'];

let mainModule: { exports: { default?: PluginClass } } | undefined;
let app: App | undefined;
let plugin: PluginLike | undefined;

/** main.js is CommonJS: run it with a `require` that knows only what Obsidian gives plugins: `obsidian` and CodeMirror. */
function define(factory: (module: unknown, exports: unknown, require: (id: string) => unknown) => void): void {
	const module = { exports: {} };
	factory(module, module.exports, (id) => {
		if (id === 'obsidian') return obsidian;
		// Obsidian gives plugins its own CodeMirror, for editor extensions (links in Live Preview).
		if (id === '@codemirror/state') return codemirrorState;
		if (id === '@codemirror/view') return codemirrorView;
		throw new Error(`main.js requires "${id}", which the e2e page does not provide`);
	});
	mainModule = module;
}

const tick = () => new Promise((resolve) => window.setTimeout(resolve, 0));

async function loadPlugin(options: { manifest: unknown; files: Record<string, string>; settings: unknown }): Promise<void> {
	const Plugin = mainModule?.exports.default;
	if (typeof Plugin !== 'function') throw new Error('main.js did not export a plugin class as its default export');
	app = App.createConfigured__({ files: options.files });
	plugin = new Plugin(app.asOriginalType__(), options.manifest);
	await plugin.saveData(options.settings);
	await plugin.onload();
}

/** Renders a note's markdown as Obsidian's reading view would, for the little a journal holds: headings, paragraphs, iron-move blocks. */
function renderNote(markdown: string, mobile: boolean): { blocks: number; height: number } {
	if (!plugin) throw new Error('the plugin is not loaded');
	const processor = plugin.markdownCodeBlockProcessors__.get('iron-move');
	if (!processor) throw new Error('the plugin registered no iron-move code block processor');
	if (mobile) document.body.addClass('is-mobile');
	const view = document.body.createDiv({ cls: 'markdown-reading-view' });
	const sizer = view.createDiv({ cls: 'markdown-preview-view markdown-rendered' }).createDiv({ cls: 'markdown-preview-sizer' });
	const lines = markdown.split('\n');
	let paragraph: string[] = [];
	const flush = () => {
		if (paragraph.length > 0) sizer.createDiv({ cls: 'el-p' }).createEl('p', { text: paragraph.join(' ') });
		paragraph = [];
	};
	let blocks = 0;
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i] ?? '';
		const heading = /^(#{1,6}) (.*)$/.exec(line);
		if (line.startsWith('```iron-move')) {
			flush();
			const body: string[] = [];
			while (i + 1 < lines.length && !(lines[i + 1] ?? '').startsWith('```')) body.push(lines[++i] ?? '');
			i++;
			const el = sizer.createDiv({ cls: 'el-pre' }).createDiv({ cls: 'block-language-iron-move' });
			const ctx = {
				docId: 'e2e',
				sourcePath: 'Journal.md',
				frontmatter: undefined,
				addChild: (child: ComponentLike) => child.load(),
				getSectionInfo: () => null,
			};
			void processor(body.join('\n'), el, ctx);
			blocks++;
		} else if (heading) {
			flush();
			sizer.createDiv({ cls: `el-h${heading[1]?.length ?? 1}` }).createEl(`h${heading[1]?.length ?? 1}` as 'h1', { text: heading[2] ?? '' });
		} else if (line.trim() === '') {
			flush();
		} else {
			paragraph.push(line);
		}
	}
	flush();
	return { blocks, height: document.documentElement.scrollHeight };
}

/** Opens a card's folded move text, as a player clicking "On a weak hit" would. */
async function openMoveText(cardIndex: number): Promise<boolean> {
	const summary = cards()[cardIndex]?.querySelector<HTMLElement>('.iron-ledger-move-text summary');
	if (!summary) return false;
	summary.click();
	await tick();
	return true;
}

function cards(): HTMLElement[] {
	return [...document.querySelectorAll<HTMLElement>('.block-language-iron-move > .iron-ledger-block')];
}

function checkNote(expectations: (CardExpectation | undefined)[]): { cards: number; results: CheckResult[] } {
	const all = cards();
	const labels = all.map((_, i) => `card ${i + 1} (${expectations[i]?.label ?? '?'})`);
	const sizer = document.querySelector<HTMLElement>('.markdown-preview-sizer');
	if (!sizer) throw new Error('no note rendered');
	const results = [checkOverflow(all, sizer, labels), checkVisible(all, labels, expectations), checkContrast(all, labels), checkMalformed(all, labels, expectations)];
	if (all.length !== expectations.length) {
		results.unshift({ name: 'cards rendered', detail: `${all.length} cards`, failures: [`${all.length} cards for ${expectations.length} blocks`] });
	} else {
		results.unshift({ name: 'cards rendered', detail: `${all.length} cards for ${expectations.length} blocks`, failures: [] });
	}
	return { cards: all.length, results };
}

// The sidebar view is being written elsewhere: open it if the plugin registers it, else say so.
let sidebar: ViewLike | undefined;

async function openSidebar(): Promise<{ registered: boolean; tabs: string[] }> {
	const creator = plugin?.views__.get(SIDEBAR_VIEW);
	if (!creator || !app) return { registered: false, tabs: [] };
	const pane = document.body.createDiv({ cls: 'e2e-sidebar workspace-split mod-right-split' });
	const leaf = WorkspaceLeaf.create2__(app);
	const view = creator(leaf.asOriginalType3__());
	view.containerEl.addClass('workspace-leaf-content');
	view.containerEl.setAttr('data-type', SIDEBAR_VIEW);
	view.contentEl?.addClass('view-content');
	pane.appendChild(view.containerEl);
	view.load();
	await view.onOpen();
	await tick();
	sidebar = view;
	return { registered: true, tabs: tabButtons().map((b) => b.label) };
}

function tabButtons(): { label: string; el: HTMLElement }[] {
	const root = sidebar?.containerEl;
	if (!root) return [];
	const byData = [...root.querySelectorAll<HTMLElement>('[data-tab]')];
	const candidates = byData.length > 0 ? byData : [...root.querySelectorAll<HTMLElement>('button, [role="tab"], .clickable-icon, a')].filter((el) => SIDEBAR_TABS.includes((el.textContent ?? '').trim()));
	return candidates.map((el) => ({ label: el.getAttribute('data-tab') ?? (el.textContent ?? '').trim(), el }));
}

async function showTab(label: string): Promise<CheckResult[]> {
	const tab = tabButtons().find((b) => b.label === label);
	if (!tab || !sidebar) return [{ name: `sidebar ${label}`, detail: 'tab', failures: [`no "${label}" tab`] }];
	tab.el.click();
	for (let i = 0; i < 5; i++) await tick();
	const root = sidebar.containerEl;
	const pane = root.parentElement ?? root;
	const labels = [`sidebar ${label}`];
	return [checkOverflow([root], pane, labels), checkContrast([root], labels)];
}

/**
 * Obsidian draws a modal over the workspace; the mock's closes itself at once. Here a modal
 * stays open in a pane of the page's width, with Obsidian's class names, so it can be seen.
 */
function keepModalsOpen(): void {
	const proto = (obsidian.Modal as unknown as { prototype: { open(): void } }).prototype;
	proto.open = function (this: { containerEl: HTMLElement; modalEl: HTMLElement; contentEl: HTMLElement; titleEl: HTMLElement; onOpen(): void }) {
		const host = document.body.createDiv({ cls: 'e2e-modal modal-container' });
		host.appendChild(this.containerEl);
		this.modalEl.addClass('modal');
		this.titleEl.addClass('modal-title');
		this.contentEl.addClass('modal-content');
		// Obsidian puts the title above the content.
		this.modalEl.prepend(this.titleEl);
		this.onOpen();
	};
}

/** Runs a palette command of the plugin by id, as choosing it in the palette does. */
async function runCommand(id: string): Promise<boolean> {
	const commands = (plugin as unknown as { commands__?: Map<string, { callback?: () => unknown }> } | undefined)?.commands__;
	const command = commands?.get(id);
	if (!command?.callback) return false;
	await command.callback();
	for (let i = 0; i < 10; i++) await tick();
	return true;
}

/** Opens a palette command's modal (roll statistics…) and checks it like a card: no overflow, readable text. */
async function showModal(commandId: string, label: string): Promise<CheckResult[]> {
	document.querySelectorAll('.e2e-modal').forEach((m) => m.remove());
	keepModalsOpen();
	if (!(await runCommand(commandId))) return [{ name: label, detail: 'command', failures: [`no command ${commandId}`] }];
	const modal = document.querySelector<HTMLElement>('.e2e-modal .modal');
	if (!modal || !modal.querySelector('.modal-content')?.hasChildNodes()) return [{ name: label, detail: 'modal', failures: [`${commandId} opened no modal with content`] }];
	const pane = modal.parentElement?.parentElement ?? modal;
	return [checkOverflow([modal], pane, [label]), checkContrast([modal], [label])];
}

/** Shows a move, table or asset in the sidebar, as clicking a link to it in a note does. */
async function showEntry(id: string): Promise<CheckResult[]> {
	const view: (ViewLike & { showEntry?: (id: string) => void }) | undefined = sidebar;
	if (!view?.showEntry) return [{ name: `entry ${id}`, detail: 'sidebar', failures: ['the sidebar cannot show an entry'] }];
	view.showEntry(id);
	for (let i = 0; i < 10; i++) await tick();
	const root = view.containerEl;
	const labels = [`entry ${id}`];
	const shown = root.querySelector('.iron-ledger-tab-body')?.textContent ?? '';
	const results = [checkOverflow([root], root.parentElement ?? root, labels), checkContrast([root], labels)];
	if (shown.trim().length < 40) results.unshift({ name: labels[0] as string, detail: 'text', failures: [`the entry shows too little: "${shown.slice(0, 60)}"`] });
	return results;
}

const e2e = { define, loadPlugin, renderNote, openMoveText, checkNote, openSidebar, showTab, showModal, showEntry };
Object.assign(window, { e2e });
