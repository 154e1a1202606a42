import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { fixedDice } from '../../src/rules/dice';
import { rollTemplate, slotText } from '../../src/templates/fill';
import { fillText, parseTemplate } from '../../src/templates/parse';
import { listTemplates, pickTemplate, prepareTemplate, readTemplateNote, templateScopes } from '../../src/templates/prepare';
import { classic, library, starforged } from '../helpers/content';
import { tempDirs } from '../helpers/temp-dirs';

const temp = tempDirs();

function vault(files: Record<string, string>): FileStateStore {
	const dir = temp('templates');
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(join(dir, path, '..'), { recursive: true });
		writeFileSync(join(dir, path), text);
	}
	return new FileStateStore(dir);
}

const MOOD = '| d100 | Mood |\n|---|---|\n| 1-50 | Quiet |\n| 51-90 | Rowdy, and [[Patrons]] |\n| 91-00 | Roll twice |\n';
const PATRONS = '| 1d6 | Who |\n|---|---|\n| 1-3 | Miners |\n| 4-6 | Sailors |\n';

async function fill(text: string, dice: number[], scopes = [starforged], files?: Record<string, string>) {
	const parsed = parseTemplate('NPC', text);
	const notes = files ? { store: vault(files), oracleFolder: 'Oracles' } : undefined;
	const prepared = await prepareTemplate({ parsed, source: '[[Templates/NPC]]', scopes, ...(notes ? { notes } : {}) });
	return rollTemplate(prepared, fixedDice(dice));
}

describe('template slots', () => {
	it('are found with their lines; the text around them is kept as written', () => {
		const parsed = parseTemplate('NPC', 'A {{Role}} named\n{{ Given Name }} {{oracle_rollable:starforged/character/goal}}.\n\n');
		expect(parsed.slots.map((s) => [s.query, s.line])).toEqual([
			['Role', 1],
			['Given Name', 2],
			['oracle_rollable:starforged/character/goal', 2],
		]);
		expect(fillText(parsed, ['pilot', 'Kira', 'to flee'])).toBe('A pilot named\nKira to flee.');
		// A single brace is text.
		expect(parseTemplate('x', 'a {b} {{Role}}').slots).toHaveLength(1);
	});

	it.each([
		['', 'Template "NPC" is empty: write its text with {{slots}} naming oracles, like "A {{Role}} named {{Given Name}}".'],
		['  \n\n', 'Template "NPC" is empty: write its text with {{slots}} naming oracles, like "A {{Role}} named {{Given Name}}".'],
		['No slots here', 'Template "NPC" has no {{slot}}: name an oracle in double braces, like {{Role}}.'],
		['A {{Role}}\nnamed {{Given Name', 'Template "NPC", line 2: "{{" is not closed by "}}" on its line.'],
		['A {{Role\n}}', 'Template "NPC", line 1: "{{" is not closed by "}}" on its line.'],
		['A Role}} named {{Given Name}}', 'Template "NPC", line 1: "}}" closes no "{{".'],
		['one\ntwo {{Role {{Given Name}}', 'Template "NPC", line 2: a "{{" inside another slot; close the first with "}}".'],
		['A {{ }} named', 'Template "NPC", line 1: an empty slot {{}}: name an oracle in it.'],
	])('%j is refused with one line', (text, message) => {
		expect(() => parseTemplate('NPC', text)).toThrow(message);
	});

	it('a template too big for one block, or with text that was not UTF-8, is refused', () => {
		expect(() => parseTemplate('NPC', '{{Role}} '.repeat(41))).toThrow('Template "NPC" has 41 slots: at most 40 fit in one journal block.');
		expect(() => parseTemplate('NPC', `{{Role}}${'x'.repeat(8000)}`)).toThrow(/is 8008 characters long/);
		expect(() => parseTemplate('NPC', 'Caf\uFFFD {{Role}}')).toThrow('Template "NPC" is not UTF-8 text (it holds characters that could not be read): convert the note to UTF-8.');
	});
});

describe('filling a template', () => {
	it('rolls each slot by name or by id with fixed dice, the same slot twice rolling twice', async () => {
		const block = await fill('A {{Role}} named {{Given Name}}, then {{Given Name}}; {{oracle_rollable:starforged/character/goal}}.', [34, 5, 6, 12]);
		expect(block.text).toBe('A Guide named Althea, then Amari; Collect a debt.');
		expect(block.oracles.map((o) => [o.oracle, o.roll, o.result])).toEqual([
			['oracle_rollable:starforged/character/role', 34, 'Guide'],
			['oracle_rollable:starforged/character/name/given_name', 5, 'Althea'],
			['oracle_rollable:starforged/character/name/given_name', 6, 'Amari'],
			['oracle_rollable:starforged/character/goal', 12, 'Collect a debt'],
		]);
		expect(block).toMatchObject({ kind: 'template', template: '[[Templates/NPC]]', changes: [], extra: {} });
	});

	it('follows nested rolls: "roll twice" reads as its results, and a make-it-worse row as what it led to', async () => {
		const block = await fill('{{Pay the Price}}', [1, 40], [classic]);
		expect(block.oracles[0]).toMatchObject({ roll: 1, rolls: [{ roll: 40, result: 'The current situation worsens.', worse: true }] });
		expect(block.text).toBe('The current situation worsens.');
		const twist = await fill('{{Major Plot Twist}}', [97, 3, 5], [classic]);
		expect(twist.oracles[0]?.rolls.map((r) => r.roll)).toEqual([3, 5]);
		expect(twist.text).toBe(`${twist.oracles[0]?.rolls[0]?.result}, ${twist.oracles[0]?.rolls[1]?.result}`);
	});

	it('rolls the player’s oracle notes by name or link, their linked tables followed, and prefers them to a Datasworn table of the same name', async () => {
		const files = { 'Oracles/Tavern mood.md': MOOD, 'Oracles/Patrons.md': PATRONS, 'Oracles/Role.md': '| d6 | Role |\n|---|---|\n| 1-6 | Barkeep |\n' };
		const block = await fill('{{[[Tavern mood]]}} / {{tavern mood}} / {{Role}}', [60, 5, 95, 10, 40, 3], [starforged], files);
		expect(block.text).toBe('Rowdy, and Sailors / Quiet, Quiet / Barkeep');
		expect(block.oracles.map((o) => o.oracle)).toEqual(['[[Oracles/Tavern mood]]', '[[Oracles/Tavern mood]]', '[[Oracles/Role]]']);
	});

	it('a slot naming no table is one line with did you mean, before any die is rolled', async () => {
		await expect(fill('A {{Rol}}', [])).rejects.toThrow('Template "NPC": {{Rol}} names no oracle: did you mean Role?');
		await expect(fill('A {{Zzzzzzzz}}', [])).rejects.toThrow('Template "NPC": {{Zzzzzzzz}} names no oracle.');
		await expect(fill('{{[[Tavern mod]]}}', [], [starforged], { 'Oracles/Tavern mood.md': MOOD, 'Oracles/Patrons.md': PATRONS })).rejects.toThrow('Template "NPC": {{[[Tavern mod]]}} names no oracle note: did you mean [[Tavern mood]]?');
		// Names are whole words: "Rol" is not a search for Role and Trolls.
		await expect(fill('{{Role}}', [], [classic, starforged])).rejects.toThrow(
			'Template "NPC": {{Role}} matches 2 oracles: oracle_rollable:classic/character/role, oracle_rollable:starforged/character/role. Write the id or a longer name, or give the template a ruleset.',
		);
		await expect(fill('{{Tavern mood}}', [], [starforged], { 'Oracles/Tavern mood.md': '| d100 | x |\n|---|---|\n| 1-40 | a |\n' })).rejects.toThrow(/^Template "NPC": \{\{Tavern mood\}\}: Oracles\/Tavern mood.md:/);
	});

	it('a slot’s text: a templated result is itself, markdown links read as their label', () => {
		const record = (result: string, rolls: { result: string }[] = []) => ({ oracle: 'x', name: 'x', roll: 1, result, rolls: rolls.map((r) => ({ oracle: 'y', name: 'y', roll: 1, result: r.result, rolls: [] })) });
		expect(slotText(record('Kira Vex', [{ result: 'Kira' }, { result: 'Vex' }]))).toBe('Kira Vex');
		expect(slotText(record('See [Face Danger](datasworn:move:classic/adventure/face_danger)'))).toBe('See Face Danger');
		expect(slotText(record('[[A]] and [[B]]', [{ result: 'one' }]))).toBe('one and [[B]]');
	});
});

describe('template notes', () => {
	it('are notes marked iron_ledger: template, read afresh after their frontmatter, found by name with did you mean', async () => {
		const store = vault({ 'Templates/NPC.md': '---\niron_ledger: template\nruleset: starforged\n---\nA {{Role}}\n', 'Other/Not a template.md': 'A {{Role}}\n' });
		const all = await listTemplates(store);
		expect(all).toEqual([{ path: 'Templates/NPC.md', name: 'NPC', link: '[[Templates/NPC]]', ruleset: 'starforged' }]);
		expect(pickTemplate(all, 'npc').path).toBe('Templates/NPC.md');
		expect(() => pickTemplate(all, 'NCP')).toThrow('No template "NCP": did you mean NPC?');
		expect(() => pickTemplate([], 'NPC')).toThrow(/mark a note with iron_ledger: template/);
		expect((await readTemplateNote(store, all[0]!)).text).toBe('A {{Role}}');
	});

	it('a template’s ruleset narrows its names, and must be one that is on', () => {
		expect(templateScopes(library, [classic, starforged], 'NPC', 'starforged').map((s) => s.id)).toEqual(['starforged']);
		expect(() => templateScopes(library, [classic], 'NPC', 'starforged')).toThrow('Template "NPC" is for starforged, which is not turned on.');
		expect(() => templateScopes(library, [classic], 'NPC', 'dune')).toThrow(/Template "NPC" names the ruleset "dune"/);
	});
});
