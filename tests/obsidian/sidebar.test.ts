// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { App, Editor, Notice, WorkspaceLeaf } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import IronLedgerPlugin from '../../main.ts';
import manifest from '../../manifest.json';
import { fixedDice } from '../../src/rules/dice';
import { IronLedgerSidebar } from '../../src/sidebar/sidebar-view';
import { ScriptedPrompter } from '../helpers/scripted-prompter';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

class TestEditor extends Editor {}

const settle = () => new Promise((r) => window.setTimeout(r, 20));

async function open() {
	const sheet = [
		'---',
		'iron_ledger: character',
		'ruleset: classic',
		'name: Kira',
		'edge: 3',
		'heart: 2',
		'iron: 2',
		'shadow: 1',
		'wits: 1',
		'health: 5',
		'spirit: 4',
		'supply: 5',
		'momentum: 2',
		'wounded: false',
		'shaken: true',
		'xp_earned: 2',
		'xp_spent: 0',
		'assets:',
		'  - asset:classic/companion/hawk',
		'asset_abilities:',
		'  - asset.ability:classic/companion/hawk.0',
		'hawk_health: 3',
		'---',
		'# Kira',
		'',
	].join('\n');
	const track = '---\niron_ledger: track\nkind: vow\nrank: dangerous\nticks: 10\nstatus: active\n---\n';
	const clock = '---\niron_ledger: clock\nsegments: 4\nfilled: 1\nstatus: active\n---\n';
	const app = App.createConfigured__({ files: { 'Characters/Kira.md': sheet, 'Tracks/Avenge.md': track, 'Tracks/Storm.md': clock, 'Journal.md': 'Go\n' } });
	const plugin = new IronLedgerPlugin(app.asOriginalType__(), manifest);
	await plugin.saveData({ rulesets: ['classic'], activeCharacter: 'Characters/Kira.md' });
	await plugin.onload();
	// Changes from the sidebar are journaled where the player writes, like moves.
	const editor = new TestEditor();
	editor.setValue('Go\n');
	editor.setCursor({ line: 1, ch: 0 });
	app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
	const view = new IronLedgerSidebar(WorkspaceLeaf.create2__(app) as never, plugin);
	await view.onOpen();
	const el = view.contentEl;
	const tab = async (name: string) => {
		(el.querySelector(`button[data-tab="${name}"]`) as HTMLElement).click();
		await settle();
	};
	return { app, plugin, view, el, tab };
}

const texts = (el: Element, sel: string) => [...el.querySelectorAll(sel)].map((e) => e.textContent);

describe('the sidebar', () => {
	it('Character: stats, meters with −/+ through the rules, momentum with max and reset, impacts, XP, assets', async () => {
		const { app, el } = await open();
		expect(texts(el, '.iron-ledger-tabs button')).toEqual(['Character', 'Tracks', 'Moves', 'Oracles']);
		expect(texts(el, '.iron-ledger-stat-value')).toEqual(['3', '2', '2', '1', '1']);
		expect(texts(el, '.iron-ledger-meter-extra')).toEqual(['max 9 · reset 1']);
		expect(texts(el, '.iron-ledger-impacts')).toEqual(['Marked: shaken']);
		expect(texts(el, '.iron-ledger-xp')).toEqual(['XP 2 earned, 0 spent']);
		expect(el.querySelector('.iron-ledger-assets .iron-ledger-asset-head')?.textContent).toBe('Hawk ●○○ health 3');
		// Shaken blocks spirit from rising: + changes nothing.
		(el.querySelector('button[aria-label="Take +1 spirit"]') as HTMLElement).click();
		await settle();
		expect(await app.vault.read(app.vault.getFileByPath('Characters/Kira.md')!)).toContain('spirit: 4\n');
		(el.querySelector('button[aria-label="Suffer −1 health"]') as HTMLElement).click();
		await settle();
		expect(await app.vault.read(app.vault.getFileByPath('Characters/Kira.md')!)).toContain('health: 4\n');
		expect(texts(el, '.iron-ledger-meter-value')[0]).toBe('4');
	});

	it('Tracks: boxes drawn, mark progress and advance a clock', async () => {
		const { app, el, tab } = await open();
		await tab('tracks');
		expect(texts(el, '.iron-ledger-tab-body h5')).toEqual(['vow', 'clock']);
		expect([...el.querySelectorAll('.iron-ledger-box')].map((b) => b.className.split(' ')[1])).toEqual(['ticks-4', 'ticks-4', 'ticks-2', 'ticks-0', 'ticks-0', 'ticks-0', 'ticks-0', 'ticks-0', 'ticks-0', 'ticks-0']);
		[...el.querySelectorAll('button')].find((b) => b.textContent === 'Mark progress')?.click();
		await settle();
		expect(await app.vault.read(app.vault.getFileByPath('Tracks/Avenge.md')!)).toContain('ticks: 18\n');
		[...el.querySelectorAll('button')].find((b) => b.textContent === 'Advance')?.click();
		await settle();
		expect(el.querySelectorAll('.iron-ledger-segment.is-filled')).toHaveLength(2);
	});

	it('Moves: by category, options with the odds, roll from here writes the block', async () => {
		const { app, plugin, el, tab } = await open();
		await tab('moves');
		expect(texts(el, '.iron-ledger-group-title')).toContain('Adventure Moves');
		// A folded group draws its moves when the player opens it.
		const adventure = [...el.querySelectorAll('details.iron-ledger-group')].find((d) => d.querySelector('.iron-ledger-group-title')?.textContent === 'Adventure Moves') as HTMLDetailsElement;
		expect(adventure.querySelectorAll('details.iron-ledger-move')).toHaveLength(0);
		adventure.open = true;
		adventure.dispatchEvent(new Event('toggle'));
		const faceDanger = [...el.querySelectorAll('details.iron-ledger-move')].find((d) => d.querySelector('summary span')?.textContent === 'Face Danger') as HTMLDetailsElement;
		faceDanger.open = true;
		faceDanger.dispatchEvent(new Event('toggle'));
		expect(texts(faceDanger, '.iron-ledger-roll-options li')[0]).toBe('+edge (3): strong 33% · weak 44% · miss 23%');
		const editor = new TestEditor();
		editor.setValue('Go\n');
		editor.setCursor({ line: 1, ch: 0 });
		app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
		const prompter = new ScriptedPrompter([{ pick: '+edge (3)' }, { text: '' }, { pick: 'Skip: change nothing' }]);
		plugin.prompter = () => prompter as never;
		plugin.dice = () => fixedDice([5, 2, 3]);
		(faceDanger.querySelector('button.iron-ledger-roll-button') as HTMLElement).click();
		for (let i = 0; i < 50 && prompter.remaining > 0; i++) await settle();
		await settle();
		expect(editor.getValue()).toContain('# Face Danger (+edge): strong hit, 8 vs 2 and 3');
	});

	it('Moves: the filter keeps the moves named like it, their groups open; none matching says so', async () => {
		const { el, tab } = await open();
		await tab('moves');
		const filter = el.querySelector('input.iron-ledger-search') as HTMLInputElement;
		filter.value = 'vow';
		filter.dispatchEvent(new Event('input'));
		expect(texts(el, 'details.iron-ledger-move summary span')).toEqual(['Swear an Iron Vow', 'Fulfill Your Vow', 'Forsake Your Vow']);
		expect([...el.querySelectorAll('details.iron-ledger-group')].every((d) => (d as HTMLDetailsElement).open)).toBe(true);
		filter.value = 'zzz';
		filter.dispatchEvent(new Event('input'));
		expect(texts(el, '.iron-ledger-empty')).toEqual(['No move named like "zzz".']);
	});

	it('Tracks: a vow shows its score and Fulfill Your Vow, made on that vow from its row', async () => {
		const { app, plugin, el, tab } = await open();
		await tab('tracks');
		expect(texts(el, '.iron-ledger-track-score')).toEqual(['score 2']);
		const editor = new TestEditor();
		editor.setValue('Go\n');
		editor.setCursor({ line: 1, ch: 0 });
		app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
		const prompter = new ScriptedPrompter(['later', { pick: 'Apply all' }]);
		plugin.prompter = () => prompter as never;
		plugin.dice = () => fixedDice([1, 3]);
		const notices: string[] = [];
		vi.spyOn(Notice.prototype, 'constructor__').mockImplementation((message: unknown) => void notices.push(String(message)));
		[...el.querySelectorAll('button')].find((b) => b.textContent === 'Fulfill Your Vow')?.click();
		for (let i = 0; i < 100 && !editor.getValue().includes('Fulfill'); i++) await settle();
		expect(notices).toEqual([]);
		expect(prompter.asked.map((q) => q.title)).toEqual(['Fulfill Your Vow: choose up to 1', 'Apply: Tracks/Avenge: status "active" → "complete"; Characters/Kira: xp_earned 2 → 3']);
		expect(editor.getValue()).toContain('# Fulfill Your Vow: weak hit, progress 2 vs 1 and 3; a choice is open\n');
		expect(editor.getValue()).toContain('track: "[[Tracks/Avenge]]"\n');
		expect(await app.vault.read(app.vault.getFileByPath('Tracks/Avenge.md')!)).toContain('status: complete\n');
	});

	it('Oracles: search, roll from here, last results listed', async () => {
		const { app, plugin, el, tab } = await open();
		await tab('oracles');
		const search = el.querySelector('input.iron-ledger-search') as HTMLInputElement;
		search.value = 'plot twist';
		search.dispatchEvent(new Event('input'));
		expect(texts(el, '.iron-ledger-oracle-row span')).toEqual(['Turning Point Oracles › Major Plot Twist']);
		const editor = new TestEditor();
		editor.setValue('');
		app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
		plugin.dice = () => fixedDice([40]);
		(el.querySelector('.iron-ledger-oracle-row button') as HTMLElement).click();
		await settle();
		await settle();
		expect(editor.getValue()).toContain('table: Major Plot Twist\nroll: 40\n');
		expect(texts(el, '.iron-ledger-recent li')[0]).toMatch(/^Major Plot Twist 40: /);
	});
});
