import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Json, cliJson, cliText } from './run-cli';

/** The Datasworn JSON the CLI bundles, read directly: the source of truth for table texts. */
function datasworn(pkg: string, file: string): Json {
	return JSON.parse(readFileSync(new URL(`../../node_modules/@datasworn/${pkg}/json/${file}`, import.meta.url), 'utf8'));
}
const CLASSIC = datasworn('ironsworn-classic', 'classic.json');
const DELVE = datasworn('ironsworn-classic-delve', 'delve.json');
const STARFORGED = datasworn('starforged', 'starforged.json');

/** What `--table --json` should list for a Datasworn table: every row that has a range. */
function rowsOf(table: Json): { min: number; max: number; text: string }[] {
	return (table.rows as Json[])
		.filter((r) => r.roll && r.roll.min !== null && r.roll.max !== null)
		.map((r) => ({ min: r.roll.min as number, max: r.roll.max as number, text: r.text as string }));
}

const PTP = 'move.oracle_rollable:classic/fate/pay_the_price.pay_the_price';
const PTP_TABLE = CLASSIC.moves.fate.contents.pay_the_price.oracles.pay_the_price;
const ROLL_AGAIN =
	'Roll again and apply that result but make it worse. If you roll this result yet again, think of something dreadful that changes the course of your quest ([Ask the Oracle](datasworn:move:classic/fate/ask_the_oracle) if unsure) and make it happen.';
const ROLL_TWICE = 'Roll twice more on this table. Both results occur. If they are the same result, make it worse.';
const LOST = 'Something of value is lost or destroyed.';
const FOE = 'A new danger or foe is revealed.';

const ptp = (roll: number, result: string, extra: Record<string, unknown> = {}, rolls: Json[] = []): Json => ({
	oracle: PTP,
	name: 'Pay the Price',
	roll,
	result,
	...extra,
	rolls,
});

describe('the Datasworn facts these tests rely on', () => {
	it('classic Pay the Price, Action, Delve Edge and Starforged Action read as expected', () => {
		const ptpRows = rowsOf(PTP_TABLE);
		expect(ptpRows[0]).toEqual({ min: 1, max: 2, text: ROLL_AGAIN });
		expect(ptpRows.at(-1)).toEqual({ min: 99, max: 100, text: ROLL_TWICE });
		expect(ptpRows.find((r) => r.min <= 30 && 30 <= r.max)?.text).toBe(LOST);
		expect(ptpRows.find((r) => r.min <= 50 && 50 <= r.max)?.text).toBe(FOE);
		const action = rowsOf(CLASSIC.oracles.action_and_theme.contents.action);
		expect(action[0]?.text).toBe('Scheme');
		expect(rowsOf(STARFORGED.oracles.core.contents.action)[0]?.text).toBe('Abandon');
		expect(rowsOf(DELVE.moves.delve.contents.delve_the_depths.oracles.edge)).toHaveLength(5);
	});
});

describe('oracle --table', () => {
	it('lists classic Pay the Price row by row, exactly as in Datasworn', () => {
		expect(cliJson('oracle', PTP, '--table')).toEqual({
			oracle: PTP,
			name: 'Pay the Price',
			dice: '1d100',
			rows: rowsOf(PTP_TABLE),
		});
	});

	it('prints the Delve Edge table (found by name within --ruleset delve) as text', () => {
		expect(cliText('oracle', 'Edge', '--ruleset', 'delve', '--table')).toBe(
			[
				'Edge (move.oracle_rollable:delve/delve/delve_the_depths.edge), d100',
				'   1-45  Mark progress and [Reveal a Danger](datasworn:move:delve/delve/reveal_a_danger).',
				'  46-65  Mark progress.',
				'  66-75  Choose one: Mark progress or [Find an Opportunity](datasworn:move:delve/delve/find_an_opportunity).',
				'  76-80  Take both: Mark progress and [Find an Opportunity](datasworn:move:delve/delve/find_an_opportunity).',
				' 81-100  Mark progress twice and [Reveal a Danger](datasworn:move:delve/delve/reveal_a_danger).',
			].join('\n'),
		);
	});

	it('lists the Starforged Action table: 100 single-number rows', () => {
		const json = cliJson('oracle', 'oracle_rollable:starforged/core/action', '--ruleset', 'starforged', '--table');
		expect(json).toEqual({
			oracle: 'oracle_rollable:starforged/core/action',
			name: 'Action',
			dice: '1d100',
			rows: rowsOf(STARFORGED.oracles.core.contents.action),
		});
		expect(json.rows).toHaveLength(100);
		expect(json.rows[0]).toEqual({ min: 1, max: 1, text: 'Abandon' });
	});
});

describe('oracle: classic Pay the Price', () => {
	it('1-2 rolls again and flags the nested result worse', () => {
		expect(cliJson('oracle', PTP, '--dice', '1,30')).toEqual(ptp(1, ROLL_AGAIN, {}, [ptp(30, LOST, { worse: true })]));
		expect(cliText('oracle', PTP, '--dice', '1,30')).toBe(
			[`Pay the Price 1: ${ROLL_AGAIN}`, `  ↳ Pay the Price 30: ${LOST} (make it worse)`].join('\n'),
		);
	});

	it('1-2 rolled yet again is flagged repeated, with no further roll', () => {
		expect(cliJson('oracle', PTP, '--dice', '2,1')).toEqual(ptp(2, ROLL_AGAIN, {}, [ptp(1, ROLL_AGAIN, { repeated: true })]));
	});

	it('99-100 rolls twice more; "00" reads as 100; the same result twice is flagged duplicate', () => {
		expect(cliJson('oracle', PTP, '--dice', '00,30,30')).toEqual(
			ptp(100, ROLL_TWICE, {}, [ptp(30, LOST), ptp(30, LOST, { duplicate: true })]),
		);
	});


	it('too few dice for a nested roll: the rest come from digital dice', () => {
		const json = cliJson('oracle', 'Pay the Price', '--ruleset', 'classic', '--dice', '1');
		expect(json).toMatchObject({ oracle: PTP, roll: 1, result: ROLL_AGAIN });
		expect(json.rolls).toHaveLength(1);
		const nested = json.rolls[0];
		expect(Number.isInteger(nested.roll) && nested.roll >= 1 && nested.roll <= 100).toBe(true);
		const row = rowsOf(PTP_TABLE).find((r) => r.min <= nested.roll && nested.roll <= r.max);
		expect(nested.result).toBe(row?.text);
		// 1-2 again means "something dreadful" (repeated); anything else is applied, made worse.
		expect(nested[nested.roll <= 2 ? 'repeated' : 'worse']).toBe(true);
	});
});

describe('oracle: other tables in each ruleset', () => {
	it('classic Action, by name, rolls 1 = Scheme', () => {
		expect(cliJson('oracle', 'Action', '--ruleset', 'classic', '--dice', '1')).toEqual({
			oracle: 'oracle_rollable:classic/action_and_theme/action',
			name: 'Action',
			roll: 1,
			result: 'Scheme',
			rolls: [],
		});
	});


	it('Delve Edge by id', () => {
		expect(cliJson('oracle', 'move.oracle_rollable:delve/delve/delve_the_depths.edge', '--dice', '45')).toEqual({
			oracle: 'move.oracle_rollable:delve/delve/delve_the_depths.edge',
			name: 'Edge',
			roll: 45,
			result: 'Mark progress and [Reveal a Danger](datasworn:move:delve/delve/reveal_a_danger).',
			rolls: [],
		});
	});

	it('Starforged Action by id, without --ruleset: the id names its ruleset', () => {
		expect(cliJson('oracle', 'oracle_rollable:starforged/core/action', '--dice', '1')).toEqual({
			oracle: 'oracle_rollable:starforged/core/action',
			name: 'Action',
			roll: 1,
			result: 'Abandon',
			rolls: [],
		});
	});

	it('Starforged Pay the Price 96-100 rolls twice', () => {
		const id = 'move.oracle_rollable:starforged/fate/pay_the_price.pay_the_price';
		const sfPtp = (roll: number, result: string, rolls: Json[] = []): Json => ({ oracle: id, name: 'Pay the Price', roll, result, rolls });
		expect(cliJson('oracle', 'Pay the Price', '--ruleset', 'starforged', '--dice', '96,5,33')).toEqual(
			sfPtp(96, 'Roll twice', [
				sfPtp(5, 'You encounter signs of a looming threat'),
				sfPtp(33, 'Something of value is lost or destroyed'),
			]),
		);
	});
});
