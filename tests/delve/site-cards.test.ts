import { describe, expect, it } from 'vitest';
import { emptyDenizens, premadeDenizens, readDenizens } from '../../src/delve/denizens';
import { featureTable, rowFinder, withSiteCards } from '../../src/delve/site-cards';
import { oracleRecord } from '../../src/play/blocks-from-rolls';
import { fixedDice } from '../../src/rules/dice';
import { rollOracle } from '../../src/rules/oracle-table';
import { delve } from '../helpers/content';

const REVEAL = 'move.oracle_rollable:delve/delve/reveal_a_danger.reveal_a_danger';
const SITE = { theme: 'delve_site_theme:delve/ancient', domain: 'delve_site_domain:delve/icereach', denizens: readDenizens(emptyDenizens()), link: '[[Tracks/Vault]]' };

function reveal(...dice: number[]) {
	const d = fixedDice(dice);
	const record = oracleRecord(rollOracle(delve.table(REVEAL), d, delve.lookup));
	return withSiteCards(delve, record, rowFinder(delve), SITE, d);
}

describe('a Delve site’s own cards (DV-11)', () => {
	it('1-30 reads the theme card and 31-45 the domain card, with the same roll', () => {
		expect(reveal(30).rolls).toEqual([{ oracle: 'delve_site_theme:delve/ancient', name: 'Ancient: danger', roll: 30, result: expect.any(String), rolls: [] }]);
		expect(reveal(31).rolls[0]).toMatchObject({ oracle: 'delve_site_domain:delve/icereach', roll: 31, result: 'Denizen hunts' });
		expect(reveal(45).rolls[0]?.oracle).toBe('delve_site_domain:delve/icereach');
		expect(reveal(46, 12).rolls[0]).toMatchObject({ oracle: '[[Tracks/Vault]]', name: 'Denizen', roll: 12, result: 'a very common denizen (not named yet)' });
		expect(reveal(46, 100).rolls[0]?.result).toBe('an unforeseen denizen (not named yet)');
		expect(reveal(60).rolls).toEqual([]);
	});

	it('"roll twice more" rolls twice, and each roll that lands on a card row is read on the card', () => {
		const twice = reveal(97, 3, 40);
		expect(twice.rolls.map((r) => r.roll)).toEqual([3, 40]);
		expect(twice.rolls[0]?.rolls[0]).toMatchObject({ oracle: 'delve_site_theme:delve/ancient', result: 'Ancient trap' });
		expect(twice.rolls[1]?.rolls[0]).toMatchObject({ oracle: 'delve_site_domain:delve/icereach', roll: 40 });
	});

	it('without the site’s cards the row stays as Datasworn words it', () => {
		const record = oracleRecord(rollOracle(delve.table(REVEAL), fixedDice([5]), delve.lookup));
		expect(withSiteCards(delve, record, rowFinder(delve), {}, fixedDice([])).rolls).toEqual([]);
	});

	it('a feature reads theme rows 1-20 and domain rows 21-100: every face lands on one row', () => {
		const table = featureTable(delve, SITE);
		for (let roll = 1; roll <= 100; roll++) expect(table?.rows.filter((r) => (r.min ?? 0) <= roll && roll <= (r.max ?? 0)), String(roll)).toHaveLength(1);
		expect(table?.rows.find((r) => r.min === 1)?.id).toMatch(/^delve_site_theme\.feature:delve\/ancient/);
		expect(table?.rows.find((r) => r.min === 21)?.id).toMatch(/^delve_site_domain\.feature:delve\/icereach/);
	});
});

describe('denizens', () => {
	it('the matrix covers 1-100 once: 1 very common, 3 common, 4 uncommon, 3 rare, 1 unforeseen', () => {
		const matrix = readDenizens(emptyDenizens());
		for (let roll = 1; roll <= 100; roll++) expect(matrix.filter((d) => d.min <= roll && roll <= d.max), String(roll)).toHaveLength(1);
		expect(matrix.map((d) => d.frequency)).toEqual(['very_common', 'common', 'common', 'common', 'uncommon', 'uncommon', 'uncommon', 'uncommon', 'rare', 'rare', 'rare', 'unforeseen']);
	});

	it('a premade site’s denizens are named from their NPCs, in Datasworn’s ranges', () => {
		const alva = premadeDenizens(delve, 'delve_site:delve/alvas_rest');
		expect(alva[0]).toEqual({ roll: '1-27', frequency: 'very_common', name: 'Raider' });
		const raw = (delve.get('delve_site:delve/alvas_rest')?.node as { denizens: { roll: { min: number; max: number } }[] }).denizens;
		expect(raw.map((d) => `${d.roll.min}-${d.roll.max}`)).toEqual(emptyDenizens().map((d) => (d.roll.includes('-') ? d.roll : `${d.roll}-${d.roll}`)));
	});

	it('entries not in the matrix’s shape are skipped, not guessed', () => {
		expect(readDenizens([{ roll: '1-27', name: 'Wolf' }, { roll: 'lots', name: 'X' }, 'junk', null, { roll: 100 }])).toEqual([
			{ min: 1, max: 27, frequency: '', name: 'Wolf' },
			{ min: 100, max: 100, frequency: '', name: '' },
		]);
	});
});
