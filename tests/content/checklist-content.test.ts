import { describe, expect, it } from 'vitest';
import type { RulesetContent } from '../../src/content/library';
import { ODDS, answersYes, isPercentileMatch } from '../../src/rules/ask-the-oracle';
import { fixedDice } from '../../src/rules/dice';
import { type OracleTable, rollOracle, rowForRoll } from '../../src/rules/oracle-table';
import { classic, delve, starforged } from '../helpers/content';

const texts = (t: OracleTable) => t.rows.filter((r) => r.min !== null).map((r) => [r.min, r.max]);
const options = (scope: RulesetContent, name: string) => scope.move(name).conditions.map((c) => [c.method, c.options]);

describe('checklist statements read from the Datasworn data', () => {
	it('AR-05 some moves roll a condition meter: Make Camp +supply, the suffer moves +health / +spirit', () => {
		expect(options(classic, 'Make Camp')).toEqual([['player_choice', [{ using: 'condition_meter', meter: 'supply' }]]]);
		expect(JSON.stringify(options(classic, 'Endure Harm'))).toContain('"meter":"health"');
		expect(JSON.stringify(options(classic, 'Endure Stress'))).toContain('"meter":"spirit"');
	});

	it('AR-06 Endure Harm rolls the higher of iron and health; Endure Stress of heart and spirit', () => {
		expect(options(classic, 'Endure Harm')).toEqual([
			['highest', [{ using: 'stat', stat: 'iron' }, { using: 'condition_meter', meter: 'health' }]],
		]);
		expect(options(classic, 'Endure Stress')[0]?.[0]).toBe('highest');
	});

	it('AR-07 Heal on your own wounds rolls the lower of wits and iron', () => {
		const heal = classic.move('Heal').conditions;
		expect(heal.some((c) => c.method === 'lowest' && c.options.map((o) => ('stat' in o ? o.stat : '')).sort().join() === 'iron,wits')).toBe(true);
	});

	it('AR-21 moves with no roll instruction make no roll', () => {
		const noRoll = classic.moves().filter((m) => m.rollType === 'no_roll').map((m) => m.name).sort();
		expect(noRoll).toEqual(
			['Advance', 'Aid Your Ally', 'Ask the Oracle', 'Face a Setback', 'Forsake Your Vow', 'Out of Supply', 'Pay the Price', 'Reach a Milestone', 'Turn the Tide'].sort(),
		);
	});

	it('MO-13 momentum cannot be burned on any progress or special-track roll, in all three rulesets', () => {
		for (const scope of [classic, delve, starforged]) {
			const progressMoves = scope.moves().filter((m) => m.rollType === 'progress_roll' || m.rollType === 'special_track');
			expect(progressMoves.length).toBeGreaterThan(2);
			for (const m of progressMoves) expect(m.allowMomentumBurn, m.id).toBe(false);
		}
	});

	it('MO-26 Starforged Begin a Session and End a Session give +1 momentum', () => {
		expect(starforged.move('Begin a Session').text).toMatch(/\+1 momentum/);
		expect(starforged.move('End a Session').text).toMatch(/\+1 momentum/);
	});

	it('MO-27 Delve Take a Hiatus sets momentum to its reset value', () => {
		expect(delve.move('Take a Hiatus').text).toMatch(/momentum to its reset value/i);
	});

	it('PR-09 the classic progress moves and Write Your Epilogue on the bonds track', () => {
		const progress = classic.moves().filter((m) => m.rollType === 'progress_roll').map((m) => m.name).sort();
		expect(progress).toEqual(['End the Fight', 'Fulfill Your Vow', 'Reach Your Destination']);
		expect(classic.move('Write Your Epilogue').rollType).toBe('special_track');
	});

	it('PR-14 Write Your Epilogue rolls against the bonds track', () => {
		expect(options(classic, 'Write Your Epilogue')).toEqual([['player_choice', [{ using: 'special_track', track: 'bonds_track' }]]]);
	});

	it('PR-15 Undertake a Journey marks progress on a hit and not on a miss', () => {
		const journey = classic.move('Undertake a Journey');
		expect(journey.outcomes.strong_hit).toMatch(/mark progress/i);
		expect(journey.outcomes.miss).not.toMatch(/mark progress/i);
	});

	it('PR-23 Starforged has three legacy tracks: quests, bonds, discoveries', () => {
		expect(Object.values(starforged.rules().specialTracks).map((t) => t.label)).toEqual(['quests', 'bonds', 'discoveries']);
	});

	it('OR-02 every rollable table covers its whole die without gaps or overlaps', () => {
		for (const scope of [delve, starforged]) {
			for (const entry of scope.oracles()) {
				const table = scope.table(entry.id);
				for (let roll = 1; roll <= table.sides; roll++) {
					const rows = table.rows.filter((r) => r.min !== null && r.min <= roll && roll <= (r.max as number));
					expect(rows.length, `${table.id} at ${roll}`).toBe(1);
				}
			}
		}
	});

	it('OR-03 / OR-16 the engine agrees with the Datasworn Ask the Oracle tables, roll by roll', () => {
		const ids = { almost_certain: 'almost_certain', likely: 'likely', '50_50': 'fifty_fifty', unlikely: 'unlikely', small_chance: 'small_chance' };
		for (const [scope, style] of [[classic, 'classic'], [starforged, 'starforged']] as const) {
			for (const odds of ODDS) {
				const table = scope.table(`move.oracle_rollable:${scope.id}/fate/ask_the_oracle.${ids[odds]}`);
				for (let roll = 1; roll <= 100; roll++) {
					expect(rowForRoll(table, roll)?.text, `${style} ${odds} ${roll}`).toBe(answersYes(style, odds, roll) ? 'Yes' : 'No');
				}
			}
		}
	});

	it('OR-07 a match on Pay the Price has no special meaning: 44 is just the row for 44', () => {
		const ptp = classic.table('move.oracle_rollable:classic/fate/pay_the_price.pay_the_price');
		const result = rollOracle(ptp, fixedDice([44]), classic.lookup);
		expect(isPercentileMatch(44)).toBe(true);
		expect(result).toMatchObject({ roll: 44, rolls: [] });
	});

	it('OR-08 Pay the Price offers the obvious outcome, a yes/no between two, or the table', () => {
		expect(classic.move('Pay the Price').text).toMatch(/most obvious/i);
	});

	it('OR-09 classic Pay the Price 1-2: roll again and make it worse; 1-2 again is something dreadful', () => {
		const ptp = classic.table('move.oracle_rollable:classic/fate/pay_the_price.pay_the_price');
		const once = rollOracle(ptp, fixedDice([2, 40]), classic.lookup);
		expect(once.rolls).toMatchObject([{ roll: 40, result: 'The current situation worsens.', worse: true }]);
		const twice = rollOracle(ptp, fixedDice([1, 2]), classic.lookup);
		expect(twice.rolls).toMatchObject([{ roll: 2, repeated: true, rolls: [] }]);
		expect(twice.rolls[0]?.result).toMatch(/something dreadful/);
	});

	it('OR-10 classic Pay the Price 99-100: two more rolls, both apply, a duplicate is worse', () => {
		const ptp = classic.table('move.oracle_rollable:classic/fate/pay_the_price.pay_the_price');
		const result = rollOracle(ptp, fixedDice([100, 60, 65]), classic.lookup);
		expect(result.rolls.map((r) => [r.result, r.duplicate ?? false])).toEqual([
			['It is harmful.', false],
			['It is harmful.', true],
		]);
	});

	it('OR-11 classic Pay the Price follows Datasworn: 69-76 and 77-85 (the SRD says 69-77, 78-85)', () => {
		const ptp = classic.table('move.oracle_rollable:classic/fate/pay_the_price.pay_the_price');
		expect(texts(ptp)).toEqual([
			[1, 2], [3, 5], [6, 9], [10, 16], [17, 23], [24, 32], [33, 41], [42, 50],
			[51, 59], [60, 68], [69, 76], [77, 85], [86, 90], [91, 94], [95, 98], [99, 100],
		]);
	});

	it('OR-12 Major Plot Twist 96-100: two more, both occur, a duplicate is more dramatic', () => {
		const twist = classic.table('Major Plot Twist');
		const row = rowForRoll(twist, 98);
		expect(row?.rolls).toEqual([{ oracle: null, times: 2, duplicates: 'make_it_worse', duplicateWords: 'make it more dramatic' }]);
	});

	it('OR-13 Challenge Rank: 1-20, 21-55, 56-80, 81-93, 94-100', () => {
		const t = classic.table('Challenge Rank');
		expect(t.rows.map((r) => [r.min, r.max, r.text])).toEqual([
			[1, 20, 'Troublesome'], [21, 55, 'Dangerous'], [56, 80, 'Formidable'], [81, 93, 'Extreme'], [94, 100, 'Epic'],
		]);
	});

	it('OR-14 Action and Theme have 100 rows each; Combat Action 18; Major Plot Twist 20', () => {
		expect(classic.table('oracle_rollable:classic/action_and_theme/action').rows).toHaveLength(100);
		expect(classic.table('oracle_rollable:classic/action_and_theme/theme').rows).toHaveLength(100);
		expect(classic.table('Combat Action').rows).toHaveLength(18);
		expect(classic.table('Major Plot Twist').rows).toHaveLength(20);
	});

	it('OR-17 Starforged Pay the Price has 20 rows and 96-100 rolls twice', () => {
		const ptp = starforged.table('move.oracle_rollable:starforged/fate/pay_the_price.pay_the_price');
		expect(ptp.rows).toHaveLength(20);
		const result = rollOracle(ptp, fixedDice([97, 5, 50]), starforged.lookup);
		expect(result.rolls).toHaveLength(2);
	});

	it('OR-18 Make a Discovery 91-100 rolls twice', () => {
		const t = starforged.table('move.oracle_rollable:starforged/exploration/make_a_discovery.make_a_discovery');
		expect(rowForRoll(t, 95)?.rolls?.[0]).toMatchObject({ times: 2 });
	});

	it('OR-19 Begin a Session vignettes: 10 rows of 10', () => {
		const t = starforged.table('move.oracle_rollable:starforged/session/begin_a_session.begin_a_session');
		expect(t.rows.map((r) => (r.max as number) - (r.min as number) + 1)).toEqual(new Array(10).fill(10));
	});

	it('OR-20 Take Decisive Action weak hit table has 6 rows', () => {
		expect(starforged.table('move.oracle_rollable:starforged/combat/take_decisive_action.take_decisive_action').rows).toHaveLength(6);
	});

	it('DV-05/06 Delve the Depths weak hit reads the column of the stat rolled', () => {
		const edge = delve.table('move.oracle_rollable:delve/delve/delve_the_depths.edge');
		expect(texts(edge)).toEqual([[1, 45], [46, 65], [66, 75], [76, 80], [81, 100]]);
		expect(texts(delve.table('move.oracle_rollable:delve/delve/delve_the_depths.shadow'))).toEqual([[1, 30], [31, 65], [66, 90], [91, 99], [100, 100]]);
		expect(texts(delve.table('move.oracle_rollable:delve/delve/delve_the_depths.wits'))).toEqual([[1, 40], [41, 55], [56, 80], [81, 99], [100, 100]]);
	});
});
