// @vitest-environment happy-dom
import 'obsidian-test-mocks/vitest-setup';
import { App, Editor, Notice, WorkspaceLeaf } from 'obsidian-test-mocks/obsidian';
import { describe, expect, it, vi } from 'vitest';
import IronLedgerPlugin from '../../main.ts';
import manifest from '../../manifest.json';
import { findBlocks } from '../../src/journal/note-text';
import { IronLedgerSidebar } from '../../src/sidebar/sidebar-view';
import { ScriptedPrompter } from '../helpers/scripted-prompter';

import { characterNote } from '../helpers/character-notes';

vi.mock('obsidian', async () => await import('obsidian-test-mocks/obsidian'));

class TestEditor extends Editor {}

const settle = () => new Promise((r) => window.setTimeout(r, 20));

const CLASSIC = characterNote('classic', 'Kira', {
	spirit: 4,
	momentum: 5,
	shaken: true,
	xp_earned: 4,
	pending_adds: [{ value: 1, reason: 'Make Camp', move: 'move:classic/adventure/undertake_a_journey' }],
	assets: ['asset:classic/companion/hawk'],
	asset_abilities: ['asset.ability:classic/companion/hawk.0'],
	hawk_health: 3,
	hawk_name: 'Kestrel',
});

const STARFORGED = characterNote('starforged', 'Nova', {
	permanently_harmed: true,
	xp_earned: 1,
	assets: ['asset:starforged/command_vehicle/starship'],
	asset_abilities: ['asset.ability:starforged/command_vehicle/starship.0'],
	starship_integrity: 4,
	starship_name: 'Kestrel',
});

/** The sidebar over a character, with a journal open in an editor (or none), notices kept. */
async function open(ruleset: 'classic' | 'starforged' = 'classic', withEditor = true) {
	const path = ruleset === 'classic' ? 'Characters/Kira.md' : 'Characters/Nova.md';
	const app = App.createConfigured__({ files: { [path]: ruleset === 'classic' ? CLASSIC : STARFORGED, 'Journal.md': 'Go\n' } });
	const plugin = new IronLedgerPlugin(app.asOriginalType__(), manifest);
	await plugin.saveData({ rulesets: [ruleset], activeCharacter: path });
	await plugin.onload();
	const editor = new TestEditor();
	editor.setValue('Go\n');
	editor.setCursor({ line: 1, ch: 0 });
	if (withEditor) app.workspace.getActiveViewOfType = (() => ({ editor: editor.asOriginalType__() })) as never;
	const notices: string[] = [];
	vi.spyOn(Notice.prototype, 'constructor__').mockImplementation((message: unknown) => void notices.push(String(message)));
	const view = new IronLedgerSidebar(WorkspaceLeaf.create2__(app) as never, plugin);
	await view.onOpen();
	await settle();
	const el = view.contentEl;
	const sheet = async () => app.vault.read(app.vault.getFileByPath(path)!);
	const blocks = () => findBlocks(editor.getValue()).flatMap((b) => (b.result.ok ? [b.result.block] : []));
	const toggle = async (impact: string) => {
		const box = el.querySelector(`input[data-impact="${impact}"]`) as HTMLInputElement;
		box.checked = !box.checked;
		box.dispatchEvent(new Event('change'));
		await settle();
		await settle();
	};
	const click = async (label: string) => {
		[...el.querySelectorAll('button')].find((b) => b.textContent === label || b.getAttribute('aria-label') === label)?.click();
		await settle();
		await settle();
	};
	return { app, plugin, el, editor, notices, sheet, blocks, toggle, click };
}

const texts = (el: Element, sel: string) => [...el.querySelectorAll(sel)].map((e) => e.textContent);

describe('the sidebar character sheet', () => {
	it('shows debilities as checkboxes, initiative, what is kept, companions, XP and what it buys, assets with marked abilities', async () => {
		const { el } = await open();
		expect(texts(el, '.iron-ledger-impact-category')).toEqual(['Conditions', 'Banes', 'Burdens']);
		expect(texts(el, '.iron-ledger-toggles .iron-ledger-toggle')).toEqual(['wounded', 'shaken', 'unprepared', 'encumbered', 'maimed', 'corrupted', 'cursed', 'tormented']);
		expect((el.querySelector('input[data-impact="shaken"]') as HTMLInputElement).checked).toBe(true);
		expect(texts(el, '.iron-ledger-impacts')).toEqual(['Marked: shaken']);
		expect(texts(el, '.iron-ledger-combat .iron-ledger-toggle')).toEqual(['Initiative']);
		expect(texts(el, '.iron-ledger-pending')).toEqual(['Kept for your next move: +1 Make Camp (on Undertake a Journey)']);
		expect(texts(el, '.iron-ledger-asset-meters .iron-ledger-meter-label')).toEqual(['Kestrel (Hawk) health']);
		expect(texts(el, '.iron-ledger-asset-meters .iron-ledger-meter-value')).toEqual(['3/3']);
		expect(texts(el, '.iron-ledger-xp-available')).toEqual(['XP: 4 to spend']);
		expect(texts(el, '.iron-ledger-xp-buys')).toEqual(['Buys a new asset (3 XP), or an upgrade (2 XP): Hawk, Fierce; Hawk, Vigilant']);
		expect(texts(el, '.iron-ledger-asset-head')).toEqual(['Hawk ●○○ health 3']);
		expect(texts(el, '.iron-ledger-asset-input')).toEqual(['Name: Kestrel']);
		expect(texts(el, '.iron-ledger-asset-marked li')).toEqual(['✓ Far-seeing']);
	});

	it('a debility checkbox marks and clears through the sheet rules, journaled at the cursor; undo-able like a move', async () => {
		const { el, sheet, blocks, toggle, notices } = await open();
		await toggle('wounded');
		expect(await sheet()).toContain('wounded: true\n');
		// Two marked: max momentum 8, so momentum 5 stays; the block records the change.
		expect(blocks().at(-1)).toMatchObject({ kind: 'sheet', what: 'Mark wounded', changes: [{ note: '[[Characters/Kira]]', key: 'wounded', from: false, to: true }] });
		expect(notices.at(-1)).toBe('Iron Ledger: Mark wounded: wounded false → true.');
		expect((el.querySelector('input[data-impact="wounded"]') as HTMLInputElement).checked).toBe(true);
		expect(texts(el, '.iron-ledger-meter-extra')).toEqual(['max 8 · reset 0']);
		await toggle('shaken');
		expect(await sheet()).toContain('shaken: false\n');
		expect(blocks().map((b) => b.kind === 'sheet' && b.what)).toEqual(['Mark wounded', 'Clear shaken']);
	});

	it('initiative, a companion’s −/+ and Spend experience write the same blocks as the palette', async () => {
		const { el, plugin, sheet, blocks, click } = await open();
		const initiative = el.querySelector('.iron-ledger-combat input') as HTMLInputElement;
		initiative.checked = true;
		initiative.dispatchEvent(new Event('change'));
		await settle();
		await settle();
		expect(await sheet()).toContain('initiative: true\n');
		await click('Suffer −1 health: Kestrel');
		expect(await sheet()).toContain('hawk_health: 2\n');
		const prompter = new ScriptedPrompter([{ pick: 'Hawk: Vigilant' }]);
		plugin.prompter = () => prompter as never;
		await click('Spend experience');
		expect(prompter.remaining).toBe(0);
		expect(await sheet()).toContain('  - asset.ability:classic/companion/hawk.2\n');
		expect(await sheet()).toContain('xp_spent: 2\n');
		expect(blocks().map((b) => b.kind === 'sheet' && b.what)).toEqual(['Take initiative', 'Kestrel: suffer −1 health', 'Spend 2 XP: Hawk, Vigilant']);
		expect(texts(el, '.iron-ledger-asset-marked li')).toEqual(['✓ Far-seeing', '✓ Vigilant']);
		expect(texts(el, '.iron-ledger-xp-available')).toEqual(['XP: 2 to spend']);
		expect(texts(el, '.iron-ledger-xp-buys')).toEqual(['Buys an upgrade (2 XP): Hawk, Fierce']);
	});

	it('Starforged: position as two buttons, impacts by category, a permanent impact cannot be cleared, the ship’s integrity', async () => {
		const { el, sheet, blocks, click } = await open('starforged');
		expect(texts(el, '.iron-ledger-impact-section h5')).toEqual(['Impacts']);
		expect(texts(el, '.iron-ledger-impact-category')).toEqual(['Misfortunes', 'Vehicle troubles', 'Burdens', 'Lasting effects']);
		const harmed = el.querySelector('input[data-impact="permanently_harmed"]') as HTMLInputElement;
		expect(harmed.checked).toBe(true);
		expect(harmed.disabled).toBe(true);
		expect(texts(el, '.iron-ledger-asset-meters .iron-ledger-meter-label')).toEqual(['Kestrel (Starship) integrity']);
		expect(texts(el, '.iron-ledger-segmented button')).toEqual(['In control', 'In a bad spot']);
		expect(el.querySelector('.iron-ledger-segmented button.is-active')?.textContent).toBe('In control');
		await click('In a bad spot');
		expect(await sheet()).toContain('position: in a bad spot\n');
		expect(el.querySelector('.iron-ledger-segmented button.is-active')?.textContent).toBe('In a bad spot');
		await click('Take +1 integrity: Kestrel');
		expect(await sheet()).toContain('starship_integrity: 5\n');
		expect(blocks().map((b) => b.kind === 'sheet' && b.what)).toEqual(['Now in a bad spot', 'Kestrel: take +1 integrity']);
		expect(texts(el, '.iron-ledger-xp-buys')).toEqual(['An upgrade costs 2 XP, a new asset 3.']);
		expect(el.querySelector('.iron-ledger-xp-spend button')).toBeNull();
	});

	it('a refused toggle writes nothing: no note open, or a rule that says no; the checkbox shows the sheet again', async () => {
		const noNote = await open('classic', false);
		const before = await noNote.sheet();
		await noNote.toggle('wounded');
		expect(noNote.notices.at(-1)).toMatch(/Open a note/);
		expect(await noNote.sheet()).toBe(before);
		expect((noNote.el.querySelector('input[data-impact="wounded"]') as HTMLInputElement).checked).toBe(false);

		const full = await open();
		await full.click('Take +1 health: Kestrel');
		expect(full.notices.at(-1)).toBe('Iron Ledger: Kestrel: take +1 health: nothing would change. Nothing was written.');
		expect(await full.sheet()).toBe(CLASSIC);
		expect(full.editor.getValue()).toBe('Go\n');
	});
});
