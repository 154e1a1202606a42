import { describe, expect, it } from 'vitest';
import { ContentLookupError } from '../../src/content/lookup';
import { fixedDice } from '../../src/rules/dice';
import { settleTruth } from '../../src/truths/roll';
import { findOption, findTruth, optionForRoll, optionHeadline, truthsOf } from '../../src/truths/truths';
import { classic, delve, library, starforged } from '../helpers/content';

describe('setting truths from Datasworn', () => {
	it('reads every truth of classic and Starforged, in the book’s order, by Datasworn id', () => {
		expect(truthsOf(classic).map((t) => t.key)).toEqual(['old_world', 'iron', 'legacies', 'communities', 'leaders', 'defense', 'mysticism', 'religion', 'firstborn', 'beasts', 'horrors']);
		expect(truthsOf(starforged).map((t) => t.id)).toHaveLength(14);
		expect(truthsOf(starforged)[0]).toMatchObject({ id: 'truth:starforged/cataclysm', key: 'cataclysm', name: 'Cataclysm' });
		// Delve is played in classic's world.
		expect(truthsOf(delve).map((t) => t.id)).toEqual(truthsOf(classic).map((t) => t.id));
	});

	it('a ruleset with truths of its own has those alone: Sundered Isles in place of Starforged’s', () => {
		const si = truthsOf(library.ruleset('sundered_isles'));
		expect(si.map((t) => t.key)).toEqual(['sundering', 'relics', 'modern_era', 'iron_vows', 'navigation', 'empires', 'piracy', 'religion', 'magic', 'beasts', 'horrors']);
		expect(si.every((t) => t.id.startsWith('truth:sundered_isles/'))).toBe(true);
		for (const truth of si) expect(truth.options.map((o) => o.max - o.min + 1).reduce((a, b) => a + b), truth.id).toBe(100);
	});

	it.each([
		['classic', classic],
		['starforged', starforged],
	])('every %s truth’s options cover 1-100 once, without gaps or overlaps', (_name, scope) => {
		for (const truth of truthsOf(scope)) {
			for (let roll = 1; roll <= 100; roll++) {
				const hits = truth.options.filter((o) => o.min <= roll && roll <= o.max);
				expect(hits, `${truth.id} at ${roll}`).toHaveLength(1);
			}
		}
	});

	it('puts classic Mysticism’s second option on 34-67, where Datasworn 0.1.0 repeats 68-100', () => {
		const raw = classic.get('truth:classic/mysticism')?.node.options as { roll: { min: number; max: number } }[];
		expect(raw[1]?.roll).toEqual({ min: 68, max: 100 });
		const mysticism = findTruth(truthsOf(classic), 'mysticism', 'Ironsworn');
		expect(mysticism.options.map((o) => [o.min, o.max])).toEqual([
			[1, 33],
			[34, 67],
			[68, 100],
		]);
		expect(optionForRoll(mysticism, 50)?.id).toBe('truth.option:classic/mysticism.1');
	});

	it('knows which options carry a table of their own', () => {
		const withTables = truthsOf(starforged).flatMap((t) => t.options.filter((o) => o.table).map((o) => o.table?.id));
		expect(withTables).toEqual([
			'truth.option.oracle_rollable:starforged/cataclysm.0.sun_plague_cause',
			'truth.option.oracle_rollable:starforged/cataclysm.1.entities',
			'truth.option.oracle_rollable:starforged/cataclysm.2.foe',
			'truth.option.oracle_rollable:starforged/magic.1.power_source',
			'truth.option.oracle_rollable:starforged/artificial_intelligence.0.computer_limitation',
		]);
		expect(truthsOf(classic).some((t) => t.options.some((o) => o.table))).toBe(false);
	});

	it('labels an option by its summary, or a classic option by its first sentence', () => {
		const cataclysm = findTruth(truthsOf(starforged), 'Cataclysm', 'Starforged');
		expect(optionHeadline(cataclysm.options[0]!)).toBe('The Sun Plague extinguished the stars in our home galaxy.');
		const iron = findTruth(truthsOf(classic), 'iron', 'Ironsworn');
		expect(optionHeadline(iron.options[0]!)).toMatch(/^[^.]+\.$/);
		expect(iron.options[0]?.description.startsWith(optionHeadline(iron.options[0]))).toBe(true);
	});
});

describe('rolling and choosing', () => {
	const cataclysm = findTruth(truthsOf(starforged), 'cataclysm', 'Starforged');

	it('fixed dice pick known options, and roll the option’s table after', () => {
		const pick = settleTruth(starforged, cataclysm, fixedDice([40, 50]));
		expect(pick.roll).toBe(40);
		expect(pick.option.id).toBe('truth.option:starforged/cataclysm.1');
		expect(pick.table).toEqual({
			table: 'truth.option.oracle_rollable:starforged/cataclysm.1.entities',
			name: 'Entities',
			row: 'truth.option.oracle_rollable.row:starforged/cataclysm.1.entities.3',
			text: 'Spirits of alluring, divine form',
			roll: 50,
		});
		expect(settleTruth(starforged, cataclysm, fixedDice([33, 100])).table?.text).toBe('Scientific experiment gone awry');
		expect(settleTruth(starforged, cataclysm, fixedDice([100, 1])).option.id).toBe('truth.option:starforged/cataclysm.2');
	});

	it('a chosen option rolls no d100; a picked row rolls nothing at all', () => {
		const option = findOption(cataclysm, '1');
		const dice = fixedDice([26]);
		const pick = settleTruth(starforged, cataclysm, dice, { option });
		expect(pick.roll).toBeUndefined();
		expect(pick.table).toMatchObject({ text: 'Sudden dark matter decay', roll: 26 });
		const picked = settleTruth(starforged, cataclysm, fixedDice([]), { option, row: 'truth.option.oracle_rollable.row:starforged/cataclysm.0.sun_plague_cause.2' });
		expect(picked.table).toMatchObject({ text: 'Superweapon run amok' });
		expect(picked.table?.roll).toBeUndefined();
		// A classic truth has no table: one die, one option.
		const iron = findTruth(truthsOf(classic), 'iron', 'Ironsworn');
		expect(settleTruth(classic, iron, fixedDice([67]))).toMatchObject({ roll: 67, option: { id: 'truth.option:classic/iron.1' } });
	});

	it('finds options by number, id or words, and names a near miss', () => {
		expect(findOption(cataclysm, 'truth.option:starforged/cataclysm.2').number).toBe(3);
		expect(findOption(cataclysm, 'starforged/cataclysm.2').number).toBe(3);
		expect(findOption(cataclysm, 'sun plague').number).toBe(1);
		expect(() => findOption(cataclysm, '4')).toThrow(ContentLookupError);
		expect(() => findOption(cataclysm, 'The Sun Plague extinguished the stars in our home galaxi')).toThrow(/did you mean "The Sun Plague extinguished the stars in our home galaxy\."\?/);
		expect(() => findTruth(truthsOf(starforged), 'catclysm', 'Ironsworn: Starforged')).toThrow('Unknown truth "catclysm" in Ironsworn: Starforged: did you mean cataclysm?');
	});
});
