import { describe, expect, it } from 'vitest';
import { findGenerator } from '../../src/generators/catalogue';
import { entityBlock, entityTitle } from '../../src/generators/entity-block';
import { generateEntity } from '../../src/generators/roll-group';
import { writeBlock } from '../../src/journal/write';
import { checkNote } from '../../src/play/check-journal';
import { fixedDice } from '../../src/rules/dice';
import { library } from '../helpers/content';

const starforged = library.ruleset('starforged');

describe('a generated entity as one journal block', () => {
	it('reads as the entity does: a row that leads on keeps its own words, a name made of other fields is that name, no template marks', () => {
		const generator = findGenerator('faction', 'starforged');
		const entity = generateEntity(starforged, generator, fixedDice([30, ...Array<number>(20).fill(50)]));
		const name = entity.fields.find((f) => f.key === 'template')?.filled;
		expect(name).toMatch(/^\w+ \w+$/);
		const block = entityBlock(entity, entityTitle(generator, entity, name));
		const lines = block.text.split('\n');
		expect(lines[0]).toBe(`${name} — Faction, Ironsworn: Starforged`);
		expect(lines).toContain('Faction Type: Dominion — Governing power → Honor, Dynastic lineage');
		expect(lines).toContain(`Faction Name Template: ${name}`);
		expect(block.text).not.toMatch(/\{\{|\}\}/);
		// The name's parts are slots with their rolls; the name itself is not rolled again.
		expect(block.oracles.map((o) => o.oracle)).not.toContain('oracle_rollable:starforged/faction/name/template');
		expect(block.oracles).toHaveLength(entity.fields.length - 1);
		const note = `# Session\n\n${writeBlock(block)}`;
		expect(checkNote(note, library).problems).toEqual([]);
	});

	it("a region's column is recorded under the field's name, not the region's", () => {
		const si = library.ruleset('sundered_isles');
		const generator = findGenerator('island', 'sundered_isles');
		const entity = generateEntity(si, generator, fixedDice(Array<number>(30).fill(40)), 'reaches');
		const block = entityBlock(entity, entityTitle(generator, entity, undefined));
		const habitation = block.oracles.find((o) => o.oracle === 'oracle_rollable:sundered_isles/island/visible_habitation/reaches');
		expect(habitation?.name).toBe('Visible Habitation');
		const note = `# Session\n\n${writeBlock(block)}`;
		expect(checkNote(note, library).problems).toEqual([]);
	});

	it('a plain field is its slot, filled with the row', () => {
		const generator = findGenerator('settlement', 'classic');
		const entity = generateEntity(library.ruleset('classic'), generator, fixedDice([20, 5, 3]));
		const block = entityBlock(entity, entityTitle(generator, entity, undefined));
		expect(block.template).toContain('Settlement Trouble: {{oracle_rollable:classic/settlement/trouble}}');
		expect(block.text).toContain('Settlement Trouble: Vengeful outcast');
	});
});
