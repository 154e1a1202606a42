import { describe, expect, it } from 'vitest';
import { bundledContent } from '../../src/content/bundled';
import { ContentLibrary } from '../../src/content/library';
import { ContentLookupError } from '../../src/content/lookup';
import type { PackageId } from '../../src/content/rulesets';
import { fixedDice } from '../../src/rules/dice';
import { rollOracle } from '../../src/rules/oracle-table';
import { classic, delve, starforged } from '../helpers/content';

describe('content library', () => {
	it('parses nothing until something is asked for, and only the packages a ruleset needs', () => {
		const asked: PackageId[] = [];
		const real = bundledContent();
		const library = new ContentLibrary((pkg) => {
			asked.push(pkg);
			return JSON.stringify(real.index(pkg).root);
		});
		const scope = library.ruleset('delve');
		expect(asked).toEqual([]);
		scope.move('Delve the Depths');
		expect(asked).toEqual(['classic', 'delve']);
		scope.move('Face Danger');
		expect(asked).toEqual(['classic', 'delve']);
		expect(library.isLoaded('starforged')).toBe(false);
	});

	it('indexes moves, tables, assets, Delve themes/domains, rarities and truths by Datasworn id', () => {
		expect(classic.entries('move')).toHaveLength(35);
		expect(delve.entries('move')).toHaveLength(35 + 13);
		expect(starforged.entries('move')).toHaveLength(56);
		expect(classic.entries('asset').length).toBe(78);
		expect(starforged.entries('asset').length).toBe(87);
		expect(delve.entries('delve_site_theme')).toHaveLength(8);
		expect(delve.entries('delve_site_domain')).toHaveLength(12);
		expect(delve.entries('rarity')).toHaveLength(62);
		expect(classic.entries('truth')).toHaveLength(11);
		expect(starforged.entries('truth')).toHaveLength(14);
		expect(classic.get('asset:classic/combat_talent/archer')?.name).toBe('Archer');
	});

	it('includes tables embedded in moves and truths among the rollable tables', () => {
		const ids = starforged.oracles().map((o) => o.id);
		expect(ids).toContain('move.oracle_rollable:starforged/fate/pay_the_price.pay_the_price');
		expect(ids).toContain('truth.option.oracle_rollable:starforged/cataclysm.0.sun_plague_cause');
		expect(classic.oracles().map((o) => o.id)).toContain('move.oracle_rollable:classic/suffer/endure_harm.endure_harm');
		expect(delve.oracles().map((o) => o.id)).toContain('move.oracle_rollable:delve/delve/delve_the_depths.edge');
	});

	it('keys by id: moves that share a name across rulesets stay distinct', () => {
		expect(classic.move('Face Danger').id).toBe('move:classic/adventure/face_danger');
		expect(starforged.move('Face Danger').id).toBe('move:starforged/adventure/face_danger');
		expect(classic.move('move:classic/adventure/face_danger').name).toBe('Face Danger');
	});

	it('a name matches whole words: "Plot" finds Major Plot Twist, "Lot" finds nothing and gets a guess', () => {
		expect(classic.table('Plot').id).toBe('oracle_rollable:classic/turning_point/major_plot_twist');
		expect(() => classic.table('Lot')).toThrow(/^Unknown oracle "Lot" in Ironsworn/);
		expect(() => classic.move('Fac')).toThrow(/^Unknown move "Fac" in Ironsworn/);
		expect(() => classic.move('Face')).toThrow(/^"Face" matches 4 moves in Ironsworn/);
	});

	it('scopes name search to the ruleset: Delve sees classic and Delve, classic does not see Delve', () => {
		expect(delve.move('Delve the Depths').id).toBe('move:delve/delve/delve_the_depths');
		expect(() => classic.move('Delve the Depths')).toThrow(/Unknown move "Delve the Depths" in Ironsworn/);
		expect(() => starforged.move('Delve the Depths')).toThrow(ContentLookupError);
		expect(classic.get('move:delve/delve/delve_the_depths')).toBeUndefined();
	});

	it('an ambiguous name is an error listing the candidates by id', () => {
		try {
			starforged.table('Settlements');
			expect.unreachable();
		} catch (error) {
			expect(error).toBeInstanceOf(ContentLookupError);
			const e = error as ContentLookupError;
			expect(e.candidates.length).toBeGreaterThan(10);
			expect(e.message).toContain('oracle_rollable:starforged/planet/desert/settlements/terminus');
		}
	});

	it('finds a table by its qualified name', () => {
		expect(starforged.table('Desert World › Settlements › Terminus').id).toBe('oracle_rollable:starforged/planet/desert/settlements/terminus');
	});

	it('reads the ruleset rules: stats, meters, impacts and special tracks', () => {
		const rules = classic.rules();
		expect(rules.stats).toEqual(['edge', 'heart', 'iron', 'shadow', 'wits']);
		expect(rules.meters.health).toMatchObject({ min: 0, max: 5, value: 5 });
		expect(rules.impacts.map((i) => i.key)).toEqual([
			'wounded', 'shaken', 'unprepared', 'encumbered', 'maimed', 'corrupted', 'cursed', 'tormented',
		]);
		expect(Object.keys(delve.rules().specialTracks)).toEqual(['bonds', 'failure_track']);
		expect(Object.keys(starforged.rules().specialTracks)).toEqual(['quests_legacy', 'bonds_legacy', 'discoveries_legacy']);
	});

	it('credits each package with its title, author and licence', () => {
		expect(delve.credits().map((c) => c.title)).toEqual(['Ironsworn Rulebook', 'Ironsworn: Delve']);
		expect(starforged.credits()[0]).toMatchObject({ authors: 'Shawn Tomkin', license: 'https://creativecommons.org/licenses/by/4.0' });
	});

	it('rolls nested site-name templates into one readable name', () => {
		const format = delve.table('oracle_rollable:delve/site_name/format');
		// Format 10: "[Description] [Place]"; description 1; place 1 (a barrow), then the barrow's place names.
		const result = rollOracle(format, fixedDice([10, 1, 1, 1]), delve.lookup);
		expect(result.rolls.map((r) => r.name)).toEqual(['Description', 'Place']);
		expect(result.result).not.toContain('{{');
		expect(result.result).toBe('Deep Sepulcher');
	});
});
