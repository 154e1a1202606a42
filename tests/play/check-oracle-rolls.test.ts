import { describe, expect, it } from 'vitest';
import { checkNote } from '../../src/play/check-journal';
import { library } from '../helpers/content';

const fence = (...lines: string[]) => ['```iron-move', 'v: 1', ...lines, '```', ''].join('\n');
const FIRST_LOOK = 'oracle_rollable:sundered_isles/character/first_look';
const GIVEN_NAME = 'oracle_rollable:sundered_isles/character/name/given_name';

describe('journal check: an oracle roll against its own table (its die and its row)', () => {
	it('takes a d200 table\'s 150', () => {
		const note = fence('kind: oracle', `oracle: ${GIVEN_NAME}`, 'table: Given Name', 'roll: 150', 'result: Raven');
		expect(checkNote(note, library)).toEqual({ blocks: 1, problems: [] });
	});

	it('refuses 150 on a d100 table, at the top and nested', () => {
		const top = fence('kind: oracle', `oracle: ${FIRST_LOOK}`, 'table: Character First Look', 'roll: 150', 'result: Theatrical');
		expect(checkNote(top, library).problems).toEqual([{ line: 6, message: '"roll" is 150, but Character First Look is a d100 table: its rolls run from 1 to 100.' }]);
		const inner = fence('kind: oracle', `oracle: ${GIVEN_NAME}`, 'roll: 150', 'result: Raven', 'rolls:', `  - oracle: ${FIRST_LOOK}`, '    roll: 101', '    result: Theatrical');
		expect(checkNote(inner, library).problems).toEqual([{ line: 7, message: '"roll" is 101, but Character First Look is a d100 table: its rolls run from 1 to 100.' }]);
	});

	it('gives the same answer for a table it has looked up before', () => {
		const roll = (n: number) => fence('kind: oracle', `oracle: ${FIRST_LOOK}`, 'table: Character First Look', `roll: ${n}`, 'result: Youthful');
		const twice = `${roll(150)}\n${roll(100)}\n${roll(150)}`;
		expect(checkNote(twice, library).problems.map((p) => p.line)).toEqual([6, 24]);
	});

	it('refuses a Pay the Price roll past the d100 that a move block carries', () => {
		const move = fence(
			'kind: no_roll',
			'move: move:starforged/fate/pay_the_price',
			'oracles:',
			'  - oracle: move.oracle_rollable:starforged/fate/pay_the_price.pay_the_price',
			'    roll: 140',
			'    result: Something',
		);
		expect(checkNote(move, library).problems.map((p) => p.message)).toEqual(['"roll" is 140, but Pay the Price is a d100 table: its rolls run from 1 to 100.']);
	});

	it('a result that is not its roll\'s row is refused, at the top, nested and in a move; a row filled from its rolls is left to them', () => {
		const top = fence('kind: oracle', 'oracle: oracle_rollable:classic/action_and_theme/action', 'table: Action', 'roll: 5', 'result: Destroy');
		expect(checkNote(top, library).problems).toEqual([{ line: 7, message: 'Action 5 is "Create", but the block says "Destroy".' }]);
		expect(checkNote(top.replace('Destroy', 'Create'), library).problems).toEqual([]);
		const inner = fence('kind: oracle', `oracle: ${GIVEN_NAME}`, 'roll: 150', 'result: Raven', 'rolls:', `  - oracle: ${FIRST_LOOK}`, '    roll: 100', '    result: Theatrical');
		expect(checkNote(inner, library).problems).toEqual([{ line: 7, message: 'Character First Look 100 is "Youthful", but the block says "Theatrical".' }]);
		const move = fence('kind: no_roll', 'move: move:starforged/fate/pay_the_price', 'oracles:', '  - oracle: move.oracle_rollable:starforged/fate/pay_the_price.pay_the_price', '    roll: 1', '    result: Something');
		expect(checkNote(move, library).problems.map((p) => p.message)).toEqual([expect.stringMatching(/^Pay the Price 1 is ".+", but the block says "Something"\.$/)]);
	});
});
