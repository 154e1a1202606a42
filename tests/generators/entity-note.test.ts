import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FileStateStore } from '../../src/cli/fs-state-store';
import { findGenerator } from '../../src/generators/catalogue';
import { entityName, entityNote, saveEntity } from '../../src/generators/entity-note';
import { generateEntity } from '../../src/generators/roll-group';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';
import { tempDirs } from '../helpers/temp-dirs';

const tempDir = tempDirs();
const starforged = library.ruleset('starforged');
const npc = findGenerator('npc', 'starforged');
const amari = () => generateEntity(starforged, npc, fixedDice([1, 2, 3, 4, 5, 6, 7, 8]));

describe('the entity note', () => {
	it('holds each field under its Datasworn key, the kind, the ruleset and the table of each field', () => {
		const entity = amari();
		const text = entityNote(entity, 'Amari Thorn');
		const [, yaml, body] = text.split(/^---\n|\n---\n/m);
		const fm = parse(yaml as string) as Record<string, unknown>;
		expect(fm).toMatchObject({ kind: 'npc', ruleset: 'starforged', role: 'AI', given_name: 'Amari', family_name: 'Thorn' });
		expect(fm.oracles).toEqual(Object.fromEntries(entity.fields.map((f) => [f.key, f.oracle])));
		expect((fm.oracles as Record<string, string>).role).toBe('oracle_rollable:starforged/character/role');
		expect(body).toBe('# Amari Thorn\n\n' + entity.fields.map((f) => `- **${f.name}**: ${f.text}`).join('\n') + '\n');
	});

	it('keeps the name in `name`, not the prompt its row led from, and the whole line in the body', () => {
		const classic = library.ruleset('classic');
		const settlement = findGenerator('settlement', 'classic');
		const entity = generateEntity(classic, settlement, fixedDice([12, 45, 78]));
		const name = entityName(entity, settlement, classic) as string;
		expect(name).toBe('Elderwatch');
		const text = entityNote(entity, name);
		const fm = parse(text.split(/^---\n|\n---\n/m)[1] as string) as Record<string, unknown>;
		expect(fm.name).toBe('Elderwatch');
		expect(text).toMatch(/\*\*[^*]+\*\*: A creature\. .* → Elderwatch\n/);
	});

	it('is named by the name fields when the collection has them, and by the player otherwise', () => {
		expect(entityName(amari(), npc, starforged)).toBe('Amari Thorn');
		const creature = findGenerator('creature');
		let n = 1;
		const dice = { roll: (sides: number) => ((n = (n * 5 + 1) % 97), 1 + (n % sides)) };
		expect(entityName(generateEntity(starforged, creature, dice), creature, starforged)).toBeUndefined();
	});

	it('is written once: a note of that name already there is the player’s and stays as it is', async () => {
		const vault = tempDir('entities');
		mkdirSync(join(vault, '.obsidian'));
		const store = new FileStateStore(vault);
		const path = await saveEntity(store, library, amari(), { name: 'Amari Thorn', folder: 'Entities' });
		expect(path).toBe('Entities/Amari Thorn.md');
		expect(readFileSync(join(vault, path), 'utf8')).toBe(entityNote(amari(), 'Amari Thorn'));
		writeFileSync(join(vault, path), 'mine\n');
		await expect(saveEntity(store, library, amari(), { name: 'Amari Thorn', folder: 'Entities' })).rejects.toThrow('Entities/Amari Thorn.md already exists: choose another name.');
		expect(readFileSync(join(vault, path), 'utf8')).toBe('mine\n');
	});

	it('a Delve site is saved as Discover a Site’s site note, with the rolled theme and domain cards', async () => {
		const vault = tempDir('site');
		mkdirSync(join(vault, '.obsidian'));
		const delve = library.ruleset('delve');
		const site = findGenerator('site');
		// Theme 1 (Ancient), domain 1 (Barrow), then the name's format and its parts.
		const entity = generateEntity(delve, site, fixedDice([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
		const path = await saveEntity(new FileStateStore(vault), library, entity, { name: 'The Barrow', folder: 'Tracks', rank: 'dangerous' });
		const fm = parse(readFileSync(join(vault, path), 'utf8').split('---\n')[1] as string) as Record<string, unknown>;
		expect(fm).toMatchObject({ iron_ledger: 'track', kind: 'delve_site', rank: 'dangerous', theme: 'delve_site_theme:delve/ancient', domain: 'delve_site_domain:delve/barrow' });
	});
});
