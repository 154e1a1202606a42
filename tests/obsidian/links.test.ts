// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { EditorState } from '@codemirror/state';
import { Platform, WorkspaceLeaf } from 'obsidian-test-mocks/obsidian';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDataswornMarkdown } from '../../src/render/datasworn-markdown';
import { ContentModal } from '../../src/obsidian/content-modal';
import { EntryHover } from '../../src/obsidian/link-hover';
import { entryLinkDecorations } from '../../src/obsidian/link-editor';
import { IronLedgerSidebar } from '../../src/sidebar/sidebar-view';
import { library } from '../helpers/content';
import { pluginHarness } from '../helpers/plugin-harness';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

type Processor = (el: HTMLElement, ctx: unknown) => void;
const settle = () => new Promise((r) => window.setTimeout(r, 20));

/** A paragraph as Obsidian's Reading view draws `I [Face Danger](iron:…), [Bad](iron:…) and [web](https://…)`. */
function readingView(): { p: HTMLElement; good: HTMLAnchorElement; bad: HTMLAnchorElement; web: HTMLAnchorElement; pasted: HTMLAnchorElement } {
	const p = createEl('p');
	p.appendText('I ');
	const good = p.createEl('a', { text: 'Face Danger', href: 'iron:move:classic/adventure/face_danger', cls: 'external-link', attr: { target: '_blank', rel: 'noopener nofollow' } });
	p.appendText(', ');
	const bad = p.createEl('a', { text: 'Bad', href: 'iron:move:classic/adventure/face_dangr', cls: 'internal-link', attr: { 'data-href': 'iron:move:classic/adventure/face_dangr' } });
	p.appendText(', ');
	const pasted = p.createEl('a', { text: 'Endure Harm', href: 'datasworn:move:classic/suffer/endure_harm', cls: 'external-link' });
	p.appendText(' and ');
	const web = p.createEl('a', { text: 'web', href: 'https://example.com', cls: 'external-link' });
	document.body.appendChild(p);
	return { p, good, bad, web, pasted };
}

const loaded: { unload(): void; loaded__?: boolean }[] = [];

async function withPostProcessor() {
	const h = await pluginHarness({ rulesets: ['classic'] });
	loaded.push(h.plugin);
	const processors = (h.plugin as unknown as { markdownPostProcessors__: Processor[] }).markdownPostProcessors__;
	const view = readingView();
	for (const run of processors) run(view.p, {});
	return { h, ...view };
}

afterEach(() => {
	// Each plugin listens on the document until it is unloaded, as in Obsidian. (The harness
	// calls onload itself, so the mock does not know the plugin is loaded: it is told.)
	for (const plugin of loaded.splice(0)) {
		plugin.loaded__ = true;
		plugin.unload();
	}
	document.body.empty();
	Platform.isMobile = false;
	vi.restoreAllMocks();
});

describe('links to moves, oracles and assets in Reading view', () => {
	it('turns iron: and datasworn: links into entry links, marks an unknown id, and leaves other links alone', async () => {
		const { good, bad, web, pasted } = await withPostProcessor();
		expect(good.classList.contains('iron-ledger-link')).toBe(true);
		expect(good.classList.contains('external-link')).toBe(false);
		expect(good.getAttribute('data-datasworn-id')).toBe('move:classic/adventure/face_danger');
		expect(good.getAttribute('href')).toBe('#');
		expect(good.hasAttribute('target')).toBe(false);
		expect(pasted.getAttribute('data-datasworn-id')).toBe('move:classic/suffer/endure_harm');
		expect(bad.classList.contains('is-unresolved')).toBe(true);
		expect(bad.classList.contains('internal-link')).toBe(false);
		expect(bad.getAttribute('title')).toBe('Unknown Datasworn id move:classic/adventure/face_dangr (did you mean move:classic/adventure/face_danger?)');
		expect(web.classList.contains('iron-ledger-link')).toBe(false);
		expect(web.getAttribute('href')).toBe('https://example.com');
	});

	it('a click opens the entry in the sidebar, whose Back returns to the tab; a broken link opens nothing', async () => {
		const { h, good, bad } = await withPostProcessor();
		const leaf = WorkspaceLeaf.create2__(h.app);
		const sidebar = new IronLedgerSidebar(leaf as never, h.plugin);
		await sidebar.onOpen();
		(leaf as unknown as { view: unknown }).view = sidebar;
		h.app.workspace.getLeavesOfType = () => [leaf];
		const modal = vi.spyOn(ContentModal.prototype, 'open');
		good.click();
		await settle();
		const el = sidebar.contentEl;
		expect(el.querySelector('.iron-ledger-entry-panel h4')?.textContent).toBe('Face Danger');
		expect(el.querySelector('.iron-ledger-entry-panel')?.textContent).toContain('When you attempt something risky or react to an imminent threat');
		// A link inside the panel opens its entry in the same place.
		const inside = [...el.querySelectorAll<HTMLElement>('.iron-ledger-entry-panel a.iron-ledger-link')].find((a) => a.textContent === 'Endure Harm');
		inside?.click();
		await settle();
		expect(el.querySelector('.iron-ledger-entry-panel h4')?.textContent).toBe('Endure Harm');
		(el.querySelector('.iron-ledger-entry-back') as HTMLElement).click();
		await settle();
		expect(el.querySelector('.iron-ledger-entry-panel')).toBeNull();
		expect(el.querySelector('.iron-ledger-tabs')).not.toBeNull();
		bad.click();
		await settle();
		expect(el.querySelector('.iron-ledger-entry-panel')).toBeNull();
		expect(modal).not.toHaveBeenCalled();
	});

	it('on a phone a click opens the entry in a modal', async () => {
		Platform.isMobile = true;
		const { good } = await withPostProcessor();
		const shown: string[] = [];
		vi.spyOn(ContentModal.prototype, 'open').mockImplementation(function (this: ContentModal) {
			this.onOpen();
			shown.push(this.titleEl.textContent ?? '');
		});
		good.click();
		await settle();
		expect(shown).toEqual(['Face Danger']);
	});
});

describe('the hover popover', () => {
	const host = { content: () => library, openEntry: vi.fn() };
	const over = (target: Element, init: MouseEventInit = {}) => {
		const event = new MouseEvent('mouseover', { bubbles: true, ...init });
		Object.defineProperty(event, 'target', { value: target });
		return event;
	};

	it('shows the entry’s text: a move, a table’s rows, an asset’s abilities', () => {
		const { good } = readingView();
		const move = createDiv();
		renderDataswornMarkdown(move, '[Hawk](iron:asset:classic/companion/hawk) and [Rank](iron:oracle_rollable:classic/turning_point/challenge_rank)', () => undefined);
		document.body.appendChild(move);
		good.setAttribute('data-datasworn-id', 'move:classic/adventure/face_danger');
		const hover = new EntryHover(host);
		const popover = hover.onMouseOver(over(good));
		expect(popover?.hoverEl.querySelector('.iron-ledger-popover-title')?.textContent).toBe('Face Danger');
		expect(popover?.hoverEl.textContent).toContain('When you attempt something risky');
		const [hawk, rank] = [...move.querySelectorAll('a')];
		const asset = hover.onMouseOver(over(hawk!))?.hoverEl;
		expect(asset?.querySelector('.iron-ledger-popover-title')?.textContent).toBe('Hawk');
		expect(asset?.querySelectorAll('.iron-ledger-asset-abilities li')).toHaveLength(3);
		const table = hover.onMouseOver(over(rank!))?.hoverEl;
		expect([...(table?.querySelectorAll('tr td:first-child') ?? [])].map((td) => td.textContent)).toEqual(['1-20', '21-55', '56-80', '81-93', '94-100']);
		// A link inside the popover opens its entry where links open.
		(asset?.querySelector('a.iron-ledger-link') as HTMLElement | null)?.click();
		expect(host.openEntry).toHaveBeenCalled();
	});

	it('in the editor it needs Ctrl/Cmd; a broken link and other elements show none', () => {
		const editor = document.body.createDiv({ cls: 'cm-editor' });
		const label = editor.createSpan({ text: 'Face Danger', attr: { 'data-datasworn-id': 'move:classic/adventure/face_danger' } });
		const broken = document.body.createEl('a', { text: 'x', cls: 'is-unresolved', attr: { 'data-datasworn-id': 'move:classic/nope' } });
		const hover = new EntryHover(host);
		expect(hover.onMouseOver(over(label))).toBeUndefined();
		expect(hover.onMouseOver(over(label, { ctrlKey: true, metaKey: true }))?.hoverEl.textContent).toContain('Face Danger');
		expect(hover.onMouseOver(over(broken))).toBeUndefined();
		expect(hover.onMouseOver(over(document.body))).toBeUndefined();
	});

	it('is listened for once, on the document', async () => {
		const spy = vi.spyOn(EntryHover.prototype, 'onMouseOver');
		const { good } = await withPostProcessor();
		good.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
		expect(spy).toHaveBeenCalledTimes(1);
		expect(spy.mock.results[0]?.value?.hoverEl.textContent).toContain('Face Danger');
	});
});

describe('Datasworn’s own links in move text', () => {
	it('are the same entry links as a player’s', () => {
		const opened: string[] = [];
		const el = createDiv();
		renderDataswornMarkdown(el, 'Then [Endure Harm](datasworn:move:classic/suffer/endure_harm) or [Face Danger](iron:move:classic/adventure/face_danger).', (id) => opened.push(id));
		const links = [...el.querySelectorAll<HTMLElement>('a.iron-ledger-link')];
		expect(links.map((a) => a.getAttribute('data-datasworn-id'))).toEqual(['move:classic/suffer/endure_harm', 'move:classic/adventure/face_danger']);
		links.forEach((a) => a.click());
		expect(opened).toEqual(['move:classic/suffer/endure_harm', 'move:classic/adventure/face_danger']);
	});
});

describe('the editor', () => {
	it('marks each link’s label with its id, and an unknown id as broken with the reason', () => {
		const doc = 'Roll [Face Danger](iron:move:classic/adventure/face_danger).\nThen [Oops](iron:move:classic/adventure/oops) and [web](https://x.y).';
		const state = EditorState.create({ doc });
		const marks: { text: string; attrs: Record<string, string>; cls: string }[] = [];
		entryLinkDecorations(state, [{ from: 0, to: doc.length }], { content: () => library, openEntry: () => undefined }).between(0, doc.length, (from, to, deco) => {
			const spec = deco.spec as { class: string; attributes: Record<string, string> };
			marks.push({ text: doc.slice(from, to), attrs: spec.attributes, cls: spec.class });
		});
		expect(marks.map((m) => [m.text, m.attrs['data-datasworn-id']])).toEqual([
			['Face Danger', 'move:classic/adventure/face_danger'],
			['Oops', 'move:classic/adventure/oops'],
		]);
		expect(marks[1]?.cls).toContain('is-unresolved');
		expect(marks[1]?.attrs.title).toMatch(/^Unknown Datasworn id move:classic\/adventure\/oops/);
		expect(marks[0]?.attrs.title).toBeUndefined();
	});
});

describe('Insert a link to a move, oracle or asset', () => {
	it('inserts the picked entry’s link at the cursor, moves, tables and assets offered', async () => {
		const h = await pluginHarness({ rulesets: ['classic'] });
		h.editor.setValue('I ');
		h.editor.setCursor({ line: 0, ch: 2 });
		const asked = await h.run('insert-link', [{ pick: 'Face Danger' }]);
		expect(h.editor.getValue()).toBe('I [Face Danger](iron:move:classic/adventure/face_danger)');
		const labels = asked.asked[0]?.choices ?? [];
		expect(labels).toContain('Face Danger — Move · Ironsworn · Adventure Moves');
		expect(labels).toContain('Turning Point Oracles › Challenge Rank — Oracle · Ironsworn');
		expect(labels.some((l) => l.startsWith('Hawk (Companion) — Asset'))).toBe(true);
		await h.run('insert-link', [{ pick: 'Hawk' }]);
		expect(h.editor.getValue()).toBe('I [Face Danger](iron:move:classic/adventure/face_danger)[Hawk](iron:asset:classic/companion/hawk)');
	});

	it('without an open note it says so and writes nothing', async () => {
		const h = await pluginHarness({ rulesets: ['classic'], editor: false });
		await h.run('insert-link', []);
		expect(h.notices).toEqual(['Iron Ledger: Open a note to insert the link at the cursor.']);
	});
});
