import { describe, expect, it } from 'vitest';
import type { RawNode } from '../../src/content/datasworn-shapes';
import { ContentLookupError } from '../../src/content/lookup';
import type { RulesetId } from '../../src/content/rulesets';
import { GENERATORS, findGenerator, generatorRulesets } from '../../src/generators/catalogue';
import { fieldValue } from '../../src/generators/field-text';
import { type Entity, generateEntity, rerollField } from '../../src/generators/roll-group';
import { type DiceSource, fixedDice } from '../../src/rules/dice';
import { rowForRoll } from '../../src/rules/oracle-table';
import { library } from '../helpers/content';

type Group = RawNode & { contents?: Record<string, RawNode & { rows?: { oracle_rolls?: { oracle: string }[] }[] }>; collections?: Record<string, Group> };

/** Dice that cycle through faces: enough for any generator, and the same every run. */
function cyclingDice(seed: number): DiceSource {
	let n = seed;
	return { roll: (sides) => ((n = (n * 7 + 3) % 1009), 1 + (n % sides)) };
}

const starforged = library.ruleset('starforged');
const classic = library.ruleset('classic');

/** What the rule says the top-level fields of a collection are, read straight from Datasworn. */
function tablesOf(rulesetId: RulesetId, collectionId: string, region = 'terminus'): string[] {
	const group = library.ruleset(rulesetId).get(collectionId)?.node as Group;
	const tags = (t: RawNode) => Object.values((t.tags ?? {}) as Record<string, Record<string, unknown>>);
	// The Sundered Isles' cursed versions wait for the cursed die (one is tagged as cursing itself).
	const cursed = (t: RawNode) => tags(t).some((x) => x.cursed_version_of !== undefined || x.cursed_by === t._id);
	const tables = Object.values(group.contents ?? {}).filter((t) => !cursed(t));
	const rolledBySibling = new Set(tables.flatMap((t) => (t.rows ?? []).flatMap((r) => (r.oracle_rolls ?? []).map((o) => o.oracle))));
	const regional = Object.values(group.collections ?? {}).flatMap((sub) =>
		Object.values(sub.contents ?? {}).filter((c) => tags(c).some((x) => (x.region ?? x.regional) === region)),
	);
	return [...tables.filter((t) => !rolledBySibling.has(t._id as string)), ...regional].map((t) => t._id as string);
}

describe('the generator catalogue', () => {
	it('names only Datasworn collections and tables its ruleset has', () => {
		for (const g of GENERATORS) {
			for (const source of g.oracles) {
				const id = typeof source === 'string' ? source : source.oracle;
				const entry = library.ruleset(g.ruleset).get(id);
				expect(entry?.type, `${g.kind} (${g.ruleset}): ${id}`).toBe(id.startsWith('oracle_collection:') ? 'oracle_collection' : 'oracle_rollable');
			}
		}
	});

	it('an unknown kind gets "did you mean", a kind the ruleset lacks names the rulesets that have it', () => {
		expect(() => findGenerator('setlement', 'classic')).toThrow('No generator for "setlement": did you mean settlement?');
		expect(() => findGenerator('planet', 'classic')).toThrow(new ContentLookupError('Ironsworn has no planet generator; starforged has one.'));
		expect(() => findGenerator('npc')).toThrow('npc is in more than one ruleset (starforged, sundered_isles, classic): give the ruleset.');
		expect(findGenerator('Precursor vault').kind).toBe('precursor-vault');
		// Delve plays on classic: classic's generators are there too.
		expect(findGenerator('settlement', 'delve').ruleset).toBe('classic');
		expect(generatorRulesets(findGenerator('site'))).toEqual(['delve']);
		// The Sundered Isles are played on Starforged: its own generators first, Starforged's for the rest.
		expect(findGenerator('npc', 'sundered_isles').ruleset).toBe('sundered_isles');
		expect(findGenerator('planet', 'sundered_isles').ruleset).toBe('starforged');
	});
});

describe('a generator rolls every table of its Datasworn collections', () => {
	it('the top-level fields of every generator are its collections’ rollable tables, in Datasworn order', () => {
		for (const g of GENERATORS) {
			const scope = library.ruleset(g.ruleset);
			const entity = generateEntity(scope, g, cyclingDice(11));
			const expected = g.oracles.flatMap((s) =>
				typeof s !== 'string' ? [s.oracle] : s.startsWith('oracle_collection:') ? tablesOf(g.ruleset, s, entity.region) : [s],
			);
			expect(entity.fields.filter((f) => f.from === undefined).map((f) => f.oracle), `${g.kind} (${g.ruleset})`).toEqual(expected);
			for (const f of entity.fields) {
				// Names from Datasworn: the table's, or for a column of a shared table, that table's.
				const own = scope.get(f.oracle)?.name;
				const parent = scope.get(`oracle_collection:${f.oracle.slice(f.oracle.indexOf(':') + 1, f.oracle.lastIndexOf('/'))}`)?.name;
				expect([own, parent]).toContain(f.name);
			}
			expect(new Set(entity.fields.map((f) => f.key)).size).toBe(entity.fields.length);
		}
	});

	it('fixed dice give the rows of those rolls: a Starforged NPC', () => {
		const g = findGenerator('npc', 'starforged');
		const dice = fixedDice([1, 2, 3, 4, 5, 6, 7, 8]);
		const entity = generateEntity(starforged, g, dice);
		expect(dice.remaining()).toBe(0);
		expect(entity.fields.map((f) => [f.key, f.text])).toEqual([
			['first_look', 'Accented'],
			['initial_disposition', 'Helpful'],
			['role', 'AI'],
			['goal', 'Build a home'],
			['revealed_aspect', 'Ambitious'],
			['given_name', 'Amari'],
			['callsign', 'Basilisk'],
			['family_name', 'Thorn'],
		]);
		for (const f of entity.fields) expect(f.result.row).toBe(rowForRoll(starforged.table(f.oracle), f.result.roll)?.id);
	});

	it('a classic settlement’s name row rolls its sub-table: the name is what that gave', () => {
		const g = findGenerator('settlement', 'classic');
		const entity = generateEntity(classic, g, fixedDice([20, 5, 3]));
		expect(entity.fields.map((f) => [f.key, f.text])).toEqual([
			['trouble', 'Vengeful outcast'],
			['name', 'A feature of the landscape. Envision what it is. What makes it unusual or distinctive? → Highmount'],
		]);
		expect(fieldValue(entity.fields[1]!, classic)).toBe('Highmount');
	});

	it('a Starforged settlement’s population is the column of the region', () => {
		const g = findGenerator('settlement', 'starforged');
		const dice = [10, 20, 30, 40, 50, 60, 70, 8, 90];
		const terminus = generateEntity(starforged, g, fixedDice(dice));
		const expanse = generateEntity(starforged, g, fixedDice(dice), 'expanse');
		expect(terminus.region).toBe('terminus');
		expect(terminus.fields.at(-1)).toMatchObject({ key: 'population', oracle: 'oracle_rollable:starforged/settlement/population/terminus', text: 'Tens of thousands' });
		expect(expanse.fields.at(-1)).toMatchObject({ key: 'population', oracle: 'oracle_rollable:starforged/settlement/population/expanse' });
	});

	it('a planet’s class leads to that type’s tables; a table another rolls (Ultra-scale) is no field of its own', () => {
		const planet = generateEntity(starforged, findGenerator('planet'), fixedDice([1, 5, 5, 5, 5, 5, 5]));
		expect(planet.fields.map((f) => f.oracle)).toEqual([
			'oracle_rollable:starforged/planet/class',
			...tablesOf('starforged', 'oracle_collection:starforged/planet/desert'),
		]);
		expect(planet.fields.slice(1).every((f) => f.from === 'class')).toBe(true);
		const creature = generateEntity(starforged, findGenerator('creature'), cyclingDice(3));
		expect(creature.fields.map((f) => f.key)).not.toContain('ultra_scale');
	});

	it('a faction’s name template is filled from the name tables it names', () => {
		const entity = generateEntity(starforged, findGenerator('faction', 'starforged'), cyclingDice(5));
		const template = entity.fields.find((f) => f.key === 'template')!;
		expect(template.text).not.toContain('{{');
		for (const part of ['legacy', 'affiliation', 'identity']) {
			const row = template.result.result;
			const value = entity.fields.find((f) => f.key === part)!.text;
			if (row.includes(`faction/name/${part}}}`)) expect(template.text).toContain(value);
		}
	});
});

describe('the Sundered Isles', () => {
	it('roll no cursed version of a table, and read the region from their own tags (myriads, margins, reaches)', () => {
		const si = library.ruleset('sundered_isles');
		const npc = generateEntity(si, findGenerator('npc', 'sundered_isles'), cyclingDice(4));
		expect(npc.fields.map((f) => f.key)).toEqual(['first_look', 'disposition', 'roles', 'trademark_accessories', 'trademark_weapons', 'details', 'goals', 'given_name', 'family_name', 'moniker']);
		const settlement = generateEntity(si, findGenerator('settlement', 'sundered_isles'), cyclingDice(4), 'reaches');
		expect(settlement.region).toBe('reaches');
		expect(settlement.fields.find((f) => f.key === 'size')?.oracle).toBe('oracle_rollable:sundered_isles/settlement/size/reaches');
		const ship = generateEntity(si, findGenerator('ship'), cyclingDice(4));
		expect(ship.fields.some((f) => f.oracle.endsWith('_cursed'))).toBe(false);
	});

	it('a Sundered Isles island has its landscape, a settlement its identity (sub-collections no row links to)', () => {
		const si = library.ruleset('sundered_isles');
		const island = generateEntity(si, findGenerator('island'), cyclingDice(4), 'margins');
		expect(island.fields.map((f) => f.key)).toEqual(expect.arrayContaining(['coastline_aspects', 'name', 'size', 'terrain']));
		// Datasworn tags vitality's columns `regional` where every other regional table says `region`.
		expect(island.fields.find((f) => f.key === 'vitality')?.oracle).toBe('oracle_rollable:sundered_isles/island/landscape/vitality/margins');
		const settlement = generateEntity(si, findGenerator('settlement', 'sundered_isles'), cyclingDice(4), 'margins');
		expect(settlement.fields.map((f) => f.key)).toEqual(expect.arrayContaining(['disposition', 'authority', 'controlling_faction']));
		expect(settlement.fields.find((f) => f.key === 'controlling_faction')?.oracle).toBe('oracle_rollable:sundered_isles/settlement/identity/controlling_faction/margins');
	});
});

describe('a column picked by a tag of an earlier row', () => {
	const si = library.ruleset('sundered_isles');
	const ship = findGenerator('ship');
	const sizeOf = (e: Entity) => {
		const size = e.fields.find((f) => f.key === 'size')!;
		const row = (si.get(size.oracle)!.node.rows as { _id: string; tags: { sundered_isles: { ship_size: string } } }[]).find((r) => r._id === size.result.row)!;
		return row.tags.sundered_isles.ship_size;
	};

	it('a Sundered Isles ship’s mission is the column of its size, and follows a re-rolled size', () => {
		let entity = generateEntity(si, ship, cyclingDice(4));
		const mission = () => entity.fields.filter((f) => f.key === 'mission');
		expect(mission().map((f) => [f.oracle, f.from])).toEqual([[`oracle_rollable:sundered_isles/ship/mission/${sizeOf(entity)}`, 'size']]);
		const first = sizeOf(entity);
		for (let i = 0; i < 30 && sizeOf(entity) === first; i++) entity = rerollField(si, ship, entity, 'size', cyclingDice(i));
		expect(sizeOf(entity)).not.toBe(first);
		expect(mission().map((f) => f.oracle)).toEqual([`oracle_rollable:sundered_isles/ship/mission/${sizeOf(entity)}`]);
	});
});

describe('re-rolling a field', () => {
	const fieldsOf = (e: Entity) => e.fields.map((f) => [f.key, f.text]);

	it('changes that field only, from the next dice', () => {
		const g = findGenerator('npc', 'starforged');
		const entity = generateEntity(starforged, g, fixedDice([1, 2, 3, 4, 5, 6, 7, 8]));
		const dice = fixedDice([50]);
		const again = rerollField(starforged, g, entity, 'role', dice);
		expect(dice.remaining()).toBe(0);
		const expected = fieldsOf(entity).map(([k, t]) => (k === 'role' ? [k, starforged.table('oracle_rollable:starforged/character/role').rows.find((r) => r.min! <= 50 && 50 <= r.max!)!.text] : [k, t]));
		expect(fieldsOf(again)).toEqual(expected);
	});

	it('a planet of another class drops the old type’s tables and rolls the new one’s', () => {
		const g = findGenerator('planet');
		const desert = generateEntity(starforged, g, fixedDice([1, 5, 5, 5, 5, 5, 5]));
		const rocky = rerollField(starforged, g, desert, 'class', fixedDice([80, 7, 7, 7, 7, 7, 7]));
		expect(rocky.fields[0]!.text).toBe('Rocky World');
		expect(rocky.fields.map((f) => f.oracle)).toEqual([
			'oracle_rollable:starforged/planet/class',
			...tablesOf('starforged', 'oracle_collection:starforged/planet/rocky'),
		]);
	});

	it('a faction’s legacy re-rolled shows in its name', () => {
		const g = findGenerator('faction', 'starforged');
		let entity = generateEntity(starforged, g, cyclingDice(5));
		for (let i = 0; i < 20 && !entity.fields.find((f) => f.key === 'template')!.result.result.includes('/legacy}}'); i++) {
			entity = rerollField(starforged, g, entity, 'template', cyclingDice(i));
		}
		const legacy = rerollField(starforged, g, entity, 'legacy', cyclingDice(99));
		const value = legacy.fields.find((f) => f.key === 'legacy')!.text;
		expect(legacy.fields.find((f) => f.key === 'template')!.text).toContain(value);
	});
});
