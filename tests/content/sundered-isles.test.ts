import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abilityOffers } from '../../src/assets/ability-offers';
import { enabledScopes } from '../../src/flows/ports';
import { RULESETS, RULESET_LABELS, packagesOf, parseRulesetId } from '../../src/content/rulesets';
import { moveModel } from '../../src/moves';
import { fixedDice } from '../../src/rules/dice';
import { rollOracle } from '../../src/rules/oracle-table';
import { library, starforged } from '../helpers/content';

const isles = library.ruleset('sundered_isles');
const raw = JSON.parse(readFileSync(new URL('../../node_modules/@datasworn/sundered-isles/json/sundered_isles.json', import.meta.url), 'utf8')) as {
	title: string;
	license: string;
	url: string;
	authors: { name: string }[];
	moves: Record<string, { contents: Record<string, { _id: string; replaces?: string[] }> }>;
	assets: Record<string, { contents: Record<string, { _id: string }> }>;
};
const REPLACING = Object.values(raw.moves).flatMap((c) => Object.values(c.contents));
const REPLACED = ['undertake_an_expedition', 'make_a_discovery', 'confront_chaos', 'set_a_course', 'enter_the_fray', 'withstand_damage', 'resupply', 'repair'];

describe('Sundered Isles, a fourth ruleset on top of Starforged', () => {
	it('is a ruleset of its own, read with Starforged, and typed as sundered_isles, sundered-isles or si', () => {
		expect(RULESETS).toContain('sundered_isles');
		expect(RULESET_LABELS.sundered_isles).toBe('Ironsworn: Sundered Isles');
		expect(packagesOf('sundered_isles')).toEqual(['starforged', 'sundered_isles']);
		expect(['sundered_isles', 'Sundered-Isles', 'si'].map(parseRulesetId)).toEqual(['sundered_isles', 'sundered_isles', 'sundered_isles']);
		expect(parseRulesetId('isles')).toBeUndefined();
	});

	it('lists each of its eight moves in place of the Starforged move it replaces', () => {
		expect(REPLACING.map((m) => m.replaces?.[0]?.split('/').pop())).toEqual(REPLACED);
		const ids = isles.moves().map((m) => m.id);
		for (const m of REPLACING) {
			expect(ids).toContain(m._id);
			expect(ids).not.toContain(m.replaces?.[0]);
		}
		expect(isles.moves()).toHaveLength(starforged.moves().length);
		expect(isles.move('Set a Course').id).toBe('move:sundered_isles/exploration/set_a_course');
		expect(isles.move('Face Danger').id).toBe('move:starforged/adventure/face_danger');
		// Starforged alone is unchanged.
		expect(starforged.move('Set a Course').id).toBe('move:starforged/exploration/set_a_course');
	});

	it('still finds a replaced Starforged move by its id, for the blocks made with it', () => {
		expect(isles.move('move:starforged/exploration/set_a_course').name).toBe('Set a Course');
		expect(isles.get('move:starforged/recover/repair')?.type).toBe('move');
		expect(isles.replacementOf('move:starforged/recover/repair')).toBe('move:sundered_isles/recover/repair');
		expect(isles.replacementOf('move:starforged/adventure/face_danger')).toBeUndefined();
	});

	it('has an outcome model for every move it lists', () => {
		expect(isles.moves().filter((m) => !moveModel(m.id)).map((m) => m.id)).toEqual([]);
	});

	it('rolls its oracles, Starforged’s too', () => {
		const societies = isles.table('oracle_rollable:sundered_isles/adventures/factions/societies');
		const result = rollOracle(societies, fixedDice([15]), isles.lookup);
		expect(result.result).toMatch(/^Arsu \/ Azizos — /);
		expect(result.row).toBe('oracle_rollable.row:sundered_isles/adventures/factions/societies.1');
		expect(isles.oracles().filter((o) => o.pkg === 'sundered_isles').length).toBeGreaterThan(100);
		expect(isles.table('oracle_rollable:starforged/core/action').name).toBe('Action');
		expect(() => starforged.table('oracle_rollable:sundered_isles/adventures/factions/societies')).toThrow();
	});

	it('lists its 60 assets beside Starforged’s, its flagship among them', () => {
		const own = isles.entries('asset').filter((a) => a.pkg === 'sundered_isles');
		const wanted = Object.values(raw.assets).flatMap((c) => Object.values(c.contents).map((a) => a._id));
		expect(own.map((a) => a.id).sort()).toEqual(wanted.sort());
		expect(own).toHaveLength(60);
		expect(isles.entries('asset')).toHaveLength(own.length + starforged.entries('asset').length);
		expect(isles.get('asset:sundered_isles/command_vehicle/flagship')?.name).toBe('Flagship');
	});

	it('credits the expansion as its package does', () => {
		const credit = isles.credits().find((c) => c.title === raw.title);
		expect(credit).toEqual({ title: 'Sundered Isles', authors: 'Shawn Tomkin', license: 'https://creativecommons.org/licenses/by-nc-sa/4.0', url: 'https://ironswornrpg.com', date: '2024-07-01' });
		expect(raw.authors.map((a) => a.name).join(', ')).toBe(credit?.authors);
		expect(isles.credits().map((c) => c.title)).toEqual(['Ironsworn: Starforged Rulebook', 'Sundered Isles']);
		expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain('[Creative Commons Attribution-NonCommercial-ShareAlike 4.0](https://creativecommons.org/licenses/by-nc-sa/4.0)');
	});

	it('brings Starforged with it when switched on, and is not listed twice beside it', () => {
		const ids = (rulesets: ('starforged' | 'sundered_isles' | 'classic')[]) => enabledScopes({ content: library, rulesets }).map((s) => s.id);
		expect(ids(['sundered_isles'])).toEqual(['sundered_isles']);
		expect(ids(['classic', 'starforged', 'sundered_isles'])).toEqual(['classic', 'sundered_isles']);
		expect(ids(['starforged'])).toEqual(['starforged']);
	});

	it('offers an ability written for the Starforged move on the Sundered Isles move that replaces it', () => {
		const sheet: Record<string, unknown> = { assets: ['asset:sundered_isles/companion/jungle_cat'], asset_abilities: ['asset.ability:sundered_isles/companion/jungle_cat.1'], jungle_cat_health: 3 };
		const offers = (move: string) => abilityOffers(isles, (k) => sheet[k], move, ['edge']).map((o) => `${o.ability}: ${o.when ?? ''}`);
		expect(offers('move:sundered_isles/exploration/undertake_an_expedition')).toEqual(['asset.ability:sundered_isles/companion/jungle_cat.1: through wilderness, the cat leading the way']);
		expect(offers('move:starforged/exploration/undertake_an_expedition')).toHaveLength(1);
		expect(offers('move:sundered_isles/exploration/set_a_course')).toEqual([]);
	});
});
