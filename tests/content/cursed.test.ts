import { describe, expect, it } from 'vitest';
import { library } from '../helpers/content';

const si = () => library.ruleset('sundered_isles');
const ID = (path: string) => `oracle_rollable:sundered_isles/${path}`;

describe('cursed versions of the Sundered Isles tables, from Datasworn\'s curse tags', () => {
	it('pairs a table with its cursed version and reads the curse\'s behaviour', () => {
		expect(si().cursedVersion(ID('character/first_look'))).toMatchObject({ table: { id: ID('character/first_look_cursed') }, behavior: 'replace' });
		expect(si().cursedVersion(ID('getting_underway/take_command/crew'))).toMatchObject({ table: { id: ID('getting_underway/take_command/crew_cursed') }, behavior: 'add' });
	});

	it('follows a pair Datasworn links one way only, and leaves out tables that name themselves', () => {
		// Trademark Weapons is named by its cursed table only; Ship Details' cursed table names itself.
		expect(si().cursedVersion(ID('character/trademark_weapons'))).toMatchObject({ table: { id: ID('character/weapon_detail_cursed') }, behavior: 'add' });
		expect(si().cursedVersion(ID('ship/details'))).toMatchObject({ table: { id: ID('ship/details_cursed') }, behavior: 'replace' });
		expect(si().cursedVersion(ID('ship/details_cursed'))).toBeUndefined();
	});

	it('every pair rolls the same die, so a replace curse can read the same roll; no Starforged table has one', () => {
		const pairs = si().oracles().flatMap((e) => {
			const version = si().cursedVersion(e.id);
			return version ? [{ id: e.id, version }] : [];
		});
		expect(pairs.length).toBe(55);
		for (const { id, version } of pairs) if (version.behavior === 'replace') expect(version.table.sides, id).toBe(si().table(id).sides);
		expect(library.ruleset('starforged').oracles().some((e) => library.ruleset('starforged').cursedVersion(e.id))).toBe(false);
	});
});

describe('finding a table by name among cursed ones', () => {
	it('a plain name never finds a cursed table, which a name or id saying "cursed" still does', () => {
		expect(() => si().find('oracle_rollable', 'Ship Mission')).toThrow(/matches 7 oracles/);
		expect(si().find('oracle_rollable', 'Cursed Ship Mission').id).toBe(ID('ship/mission_cursed'));
		expect(si().find('oracle_rollable', ID('character/first_look_cursed')).id).toBe(ID('character/first_look_cursed'));
	});
});

